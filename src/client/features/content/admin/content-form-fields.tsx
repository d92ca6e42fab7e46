import type { ComponentProps } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { TextareaField, TextField } from '../../../components/ui/form-field.tsx';
import { bangkokInputToIso } from '../../../lib/datetime-local.ts';

/** When an article or a news item is published: a date and time in Bangkok, required. */
export function PublishedDateField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'required'>,
) {
  return <TextField type="datetime-local" required {...props} />;
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
