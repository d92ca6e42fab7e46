import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUse, issuePackSizes } from '../../../testing/factories/api-farm.ts';
import { DosageCalculator, type DosageCalculatorProps } from './dosage-calculator.tsx';
import { LazyDosageCalculator } from './dosage-calculator-lazy.ts';
import { shopVariant } from './shop-variant.ts';

afterEach(cleanup);

function renderCalculator(overrides: Partial<DosageCalculatorProps> = {}) {
  const variants = issuePackSizes().map(shopVariant);
  const onAddPacks = vi.fn();
  render(
    <DosageCalculator
      productId={7}
      crop="corn"
      target="fall-armyworm"
      use={apiUse()}
      variants={variants}
      onAddPacks={onAddPacks}
      {...overrides}
    />,
  );
  return { variants, onAddPacks };
}

const figure = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function typeArea(rai: string, ngan: string, wa: string) {
  for (const [label, value] of [
    ['ไร่', rai],
    ['งาน', ngan],
    ['ตารางวา', wa],
  ] as const) {
    const box = screen.getByRole('textbox', { name: label });
    await userEvent.clear(box);
    if (value) await userEvent.type(box, value);
  }
}

describe('the dosage calculator', () => {
  it('works the issue’s example as it is typed and adds the cheapest packs with one button', async () => {
    const { variants, onAddPacks } = renderCalculator();
    // No heading of its own: the product page's section around it has the one (issue 37).
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByText('อัตราตามฉลาก 20 มล. ต่อน้ำ 20 ลิตร')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ไร่' })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'งาน' })).toHaveAttribute('inputmode', 'numeric');

    await typeArea('7', '2', '');
    expect(figure('พื้นที่รวม')).toBe('7.5 ไร่');
    expect(figure('น้ำที่ใช้')).toBe('600 ลิตร');
    expect(figure('จำนวนถัง (20 ลิตร)')).toBe('30 ถัง');
    expect(figure('สารต่อถัง 20 ลิตร')).toBe('20 มล.');
    expect(figure('สารที่ใช้ทั้งหมด')).toBe('600 มล.');

    const packs = within(screen.getByRole('list', { name: 'ขนาดบรรจุที่คุ้มที่สุด' }));
    expect(packs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '500 มล. × 1฿450.00',
      '100 มล. × 1฿120.00',
      'รวมราคา฿570.00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'ใส่ตะกร้าทั้งหมด' }));
    expect(onAddPacks).toHaveBeenCalledWith(
      [
        { variantId: variants[1]?.id, quantity: 1 },
        { variantId: variants[0]?.id, quantity: 1 },
      ],
      {
        productId: 7,
        crop: 'corn',
        target: 'fall-armyworm',
        area: { rai: 7, ngan: 2, wa: 0 },
        sprayer: 'knapsack',
        waterPerRaiLitres: 80,
      },
    );
  });

  it('takes each sprayer’s water per rai, lets it be edited, and keeps a drone’s dose per rai', async () => {
    renderCalculator();
    await typeArea('10', '', '');
    await userEvent.click(screen.getByRole('radio', { name: 'โดรนพ่นยา' }));
    const water = screen.getByRole('textbox', { name: 'น้ำต่อไร่ (ลิตร)' });
    expect(water).toHaveValue('3');
    expect(screen.getByText('โดรนใช้น้ำน้อยกว่ามาก ปริมาณสารต่อไร่ยังเท่ากับการพ่นด้วยถังสะพาย')).toBeVisible();
    expect(figure('น้ำที่ใช้')).toBe('30 ลิตร');
    expect(figure('สารที่ใช้ทั้งหมด')).toBe('800 มล.');

    await userEvent.click(screen.getByRole('radio', { name: 'เครื่องพ่นแบบเครื่องยนต์' }));
    expect(water).toHaveValue('100');
    await userEvent.clear(water);
    await userEvent.type(water, '60');
    expect(figure('น้ำที่ใช้')).toBe('600 ลิตร');
    expect(figure('สารที่ใช้ทั้งหมด')).toBe('600 มล.');
  });

  it('says what is wrong with an area or water, in Thai, and shows no figures then', async () => {
    renderCalculator();
    await typeArea('0', '4', '');
    expect(screen.getByText('งานต้องเป็นจำนวนเต็ม 0–3')).toBeVisible();
    expect(screen.queryByText('สารที่ใช้ทั้งหมด')).not.toBeInTheDocument();
    await typeArea('0', '0', '');
    expect(
      screen.getByText('กรุณากรอกพื้นที่อย่างน้อย 1 ตารางวา (งาน 0–3, ตารางวา 0–399.99)'),
    ).toBeVisible();
    await typeArea('0.0001', '', '');
    expect(
      screen.getByText('กรุณากรอกพื้นที่อย่างน้อย 1 ตารางวา (งาน 0–3, ตารางวา 0–399.99)'),
    ).toBeVisible();
    expect(screen.queryByText('สารที่ใช้ทั้งหมด')).not.toBeInTheDocument();
    await typeArea('1', '', '');
    const water = screen.getByRole('textbox', { name: 'น้ำต่อไร่ (ลิตร)' });
    await userEvent.clear(water);
    await userEvent.type(water, '0');
    expect(screen.getByText('น้ำต่อไร่ต้องอยู่ระหว่าง 1–1,000 ลิตร')).toBeVisible();
    expect(water).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('สารที่ใช้ทั้งหมด')).not.toBeInTheDocument();
  });

  it('shows the label’s warnings (อ่านฉลากก่อนใช้ is the label section’s), and no button when no pack is in stock', () => {
    renderCalculator({
      use: apiUse({ maxApplications: 4, intervalDays: 7 }),
      phiDays: 14,
      moaGroups: ['IRAC 28'],
      recentGroups: ['IRAC 28'],
      variants: issuePackSizes()
        .map((variant) => ({ ...variant, stockCount: 0, inStock: false }))
        .map(shopVariant),
    });
    const warnings = within(screen.getByRole('list', { name: 'ข้อควรระวัง' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(warnings).toEqual([
      'ฉลากให้ใช้ไม่เกิน 4 ครั้งต่อรอบการปลูก ห่างกันอย่างน้อย 7 วัน',
      'หยุดใช้ก่อนเก็บเกี่ยวอย่างน้อย 14 วัน',
      'ใน 30 วันที่ผ่านมาคุณซื้อสารกลุ่ม IRAC 28 สำหรับพืชนี้แล้ว ควรสลับไปใช้สารกลุ่มอื่นเพื่อลดการดื้อยา',
      'ขณะนี้ไม่มีขนาดบรรจุในสต็อกที่ใช้กับปริมาณนี้ได้',
    ]);
    expect(screen.queryByRole('button', { name: 'ใส่ตะกร้าทั้งหมด' })).not.toBeInTheDocument();
  });

  it('says a rate per kg of seed is not reckoned by area, with no form', () => {
    renderCalculator({ use: apiUse({ rate: { amount: 7, unit: 'ml', per: 'kg_seed' } }) });
    expect(
      screen.getByText('ฉลากให้อัตราต่อกิโลกรัมเมล็ดพันธุ์ ซึ่งเครื่องคำนวณตามพื้นที่ยังไม่รองรับ กรุณาดูอัตราบนฉลาก'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'ไร่' })).not.toBeInTheDocument();
  });

  it('loads lazily, in a chunk of its own', async () => {
    render(
      <LazyDosageCalculator
        productId={7}
        crop="corn"
        target="fall-armyworm"
        use={apiUse()}
        variants={issuePackSizes().map(shopVariant)}
        onAddPacks={() => {}}
      />,
    );
    expect(await screen.findByText('อัตราตามฉลาก 20 มล. ต่อน้ำ 20 ลิตร')).toBeVisible();
  });
});
