import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { addressMessages } from '../../shared/address-messages.ts';
import {
  type AddressAnswer,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type ShippingAddress,
} from '../../shared/contracts/addresses.ts';
import type { Database, Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { customerAddresses } from '../db/schema/addresses.ts';
import { AppError } from '../http/errors.ts';
import { checkAddress } from './subdistricts.ts';

type AddressRow = typeof customerAddresses.$inferSelect;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    recipient: row.recipient,
    phone: row.phone,
    line1: row.line1,
    subdistrict: row.subdistrict,
    district: row.district,
    province: row.province,
    postcode: row.postcode,
    isDefault: row.isDefault,
  };
}

function shippingAddressOf(row: AddressRow): ShippingAddress {
  const { id: _id, isDefault: _default, ...address } = toSavedAddress(row);
  return address;
}

const notFound = () => new AppError('NOT_FOUND', addressMessages.book.notFound);

/**
 * One customer's book changes one change at a time (a transaction-long lock on the customer):
 * two saves at once cannot both count 9, nor both become the first default.
 */
async function lockBook(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`customer_addresses:${userId}`}))`);
}

async function countOf(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId));
  return row?.n ?? 0;
}

async function clearDefault(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));
}

/** The customer's addresses: the default first, then the newest. */
export async function listAddresses(db: Executor, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt));
  return rows.map(toSavedAddress);
}

/**
 * The book's default of the customer behind a session (`live_session_user`, the accounts
 * domain's rule for who a session is), in one round trip: what an order sent without an address
 * is priced and sent to. Null for no default, or no live session (place_order then answers 401).
 */
const defaultForSessionQuery = preparedQuery((db) =>
  db
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.isDefault, true),
        sql`${customerAddresses.userId} = (SELECT id FROM live_session_user(
          p_session_id => ${sql.placeholder('sessionId')}::varchar,
          p_now => ${sql.placeholder('now')}::timestamptz))`,
      ),
    )
    .prepare('default_address_for_session'),
);

/**
 * The default address of the session's customer with which version of it this is (its id and
 * the time of its last change, as addresses_default_of answers them, addresses/sql), or null.
 */
export async function defaultEntryForSession(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<{ id: string; version: number; address: ShippingAddress } | null> {
  const [row] = await defaultForSessionQuery(db).execute({ sessionId, now: now.toISOString() });
  return row
    ? { id: row.id, version: row.updatedAt.getTime(), address: shippingAddressOf(row) }
    : null;
}

/** A customer's default address: where an order they send without one goes (null: none). */
export async function defaultAddressOf(
  db: Executor,
  userId: string,
): Promise<ShippingAddress | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)))
    .limit(1);
  return row ? shippingAddressOf(row) : null;
}

/**
 * Adds an address to the book inside the caller's transaction, or answers null when the book is
 * full (10). The first address becomes the default; `isDefault` moves the default to it.
 */
export async function addToBook(
  tx: Executor,
  userId: string,
  address: ShippingAddress,
  isDefault = false,
): Promise<SavedAddress | null> {
  await lockBook(tx, userId);
  const saved = await countOf(tx, userId);
  if (saved >= MAX_SAVED_ADDRESSES) return null;
  const makeDefault = isDefault || saved === 0;
  if (makeDefault) await clearDefault(tx, userId);
  const [row] = await tx
    .insert(customerAddresses)
    .values({ ...address, userId, isDefault: makeDefault })
    .returning();
  if (!row) throw new Error('customer_addresses insert answered nothing');
  return toSavedAddress(row);
}

/** `POST /api/me/addresses`: at most 10 (409 after); an unknown sub-district/postcode warns. */
export async function createAddress(
  db: Database,
  userId: string,
  input: ShippingAddress & { isDefault?: boolean },
): Promise<AddressAnswer> {
  const { isDefault, ...address } = input;
  const saved = await db.transaction((tx) => addToBook(tx, userId, address, isDefault));
  if (!saved) throw new AppError('CONFLICT', addressMessages.book.full);
  return { address: saved, ...(await checkAddress(db, address)) };
}

/**
 * `PUT /api/me/addresses/:id`: the customer's own address only (404 for anyone else's).
 * `isDefault: true` moves the default here; the default stays one until another takes it.
 */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  input: ShippingAddress & { isDefault?: boolean },
): Promise<AddressAnswer> {
  const { isDefault, ...address } = input;
  const saved = await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const mine = and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId));
    const [current] = await tx.select().from(customerAddresses).where(mine);
    if (!current) throw notFound();
    const makeDefault = current.isDefault || isDefault === true;
    if (makeDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...address, isDefault: makeDefault })
      .where(mine)
      .returning();
    if (!row) throw notFound();
    return toSavedAddress(row);
  });
  return { address: saved, ...(await checkAddress(db, address)) };
}

/** `DELETE /api/me/addresses/:id`: when the default goes, the newest remaining one takes over. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [gone] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!gone) throw notFound();
    if (!gone.isDefault) return;
    const [newest] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.userId, userId), ne(customerAddresses.id, id)))
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
      .limit(1);
    if (newest) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: true })
        .where(eq(customerAddresses.id, newest.id));
    }
  });
}
