import { useEffect, useRef, useState } from 'react';
import { addressMessages } from '../../../shared/address-messages.ts';
import {
  formatArea,
  type SavedAddress,
  type ShippingAddress,
  type ShippingAddressInput,
  shippingAddressSchema,
} from '../../../shared/contracts/addresses.ts';
import type { QuoteDestination } from '../../../shared/contracts/cart.ts';
import { RadioGroupField } from '../../components/ui/radio-group-field.tsx';
import { CheckboxField } from '../../components/ui/toggle-fields.tsx';
import { useSessionStore } from '../accounts/public.ts';
import { AddressFields, EMPTY_ADDRESS, useAddressForm } from './address-form.tsx';
import { fetchAddressBook } from './addresses-api.ts';

const text = addressMessages.checkout;

/** Where the order goes, as the confirmation sends it. */
export type AddressChoice =
  | { kind: 'text' }
  | { kind: 'saved'; address: ShippingAddress }
  | { kind: 'new' };

interface CheckoutAddressProps {
  /** The profile's free-text address: offered as before (the confirmation's own text box). */
  profileAddress: string;
  onChoice(choice: AddressChoice): void;
  /**
   * Where a saved or new address sends the order, for the shipping fee: the address itself, or
   * what of a new one is typed so far (its province, else its postcode); null for the free text.
   */
  onDestination?(destination: QuoteDestination | null): void;
  /**
   * Set by this component: the new address typed, checked (its messages shown when wrong, then
   * null), with whether to keep it in the book.
   */
  readNew: { current: (() => { address: ShippingAddress; save: boolean } | null) | null };
}

const TEXT = 'text';
const NEW = 'new';

function withoutBookFields(saved: SavedAddress): ShippingAddress {
  const { id: _id, isDefault: _default, ...address } = saved;
  return address;
}

/**
 * What of a new address the fee can go by: the address once it is whole, else its province once
 * chosen, else its postcode once it has five digits, else nothing yet.
 */
function typedDestination(values: ShippingAddressInput): QuoteDestination {
  const whole = shippingAddressSchema.safeParse(values);
  if (whole.success) return { shippingAddress: whole.data };
  const province = values.province.trim();
  if (province) return { province };
  const postcode = values.postcode.trim();
  return /^\d{5}$/.test(postcode) ? { postcode } : {};
}

/**
 * The confirmation's address: one of the saved addresses (the default chosen), a new one typed
 * in the address form (kept in the book when ticked), or the profile's free text as before.
 */
export function CheckoutAddress({
  profileAddress,
  onChoice,
  onDestination,
  readNew,
}: CheckoutAddressProps) {
  const [book, setBook] = useState<SavedAddress[] | null>(null);
  const [chosen, setChosen] = useState<string>(profileAddress.trim() ? TEXT : NEW);
  const [save, setSave] = useState(true);
  // A new address is most often the customer's own: their name and phone start filled in.
  const user = useSessionStore((state) => state.user);
  const form = useAddressForm(
    user
      ? {
          ...EMPTY_ADDRESS,
          recipient: `${user.firstName} ${user.lastName}`.trim(),
          phone: user.phone,
        }
      : EMPTY_ADDRESS,
    () => undefined,
  );
  const calls = useRef({ onChoice, onDestination });
  calls.current = { onChoice, onDestination };

  useEffect(() => {
    const controller = new AbortController();
    fetchAddressBook(controller.signal).then(
      (addresses) => {
        setBook(addresses);
        const first = addresses.find((a) => a.isDefault) ?? addresses[0];
        if (first) setChosen(first.id);
      },
      () => {
        if (!controller.signal.aborted) setBook([]);
      },
    );
    return () => controller.abort();
  }, []);

  const saved = book?.find((address) => address.id === chosen);
  const destination = saved
    ? { shippingAddress: withoutBookFields(saved) }
    : chosen === NEW
      ? typedDestination(form.values)
      : null;
  // The same destination again (a re-render) asks nothing.
  const destinationKey = JSON.stringify(destination);

  useEffect(() => {
    if (saved) {
      calls.current.onChoice({ kind: 'saved', address: withoutBookFields(saved) });
    } else {
      calls.current.onChoice({ kind: chosen === NEW ? 'new' : 'text' });
    }
  }, [saved, chosen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the destination
  useEffect(() => {
    calls.current.onDestination?.(destination);
  }, [destinationKey]);

  readNew.current = () => {
    const parsed = shippingAddressSchema.safeParse(form.values);
    if (!parsed.success) {
      void form.submit();
      return null;
    }
    return { address: parsed.data, save };
  };

  if (book === null) return null;
  const options = [
    ...book.map((address) => ({
      value: address.id,
      label: `${address.recipient} ${address.line1}`,
      hint: formatArea(address),
    })),
    ...(profileAddress.trim() && book.length === 0
      ? [{ value: TEXT, label: text.profileAddress, hint: profileAddress }]
      : []),
    { value: NEW, label: text.newAddress },
  ];
  return (
    <div className="space-y-3">
      <RadioGroupField legend={text.choose} value={chosen} onChange={setChosen} options={options} />
      {chosen === NEW ? (
        <div className="space-y-2 rounded-xl border border-stone-200 p-3">
          {profileAddress.trim() && book.length === 0 ? (
            <p className="text-sm text-stone-600">{text.profileHint}</p>
          ) : null}
          <AddressFields form={form} />
          <CheckboxField label={text.saveAddress} checked={save} onChange={setSave} />
        </div>
      ) : null}
    </div>
  );
}
