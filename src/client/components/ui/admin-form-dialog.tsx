import type { FormEvent, ReactNode } from 'react';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { primaryButtonClass, secondaryButtonClass } from './admin-list-toolbar.tsx';
import { Dialog } from './dialog.tsx';

/** What the dialog needs of `useSchemaForm`'s answer. */
interface FormState {
  id: string;
  saving: boolean;
  hasErrors: boolean;
  submit: (event?: FormEvent) => unknown;
}

interface AdminFormDialogProps {
  title: string;
  onClose: () => void;
  form: FormState;
  submitLabel: string;
  /** A long form: a full-height sheet on a phone, wide on a desktop; a short one fits its content. */
  long?: boolean;
  /** Submit stays off while a field shows an error (the default); false lets the server answer. */
  blockWhileInvalid?: boolean;
  children: ReactNode;
}

/**
 * A back-office form in the one dialog: its fields, then Cancel and the submit button in the
 * dialog's footer (the button reads "Saving..." while the form is sent), in English.
 */
export function AdminFormDialog({
  title,
  onClose,
  form,
  submitLabel,
  long = false,
  blockWhileInvalid = true,
  children,
}: AdminFormDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={adminMessages.dialog.close}
      size={long ? 'sheet' : undefined}
      width={long ? '3xl' : 'lg'}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {adminMessages.form.cancel}
          </button>
          <button
            type="submit"
            form={form.id}
            disabled={form.saving || (blockWhileInvalid && form.hasErrors)}
            aria-busy={form.saving || undefined}
            className={primaryButtonClass}
          >
            {form.saving ? adminMessages.form.saving : submitLabel}
          </button>
        </div>
      }
    >
      <form id={form.id} noValidate onSubmit={form.submit} className="space-y-4">
        {children}
      </form>
    </Dialog>
  );
}
