import { Hono } from 'hono';
import { addressMessages } from '../../shared/address-messages.ts';
import {
  type AddressBook,
  type AddressSuggestions,
  savedAddressRequestSchema,
  suggestQuerySchema,
} from '../../shared/contracts/addresses.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { type PackedJson, sendPacked } from '../http/packed-json.ts';
import { paramFits, UUID } from '../http/params.ts';
import { requireSignedIn, requireUser } from '../http/session.ts';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
} from './address-book.service.ts';
import { suggestAddresses } from './subdistricts.ts';

/** Address ids are UUIDs; anything else names no address of the customer's. */
const ownAddressId = paramFits('id', UUID, addressMessages.book.notFound);

/**
 * The sub-district suggestions (public: the list is the same for everyone, so browsers and
 * proxies may keep an answer a day) and the customer's address book (not under the profile's
 * 7-day lock: an address book is for changing).
 */
export const addressRoutes = new Hono<AppEnv>()
  .get('/address/suggest', queryOf(suggestQuerySchema), async (c) => {
    const suggestions: PackedJson<AddressSuggestions> = await suggestAddresses(
      c.var.db,
      c.req.valid('query').q,
    );
    return sendPacked(c, suggestions, { 'Cache-Control': 'public, max-age=86400' });
  })
  .get('/me/addresses', requireSignedIn, async (c) => {
    const book: AddressBook = { addresses: await listAddresses(c.var.db, requireUser(c).id) };
    return c.json(book);
  })
  .post('/me/addresses', requireSignedIn, jsonBody(savedAddressRequestSchema), async (c) =>
    c.json(await createAddress(c.var.db, requireUser(c).id, c.req.valid('json')), 201),
  )
  .put(
    '/me/addresses/:id',
    requireSignedIn,
    ownAddressId,
    jsonBody(savedAddressRequestSchema),
    async (c) =>
      c.json(
        await updateAddress(c.var.db, requireUser(c).id, c.req.param('id'), c.req.valid('json')),
      ),
  )
  .delete('/me/addresses/:id', requireSignedIn, ownAddressId, async (c) => {
    await deleteAddress(c.var.db, requireUser(c).id, c.req.param('id'));
    return c.body(null, 204);
  });
