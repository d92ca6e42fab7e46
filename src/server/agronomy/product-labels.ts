import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type {
  ActiveIngredient,
  Formulation,
  HazardBand,
  HazardClass,
  MoaScheme,
  PackUnit,
  ProductUse,
  RateBasis,
} from '../../shared/contracts/farm-fit.ts';
import { hazardBandOf } from '../../shared/domain/hazard.ts';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { productLabels } from '../db/schema/agronomy.ts';

/** The label part of a product answer (docs/api-contract.md, "Farmer fit"). */
export interface ProductLabel {
  registrationNumber: string | null;
  formulation: Formulation | null;
  activeIngredients: ActiveIngredient[];
  hazardClass: HazardClass | null;
  hazardBand: HazardBand | null;
  ppe: string[];
  phiDays: number | null;
  uses: ProductUse[];
  restrictedNote: string | null;
}

/** A product without a label: equipment, soil conditioners. */
export const NO_LABEL: ProductLabel = {
  registrationNumber: null,
  formulation: null,
  activeIngredients: [],
  hazardClass: null,
  hazardBand: null,
  ppe: [],
  phiDays: null,
  uses: [],
  restrictedNote: null,
};

interface IngredientJson {
  name: string;
  nameTh: string;
  percent: number | string;
  scheme: MoaScheme | null;
  group: string | null;
  restrictedNote: string | null;
}

interface UseJson {
  crop: string;
  target: string;
  amount: number | string;
  unit: PackUnit;
  per: RateBasis;
  water: number | string | null;
  interval: number | null;
  max: number | null;
  source: string;
}

const usesJson = sql<UseJson[]>`coalesce((
  SELECT json_agg(json_build_object(
    'crop', u.crop_id, 'target', u.target_id, 'amount', u.rate_amount, 'unit', u.rate_unit,
    'per', u.rate_per, 'water', u.water_per_rai_litres, 'interval', u.interval_days,
    'max', u.max_applications, 'source', u.source) ORDER BY u.position)
  FROM product_uses u WHERE u.product_id = "product_labels"."product_id"), '[]'::json)`;

/**
 * The reference ingredient's note by its key, one index look-up each: a join here hashed the whole
 * reference table for every product read (0.98 against 0.61 ms for a page of 24).
 */
const ingredientsJson = sql<IngredientJson[]>`coalesce((
  SELECT json_agg(json_build_object(
    'name', i.name, 'nameTh', i.name_th, 'percent', i.percent, 'scheme', i.moa_scheme,
    'group', i.moa_group,
    'restrictedNote', (SELECT a.restricted_note FROM active_ingredients a WHERE a.id = i.ingredient_id))
    ORDER BY i.position)
  FROM product_ingredients i WHERE i.product_id = "product_labels"."product_id"), '[]'::json)`;

export function toUse(row: UseJson): ProductUse {
  return {
    crop: row.crop,
    target: row.target,
    rate: { amount: Number(row.amount), unit: row.unit, per: row.per },
    ...(row.water !== null ? { waterPerRaiLitres: Number(row.water) } : {}),
    ...(row.interval !== null ? { intervalDays: row.interval } : {}),
    ...(row.max !== null ? { maxApplications: row.max } : {}),
    source: row.source,
  };
}

function toIngredient(row: IngredientJson): ActiveIngredient {
  return {
    name: row.name,
    nameTh: row.nameTh,
    percent: Number(row.percent),
    ...(row.scheme && row.group ? { moa: { scheme: row.scheme, group: row.group } } : {}),
  };
}

/** A label as one JSON value (`labelJsonOf`) or one row (`labelsOf`): the stored columns. */
interface LabelFields {
  registrationNumber: string | null;
  formulation: string | null;
  hazardClass: string | null;
  ppe: string[];
  phiDays: number | null;
  ingredients: unknown;
  uses: unknown;
}

/** The stored label as the API's label part. */
function toLabel(row: LabelFields): ProductLabel {
  const hazardClass = row.hazardClass as HazardClass | null;
  const ingredients = row.ingredients as IngredientJson[];
  return {
    registrationNumber: row.registrationNumber,
    formulation: row.formulation as Formulation | null,
    activeIngredients: ingredients.map(toIngredient),
    hazardClass,
    hazardBand: hazardClass ? hazardBandOf(hazardClass) : null,
    ppe: row.ppe,
    phiDays: row.phiDays,
    uses: (row.uses as UseJson[]).map(toUse),
    restrictedNote: ingredients.find((item) => item.restrictedNote)?.restrictedNote ?? null,
  };
}

/**
 * The label of the product `productId` names, as one JSON value (null without a label): for a
 * statement that reads a product whole, its label included, in one round trip.
 */
export function labelJsonOf(productId: SQL | AnyColumn): SQL<LabelFields | null> {
  return sql<LabelFields | null>`(
  SELECT json_build_object(
    'registrationNumber', "product_labels"."registration_number",
    'formulation', "product_labels"."formulation",
    'hazardClass', "product_labels"."hazard_class",
    'ppe', "product_labels"."ppe",
    'phiDays', "product_labels"."phi_days",
    'ingredients', ${ingredientsJson},
    'uses', ${usesJson})
  FROM "product_labels" WHERE "product_labels"."product_id" = ${productId})`;
}

/** A label read by `labelJsonOf`; a product without one has no label. */
export function labelFromJson(json: LabelFields | null): ProductLabel {
  return json ? toLabel(json) : NO_LABEL;
}

/**
 * The labels of these products: one statement text whatever their number (ids as an array), so
 * it is prepared once (db/prepared.ts) for every product page and listing.
 */
const labelsQuery = preparedQuery((db) =>
  db
    .select({
      productId: productLabels.productId,
      registrationNumber: productLabels.registrationNumber,
      formulation: productLabels.formulation,
      hazardClass: productLabels.hazardClass,
      ppe: productLabels.ppe,
      phiDays: productLabels.phiDays,
      ingredients: ingredientsJson,
      uses: usesJson,
    })
    .from(productLabels)
    .where(sql`${productLabels.productId} = ANY (${sql.placeholder('ids')}::integer[])`)
    .prepare('read_labels'),
);

/** The labels of a page of products, in one query; products without one are left out. */
export async function labelsOf(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, ProductLabel>> {
  if (productIds.length === 0) return new Map();
  const rows = await labelsQuery(db).execute({ ids: [...productIds] });
  return new Map(rows.map((row) => [row.productId, toLabel(row)]));
}
