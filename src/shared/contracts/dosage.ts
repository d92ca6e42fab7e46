import { z } from 'zod';
import {
  DEFAULT_WATER_PER_RAI,
  isAreaBigEnough,
  MAX_RAI,
  MAX_WA,
  MAX_WATER_PER_RAI,
  MIN_WATER_PER_RAI,
  NGAN_PER_RAI,
  SPRAYERS,
} from '../domain/dosage.ts';
import { dosageMessages } from '../dosage-messages.ts';
import { baht, count, rowId } from './answer-fields.ts';
import { serialIdSchema } from './common.ts';

export { DEFAULT_WATER_PER_RAI, SPRAYERS };

const text = dosageMessages.form;

/** An area as farmers give it: ไร่, งาน (whole, 0–3), ตารางวา (0–399.99); at least one ตารางวา. */
export const dosageAreaSchema = z
  .strictObject({
    rai: z.number({ error: text.raiInvalid }).min(0, text.raiInvalid).max(MAX_RAI, text.raiInvalid),
    ngan: z
      .number({ error: text.nganInvalid })
      .int(text.nganInvalid)
      .min(0, text.nganInvalid)
      .max(NGAN_PER_RAI - 1, text.nganInvalid),
    wa: z.number({ error: text.waInvalid }).min(0, text.waInvalid).max(MAX_WA, text.waInvalid),
  })
  .refine(isAreaBigEnough, { error: text.areaInvalid });
export type DosageArea = z.infer<typeof dosageAreaSchema>;

/** `POST /api/dosage`: how much of this product an area takes with this sprayer. */
export const dosageRequestSchema = z.strictObject({
  productId: serialIdSchema,
  /** Only this pack size in the answer's packs (the size the customer picked). */
  variantId: serialIdSchema.optional(),
  /** Crop and target ids of `GET /api/crops`: they pick the label's use. */
  crop: z.string().trim().min(1).max(100),
  target: z.string().trim().min(1).max(100),
  area: dosageAreaSchema,
  sprayer: z.enum(SPRAYERS),
  waterPerRaiLitres: z
    .number({ error: text.waterInvalid })
    .min(MIN_WATER_PER_RAI, text.waterInvalid)
    .max(MAX_WATER_PER_RAI, text.waterInvalid)
    .optional(),
});
export type DosageRequest = z.infer<typeof dosageRequestSchema>;

const amountSchema = z.strictObject({
  amount: z.number().nonnegative(),
  unit: z.enum(['ml', 'g', 'piece']),
});

/** The answer of `POST /api/dosage`; amounts in the measure's smallest unit, the price in baht. */
export const dosageAnswerSchema = z.strictObject({
  areaRai: z.number().positive(),
  waterPerRaiLitres: z.number().positive(),
  waterLitres: z.number().nonnegative(),
  tanks: count,
  productPerTank: amountSchema,
  productTotal: amountSchema,
  packs: z.array(z.strictObject({ variantId: rowId, quantity: z.number().int().positive() })),
  packsPrice: baht,
  warnings: z.array(z.strictObject({ code: z.string(), message: z.string() })),
});
export type DosageAnswer = z.infer<typeof dosageAnswerSchema>;
