import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addressMessages } from '../../../shared/address-messages.ts';
import type { AddressSuggestion } from '../../../shared/contracts/addresses.ts';
import { Field, inputClass } from '../../components/ui/form-field.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { suggestAddresses } from './addresses-api.ts';

/** One suggestion as a row: ตำบล » อำเภอ » จังหวัด » รหัสไปรษณีย์. */
export const suggestionLabel = (row: AddressSuggestion) =>
  [row.subdistrict, row.district, row.province, row.postcode].filter(Boolean).join(' » ');

interface AreaComboboxProps {
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  /** A whole row was picked: the form fills its four fields. */
  onPick(row: AddressSuggestion): void;
  inputMode?: 'text' | 'numeric';
  maxLength: number;
  autoComplete: string;
  required?: boolean;
}

/**
 * A text box that suggests whole sub-district rows as the customer types (ARIA combobox with a
 * listbox): ↑/↓ move, Enter picks, Escape closes; each row is a tall touch target.
 */
export function AreaCombobox({
  label,
  value,
  error,
  onChange,
  onPick,
  inputMode = 'text',
  maxLength,
  autoComplete,
  required,
}: AreaComboboxProps) {
  const listId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [rows, setRows] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(typed, 250);
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = query?.trim() ?? '';
    if (q === '') {
      setRows([]);
      return;
    }
    const controller = new AbortController();
    suggestAddresses(q, controller.signal).then(
      (found) => {
        setRows(found);
        setActive(-1);
        setOpen(document.activeElement === box.current);
      },
      () => {
        if (!controller.signal.aborted) setRows([]);
      },
    );
    return () => controller.abort();
  }, [query]);

  const pick = (row: AddressSuggestion) => {
    onPick(row);
    setOpen(false);
    setTyped(null);
    setRows([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || rows.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((at) => (at + 1) % rows.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((at) => (at <= 0 ? rows.length - 1 : at - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const row = rows[active];
      if (row) pick(row);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = open && typed !== null && rows.length > 0;
  return (
    <Field label={label} error={error} required={required} className="relative">
      {(control) => (
        <>
          <input
            {...control}
            ref={box}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            value={value}
            inputMode={inputMode}
            maxLength={maxLength}
            autoComplete={autoComplete}
            onChange={(event) => {
              onChange(event.target.value);
              setTyped(event.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className={inputClass}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={addressMessages.suggest.label}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-stone-300 bg-white py-1 shadow-lg"
          >
            {rows.map((row, at) => (
              <div
                key={suggestionLabel(row)}
                id={`${listId}-${at}`}
                role="option"
                tabIndex={-1}
                aria-selected={at === active}
                // Picked before the box loses focus (a blur would close the list first).
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(row);
                }}
                className={`flex min-h-12 cursor-pointer items-center px-3 py-2 text-base leading-relaxed text-stone-900 ${at === active ? 'bg-brand-50' : 'hover:bg-stone-100'}`}
              >
                {suggestionLabel(row)}
              </div>
            ))}
          </div>
        </>
      )}
    </Field>
  );
}
