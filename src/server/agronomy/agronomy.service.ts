import {
  type AnyColumn,
  and,
  asc,
  eq,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { agronomyMessages } from '../../shared/agronomy-messages.ts';
import type { LabelInput } from '../../shared/contracts/admin-label.ts';
import type {
  Crop,
  MoaScheme,
  ModeOfAction,
  PackUnit,
  ProductUse,
  RateBasis,
  TargetKind,
} from '../../shared/contracts/farm-fit.ts';
import {
  bannedNames,
  bannedSubstancesIn,
  substanceKey,
} from '../../shared/domain/banned-substances.ts';
import type { Executor } from '../db/client.ts';
import { readTogether } from '../db/read-together.ts';
import {
  activeIngredients,
  crops,
  cropTargets,
  pestTargets,
  productIngredients,
  productLabels,
  productUses,
} from '../db/schema/agronomy.ts';
import { AppError } from '../http/errors.ts';
import { NO_LABEL, type ProductLabel, toUse } from './product-labels.ts';

/** What the catalogue keeps on the product row from its label (the search and the ban). */
export interface LabelFacts {
  labelWords: string;
  hasBannedSubstance: boolean;
}

/** The crops in the shop's order, each with its insects, weeds and diseases. */
export async function listCrops(db: Executor): Promise<Crop[]> {
  const [cropRows, pairRows] = await Promise.all([
    db.select().from(crops).orderBy(asc(crops.position), asc(crops.id)),
    db
      .select({
        cropId: cropTargets.cropId,
        id: pestTargets.id,
        kind: pestTargets.kind,
        name: pestTargets.name,
        nameTh: pestTargets.nameTh,
      })
      .from(cropTargets)
      .innerJoin(pestTargets, eq(pestTargets.id, cropTargets.targetId))
      .orderBy(asc(cropTargets.cropId), asc(cropTargets.position)),
  ]);
  return cropRows.map((crop) => ({
    id: crop.id,
    name: crop.name,
    nameTh: crop.nameTh,
    targets: pairRows
      .filter((pair) => pair.cropId === crop.id)
      .map((pair) => ({
        id: pair.id,
        kind: pair.kind as TargetKind,
        name: pair.name,
        nameTh: pair.nameTh,
      })),
  }));
}

/**
 * `column IN (products with a use for this crop and/or target)`, for the catalogue's listing:
 * one indexed lookup in product_uses, no join at query time.
 */
export function hasUseFor(
  productId: AnyColumn,
  crop?: string | Placeholder,
  target?: string | Placeholder,
): SQL {
  const where = and(
    crop ? eq(productUses.cropId, crop) : undefined,
    target ? eq(productUses.targetId, target) : undefined,
  );
  return sql`${productId} IN (SELECT ${productUses.productId} FROM ${productUses} WHERE ${where ?? sql`true`})`;
}

/** A use of a product for one crop and target, with the product's mode of action. */
export interface UseOfProduct {
  productId: number;
  use: ProductUse;
  moa: ModeOfAction | null;
}

/** Every labelled use for this crop and target, with the first ingredient's group. */
export async function usesFor(db: Executor, crop: string, target: string): Promise<UseOfProduct[]> {
  const rows = await db
    .select({
      productId: productUses.productId,
      crop: productUses.cropId,
      target: productUses.targetId,
      amount: productUses.rateAmount,
      unit: productUses.rateUnit,
      per: productUses.ratePer,
      water: productUses.waterPerRaiLitres,
      interval: productUses.intervalDays,
      max: productUses.maxApplications,
      source: productUses.source,
      moa: sql<{ scheme: MoaScheme; group: string } | null>`(
        SELECT json_build_object('scheme', i.moa_scheme, 'group', i.moa_group)
        FROM product_ingredients i
        WHERE i.product_id = "product_uses"."product_id" AND i.moa_group IS NOT NULL
        ORDER BY i.position LIMIT 1)`,
    })
    .from(productUses)
    .where(and(eq(productUses.cropId, crop), eq(productUses.targetId, target)))
    .orderBy(asc(productUses.productId), asc(productUses.position));
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.productId)) return [];
    seen.add(row.productId);
    return [
      {
        productId: row.productId,
        use: toUse({ ...row, unit: row.unit as PackUnit, per: row.per as RateBasis }),
        moa: row.moa,
      },
    ];
  });
}

type IngredientRow = typeof activeIngredients.$inferSelect;

/**
 * The reference ingredient an admin's name names: exact name or spelling, else the longest
 * contained; names compared as they look (`substanceKey`), so a look-alike letter names it too.
 */
function matchIngredient(
  reference: readonly IngredientRow[],
  name: string,
  nameTh: string,
): IngredientRow | undefined {
  const typed = [substanceKey(name), substanceKey(nameTh)].filter((key) => key.length > 0);
  let best: { row: IngredientRow; length: number } | undefined;
  for (const row of reference) {
    const keys = [row.name, row.nameTh, ...row.aliases].map(substanceKey);
    for (const key of keys) {
      if (key.length === 0) continue;
      for (const candidate of typed) {
        const exact = candidate === key;
        if (exact) return row;
        if (key.length >= 4 && candidate.includes(key) && (!best || key.length > best.length)) {
          best = { row, length: key.length };
        }
      }
    }
  }
  return best?.row;
}

/** A label checked against the reference data, ready to store. */
export interface CheckedLabel {
  input: LabelInput;
  ingredientIds: (string | null)[];
  facts: LabelFacts;
}

/**
 * Checks a label before anything is saved: its crops and targets exist (else 400), and a product
 * that would be sellable holds no banned active ingredient (else 409 BANNED_SUBSTANCE, naming
 * it), its names read as they look (shared/domain/banned-substances.ts). Works out the words the
 * search reads and whether the product holds a banned substance: such a product is never public.
 */
