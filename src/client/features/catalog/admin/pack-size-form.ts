import type { z } from 'zod';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type AdminVariant,
  DEFAULT_LOW_STOCK_THRESHOLD,
  PRODUCT_NUMBER_RULES,
  type packSizeInputSchema,
  packSizesSchema,
} from '../../../../shared/contracts/admin-catalog.ts';
import { wholeNumberTextError } from '../../../../shared/contracts/admin-fields.ts';
import type { PackUnit } from '../../../../shared/contracts/farm-fit.ts';
import { ONE_SIZE_LABEL } from '../../../../shared/domain/pack-sizes.ts';
import { type FieldErrors, schemaFieldErrors } from '../../../lib/form-errors.ts';

/** One pack size as typed: numbers as text; `id` keeps a size the product already has. */
export interface SizeRow {
  id?: number;
  label: string;
  size: string;
  unit: PackUnit;
  price: string;
  originalPrice: string;
  stockCount: string;
  memberPoints: string;
  /** The shop hears by LINE when an order leaves fewer; empty keeps the saved line. */
  lowStockThreshold: string;
}

export type SizeRowField = Exclude<keyof SizeRow, 'id'>;

/** A size added to the list. */
export const emptySizeRow: SizeRow = {
  label: '',
  size: '',
  unit: 'ml',
  price: '',
  originalPrice: '',
  stockCount: '',
  memberPoints: '',
  lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
};

/**
 * A new product's one size: one piece with no name of its own, as the shop stores a product
 * sold in one size, so that only its price and stock need typing.
 */
export const oneSizeRow: SizeRow = { ...emptySizeRow, size: '1', unit: 'piece' };

/** The product's sizes as the form shows them. */
export function variantsToRows(variants: readonly AdminVariant[]): SizeRow[] {
  return variants.map((variant) => ({
    id: variant.id,
    label: variant.label,
    size: String(variant.size),
    unit: variant.unit,
    price: String(variant.price),
    originalPrice: variant.originalPrice === null ? '' : String(variant.originalPrice),
    stockCount: String(variant.stockCount),
    memberPoints: variant.memberPoints > 0 ? String(variant.memberPoints) : '',
    lowStockThreshold: String(variant.lowStockThreshold),
  }));
}

/** A typed number, or NaN for the schema to refuse; '' is none. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The name a size is sent with: the one typed; left empty, the one size of a product is
 * "ขนาดเดียว" (the storefront shows no size for it) and one of several is named by its amount
 * and unit ("500 มล.").
 */
export function sizeLabelOf(row: SizeRow, rowCount: number): string {
  const typed = row.label.trim();
  if (typed !== '') return typed;
  if (rowCount === 1) return ONE_SIZE_LABEL;
  const size = numberOf(row.size);
  return size !== undefined && Number.isFinite(size)
    ? `${size} ${adminMessages.packSizes.units[row.unit]}`
    : '';
}

/** The `variants` of the request body, in the order of the rows. */
export function rowsToVariants(rows: readonly SizeRow[]): z.input<typeof packSizeInputSchema>[] {
  return rows.map((row) => {
    const originalPrice = numberOf(row.originalPrice);
    const lowStockThreshold = numberOf(row.lowStockThreshold);
    return {
      ...(row.id !== undefined ? { id: row.id } : {}),
      label: sizeLabelOf(row, rows.length),
      size: numberOf(row.size) ?? Number.NaN,
      unit: row.unit,
      price: numberOf(row.price) as number,
      originalPrice: originalPrice ?? null,
      stockCount: numberOf(row.stockCount) as number,
      memberPoints: numberOf(row.memberPoints) ?? 0,
      ...(lowStockThreshold !== undefined ? { lowStockThreshold } : {}),
    };
  });
}

/** Where a size's field is in the form's messages and in the API's `fields`. */
export const sizeFieldPath = (index: number, field: SizeRowField) => `variants.${index}.${field}`;

const { required, invalidValue } = adminMessages.adminForm;

/** The whole-number fields of a size, their rule, and whether they must be filled. */
const WHOLE_NUMBER_FIELDS = [
  ['price', PRODUCT_NUMBER_RULES.price, true],
  ['originalPrice', PRODUCT_NUMBER_RULES.originalPrice, false],
  ['stockCount', PRODUCT_NUMBER_RULES.stockCountUpdate, true],
  ['memberPoints', PRODUCT_NUMBER_RULES.memberPoints, false],
  ['lowStockThreshold', PRODUCT_NUMBER_RULES.lowStockThreshold, false],
] as const;

/** Rules on what is typed in the sizes ("12a" is not a whole number); they win over the schema's. */
export function checkSizeRows(rows: readonly SizeRow[]): FieldErrors {
  const errors: FieldErrors = {};
  const put = (index: number, field: SizeRowField, message: string | undefined) => {
    if (message) errors[sizeFieldPath(index, field)] = message;
  };
  rows.forEach((row, index) => {
    const size = row.size.trim();
    put(
      index,
      'size',
      size === '' ? required : Number.isFinite(Number(size)) ? undefined : invalidValue,
    );
    for (const [field, rule, mustFill] of WHOLE_NUMBER_FIELDS) {
      const text = row[field];
      put(
        index,
        field,
        mustFill && text.trim() === '' ? required : wholeNumberTextError(text, rule),
      );
    }
  });
  return errors;
}

/** Every message about the sizes, the typed rules over the shared schema's: by field path. */
export function sizeRowErrors(rows: readonly SizeRow[]): FieldErrors {
  return {
    ...schemaFieldErrors(packSizesSchema, rowsToVariants(rows), (path) =>
      path === '_' ? 'variants' : `variants.${path}`,
    ),
    ...checkSizeRows(rows),
  };
}
