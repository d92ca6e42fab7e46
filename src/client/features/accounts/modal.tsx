import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Tailwind max-width class of the panel. */
  width?: string;
}

/**
 * A modal on the native <dialog>: showModal() traps focus and makes the page inert, Escape
 * closes it, the title labels it, and focus returns to where it was when it closes.
 * Mounted only while open.
 */
export function Modal({
  title,
  onClose,
  children,
  closeLabel = 'ปิด',
  width = 'max-w-md',
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    // Start in the first field rather than on the close button.
    element
      .querySelector<HTMLElement>(
        '[data-autofocus], input:not([readonly]):not([disabled]), textarea:not([disabled]), select:not([disabled])',
      )
      ?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close.current();
        }
      }}
      className={`m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] ${width} overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-950/55`}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-stone-200 bg-white px-5 py-4 sm:px-6">
        <h2 id={titleId} className="text-xl leading-snug font-bold text-brand-800">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={() => close.current()}
          className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </dialog>
  );
}
