import { desc, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { PrivacyNotice } from '../../shared/contracts/privacy.ts';
import type { Executor } from '../db/client.ts';
import { privacyNotices } from '../db/schema/privacy.ts';

/** What a notice may say in HTML: headings, paragraphs, lists, emphasis and links. */
const NOTICE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
};

export function cleanNoticeHtml(html: string): string {
  return sanitizeHtml(html, NOTICE_HTML).trim();
}

/** The notice in force: the newest version (migration 0017 publishes the first). */
export async function currentNotice(db: Executor): Promise<PrivacyNotice> {
  const [row] = await db
    .select()
    .from(privacyNotices)
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  if (!row) throw new Error('no privacy notice is published');
  return { version: row.version, publishedAt: row.publishedAt.toISOString(), html: row.html };
}

/**
 * Publishes a new version when the text changed (cleaned first); answers the notice in force.
 * Customers who accepted an older version are asked to read the new one.
 */
export async function publishNotice(
  db: Executor,
  html: string,
  publishedBy: string,
): Promise<PrivacyNotice> {
  const clean = cleanNoticeHtml(html);
  return db.transaction(async (tx) => {
    // Versions count 1, 2, 3… as the owner sees them (a sequence may skip after a restart): two
    // owners publishing at once take turns.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('privacy_notices'))`);
    const current = await currentNotice(tx);
    if (clean === current.html) return current;
    const [row] = await tx
      .insert(privacyNotices)
      .values({ version: current.version + 1, html: clean, publishedBy })
      .returning();
    if (!row) throw new Error('privacy notice not saved');
    return { version: row.version, publishedAt: row.publishedAt.toISOString(), html: row.html };
  });
}
