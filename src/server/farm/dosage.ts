import type { DosageAnswer, DosageRequest } from '../../shared/contracts/dosage.ts';
import type { ActiveIngredient } from '../../shared/contracts/farm-fit.ts';
import { bannedNames, bannedSubstancesIn } from '../../shared/domain/banned-substances.ts';
import { calculateDosage } from '../../shared/domain/dosage.ts';
import { bahtToSatang, satangToBaht } from '../../shared/domain/money.ts';
import { dosageMessages } from '../../shared/dosage-messages.ts';
import { productMessages } from '../../shared/product-messages.ts';
import type { SessionUser } from '../accounts/session.service.ts';
import { labelsOf } from '../agronomy/product-labels.ts';
import { readProduct } from '../catalog/catalog.service.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { productsOrderedSince } from '../orders/personal-data.ts';

/** Extension services' advice: one mode of action for no longer than a pest generation. */
const ROTATION_DAYS = 30;

const groupsOf = (ingredients: readonly ActiveIngredient[]) =>
  ingredients.flatMap((item) => (item.moa ? [`${item.moa.scheme} ${item.moa.group}`] : []));

/**
 * The mode-of-action groups of what the customer ordered for this crop in the last 30 days: the
 * rotation warning's input (none for a visitor).
 */
async function recentGroupsFor(
  db: Executor,
  user: SessionUser | null,
  crop: string,
  now: Date,
): Promise<string[]> {
  if (!user) return [];
  const since = new Date(now.getTime() - ROTATION_DAYS * 24 * 3600 * 1000);
  const ordered = await productsOrderedSince(db, user.id, since);
  const labels = await labelsOf(db, ordered);
  return [...labels.values()]
    .filter((label) => label.uses.some((use) => use.crop === crop))
    .flatMap((label) => groupsOf(label.activeIngredients));
}

/** The refusal of a product with a banned substance, naming it when the shop's list knows it. */
function bannedRefusal(ingredients: readonly ActiveIngredient[]): AppError {
  const found = bannedSubstancesIn(ingredients);
  const message = dosageMessages.refusals.BANNED_SUBSTANCE(
    found.length > 0 ? bannedNames(found) : null,
  );
  return new AppError('BANNED_SUBSTANCE', message, {
    extra: { substances: found.map((substance) => substance.id) },
  });
}

/**
 * `POST /api/dosage`: the shared rule (shared/domain/dosage.ts) on the product as the database
 * has it — its label's use for the crop and target, its sizes and prices — and the customer's
 * recent orders for the rotation warning. The page computes the same rule live; this is the answer
 * the cart may trust. A product with a banned substance is never dosed (409 BANNED_SUBSTANCE).
 */
export async function dosageFor(
  db: Executor,
  user: SessionUser | null,
  request: DosageRequest,
  now = new Date(),
): Promise<DosageAnswer> {
  const stored = await readProduct(db, request.productId);
  if (!stored) throw new AppError('NOT_FOUND', productMessages.notFound);
  const { product } = stored;
  if (stored.banned) throw bannedRefusal(product.activeIngredients);
  const use = product.uses.find(
    (each) => each.crop === request.crop && each.target === request.target,
  );
  if (!use) throw new AppError('NOT_FOUND', dosageMessages.refusals.NO_USE);
  if (
    request.variantId !== undefined &&
    !product.variants.some((variant) => variant.id === request.variantId)
  ) {
    throw new AppError('VALIDATION', dosageMessages.refusals.UNKNOWN_SIZE, {
      fields: { variantId: dosageMessages.refusals.UNKNOWN_SIZE },
    });
  }
  const outcome = calculateDosage({
    area: request.area,
    sprayer: request.sprayer,
    ...(request.waterPerRaiLitres === undefined
      ? {}
      : { waterPerRaiLitres: request.waterPerRaiLitres }),
    use,
    phiDays: product.phiDays,
    moaGroups: groupsOf(product.activeIngredients),
    recentGroups: await recentGroupsFor(db, user, request.crop, now),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      size: variant.size,
      unit: variant.unit,
      price: bahtToSatang(variant.price),
      inStock: variant.inStock,
    })),
    ...(request.variantId === undefined ? {} : { variantId: request.variantId }),
  });
  if (!outcome.ok) throw new AppError('RATE_BASIS_UNSUPPORTED', outcome.message);
  const { result } = outcome;
  return { ...result, packsPrice: satangToBaht(result.packsPrice) };
}
