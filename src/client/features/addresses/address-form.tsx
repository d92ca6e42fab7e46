import { addressMessages } from '../../../shared/address-messages.ts';
import {
  type ShippingAddress,
  type ShippingAddressInput,
  shippingAddressSchema,
} from '../../../shared/contracts/addresses.ts';
import { PhoneField, TextField } from '../../components/ui/form-field.tsx';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { AreaCombobox } from './area-combobox.tsx';

const label = addressMessages.fields;

export type AddressValues = ShippingAddressInput;

export const EMPTY_ADDRESS: AddressValues = {
  recipient: '',
  phone: '',
  line1: '',
  subdistrict: '',
  district: '',
  province: '',
  postcode: '',
};

/** An address form's state, checked with the shared address schema; `send` gets the parsed address. */
export function useAddressForm(
  initial: AddressValues,
  send: (address: ShippingAddress) => Promise<unknown> | undefined,
) {
  return useSchemaForm<AddressValues, ShippingAddress>({
    initial,
    schema: shippingAddressSchema,
    toBody: (values) => values as ShippingAddress,
    sendParsed: true,
    send: async (address) => {
      await send(address);
    },
    failed: addressMessages.book.saveFailed,
  });
}

export type AddressForm = ReturnType<typeof useAddressForm>;

/**
 * The fields of a Thai address: recipient, phone, the house line, then ตำบล, อำเภอ, จังหวัด and
 * รหัสไปรษณีย์, each of which suggests whole rows of the sub-district list; picking one fills the
 * four.
 */
export function AddressFields({ form }: { form: AddressForm }) {
  const pick = (row: Pick<AddressValues, 'subdistrict' | 'district' | 'province' | 'postcode'>) => {
    form.set('subdistrict', row.subdistrict);
    form.set('district', row.district);
    form.set('province', row.province);
    form.set('postcode', row.postcode);
  };
  const area = (field: 'subdistrict' | 'district' | 'province' | 'postcode') => ({
    ...form.bind(field),
    label: label[field],
    onPick: pick,
    required: true,
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={label.recipient}
        required
        autoComplete="name"
        maxLength={100}
        {...form.bind('recipient')}
      />
      <PhoneField label={label.phone} required {...form.bind('phone')} />
      <TextField
        className="sm:col-span-2"
        label={label.line1}
        required
        autoComplete="address-line1"
        maxLength={200}
        {...form.bind('line1')}
      />
      <p className="text-sm text-stone-600 sm:col-span-2">{addressMessages.suggest.hint}</p>
      <AreaCombobox {...area('subdistrict')} maxLength={60} autoComplete="address-level3" />
      <AreaCombobox {...area('district')} maxLength={60} autoComplete="address-level2" />
      <AreaCombobox {...area('province')} maxLength={60} autoComplete="address-level1" />
      <AreaCombobox
        {...area('postcode')}
        maxLength={5}
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </div>
  );
}
