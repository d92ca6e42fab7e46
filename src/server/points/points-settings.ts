import { eq } from 'drizzle-orm';
import type { PointsSettings } from '../../shared/contracts/points.ts';
import {
  basisPointsOf,
  DEFAULT_MAX_SHARE_BASIS_POINTS,
  DEFAULT_POINT_VALUE_SATANG,
  type PointsTerms,
  shareOf,
} from '../../shared/domain/points.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import type { Database, Executor } from '../db/client.ts';
import { freshRead } from '../db/fresh-read.ts';
import { pointsSettings } from '../db/schema/points.ts';

/** The points settings as checkout prices with them, and their version (place_order checks it). */
export interface PointsTermsRow extends PointsTerms {
  /** `points_settings_version()`: the last save in milliseconds, 0 before any. */
  version: number;
}

const UNSET: PointsTermsRow = {
  pointValueSatang: DEFAULT_POINT_VALUE_SATANG,
  maxShareBasisPoints: DEFAULT_MAX_SHARE_BASIS_POINTS,
  version: 0,
};

function termsOf(row: typeof pointsSettings.$inferSelect): PointsTermsRow {
  return {
    pointValueSatang: row.pointValueSatang,
    maxShareBasisPoints: row.maxShareBasisPoints,
    version: row.updatedAt.getTime(),
  };
}

/** The shop's points settings (the owner's defaults until saved). */
export async function readPointsTerms(db: Executor): Promise<PointsTermsRow> {
  const [row] = await db.select().from(pointsSettings).where(eq(pointsSettings.id, 1));
  return row ? termsOf(row) : UNSET;
}

/** Read at most once a second per handle, as the payment settings are (db/fresh-read.ts). */
const forCheckout = freshRead(readPointsTerms, 1000);

/** The settings a quote prices with. */
export function pointsTermsForQuote(db: Executor): Promise<PointsTermsRow> {
  return forCheckout.get(db);
}

/** The settings an order prices with: as last read; place_order checks their version. */
export function pointsTermsForOrder(db: Executor): Promise<PointsTermsRow> {
  return forCheckout.remembered(db);
}

/** place_order answered TERMS_CHANGED: the next order reads them again. */
export function forgetPointsTerms(db: Executor): void {
  forCheckout.forget(db);
}

export function toPointsSettings(terms: PointsTerms): PointsSettings {
  return {
    pointValueSatang: terms.pointValueSatang,
    maxPointsShare: shareOf(terms.maxShareBasisPoints),
  };
}

/** Saves the settings (admin and root), audited in the same transaction. */
export async function savePointsSettings(
  db: Database,
  input: PointsSettings,
  actor: StaffActor,
): Promise<PointsSettings> {
  const values = {
    pointValueSatang: input.pointValueSatang,
    maxShareBasisPoints: basisPointsOf(input.maxPointsShare),
  };
  const saved = await db.transaction(async (tx) => {
    const before = await readPointsTerms(tx);
    const [row] = await tx
      .insert(pointsSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: pointsSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('points_settings not saved');
    const after = termsOf(row);
    await recordStaffAction(tx, actor, {
      action: 'settings.points',
      entity: 'settings',
      entityId: 'points',
      before: { ...toPointsSettings(before) },
      after: { ...toPointsSettings(after) },
    });
    return after;
  });
  forCheckout.put(db, saved);
  return toPointsSettings(saved);
}
