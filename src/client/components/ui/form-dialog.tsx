import { type ReactNode, useEffect, useId, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from './admin-list-toolbar.tsx';
import { CloseIcon } from './icons.tsx';

interface FormDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider for long forms. */
  size?: 'md' | 'lg';
  /**
   * A short form: the dialog is as tall as its content on every screen (a phone too), instead
   * of a full-screen sheet with empty space under the buttons.
   */
  fitContent?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page inert and closes it on
 * Escape. Full screen on a phone, centred on larger screens.
 */
export function FormDialog({
  title,
  open,
  onClose,
  children,
  size = 'lg',
  fitContent = false,
}: FormDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`bg-white p-0 text-stone-800 backdrop:bg-black/50 sm:m-auto sm:max-h-[90dvh] sm:rounded-xl sm:shadow-xl ${
        fitContent
          ? 'm-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-none rounded-xl shadow-xl'
          : 'm-0 h-dvh max-h-none w-full max-w-none sm:h-auto'
      } ${size === 'lg' ? 'sm:max-w-3xl' : 'sm:max-w-lg'}`}
    >
      {open ? (
        <div
          className={`flex max-h-[inherit] flex-col ${fitContent ? 'max-h-[calc(100dvh-2rem)] sm:max-h-[90dvh]' : 'h-full'}`}
        >
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-4 py-3 sm:px-6">
            <h2 id={titleId} className="text-lg font-bold text-stone-900">
              {title}
            </h2>
            <button
              type="button"
              aria-label="Close"
              onClick={onClose}
              className="grid size-10 shrink-0 place-items-center rounded-lg text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

interface FormDialogActionsProps {
  onCancel: () => void;
  /** The submit button's label; it reads 'Saving...' while the form is sent. */
  submitLabel: string;
  saving: boolean;
  disabled?: boolean;
  /** Stays at the bottom of a long form (the default); a short one ends with a plain row. */
  sticky?: boolean;
}

/** Cancel and the submit button at the foot of a form in a FormDialog. */
export function FormDialogActions({
  onCancel,
  submitLabel,
  saving,
  disabled = false,
  sticky = true,
}: FormDialogActionsProps) {
  return (
    <div
      className={
        sticky
          ? 'sticky bottom-0 -mx-4 -mb-4 flex justify-end gap-2 border-t border-stone-200 bg-white px-4 pt-4 pb-4 sm:-mx-6 sm:px-6'
          : 'flex justify-end gap-3 border-t border-stone-200 pt-4'
      }
    >
      <button type="button" onClick={onCancel} className={secondaryButtonClass}>
        Cancel
      </button>
      <button type="submit" disabled={disabled || saving} className={primaryButtonClass}>
        {saving ? 'Saving...' : submitLabel}
      </button>
    </div>
  );
}
