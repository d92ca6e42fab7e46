import type { ComponentType, FormEvent, ReactNode } from 'react';
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

/** An add-or-edit form's words: its title and its submit button, adding and editing. */
interface AddEditTexts {
  addTitle: string;
  editTitle: string;
  add: string;
  update: string;
}

type Heading =
  | { title: string; submitLabel: string; texts?: never; editing?: never }
  | { texts: AddEditTexts; editing: boolean; title?: never; submitLabel?: never };

type AdminFormDialogProps = Heading & {
  onClose: () => void;
  form: FormState;
  /** A long form: a full-height sheet on a phone, wide on a desktop; a short one fits its content. */
  long?: boolean;
  /** Submit stays off while a field shows an error (the default); false lets the server answer. */
  blockWhileInvalid?: boolean;
  /** The closing button's words where "Cancel" would be read as cancelling something else. */
  cancelLabel?: string;
  children: ReactNode;
};

/** The props of a list's add-or-edit dialog (`useEditDialog().dialog`): `item` null adds one. */
export interface EditDialogProps<T, Saved = void> {
  open: boolean;
  item: T | null;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
}

/**
 * The dialog of a form for `item`: mounted only while open, afresh for each row (or a new one),
 * so the form starts from that row's values.
 */
export function editDialog<T extends { id: number | string }, P extends EditDialogProps<T, never>>(
  Form: ComponentType<P>,
) {
  return (props: P) => (props.open ? <Form key={props.item?.id ?? 'new'} {...props} /> : null);
}

/**
 * A back-office form in the one dialog: its fields, then Cancel and the submit button in the
 * dialog's footer (the button reads "Saving..." while the form is sent), in English.
 */
export function AdminFormDialog({
  onClose,
  form,
  long = false,
  blockWhileInvalid = true,
  cancelLabel = adminMessages.form.cancel,
  children,
  ...heading
}: AdminFormDialogProps) {
  const { title, submitLabel } = heading.texts
    ? {
        title: heading.editing ? heading.texts.editTitle : heading.texts.addTitle,
        submitLabel: heading.editing ? heading.texts.update : heading.texts.add,
      }
    : heading;
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
            {cancelLabel}
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
