import { and, desc, eq } from 'drizzle-orm';
import type { ConsentState } from '../../shared/contracts/privacy.ts';
import type { Executor } from '../db/client.ts';
import { consents } from '../db/schema/privacy.ts';
import { currentNotice } from './notice.ts';

type ConsentKind = (typeof consents.$inferInsert)['kind'];

/** The customer's latest word on each kind of consent. */
async function latest(db: Executor, userId: string, kind: ConsentKind) {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
    .orderBy(desc(consents.at), desc(consents.id))
    .limit(1);
  return row ?? null;
}

/**
 * What a registration consents to, recorded in its transaction: the notice in force (required
 * before the account exists) and, separately, marketing when the customer ticked it.
 */
export async function recordRegistrationConsents(
  tx: Executor,
  userId: string,
  marketing: boolean,
): Promise<void> {
  const notice = await currentNotice(tx);
  await tx.insert(consents).values([
    {
      userId,
      kind: 'privacy_notice',
      granted: true,
      noticeVersion: notice.version,
      source: 'register',
    },
    {
      userId,
      kind: 'marketing',
      granted: marketing,
      noticeVersion: notice.version,
      source: 'register',
    },
  ]);
}

export async function consentStateOf(db: Executor, userId: string): Promise<ConsentState> {
  const [notice, accepted, marketing] = await Promise.all([
    currentNotice(db),
    latest(db, userId, 'privacy_notice'),
    latest(db, userId, 'marketing'),
  ]);
  return {
    marketing: marketing?.granted ?? false,
    noticeAccepted: accepted?.granted ? (accepted.noticeVersion ?? null) : null,
    noticeCurrent: notice.version,
  };
}

/** Gives or withdraws marketing consent, and/or accepts the notice in force; each is a new row. */
export async function updateConsents(
  db: Executor,
  userId: string,
  update: { marketing?: boolean; acceptNotice?: true },
): Promise<ConsentState> {
  const notice = await currentNotice(db);
  const rows: (typeof consents.$inferInsert)[] = [];
  if (update.acceptNotice) {
    rows.push({
      userId,
      kind: 'privacy_notice',
      granted: true,
      noticeVersion: notice.version,
      source: 'notice',
    });
  }
  if (update.marketing !== undefined) {
    rows.push({
      userId,
      kind: 'marketing',
      granted: update.marketing,
      noticeVersion: notice.version,
      source: 'account',
    });
  }
  if (rows.length > 0) await db.insert(consents).values(rows);
  return consentStateOf(db, userId);
}

/** Every consent given or withdrawn, oldest first: the customer's data export. */
export async function consentHistoryOf(db: Executor, userId: string) {
  return db
    .select({
      kind: consents.kind,
      granted: consents.granted,
      noticeVersion: consents.noticeVersion,
      source: consents.source,
      at: consents.at,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.at, consents.id);
}
