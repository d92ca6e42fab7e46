import { and, count, desc, eq, lte, not } from 'drizzle-orm';
import { adminMessages } from '../../shared/admin-messages.ts';
import type {
  AdminPromotion,
  AdminPromotionListQuery,
  AdminPromotionPage,
  PromotionInput,
} from '../../shared/contracts/admin-promotions.ts';
import { bahtToSatang } from '../../shared/domain/money.ts';
import { messages } from '../../shared/messages.ts';
import type { Executor } from '../db/client.ts';
import { promotions } from '../db/schema/promotions.ts';
import { AppError } from '../http/errors.ts';
import { toAdminPromotion } from './promotion.mapper.ts';

const text = { ...messages.promotions, ...adminMessages.promotions };

/** The columns the admin form writes; the value is kept in hundredths (satang or 0.01 %). */
function toColumns(input: PromotionInput) {
  return {
    title: input.title,
    message: input.message,
    imageUrl: input.imageUrl,
    maxUses: input.maxUses,
    discountCode: input.discountCode,
    discountType: input.discountType,
    // Baht → satang and percent → hundredths of a percent are the same ×100.
    discountValueHundredths: bahtToSatang(input.discountValue),
    startDate: input.startDate ? new Date(input.startDate) : null,
    endDate: input.endDate ? new Date(input.endDate) : null,
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', text.notFound);
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A code names one promotion only: the unique index decides, even for two saves at once. */
async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', text.codeTaken, { fields: { discountCode: text.codeTaken } });
    }
    throw error;
  }
}

/** Every promotion, newest first, with its use counts. */
export async function listAdminPromotions(
  db: Executor,
  query: AdminPromotionListQuery,
): Promise<AdminPromotionPage> {
  const [totalRow] = await db.select({ n: count() }).from(promotions);
  const rows = await db
    .select()
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(toAdminPromotion),
    total: totalRow?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A new promotion is switched on and unused; it shows publicly from its start date. */
export async function createAdminPromotion(
  db: Executor,
  input: PromotionInput,
  createdBy: string,
): Promise<AdminPromotion> {
  const [row] = await withUniqueCode(() =>
    db
      .insert(promotions)
      .values({ ...toColumns(input), createdBy, isActive: true, currentUses: 0 })
      .returning(),
  );
  if (!row) throw new Error('promotion not inserted');
  return toAdminPromotion(row);
}

/**
 * Replaces what the form edits; uses already made stay counted, so max uses may not drop
 * below them (checked in the same guarded UPDATE a redemption would have to wait for).
 */
export async function updateAdminPromotion(
  db: Executor,
  id: number,
  input: PromotionInput,
): Promise<AdminPromotion> {
  const [row] = await withUniqueCode(() =>
    db
      .update(promotions)
      .set(toColumns(input))
      .where(and(eq(promotions.id, id), lte(promotions.currentUses, input.maxUses)))
      .returning(),
  );
  if (row) return toAdminPromotion(row);
  const [existing] = await db
    .select({ currentUses: promotions.currentUses })
    .from(promotions)
    .where(eq(promotions.id, id));
  if (!existing) throw notFound();
  const message = text.maxUsesBelowUsed(existing.currentUses);
  throw new AppError('CONFLICT', message, { fields: { maxUses: message } });
}

/** Deleting a promotion forgets its redemptions; orders keep the code they were placed with. */
export async function deleteAdminPromotion(db: Executor, id: number): Promise<void> {
  const deleted = await db
    .delete(promotions)
    .where(eq(promotions.id, id))
    .returning({ id: promotions.id });
  if (deleted.length === 0) throw notFound();
}

/** Switches a promotion on or off in one statement. */
export async function toggleAdminPromotion(db: Executor, id: number): Promise<AdminPromotion> {
  const [row] = await db
    .update(promotions)
    .set({ isActive: not(promotions.isActive) })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw notFound();
  return toAdminPromotion(row);
}

/** A promotion as the back office sees it, or null: what the staff audit records before a change. */
export async function adminPromotionById(db: Executor, id: number): Promise<AdminPromotion | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row ? toAdminPromotion(row) : null;
}
