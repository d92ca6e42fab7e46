import { z } from 'zod';
import { adminMessages } from '../admin-messages.ts';
import { slugSchema } from './agronomy.ts';
import { FORMULATIONS, HAZARD_CLASSES, moaSchema, PACK_UNITS, RATE_BASES } from './farm-fit.ts';

/**
 * The label part of the admin's product input (docs/api-contract.md, "Farmer fit"): kept apart
 * from the answers so the storefront's chunks do not carry the back office's texts.
 */

export const LABEL_LIMITS = {
  registration: 60,
  name: 100,
  ingredients: 5,
  ppe: 10,
  ppeText: 50,
  uses: 50,
  source: 300,
  phiDays: 365,
} as const;

const { invalidValue, tooLong, invalidChoice } = adminMessages.adminForm;
const positive = z.number({ error: invalidValue }).positive({ error: invalidValue });
const wholeCount = (max: number) =>
  z.number({ error: invalidValue }).int({ error: invalidValue }).min(0).max(max);

const ingredientInputSchema = z.strictObject({
  name: z.string({ error: invalidValue }).trim().min(1).max(LABEL_LIMITS.name, tooLong(100)),
  nameTh: z.string({ error: invalidValue }).trim().max(LABEL_LIMITS.name, tooLong(100)).default(''),
  percent: positive.max(100, { error: invalidValue }),
  moa: moaSchema.extend({ group: z.string().trim().min(1).max(10) }).optional(),
});
export type IngredientInput = z.infer<typeof ingredientInputSchema>;

const useInputSchema = z.strictObject({
  crop: slugSchema,
  target: slugSchema,
  rate: z.strictObject({
    amount: positive.max(1_000_000),
    unit: z.enum(PACK_UNITS, { error: invalidChoice }),
    per: z.enum(RATE_BASES, { error: invalidChoice }),
  }),
  waterPerRaiLitres: positive.max(10_000).optional(),
  intervalDays: wholeCount(365).optional(),
  maxApplications: wholeCount(100).optional(),
  source: z.string({ error: invalidValue }).trim().min(1).max(LABEL_LIMITS.source, tooLong(300)),
});
export type UseInput = z.infer<typeof useInputSchema>;

/**
 * The label part of `POST /api/admin/products` and `PUT …/:id`: every field optional; a body
 * without any of them leaves the label as it is (none for a new product).
 */
export const labelInputFields = {
  registrationNumber: z
    .string({ error: invalidValue })
    .trim()
    .max(LABEL_LIMITS.registration, tooLong(LABEL_LIMITS.registration))
    .nullable()
    .optional(),
  formulation: z.enum(FORMULATIONS, { error: invalidChoice }).nullable().optional(),
  activeIngredients: z.array(ingredientInputSchema).max(LABEL_LIMITS.ingredients).optional(),
  hazardClass: z.enum(HAZARD_CLASSES, { error: invalidChoice }).nullable().optional(),
  ppe: z.array(z.string().trim().min(1).max(LABEL_LIMITS.ppeText)).max(LABEL_LIMITS.ppe).optional(),
  phiDays: wholeCount(LABEL_LIMITS.phiDays).nullable().optional(),
  uses: z.array(useInputSchema).max(LABEL_LIMITS.uses).optional(),
};
export const LABEL_INPUT_KEYS = Object.keys(labelInputFields) as (keyof typeof labelInputFields)[];

export interface LabelInput {
  registrationNumber: string | null;
  formulation: (typeof FORMULATIONS)[number] | null;
  activeIngredients: IngredientInput[];
  hazardClass: (typeof HAZARD_CLASSES)[number] | null;
  ppe: string[];
  phiDays: number | null;
  uses: UseInput[];
}
