import type { FormEvent, ReactNode } from 'react';
import { AccessDenied } from '../../../components/ui/access-denied.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useCall } from '../../../lib/use-call.ts';

interface SavedSettingsProps<T> {
  /** Reads the settings as saved (once, when the tab opens). */
  load: (signal: AbortSignal) => Promise<T>;
  /** Said when they cannot be read. */
  loadFailed: string;
  /** The tab's form, given what is saved. */
  children: (saved: T) => ReactNode;
}

/** A settings tab: its saved settings read, then its form; Access Denied for a 403. */
export function SavedSettings<T>({ load, loadFailed, children }: SavedSettingsProps<T>) {
  // Read once, when the tab opens.
  const current = useCall(load, []);
  if (current.error?.status === 403) return <AccessDenied />;
  if (current.error) return <FormError message={loadFailed} />;
  if (!current.data) return <LoadingState />;
  return children(current.data);
}

/** A settings tab's form: the card every tab draws, sent by its footer's button. */
export function SettingsCard({
  form,
  children,
}: {
  form: { id: string; submit: (event?: FormEvent) => unknown };
  children: ReactNode;
}) {
  return (
    <form
      id={form.id}
      noValidate
      onSubmit={form.submit}
      className="space-y-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {children}
    </form>
  );
}
