import { adminMessages } from '../../../../shared/admin-messages.ts';
import { agronomyMessages } from '../../../../shared/agronomy-messages.ts';
import {
  type AdminProduct,
  PRODUCT_NAME_MAX,
  PRODUCT_TAG_MAX,
  PRODUCT_TAGS_MAX,
  PRODUCT_TEXT_MAX,
  type ProductInputBody,
  parseTags,
} from '../../../../shared/contracts/admin-catalog.ts';
import { isImageUrl } from '../../../../shared/contracts/admin-fields.ts';
import { bannedNames, bannedSubstancesIn } from '../../../../shared/domain/banned-substances.ts';
import type { CategoryId } from '../../../../shared/domain/categories.ts';
import { REFUSABLE_CARRIERS } from '../../../../shared/domain/shipping.ts';
import {
  emptyLabelForm,
  LABEL_PATHS,
  type LabelFormValues,
  labelFormToBody,
  labelToForm,
} from './label-form.ts';
import {
  checkSizeRows,
  oneSizeRow,
  rowsToVariants,
  type SizeRow,
  variantsToRows,
} from './pack-size-form.ts';

/** What the form holds: numbers as typed, tags as one comma-separated line. */
export interface ProductFormValues {
  name: string;
  category: CategoryId;
  /** The pack sizes, each with its price, stock and points (pack-size-form.ts). */
  variants: SizeRow[];
  image: string;
  tags: string;
  description: string;
  how2use: string;
  inStock: boolean;
  isOnSale: boolean;
  isEligibleForPromotion: boolean;
  codAllowed: boolean;
  vatExempt: boolean;
  refusedCarriers: RefusableCarrier[];
  /** What the label says (label-form.ts). */
  label: LabelFormValues;
}

type RefusableCarrier = (typeof REFUSABLE_CARRIERS)[number];
const isRefusable = (carrier: string): carrier is RefusableCarrier =>
  (REFUSABLE_CARRIERS as readonly string[]).includes(carrier);

export type ProductFormField = keyof ProductFormValues;

export const emptyProductForm: ProductFormValues = {
  name: '',
  category: 'herbicides',
  variants: [oneSizeRow],
  image: '',
  tags: '',
  description: '',
  how2use: '',
  inStock: true,
  isOnSale: false,
  isEligibleForPromotion: true,
  codAllowed: true,
  vatExempt: true,
  refusedCarriers: [],
  label: emptyLabelForm,
};

export function productToForm(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    variants:
      product.variants.length > 0
        ? variantsToRows(product.variants)
        : [
            {
              ...oneSizeRow,
              price: String(product.price),
              originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
              stockCount: String(product.stockCount),
              memberPoints: product.memberPoints > 0 ? String(product.memberPoints) : '',
            },
          ],
    image: product.image,
    tags: product.features.join(', '),
    description: product.description,
    how2use: product.how2use,
    inStock: product.inStock,
    isOnSale: product.isOnSale,
    isEligibleForPromotion: product.isEligibleForPromotion,
    codAllowed: product.codAllowed,
    vatExempt: product.vatExempt,
    refusedCarriers: product.refusedCarriers.filter(isRefusable),
    label: labelToForm(product),
  };
}

const { required, tooLong, invalidUrl, invalidValue } = adminMessages.adminForm;

const tooLongFor = (text: string, max: number) => (text.length > max ? tooLong(max) : undefined);

/** The rule for one field, on what is typed; the message shown next to it. */
function validateProductField(
  field: ProductFormField,
  values: ProductFormValues,
): string | undefined {
  switch (field) {
    case 'name':
      return values.name.trim() === ''
        ? required
        : tooLongFor(values.name.trim(), PRODUCT_NAME_MAX);
    case 'image': {
      const image = values.image.trim();
      if (image === '') return required;
      return isImageUrl(image) ? undefined : invalidUrl;
    }
    case 'tags': {
      const tags = parseTags(values.tags);
      if (tags.some((tag) => tag.length > PRODUCT_TAG_MAX)) return tooLong(PRODUCT_TAG_MAX);
      return tags.length > PRODUCT_TAGS_MAX ? invalidValue : undefined;
    }
    case 'description':
      return tooLongFor(values.description, PRODUCT_TEXT_MAX);
    case 'how2use':
      return tooLongFor(values.how2use, PRODUCT_TEXT_MAX);
    default:
      return undefined;
  }
}

const VALIDATED_FIELDS: ProductFormField[] = ['name', 'image', 'tags', 'description', 'how2use'];

/**
 * The server's refusal (409 BANNED_SUBSTANCE) before saving: a product that would be sellable, in
 * stock with a size in stock, names no banned active ingredient, however its name is written.
 */
function bannedSubstanceError(values: ProductFormValues): string | undefined {
  const sellable = values.inStock && values.variants.some((row) => Number(row.stockCount) > 0);
  const found = sellable ? bannedSubstancesIn(values.label.ingredients) : [];
  return found.length > 0 ? agronomyMessages.banned(bannedNames(found)) : undefined;
}

/**
 * The typed rules of the product's fields and of its sizes' (keyed `variants.1.price`); the
 * message shown next to each.
 */
export function validateProductForm(values: ProductFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of VALIDATED_FIELDS) {
    const error = validateProductField(field, values);
    if (error) errors[field] = error;
  }
  const banned = bannedSubstanceError(values);
  if (banned) errors.label = banned;
  return { ...errors, ...checkSizeRows(values.variants) };
}

/**
 * The request body: the sizes carry the prices, stock and points (the product's are theirs);
 * tags split on commas, trimmed, empties dropped.
 */
export function productFormToBody(values: ProductFormValues): ProductInputBody {
  return {
    name: values.name.trim(),
    category: values.category,
    variants: rowsToVariants(values.variants),
    image: values.image.trim(),
    features: parseTags(values.tags),
    description: values.description,
    how2use: values.how2use,
    inStock: values.inStock,
    isOnSale: values.isOnSale,
    isEligibleForPromotion: values.isEligibleForPromotion,
    codAllowed: values.codAllowed,
    vatExempt: values.vatExempt,
    refusedCarriers: values.refusedCarriers,
    ...labelFormToBody(values.label),
  };
}

/**
 * Where a path of the API's schema or `fields` lands in the form: features.0 → tags; a size's
 * field stays where it is (variants.1.price), the sizes as a whole on `variants`.
 */
export function productFieldOf(path: string): string | undefined {
  const head = path.split('.')[0] ?? path;
  if (head === 'variants') return /^variants\.\d+\.\w+$/.test(path) ? path : 'variants';
  const field = head === 'features' ? 'tags' : LABEL_PATHS.includes(head) ? 'label' : head;
  return field in emptyProductForm ? (field as ProductFormField) : undefined;
}
