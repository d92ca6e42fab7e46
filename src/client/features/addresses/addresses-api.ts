import type {
  AddressSuggestion,
  SavedAddress,
  SavedAddressRequest,
} from '../../../shared/contracts/addresses.ts';
import { call, client } from '../../lib/api.ts';

/** The sub-districts a customer may mean by what they typed (a name's start or a postcode's). */
export async function suggestAddresses(
  q: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return call(client.address.suggest.$get({ query: { q } }, { init: { signal } }));
}

/** My saved addresses: the default first. */
export async function fetchAddressBook(signal?: AbortSignal): Promise<SavedAddress[]> {
  return (await call(client.me.addresses.$get({}, { init: { signal } }))).addresses;
}

export async function createAddress(json: SavedAddressRequest) {
  return call(client.me.addresses.$post({ json }));
}

export async function updateAddress(id: string, json: SavedAddressRequest) {
  return call(client.me.addresses[':id'].$put({ param: { id }, json }));
}

export async function deleteAddress(id: string): Promise<void> {
  const response = await client.me.addresses[':id'].$delete({ param: { id } });
  if (!response.ok) await call(response);
}
