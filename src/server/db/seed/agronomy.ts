import { eq, sql } from 'drizzle-orm';
import type { LabelInput, UseInput } from '../../../shared/contracts/admin-label.ts';
import { checkLabel, writeLabel } from '../../agronomy/agronomy.service.ts';
import { SOURCES } from '../../agronomy/reference-data.ts';
import type { Executor } from '../client.ts';
import { products, productVariants } from '../schema/catalog.ts';

/**
 * What the demo products' labels say: registration numbers are the shop's invented examples;
 * rates follow the products' own instructions and the public recommendations listed in
 * docs/agronomy-sources.md (fall armyworm, rice pre-emergence, brown planthopper groups).
 * Keyed by a part of the demo product's name.
 */
const sample = SOURCES.sampleLabel;
const PPE_SPRAY = ['gloves', 'mask', 'boots', 'long-sleeves'];
const PPE_FULL = ['gloves', 'mask', 'goggles', 'boots', 'long-sleeves'];

const use = (
  crop: string,
  target: string,
  amount: number,
  unit: UseInput['rate']['unit'],
  per: UseInput['rate']['per'],
  more: Partial<Omit<UseInput, 'crop' | 'target' | 'rate'>> = {},
): UseInput => ({ crop, target, rate: { amount, unit, per }, source: sample, ...more });

const label = (fields: Partial<LabelInput>): LabelInput => ({
  registrationNumber: null,
  formulation: null,
  activeIngredients: [],
  hazardClass: null,
  ppe: [],
  phiDays: null,
  uses: [],
  ...fields,
});

