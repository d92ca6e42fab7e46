import { z } from 'zod';
import { baht, count, rowId } from './answer-fields.ts';

/**
 * The answer shapes of the farmer-fit contract (docs/api-contract.md, "Farmer fit"): pack sizes,
 * what a product is (its label), what it is labelled for (uses), and the crops and their pests.
 * Inputs (the admin form, the calculator's request) are in the contracts of the domains that take
 * them.
 */

/** Units a pack size is counted in. */
export const PACK_UNITS = ['ml', 'l', 'g', 'kg', 'piece'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/** One pack size of a product: its own price, stock and points. */
export const variantSchema = z.strictObject({
  id: rowId,
  /** As the shop writes it on the card: "500 มล.", "1 ลิตร", "25 กก.". */
  label: z.string(),
  size: z.number().positive(),
  unit: z.enum(PACK_UNITS),
  price: baht,
  originalPrice: baht.nullable(),
  stockCount: count,
  inStock: z.boolean(),
  memberPoints: count,
});
export type Variant = z.infer<typeof variantSchema>;

/** Formulation codes as printed on Thai labels. */
export const FORMULATIONS = [
  'EC',
  'SC',
  'SL',
  'WG',
  'WP',
  'GR',
  'SP',
  'EW',
  'OD',
  'CS',
  'FS',
  'ME',
  'DP',
  'SG',
  'ZC',
] as const;
export type Formulation = (typeof FORMULATIONS)[number];

/** Resistance-management schemes: insecticides, herbicides, fungicides. */
export const MOA_SCHEMES = ['IRAC', 'HRAC', 'FRAC'] as const;
export type MoaScheme = (typeof MOA_SCHEMES)[number];

export const moaSchema = z.strictObject({
  scheme: z.enum(MOA_SCHEMES),
  /** The group as the scheme writes it: "4A", "28", "15", "M03", "16.1". */
  group: z.string(),
});
export type ModeOfAction = z.infer<typeof moaSchema>;

export const activeIngredientSchema = z.strictObject({
  name: z.string(),
  nameTh: z.string(),
  percent: z.number().positive().max(100),
  moa: moaSchema.optional(),
});
export type ActiveIngredient = z.infer<typeof activeIngredientSchema>;

/** WHO hazard classes and the colour band Thai labels print for each. */
export const HAZARD_CLASSES = ['Ia', 'Ib', 'II', 'III', 'U'] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];
export const HAZARD_BANDS = ['red', 'yellow', 'blue', 'green'] as const;
export type HazardBand = (typeof HAZARD_BANDS)[number];

/** What a label rate is counted per. */
export const RATE_BASES = ['20l', 'rai', 'kg_seed', 'tree'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

export const TARGET_KINDS = ['insect', 'weed', 'disease', 'other'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** One use on the label: this crop, this target, this rate. */
export const productUseSchema = z.strictObject({
  /** Crop and target ids of `GET /api/crops`. */
  crop: z.string(),
  target: z.string(),
  rate: z.strictObject({
    amount: z.number().positive(),
    unit: z.enum(PACK_UNITS),
    per: z.enum(RATE_BASES),
  }),
  waterPerRaiLitres: z.number().positive().optional(),
  intervalDays: count.optional(),
  maxApplications: count.optional(),
  /** Where the rate comes from (docs/agronomy-sources.md). */
  source: z.string(),
});
export type ProductUse = z.infer<typeof productUseSchema>;

export const cropTargetSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(TARGET_KINDS),
  name: z.string(),
  nameTh: z.string(),
});
export type CropTarget = z.infer<typeof cropTargetSchema>;

/** `GET /api/crops`. */
export const cropSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  nameTh: z.string(),
  targets: z.array(cropTargetSchema),
});
export type Crop = z.infer<typeof cropSchema>;
export const cropsSchema = z.array(cropSchema);
