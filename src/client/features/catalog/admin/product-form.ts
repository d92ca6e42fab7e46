import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_NUMBER_RULES,
  PRODUCT_TAG_MAX,
  PRODUCT_TAGS_MAX,
  PRODUCT_TEXT_MAX,
  type ProductInputBody,
  parseTags,
} from '../../../../shared/contracts/admin-catalog.ts';
import { isImageUrl, wholeNumberTextError } from '../../../../shared/contracts/admin-fields.ts';
import type { Product } from '../../../../shared/contracts/catalog.ts';
import type { CategoryId } from '../../../../shared/domain/categories.ts';
import { REFUSABLE_CARRIERS } from '../../../../shared/domain/shipping.ts';
import {
  emptyLabelForm,
  LABEL_PATHS,
  type LabelFormValues,
  labelFormToBody,
  labelToForm,
} from './label-form.ts';

export type ProductFormMode = 'create' | 'update';

/** What the form holds: numbers as typed, tags as one comma-separated line. */
export interface ProductFormValues {
  name: string;
  category: CategoryId;
  price: string;
  originalPrice: string;
  stockCount: string;
  memberPoints: string;
  image: string;
  tags: string;
  description: string;
  how2use: string;
  inStock: boolean;
  isOnSale: boolean;
  isEligibleForPromotion: boolean;
  codAllowed: boolean;
  refusedCarriers: RefusableCarrier[];
  /** What the label says (label-form.ts). */
  label: LabelFormValues;
}

type RefusableCarrier = (typeof REFUSABLE_CARRIERS)[number];
const isRefusable = (carrier: string): carrier is RefusableCarrier =>
  (REFUSABLE_CARRIERS as readonly string[]).includes(carrier);

export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  category: 'herbicides',
  price: '',
  originalPrice: '',
  stockCount: '',
  memberPoints: '',
  image: '',
  tags: '',
  description: '',
  how2use: '',
  inStock: true,
  isOnSale: false,
  isEligibleForPromotion: true,
  codAllowed: true,
  refusedCarriers: [],
  label: emptyLabelForm,
};

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    price: String(product.price),
    originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
    stockCount: String(product.stockCount),
    memberPoints: product.memberPoints > 0 ? String(product.memberPoints) : '',
    image: product.image,
    tags: product.features.join(', '),
    description: product.description,
    how2use: product.how2use,
    inStock: product.inStock,
    isOnSale: product.isOnSale,
    isEligibleForPromotion: product.isEligibleForPromotion,
    codAllowed: product.codAllowed,
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
  mode: ProductFormMode,
): string | undefined {
  switch (field) {
    case 'name':
      return values.name.trim() === ''
        ? required
        : tooLongFor(values.name.trim(), PRODUCT_NAME_MAX);
    case 'price':
      return values.price.trim() === ''
        ? required
        : wholeNumberTextError(values.price, PRODUCT_NUMBER_RULES.price);
    case 'originalPrice':
      return wholeNumberTextError(values.originalPrice, PRODUCT_NUMBER_RULES.originalPrice);
    case 'stockCount':
      return values.stockCount.trim() === ''
        ? required
        : wholeNumberTextError(
            values.stockCount,
            mode === 'create'
              ? PRODUCT_NUMBER_RULES.stockCountCreate
              : PRODUCT_NUMBER_RULES.stockCountUpdate,
          );
    case 'memberPoints':
      return wholeNumberTextError(values.memberPoints, PRODUCT_NUMBER_RULES.memberPoints);
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

const VALIDATED_FIELDS: ProductFormField[] = [
  'name',
  'price',
  'originalPrice',
  'stockCount',
  'memberPoints',
  'image',
  'tags',
  'description',
  'how2use',
];

export function validateProductForm(
  values: ProductFormValues,
  mode: ProductFormMode,
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const field of VALIDATED_FIELDS) {
    const error = validateProductField(field, values, mode);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A whole number as parseInt reads it, or `fallback` when nothing parses. */
function parseWhole(text: string, fallback: number): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? fallback : value;
}

/**
 * The request body: price and stock fall back to 1 and member points to 0 when they do not parse;
 * an empty original price is none; tags split on commas, trimmed, empties dropped.
 */
export function productFormToBody(values: ProductFormValues): ProductInputBody {
  const originalPrice = values.originalPrice.trim();
  return {
    name: values.name.trim(),
    category: values.category,
    price: parseWhole(values.price, 1),
    originalPrice: originalPrice === '' ? null : parseWhole(originalPrice, 1),
    stockCount: parseWhole(values.stockCount, 1),
    memberPoints: parseWhole(values.memberPoints, 0),
    image: values.image.trim(),
    features: parseTags(values.tags),
    description: values.description,
    how2use: values.how2use,
    inStock: values.inStock,
    isOnSale: values.isOnSale,
    isEligibleForPromotion: values.isEligibleForPromotion,
    codAllowed: values.codAllowed,
    refusedCarriers: values.refusedCarriers,
    ...labelFormToBody(values.label),
  };
}

/** Where a path of the API's schema or `fields` lands in the form: features.0 → tags. */
export function productFieldOf(path: string): ProductFormField | undefined {
  const head = path.split('.')[0] ?? path;
  const field = head === 'features' ? 'tags' : LABEL_PATHS.includes(head) ? 'label' : head;
  return field in emptyProductForm ? (field as ProductFormField) : undefined;
}
