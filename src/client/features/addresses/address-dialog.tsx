import { useState } from 'react';
import { addressMessages } from '../../../shared/address-messages.ts';
import type { SavedAddress } from '../../../shared/contracts/addresses.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { CheckboxField } from '../../components/ui/toggle-fields.tsx';
import { AddressFields, EMPTY_ADDRESS, useAddressForm } from './address-form.tsx';
import { createAddress, updateAddress } from './addresses-api.ts';

const text = addressMessages.book;

interface AddressDialogProps {
  /** The address edited; a new one when absent. */
  editing?: SavedAddress;
  onClose(): void;
  /** Saved: with the server's warning for a sub-district/postcode pair it does not know. */
  onSaved(warning: string | undefined): void;
}

/** Adds an address to the book, or edits one. */
export function AddressDialog({ editing, onClose, onSaved }: AddressDialogProps) {
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const initial = editing
    ? (({ id: _id, isDefault: _d, ...address }: SavedAddress) => address)(editing)
    : EMPTY_ADDRESS;
  const form = useAddressForm(initial, async (address) => {
    const body = { ...address, isDefault };
    const answer = editing ? await updateAddress(editing.id, body) : await createAddress(body);
    onSaved(answer.warning);
  });
  return (
    <Dialog
      title={editing ? text.editTitle : text.addTitle}
      onClose={onClose}
      busy={form.saving}
      size="sheet"
      footer={
        <SubmitButton form={form.id} busy={form.saving}>
          {text.save}
        </SubmitButton>
      }
    >
      <form id={form.id} noValidate onSubmit={form.submit} className="space-y-3">
        <FormError message={form.formError} />
        <AddressFields form={form} />
        {editing?.isDefault ? null : (
          <CheckboxField
            label={addressMessages.fields.isDefault}
            checked={isDefault}
            onChange={setIsDefault}
          />
        )}
      </form>
    </Dialog>
  );
}
