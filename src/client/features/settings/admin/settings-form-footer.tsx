import { primaryButtonClass } from '../../../components/ui/admin-list-toolbar.tsx';
import { FormError, FormSuccess } from '../../../components/ui/form-field.tsx';

interface SettingsFormFooterProps {
  form: { formError: string | null; hasErrors: boolean; saving: boolean };
  /** Said once the settings are saved, until the next change. */
  saved: string | null;
  save: string;
  saving?: string;
}

/** The end of a settings form: what went wrong or that it was saved, and its save button. */
export function SettingsFormFooter({ form, saved, save, saving = save }: SettingsFormFooterProps) {
  return (
    <>
      <FormError message={form.formError} />
      <FormSuccess message={saved} />
      <div className="flex justify-end border-t border-stone-200 pt-4">
        <button
          type="submit"
          disabled={form.hasErrors || form.saving}
          aria-busy={form.saving || undefined}
          className={primaryButtonClass}
        >
          {form.saving ? saving : save}
        </button>
      </div>
    </>
  );
}
