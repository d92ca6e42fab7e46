import { z } from 'zod';
import {
  activeIngredientSchema,
  FORMULATIONS,
  HAZARD_BANDS,
  HAZARD_CLASSES,
  productUseSchema,
} from './farm-fit.ts';

/**
 * Label fields of the product answer (docs/api-contract.md, "Farmer fit") and the crop × pest
 * calls. The admin's label input is in admin-label.ts, apart from the storefront's chunks.
 */

/** Crop and target ids: stable slugs ("rice", "brown-planthopper"). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string()
  .max(60, { error: 'must be at most 60 characters' })
  .regex(SLUG, { error: 'must be an id such as "rice" or "brown-planthopper"' });

/** What a product answer says its label holds; null and [] for a product without a label. */
export const productLabelFields = {
  registrationNumber: z.string().nullable(),
  formulation: z.enum(FORMULATIONS).nullable(),
  activeIngredients: z.array(activeIngredientSchema),
  hazardClass: z.enum(HAZARD_CLASSES).nullable(),
  hazardBand: z.enum(HAZARD_BANDS).nullable(),
  ppe: z.array(z.string()),
  phiDays: z.number().int().min(0).nullable(),
  uses: z.array(productUseSchema),
  /** The note of a restricted substance among the ingredients (glyphosate), else null. */
  restrictedNote: z.string().nullable(),
};

/** `GET /api/recommendations?crop=&target=`. */
export const recommendationsQuerySchema = z.object({
  crop: slugSchema,
  target: slugSchema,
});

/** `crop` and `target` of `GET /api/products`: blank means no filter. */
export const cropFilterFields = {
  crop: z.preprocess((v) => (v === '' ? undefined : v), slugSchema.optional()),
  target: z.preprocess((v) => (v === '' ? undefined : v), slugSchema.optional()),
};