export const demoLabels: { namePart: string; label: LabelInput }[] = [
  {
    namePart: 'ไกลโฟเซต 48% SL',
    label: label({
      registrationNumber: '1532/2560',
      formulation: 'SL',
      activeIngredients: [
        {
          name: 'glyphosate-isopropylammonium',
          nameTh: 'ไกลโฟเซต-ไอโซโพรพิลแอมโมเนียม',
          percent: 48,
        },
      ],
      hazardClass: 'III',
      ppe: PPE_SPRAY,
      uses: [
        use('mango', 'orchard-weeds', 150, 'ml', '20l', { waterPerRaiLitres: 80 }),
        use('sugarcane', 'field-weeds', 150, 'ml', '20l', { waterPerRaiLitres: 80 }),
      ],
    }),
  },
  {
    namePart: 'บิวทาคลอร์ 60% EC',
    label: label({
      registrationNumber: '872/2558',
      formulation: 'EC',
      activeIngredients: [{ name: 'butachlor', nameTh: 'บิวทาคลอร์', percent: 60 }],
      hazardClass: 'III',
      ppe: PPE_SPRAY,
      uses: [
        use('rice', 'rice-weeds-pre-emergence', 240, 'ml', 'rai', {
          waterPerRaiLitres: 80,
          maxApplications: 1,
          source: SOURCES.aggro,
        }),
      ],
    }),
  },
  {
    namePart: '2,4-ดี',
    label: label({
      registrationNumber: '2291/2559',
      formulation: 'SL',
      activeIngredients: [
        { name: '2,4-D dimethylammonium', nameTh: '2,4-ดี ไดเมทิลแอมโมเนียม', percent: 84 },
      ],
      hazardClass: 'II',
      ppe: PPE_SPRAY,
      uses: [
        use('rice', 'broadleaf-weeds-sedges', 50, 'ml', '20l', { waterPerRaiLitres: 60 }),
        use('sugarcane', 'field-weeds', 60, 'ml', '20l', { waterPerRaiLitres: 80 }),
      ],
    }),
  },
  {
    namePart: 'บิสไพริแบก-โซเดียม 10% SC',
    label: label({
      registrationNumber: '415/2561',
      formulation: 'SC',
      activeIngredients: [{ name: 'bispyribac-sodium', nameTh: 'บิสไพริแบก-โซเดียม', percent: 10 }],
      hazardClass: 'III',
      ppe: PPE_SPRAY,
      uses: [
        use('rice', 'barnyard-grass', 20, 'ml', '20l', {
          waterPerRaiLitres: 60,
          maxApplications: 1,
        }),
      ],
    }),
  },
  {
    namePart: 'อะทราซีน 90% WG',
    label: label({
      registrationNumber: '1108/2557',
      formulation: 'WG',
      activeIngredients: [{ name: 'atrazine', nameTh: 'อะทราซีน', percent: 90 }],
      hazardClass: 'III',
      ppe: PPE_SPRAY,
      uses: [
        use('corn', 'field-weeds', 50, 'g', '20l', { waterPerRaiLitres: 80 }),
        use('sugarcane', 'field-weeds', 50, 'g', '20l', { waterPerRaiLitres: 80 }),
      ],
    }),
  },
  {
    namePart: 'อิมิดาโคลพริด 70% WG',
    label: label({
      registrationNumber: '3310/2560',
      formulation: 'WG',
      activeIngredients: [{ name: 'imidacloprid', nameTh: 'อิมิดาโคลพริด', percent: 70 }],
      hazardClass: 'II',
      ppe: PPE_SPRAY,
      phiDays: 14,
      uses: [
        use('rice', 'brown-planthopper', 4, 'g', '20l', { intervalDays: 7, maxApplications: 2 }),
        use('mango', 'mango-hopper', 3, 'g', '20l', { intervalDays: 7, maxApplications: 2 }),
        use('vegetables', 'thrips', 4, 'g', '20l', { intervalDays: 7, maxApplications: 2 }),
      ],
    }),
  },
  {
    namePart: 'อะบาเมกติน 1.8% EC',
    label: label({
      registrationNumber: '1976/2558',
      formulation: 'EC',
      activeIngredients: [{ name: 'abamectin', nameTh: 'อะบาเมกติน', percent: 1.8 }],
      hazardClass: 'II',
      ppe: PPE_FULL,
      phiDays: 7,
      uses: [
        use('vegetables', 'leaf-miner', 25, 'ml', '20l', { intervalDays: 5, maxApplications: 3 }),
        use('vegetables', 'spider-mites', 25, 'ml', '20l', { intervalDays: 5, maxApplications: 3 }),
      ],
    }),
  },
  {
    namePart: 'ไซเปอร์เมทริน 35% EC',
    label: label({
      registrationNumber: '2754/2556',
      formulation: 'EC',
      activeIngredients: [{ name: 'cypermethrin', nameTh: 'ไซเปอร์เมทริน', percent: 35 }],
      hazardClass: 'II',
      ppe: PPE_FULL,
      phiDays: 7,
      uses: [
        use('vegetables', 'beet-armyworm', 15, 'ml', '20l', {
          intervalDays: 7,
          maxApplications: 2,
        }),
        use('mango', 'mango-hopper', 15, 'ml', '20l', { intervalDays: 7, maxApplications: 2 }),
      ],
    }),
  },
  {
    namePart: 'ไพมีโทรซีน Pro 50% WG',
    label: label({
      registrationNumber: '684/2562',
      formulation: 'WG',
      activeIngredients: [{ name: 'pymetrozine', nameTh: 'ไพมีโทรซีน', percent: 50 }],
      hazardClass: 'U',
      ppe: ['gloves', 'mask', 'long-sleeves'],
      phiDays: 14,
      uses: [
        use('rice', 'brown-planthopper', 10, 'g', '20l', { intervalDays: 10, maxApplications: 2 }),
      ],
    }),
  },
  {
    namePart: 'อีมาเมกตินเบนโซเอต 5% WG',
    label: label({
      registrationNumber: '1420/2561',
      formulation: 'WG',
      activeIngredients: [{ name: 'emamectin benzoate', nameTh: 'อีมาเมกตินเบนโซเอต', percent: 5 }],
      hazardClass: 'II',
      ppe: PPE_SPRAY,
      phiDays: 7,
      uses: [
        use('corn', 'fall-armyworm', 10, 'g', '20l', { intervalDays: 7, maxApplications: 2 }),
        use('vegetables', 'diamondback-moth', 10, 'g', '20l', {
          intervalDays: 7,
          maxApplications: 2,
        }),
      ],
    }),
  },
  {
    namePart: 'คาร์เบนดาซิม 50% SC',
    label: label({
      registrationNumber: '1893/2557',
      formulation: 'SC',
      activeIngredients: [{ name: 'carbendazim', nameTh: 'คาร์เบนดาซิม', percent: 50 }],
      hazardClass: 'U',
      ppe: PPE_SPRAY,
      phiDays: 14,
      uses: [use('mango', 'anthracnose', 15, 'ml', '20l', { intervalDays: 10 })],
    }),
  },
  {
    namePart: 'ฟอสอีทิล-อะลูมิเนียม 80% WG',
    label: label({
      registrationNumber: '2206/2559',
      formulation: 'WG',
      activeIngredients: [{ name: 'fosetyl-aluminium', nameTh: 'ฟอสอีทิล-อะลูมิเนียม', percent: 80 }],
      hazardClass: 'U',
      ppe: ['gloves', 'mask'],
    }),
  },
  {
    namePart: 'อะซอกซีสโตรบิน 20% + ไดฟีโนโคนาโซล 12.5% SC',
    label: label({
      registrationNumber: '731/2562',
      formulation: 'SC',
      activeIngredients: [
        { name: 'azoxystrobin', nameTh: 'อะซอกซีสโตรบิน', percent: 20 },
        { name: 'difenoconazole', nameTh: 'ไดฟีโนโคนาโซล', percent: 12.5 },
      ],
      hazardClass: 'III',
      ppe: PPE_SPRAY,
      phiDays: 21,
      uses: [
        use('rice', 'dirty-panicle', 12, 'ml', '20l', { maxApplications: 2 }),
        use('rice', 'sheath-blight', 12, 'ml', '20l', { maxApplications: 2 }),
      ],
    }),
  },
  {
    namePart: 'แมนโคเซบ 80% WP',
    label: label({
      registrationNumber: '508/2555',
      formulation: 'WP',
      activeIngredients: [{ name: 'mancozeb', nameTh: 'แมนโคเซบ', percent: 80 }],
      hazardClass: 'U',
      ppe: PPE_SPRAY,
      phiDays: 7,
      uses: [
        use('vegetables', 'downy-mildew', 40, 'g', '20l', { intervalDays: 7 }),
        use('mango', 'anthracnose', 40, 'g', '20l', { intervalDays: 7 }),
      ],
    }),
  },
  {
    namePart: 'พาโคลบิวทราซอล 10% WP',
    label: label({
      registrationNumber: '1265/2560',
      formulation: 'WP',
      activeIngredients: [{ name: 'paclobutrazol', nameTh: 'พาโคลบิวทราซอล', percent: 10 }],
      hazardClass: 'III',
      ppe: ['gloves', 'boots'],
      uses: [use('mango', 'off-season-flowering', 30, 'g', 'tree', { maxApplications: 1 })],
    }),
  },
  {
    namePart: 'บูโพรเฟซิน 40% SC',
    label: label({
      registrationNumber: '905/2563',
      formulation: 'SC',
      activeIngredients: [{ name: 'buprofezin', nameTh: 'บูโพรเฟซิน', percent: 40 }],
      hazardClass: 'III',
      ppe: PPE_SPRAY,
      phiDays: 14,
      uses: [
        use('rice', 'brown-planthopper', 25, 'ml', '20l', { intervalDays: 10, maxApplications: 2 }),
      ],
    }),
  },
  {
    namePart: 'ไตรฟลูมีโซไพริม 10.6% SC',
    label: label({
      registrationNumber: '112/2565',
      formulation: 'SC',
      activeIngredients: [{ name: 'triflumezopyrim', nameTh: 'ไตรฟลูมีโซไพริม', percent: 10.6 }],
      hazardClass: 'III',
      ppe: PPE_SPRAY,
      phiDays: 21,
      uses: [
        use('rice', 'brown-planthopper', 16, 'ml', '20l', { intervalDays: 14, maxApplications: 2 }),
      ],
    }),
  },
  {
    namePart: 'อีทิโพรล 10% SC',
    label: label({
      registrationNumber: '2047/2561',
      formulation: 'SC',
      activeIngredients: [{ name: 'ethiprole', nameTh: 'อีทิโพรล', percent: 10 }],
      hazardClass: 'II',
      ppe: PPE_FULL,
      phiDays: 14,
      uses: [
        use('rice', 'brown-planthopper', 25, 'ml', '20l', {
          intervalDays: 10,
          maxApplications: 2,
          source: `${sample}; ${SOURCES.agriJournal}`,
        }),
        use('rice', 'rice-thrips', 25, 'ml', '20l', { intervalDays: 10, maxApplications: 2 }),
      ],
    }),
  },
];

/** Writes the demo labels onto the demo products that are there, and their search words. */
export async function seedDemoLabels(db: Executor): Promise<void> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      // What is left of it: its live sizes' stock (decision 0063).
      stockCount: sql<number>`(SELECT coalesce(sum(v.stock_count), 0)::integer
        FROM ${productVariants} v WHERE v.product_id = ${products.id} AND NOT v.archived)`,
    })
    .from(products);
  for (const { namePart, label: input } of demoLabels) {
    const product = rows.find((row) => row.name.includes(namePart));
    if (!product) continue;
    const checked = await checkLabel(db, input, product.stockCount > 0);
    await writeLabel(db, product.id, checked);
    await db
      .update(products)
      .set({
        labelWords: checked.facts.labelWords,
        hasBannedSubstance: checked.facts.hasBannedSubstance,
      })
      .where(eq(products.id, product.id));
  }
}
