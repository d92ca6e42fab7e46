import { useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { Field } from '../../components/ui/form-field.tsx';
import { call, client } from '../../lib/api.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

const text = messages.newsletter;

/** Footer sign-up for the shop's news by e-mail; the server's rule decides what an address is. */
export function NewsletterForm() {
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    initial: { email: '' },
    toBody: (values) => ({ email: values.email.trim() }),
    send: async (body) => {
      setDone(false);
      await call(client.newsletter.$post({ json: body }));
      form.reset({ email: '' });
      setDone(true);
    },
    failed: text.failed,
  });
  const error = form.errors.email ?? form.formError ?? undefined;

  return (
    <form id={form.id} onSubmit={form.submit}>
      <Field label={text.label} error={error} announce onDark>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder={text.placeholder}
              value={form.values.email}
              onChange={(event) => {
                setDone(false);
                form.set('email', event.target.value);
              }}
              className="h-11 min-w-0 flex-1 rounded-lg border border-brand-700 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:outline-2 focus:outline-offset-1 focus:outline-harvest-400 aria-invalid:border-red-500"
            />
            <button
              type="submit"
              lang="en"
              disabled={form.saving}
              className="h-11 shrink-0 rounded-lg bg-harvest-400 px-4 font-semibold text-stone-900 hover:bg-harvest-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:opacity-70"
            >
              {text.submit}
            </button>
          </div>
        )}
      </Field>
      <p role="status" className="mt-2 text-sm text-harvest-400">
        {done ? text.thanks : ''}
      </p>
    </form>
  );
}
