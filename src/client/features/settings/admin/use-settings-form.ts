import { useState } from 'react';
import type { z } from 'zod';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { type TextKey, useSchemaForm } from '../../../lib/use-schema-form.ts';

interface SettingsFormOptions<V extends object, B> {
  saved: V;
  /** The contract's schema of the body: the form refuses what the server would. */
  schema: z.ZodType;
  toBody: (values: V) => B;
  /** Sends the body; answers the values as now saved and what the form says of the save. */
  save: (body: B) => Promise<{ values: V; said: string }>;
}

/**
 * A settings tab's form of text fields: the API's message above the form even when its `fields`
 * landed on fields, and what the last save said, until the next change.
 */
export function useSettingsForm<V extends object, B>({
  saved,
  schema,
  toBody,
  save,
}: SettingsFormOptions<V, B>) {
  const [said, setSaid] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: () => saved,
    schema,
    toBody,
    send: async (body: B) => {
      const answer = await save(body);
      form.reset(answer.values);
      setSaid(answer.said);
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  const bind = (field: TextKey<V>) => ({
    ...form.bind(field),
    onChange: (value: string) => {
      setSaid(null);
      form.set(field, value as V[TextKey<V>]);
    },
  });
  return { form, bind, said };
}
