import { format } from 'date-fns';
import { type ComponentProps, lazy, Suspense } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { Field, inputClass, TextareaField } from '../../../components/ui/form-field.tsx';
import { DATE_TIME_INPUT_FORMAT } from '../../../lib/admin-format.ts';
import { bangkokInputToIso, wallClockToPickerDate } from '../../../lib/datetime-local.ts';

// react-datepicker and its styles load with the form, not with the list.
const PublishedDateInput = lazy(() =>
  import('./published-date-input.tsx').then((module) => ({ default: module.PublishedDateInput })),
);

/**
 * When an article or a news item is published: a date and time in Bangkok, required, typed or
 * picked as dd/MM/yyyy HH:mm; the value is its wall clock (yyyy-MM-ddTHH:mm).
 */
export function PublishedDateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const date = wallClockToPickerDate(value);
  return (
    <Field label={label} error={error} required>
      {(control) => (
        <Suspense
          fallback={
            <div aria-hidden="true" className={`${inputClass} text-stone-500`}>
              {date ? format(date, DATE_TIME_INPUT_FORMAT) : DATE_TIME_INPUT_FORMAT.toLowerCase()}
            </div>
          }
        >
          <PublishedDateInput control={control} value={value} onChange={onChange} />
        </Suspense>
      )}
    </Field>
  );
}

/** The body of an article or a news item: plain text of several lines, required. */
export function ContentBodyField(
  props: Omit<ComponentProps<typeof TextareaField>, 'rows' | 'required' | 'hint'>,
) {
  return <TextareaField rows={8} required hint={adminMessages.form.plainTextHint} {...props} />;
}

/** The form's values as the API takes them: the published date as an ISO instant. */
export const withIsoDate = <V extends { publishedDate: string }>(values: V): V => ({
  ...values,
  publishedDate: bangkokInputToIso(values.publishedDate),
});
