import { eq } from 'drizzle-orm';
import type { ShopSettings } from '../../shared/contracts/settings.ts';
import type { Executor } from '../db/client.ts';
import { newsletterSubscribers, shopSettings } from '../db/schema/index.ts';
import { AppError } from '../http/errors.ts';

/** The shop's contact details, as the storefront's contact section and footer show them. */
export async function getShopSettings(db: Executor): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Shop settings are missing');
  return {
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    hours: row.hours,
    lineQrImage: row.lineQrImageUrl,
    lineId: row.lineId,
  };
}

/** The owner edits the contact details; the storefront's contact section and footer follow. */
export async function updateShopSettings(db: Executor, input: ShopSettings): Promise<ShopSettings> {
  const values = {
    name: input.name,
    address: input.address,
    email: input.email,
    phone: input.phone,
    hours: input.hours,
    lineQrImageUrl: input.lineQrImage,
    lineId: input.lineId,
  };
  await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() } });
  return getShopSettings(db);
}

/** Stores a newsletter address once; a second subscription of the same address changes nothing. */
export async function subscribeToNewsletter(
  db: Executor,
  email: string,
): Promise<{ alreadySubscribed: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0 };
}
