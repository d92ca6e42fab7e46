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
        receipt={receiptInSatang(buildReceipt({ amount: 1250.75, shippingFee: 50 }))}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ใบเสร็จรับเงิน' })).toBeInTheDocument();
    expect(screen.getByText('RC-000001')).toBeInTheDocument();
    expect(screen.getByText('22 พ.ย. 2569 20:00')).toBeInTheDocument();
    expect(screen.getByText('TXN1795348555341')).toBeInTheDocument();
    expect(screen.getByText('สมหญิง ทองดี')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'สินค้าจำนวนจำนวนเงิน',
      'ไกลโฟเซต ไร่ทอง 48%@ ฿890.002฿1,780.00',
      'ถังพ่นยา 16 ลิตร@ ฿1,290.001฿1,290.00',
    ]);
    expect(screen.getByText('รวมค่าสินค้า').nextSibling).toHaveTextContent('฿3,070.00');
    expect(screen.getByText('ส่วนลด').nextSibling).toHaveTextContent('-฿178.00');
    expect(screen.getByText('ค่าจัดส่ง').nextSibling).toHaveTextContent('฿50.00');
    expect(screen.getByText('รวมเงินที่ได้รับ').nextSibling).toHaveTextContent('฿1,250.75');
    expect(screen.getByText('(หนึ่งพันสองร้อยห้าสิบบาทเจ็ดสิบห้าสตางค์)')).toBeInTheDocument();
    expect(screen.getByText('ชำระโดย').nextSibling).toHaveTextContent('พร้อมเพย์ (สแกน QR)');
    expect(screen.getByText('เลขอ้างอิงการโอน').nextSibling).toHaveTextContent('2026112212345678901');
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
