import { eq } from 'drizzle-orm';
import type { PrivacySettings, PrivacySettingsUpdate } from '../../shared/contracts/privacy.ts';
import type { Executor } from '../db/client.ts';
import { privacySettings } from '../db/schema/privacy.ts';
import { currentNotice, publishNotice } from './notice.ts';

/** The retention the shop keeps until the owner sets it (the table's defaults). */
const DEFAULTS = { eventRetentionDays: 365, slipRetentionDays: 90 };

export async function readRetention(db: Executor): Promise<typeof DEFAULTS> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  return row
    ? { eventRetentionDays: row.eventRetentionDays, slipRetentionDays: row.slipRetentionDays }
    : DEFAULTS;
}

export async function readPrivacySettings(db: Executor): Promise<PrivacySettings> {
  const [notice, retention] = await Promise.all([currentNotice(db), readRetention(db)]);
  return { notice, ...retention };
}

/** Saves the retention and publishes the notice as a new version when its text changed. */
export async function savePrivacySettings(
  db: Executor,
  input: PrivacySettingsUpdate,
  actorId: string,
): Promise<PrivacySettings> {
  const retention = {
    eventRetentionDays: input.eventRetentionDays,
    slipRetentionDays: input.slipRetentionDays,
  };
  await db
    .insert(privacySettings)
    .values({ id: 1, ...retention })
    .onConflictDoUpdate({ target: privacySettings.id, set: retention });
  const notice = await publishNotice(db, input.noticeHtml, actorId);
  return { notice, ...retention };
}
