import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Crop } from '../../../shared/contracts/farm-fit.ts';
import { get, mockApi } from '../../../testing/api-mock.ts';
import { apiProduct } from '../../../testing/factories/api-catalog.ts';
import { shopProduct } from './catalog-api.ts';
import LabelSection from './label-section.tsx';

afterEach(cleanup);

const crops: Crop[] = [
  {
    id: 'rice',
    name: 'Rice',
    nameTh: 'ข้าว',
    targets: [
      {
        id: 'brown-planthopper',
        kind: 'insect',
        name: 'Brown planthopper',
        nameTh: 'เพลี้ยกระโดดสีน้ำตาล',
      },
    ],
  },
];

const labelled = shopProduct(
  apiProduct({
    registrationNumber: '3310/2560',
    formulation: 'WG',
    activeIngredients: [
      {
        name: 'imidacloprid',
        nameTh: 'อิมิดาโคลพริด',
        percent: 70,
        moa: { scheme: 'IRAC', group: '4A' },
      },
    ],
    hazardClass: 'II',
    hazardBand: 'yellow',
    ppe: ['gloves', 'mask', 'goggles', 'boots', 'long-sleeves'],
    phiDays: 14,
    uses: [
      {
        crop: 'rice',
        target: 'brown-planthopper',
        rate: { amount: 4, unit: 'g', per: '20l' },
        waterPerRaiLitres: 80,
        intervalDays: 7,
        maxApplications: 2,
        source: 'ฉลากสินค้าตัวอย่างของร้าน',
      },
    ],
  }),
);

describe('the label section (ข้อมูลฉลาก)', () => {
  it('says in plain Thai what the label says', async () => {
    mockApi(get('/crops', crops));
    render(<LabelSection product={labelled} />);
    const section = screen.getByRole('region', { name: 'ข้อมูลฉลาก' });
    const facts = within(section);
    expect(facts.getByText('ทะเบียนเลขที่').nextElementSibling).toHaveTextContent('3310/2560');
    expect(facts.getByText('สูตร').nextElementSibling).toHaveTextContent('WG');
    expect(facts.getByText(/อิมิดาโคลพริด \(imidacloprid\) 70%/)).toBeInTheDocument();
    expect(facts.getByText('กลุ่ม IRAC 4A')).toBeInTheDocument();
    expect(facts.getByText(/แถบสีเหลือง: พิษร้ายแรงปานกลาง/)).toHaveClass('bg-yellow-300');
    expect(facts.getByText('ระยะปลอดภัยก่อนเก็บเกี่ยว').nextElementSibling).toHaveTextContent('14 วัน');
    for (const caption of ['ถุงมือ', 'หน้ากาก', 'แว่นตา', 'รองเท้าบูท', 'เสื้อแขนยาว']) {
      expect(facts.getByText(caption).previousElementSibling?.tagName).toBe('svg');
    }
    expect(facts.getByRole('heading', { name: 'อัตราใช้ตามฉลาก' })).toBeInTheDocument();
    expect(await facts.findByText('ข้าว · เพลี้ยกระโดดสีน้ำตาล')).toBeInTheDocument();
    expect(facts.getByText('4 กรัม ต่อน้ำ 20 ลิตร')).toBeInTheDocument();
    expect(facts.getByText('80 ลิตร')).toBeInTheDocument();
    expect(facts.getByText('7 วัน (ไม่เกิน 2 ครั้ง)')).toBeInTheDocument();
    expect(facts.getByText('อ่านฉลากก่อนใช้')).toBeInTheDocument();
    expect(facts.queryByText(/จำกัดการใช้/)).toBeNull();
  });

  it('shows a restricted substance’s note and a red band for class Ib', () => {
    mockApi(get('/crops', crops));
    render(
      <LabelSection
        product={{
          ...labelled,
          hazardClass: 'Ib',
          hazardBand: 'red',
          uses: [],
          restrictedNote: 'ไกลโฟเซตเป็นวัตถุอันตรายที่จำกัดการใช้ อ่านฉลากก่อนใช้',
        }}
      />,
    );
    expect(screen.getByText(/แถบสีแดง: พิษร้ายแรงมาก/)).toHaveClass('bg-red-600');
    expect(screen.getByText('ไกลโฟเซตเป็นวัตถุอันตรายที่จำกัดการใช้ อ่านฉลากก่อนใช้')).toBeInTheDocument();
    expect(screen.queryByText('อัตราใช้ตามฉลาก')).toBeNull();
    // The note says อ่านฉลากก่อนใช้ already: once is enough (issue 37).
    expect(screen.getAllByText(/อ่านฉลากก่อนใช้/)).toHaveLength(1);
  });
});
