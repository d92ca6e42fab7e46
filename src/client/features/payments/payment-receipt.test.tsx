import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReceipt } from '../../../testing/factories/payment-answers.ts';
import { bahtInWords, PaymentReceipt } from './payment-receipt.tsx';
import { receiptInSatang } from './payments-api.ts';

afterEach(cleanup);

describe('the receipt', () => {
  it('reads an amount in Thai words, to the satang', () => {
    expect(bahtInWords(125_075)).toBe('หนึ่งพันสองร้อยห้าสิบบาทเจ็ดสิบห้าสตางค์');
    expect(bahtInWords(289_200)).toBe('สองพันแปดร้อยเก้าสิบสองบาทถ้วน');
    expect(bahtInWords(50)).toBe('ห้าสิบสตางค์');
  });

  it('shows its number, date, customer, lines, discount, delivery, total in figures and words, and how it was paid', () => {
    render(
      <PaymentReceipt
        receipt={receiptInSatang(
          buildReceipt({ amount: 1250.75, shippingFee: 50, deliveryFee: 50, codFee: 0 }),
        )}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ใบเสร็จรับเงิน' })).toBeInTheDocument();
    expect(screen.getByText('RC-000001')).toBeInTheDocument();
    expect(screen.getByText('22 พ.ย. 2569 20:00')).toBeInTheDocument();
    expect(screen.getByText('TXN1795348555341')).toBeInTheDocument();
    expect(screen.getByText('สมหญิง ทองดี')).toBeInTheDocument();
    const [head, lines, totals] = within(screen.getByRole('table')).getAllByRole('rowgroup');
    expect(head).toHaveTextContent('สินค้าจำนวนจำนวนเงิน');
    expect(
      within(lines as HTMLElement)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ไกลโฟเซต ไร่ทอง 48%@ ฿890.002฿1,780.00', 'ถังพ่นยา 16 ลิตร@ ฿1,290.001฿1,290.00']);
    const total = (label: string) =>
      within(totals as HTMLElement).getByRole('rowheader', { name: label }).nextSibling;
    expect(total('รวมค่าสินค้า')).toHaveTextContent('฿3,070.00');
    expect(total('ส่วนลด')).toHaveTextContent('-฿178.00');
    expect(total('ค่าจัดส่ง')).toHaveTextContent('฿50.00');
    expect(total('รวมเงินที่ได้รับ')).toHaveTextContent('฿1,250.75');
    expect(screen.getByText('(หนึ่งพันสองร้อยห้าสิบบาทเจ็ดสิบห้าสตางค์)')).toBeInTheDocument();
    expect(screen.getByText('ชำระโดย').nextSibling).toHaveTextContent('พร้อมเพย์ (สแกน QR)');
    expect(screen.getByText('เลขอ้างอิงการโอน').nextSibling).toHaveTextContent('2026112212345678901');
  });

  it("stands every amount in one right-aligned column under the lines', and is headed by the shop's address", () => {
    render(
      <PaymentReceipt
        receipt={receiptInSatang(
          buildReceipt({ amount: 2912, shippingFee: 20, deliveryFee: 0, codFee: 20 }),
        )}
      />,
    );
    const table = screen.getByRole('table');
    const amountCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .flatMap((row) => {
        const cells = within(row).queryAllByRole('cell');
        const labelled = within(row).queryByRole('rowheader');
        // A line: product, quantity, amount; a total: its label over two columns, then the amount.
        const columns = cells.length + (labelled ? Number(labelled.getAttribute('colspan')) : 0);
        return columns === 3 ? [cells.at(-1)] : [];
      });
    expect(amountCells.map((cell) => cell?.textContent)).toEqual([
      '฿1,780.00',
      '฿1,290.00',
      '฿3,070.00',
      '-฿178.00',
      '฿0.00',
      '฿20.00',
      '฿2,912.00',
    ]);
    for (const cell of amountCells) expect(cell).toHaveClass('text-right', 'tabular-nums');
    expect(
      screen.getByText('99 หมู่ 2 ต.ประตูชัย อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000'),
    ).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'ค่าธรรมเนียมเก็บเงินปลายทาง' })).toBeVisible();
  });

  it('keeps VAT-exempt and taxable goods apart, with the tax id, only for a VAT-registered shop', () => {
    render(
      <PaymentReceipt
        receipt={receiptInSatang(
          buildReceipt({
            vatRegistered: true,
            taxId: '0145566001234',
            vatRate: 7,
            exemptAmount: 1602,
            taxableAmount: 1290,
            vat: 84.39,
          }),
        )}
      />,
    );
    expect(screen.getByText('เลขประจำตัวผู้เสียภาษี 0145566001234')).toBeInTheDocument();
    expect(screen.getByText('สินค้าที่ได้รับยกเว้นภาษีมูลค่าเพิ่ม').nextSibling).toHaveTextContent('฿1,602.00');
    expect(screen.getByText('สินค้าและบริการที่มีภาษีมูลค่าเพิ่ม (รวมภาษีแล้ว)').nextSibling).toHaveTextContent(
      '฿1,290.00',
    );
    expect(screen.getByText('ภาษีมูลค่าเพิ่ม 7%').nextSibling).toHaveTextContent('฿84.39');
    expect(screen.getByText('@ ฿890.00 · ยกเว้นภาษีมูลค่าเพิ่ม')).toBeInTheDocument();
  });

  it('says nothing of VAT for a shop not registered', () => {
    render(<PaymentReceipt receipt={receiptInSatang(buildReceipt())} />);
    expect(screen.queryByText(/ภาษีมูลค่าเพิ่ม/)).toBeNull();
    expect(screen.queryByText(/เลขประจำตัวผู้เสียภาษี/)).toBeNull();
  });
});
