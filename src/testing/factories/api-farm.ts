import type { Crop, ProductUse, Variant } from '../../shared/contracts/farm-fit.ts';
import { apiProduct } from './api-catalog.ts';

let sequence = 100;

/** A pack size as the API answers it (baht); overrides win. */
export function apiVariant(overrides: Partial<Variant> = {}): Variant {
  sequence += 1;
  const stockCount = overrides.stockCount ?? 20;
  return {
    id: sequence,
    label: '500 มล.',
    size: 500,
    unit: 'ml',
    price: 450,
    originalPrice: null,
    stockCount,
    inStock: stockCount > 0,
    memberPoints: 0,
    ...overrides,
  };
}

/** The issue's pack sizes: 100 ml ฿120, 500 ml ฿450, 1 L ฿800. */
export const issuePackSizes = (): Variant[] => [
  apiVariant({ label: '100 มล.', size: 100, unit: 'ml', price: 120 }),
  apiVariant({ label: '500 มล.', size: 500, unit: 'ml', price: 450 }),
  apiVariant({ label: '1 ลิตร', size: 1, unit: 'l', price: 800 }),
];

/** A label use: corn, fall armyworm, 20 ml per 20 L (docs/agronomy-facts.md); overrides win. */
export function apiUse(overrides: Partial<ProductUse> = {}): ProductUse {
  return {
    crop: 'corn',
    target: 'fall-armyworm',
    rate: { amount: 20, unit: 'ml', per: '20l' },
    source: 'maricmju.com/content/28846',
    ...overrides,
  };
}

/** Rice and corn with a few of their pests, weeds and diseases, as `GET /api/crops` answers. */
export function apiCrops(): Crop[] {
  return [
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
        {
          id: 'rice-weeds',
          kind: 'weed',
          name: 'Weeds, pre-emergence',
          nameTh: 'วัชพืชในนาข้าว (คุมเลน)',
        },
        { id: 'rice-blast', kind: 'disease', name: 'Rice blast', nameTh: 'โรคไหม้' },
      ],
    },
    {
      id: 'corn',
      name: 'Corn',
      nameTh: 'ข้าวโพด',
      targets: [
        {
          id: 'fall-armyworm',
          kind: 'insect',
          name: 'Fall armyworm',
          nameTh: 'หนอนกระทู้ข้าวโพดลายจุด',
        },
      ],
    },
  ];
}

/** One answer row of `GET /api/recommendations`: the product, its use, its group. */
export function apiRecommendation(
  product: { id?: number; name: string; price?: number },
  use: Partial<ProductUse> = {},
  moa: { scheme: 'IRAC' | 'HRAC' | 'FRAC'; group: string } | null = null,
) {
  return { product: apiProduct({ ...product, category: 'insecticides' }), use: apiUse(use), moa };
}
