import { ADDRESS_MAX, NAME_MAX } from '../../../shared/contracts/accounts.ts';
import { TextareaField, TextField } from '../../components/ui/form-field.tsx';

/** A bound field's value, message and change (`useSchemaForm().bind`). */
interface Bound {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

interface NameFieldsProps {
  labels: { firstName: string; lastName: string };
  firstName: Bound;
  lastName: Bound;
  /** The member's own (the browser may fill it in); not in the back office. */
  own?: boolean;
  disabled?: boolean;
}

/** A member's first and last name side by side; the first takes the focus. */
export function NameFields({ labels, firstName, lastName, own, disabled }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={labels.firstName}
        name="firstName"
        autoComplete={own ? 'given-name' : undefined}
        maxLength={NAME_MAX}
        disabled={disabled}
        autoFocus
        {...firstName}
      />
      <TextField
        label={labels.lastName}
        name="lastName"
        autoComplete={own ? 'family-name' : undefined}
        maxLength={NAME_MAX}
        disabled={disabled}
        {...lastName}
      />
    </div>
  );
}

/** A member's delivery address, a few lines; `own` as for `NameFields`. */
export function AddressField({
  label,
  own,
  disabled,
  ...bound
}: Bound & { label: string; own?: boolean; disabled?: boolean }) {
  return (
    <TextareaField
      label={label}
      name="address"
      autoComplete={own ? 'street-address' : undefined}
      maxLength={ADDRESS_MAX}
      rows={3}
      disabled={disabled}
      {...bound}
    />
  );
}
