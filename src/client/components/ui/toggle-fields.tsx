interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The tick's colour: the shop's green, or red for something urgent. */
  tone?: 'brand' | 'red';
}

/** A tick box with its label beside it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  tone = 'brand',
}: CheckboxFieldProps) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={`size-5 ${tone === 'red' ? 'accent-red-700' : 'accent-brand-700'}`}
      />
      {label}
    </label>
  );
}

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role switch) with its label beside it. */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="flex min-h-10 items-center gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${
          checked ? 'bg-brand-700' : 'bg-stone-300'
        }`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span className="text-sm font-medium text-stone-800">{label}</span>
    </button>
  );
}