export async function checkLabel(
  db: Executor,
  input: LabelInput,
  sellable: boolean,
): Promise<CheckedLabel> {
  const cropIds = [...new Set(input.uses.map((use) => use.crop))];
  const targetIds = [...new Set(input.uses.map((use) => use.target))];
  const [reference, cropRows, targetRows] = await readTogether(db, [
    () => db.select().from(activeIngredients),
    async () =>
      cropIds.length > 0 ? db.select().from(crops).where(inArray(crops.id, cropIds)) : [],
    async () =>
      targetIds.length > 0
        ? db.select().from(pestTargets).where(inArray(pestTargets.id, targetIds))
        : [],
  ]);
  const cropById = new Map(cropRows.map((row) => [row.id, row]));
  const targetById = new Map(targetRows.map((row) => [row.id, row]));
  input.uses.forEach((use, index) => {
    if (!cropById.has(use.crop)) {
      const message = agronomyMessages.unknownCrop(use.crop);
      throw new AppError('VALIDATION', message, { fields: { [`uses.${index}.crop`]: message } });
    }
    if (!targetById.has(use.target)) {
      const message = agronomyMessages.unknownTarget(use.target);
      throw new AppError('VALIDATION', message, { fields: { [`uses.${index}.target`]: message } });
    }
  });

  const matched = input.activeIngredients.map((item) =>
    matchIngredient(reference, item.name, item.nameTh),
  );
  // The shop's banned list (shared with the admin form), and any reference row marked banned.
  const listed = bannedSubstancesIn(input.activeIngredients);
  const listedIds = new Set(listed.map((substance) => substance.id));
  const banned = [
    ...listed,
    ...new Set(
      matched.filter((row): row is IngredientRow => row?.banned === true && !listedIds.has(row.id)),
    ),
  ];
  if (banned.length > 0 && sellable) {
    throw new AppError('BANNED_SUBSTANCE', agronomyMessages.banned(bannedNames(banned)), {
      extra: { substances: banned.map((substance) => substance.id) },
    });
  }

  const words = new Set<string>();
  const add = (...texts: (string | null | undefined)[]) => {
    for (const text of texts) if (text) words.add(text.toLowerCase());
  };
  add(input.registrationNumber);
  input.activeIngredients.forEach((item, index) => {
    add(item.name, item.nameTh);
    const row = matched[index];
    if (row) add(row.name, row.nameTh, ...row.aliases);
  });
  for (const use of input.uses) {
    const crop = cropById.get(use.crop);
    const target = targetById.get(use.target);
    add(crop?.name, crop?.nameTh, target?.name, target?.nameTh);
  }
  return {
    input,
    ingredientIds: matched.map((row) => row?.id ?? null),
    facts: { labelWords: [...words].join(' '), hasBannedSubstance: banned.length > 0 },
  };
}

/** Replaces a product's label, ingredients and uses with a checked label. */
export async function writeLabel(
  db: Executor,
  productId: number,
  checked: CheckedLabel,
): Promise<void> {
  const { input } = checked;
  await db.delete(productUses).where(eq(productUses.productId, productId));
  await db.delete(productIngredients).where(eq(productIngredients.productId, productId));
  await db.delete(productLabels).where(eq(productLabels.productId, productId));
  const empty =
    input.registrationNumber === null &&
    input.formulation === null &&
    input.hazardClass === null &&
    input.phiDays === null &&
    input.ppe.length === 0 &&
    input.activeIngredients.length === 0 &&
    input.uses.length === 0;
  if (empty) return;
  await db.insert(productLabels).values({
    productId,
    registrationNumber: input.registrationNumber || null,
    formulation: input.formulation,
    hazardClass: input.hazardClass,
    ppe: input.ppe,
    phiDays: input.phiDays,
  });
  if (input.activeIngredients.length > 0) {
    const reference = new Map(
      (await db.select().from(activeIngredients)).map((row) => [row.id, row]),
    );
    await db.insert(productIngredients).values(
      input.activeIngredients.map((item, index) => {
        const id = checked.ingredientIds[index] ?? null;
        const row = id ? reference.get(id) : undefined;
        const moa =
          item.moa ??
          (row?.moaScheme && row.moaGroup
            ? { scheme: row.moaScheme, group: row.moaGroup }
            : undefined);
        return {
          productId,
          position: index + 1,
          ingredientId: id,
          name: item.name,
          nameTh: item.nameTh || row?.nameTh || '',
          percent: item.percent,
          moaScheme: moa?.scheme ?? null,
          moaGroup: moa?.group ?? null,
        };
      }),
    );
  }
  if (input.uses.length > 0) {
    await db.insert(productUses).values(
      input.uses.map((use, index) => ({
        productId,
        position: index + 1,
        cropId: use.crop,
        targetId: use.target,
        rateAmount: use.rate.amount,
        rateUnit: use.rate.unit,
        ratePer: use.rate.per,
        waterPerRaiLitres: use.waterPerRaiLitres ?? null,
        intervalDays: use.intervalDays ?? null,
        maxApplications: use.maxApplications ?? null,
        source: use.source,
      })),
    );
  }
}

/** A stored label as the admin's input (to check it again when a product becomes sellable). */
export function labelAsInput(label: ProductLabel | undefined): LabelInput {
  const source = label ?? NO_LABEL;
  return {
    registrationNumber: source.registrationNumber,
    formulation: source.formulation,
    activeIngredients: source.activeIngredients.map((item) => ({ ...item })),
    hazardClass: source.hazardClass,
    ppe: source.ppe,
    phiDays: source.phiDays,
    uses: source.uses,
  };
}
