import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../../shared/messages.ts';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, bottom to top: only the top one answers Escape and Tab. */
const stack: HTMLDialogElement[] = [];
/** Nodes this module made inert, so that it only ever lifts its own. */
const madeInert = new Set<Element>();

/** Everything on the page but the top dialog is inert; nothing is once the last one closes. */
function updateInert() {
  const top = stack[stack.length - 1];
  for (const child of Array.from(document.body.children)) {
    if (child === top || !top) {
      if (madeInert.delete(child)) child.removeAttribute('inert');
    } else if (!child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      madeInert.add(child);
    }
  }
  document.body.style.overflow = top ? 'hidden' : '';
}

/**
 * How the panel sits: `fit` is as tall as its content and centred on every screen (a short form, a
 * question); `sheet` fills a phone's screen and is centred on a desktop (a long form); `full`
 * covers the whole screen (the order being sent).
 */
export type DialogSize = 'fit' | 'sheet' | 'full';

const WIDTHS = {
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  '2xl': 'sm:max-w-2xl',
  '3xl': 'sm:max-w-3xl',
  '5xl': 'sm:max-w-5xl',
} as const;

const SIZES: Record<DialogSize, string> = {
  fit: 'm-auto h-fit max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-none rounded-2xl shadow-2xl sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)]',
  sheet:
    'm-0 h-dvh max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:rounded-2xl sm:shadow-2xl',
  full: 'm-0 h-dvh max-h-none w-full max-w-none',
};

interface DialogProps {
  /** The dialog's name: its heading, and what a screen reader says on opening. */
  title: ReactNode;
  children: ReactNode;
  /** Escape, the × and (when asked) the backdrop call it; omit it for a dialog that stays put. */
  onClose?: () => void;
  /**
   * The ×'s name: 'ปิด' from the storefront's messages; a back-office dialog passes
   * `adminMessages.dialog.close` (decision 0023).
   */
  closeLabel?: string;
  /** No ×: the dialog closes from a button of its own footer (the order success). */
  hideCloseButton?: boolean;
  size?: DialogSize;
  /** The panel's width from a phone's up (a phone always uses the whole width). */
  width?: keyof typeof WIDTHS;
  /** The heading is read to screen readers but not shown. */
  hideTitle?: boolean;
  /** Something is on its way: `aria-busy` on the dialog. */
  busy?: boolean;
  /** The actions, pinned under the scrolling body (a form's buttons name it with `form=`). */
  footer?: ReactNode;
  /** Where the focus goes on opening; otherwise `[data-autofocus]`, otherwise the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click beside the panel closes it (dialogs that hold nothing typed). */
  closeOnBackdrop?: boolean;
  /** The body has no padding: its content lays itself out (the cart, a picture, a receipt). */
  flush?: boolean;
  /** `brand`: white on the shop's green (the processing overlay). */
  tone?: 'light' | 'brand';
}

/**
 * The shop's one modal dialog: a native `<dialog>` opened with `showModal()` (the browser's top
 * layer, so a picker or a second dialog opened from it stays above), in a portal under <body>. The
 * same code keeps its rules where `showModal` is missing (the tests' jsdom): the focus moves in and
 * stays in (Tab wraps), Escape closes the top dialog only (a dialog that may not close swallows
 * it), the page behind is inert and does not scroll, and the focus goes back to the opener on
 * closing. Mounted only while open.
 */
export function Dialog({
  title,
  children,
  onClose,
  closeLabel = messages.dialog.close,
  hideCloseButton = false,
  size = 'fit',
  width = 'lg',
  hideTitle = false,
  busy,
  footer,
  initialFocus,
  closeOnBackdrop = false,
  flush = false,
  tone = 'light',
}: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Set up once per opening; `initialFocus` is read at that moment only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModal(node);
    stack.push(node);
    updateInert();

    const target = initialFocus?.current ?? node.querySelector<HTMLElement>('[data-autofocus]');
    target?.focus({ preventScroll: true });
    if (!target || document.activeElement !== target) node.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== node || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        // Handled here, the browser's own close request never starts (nor its cancel rules).
        event.preventDefault();
        closeRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      const inside = node.contains(active);
      if (!first || !last) {
        event.preventDefault();
        node.focus();
      } else if (event.shiftKey && (active === first || active === node || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(node), 1);
      updateInert();
      if (node.open && typeof node.close === 'function') node.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const dismissible = onClose !== undefined;
  const brand = tone === 'brand';
  const closeButton =
    dismissible && !hideCloseButton ? (
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => closeRef.current?.()}
        className={`-mr-2 grid size-11 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700 ${
          brand ? 'text-white hover:bg-white/10' : 'text-stone-600 hover:bg-stone-100'
        } ${hideTitle ? 'absolute top-2 right-4' : ''}`}
      >
        <CloseIcon className="size-6" />
      </button>
    ) : null;

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close with Escape
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      aria-busy={busy || undefined}
      tabIndex={-1}
      // A close request that is not a key (a phone's back gesture): the dialog decides.
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current?.();
      }}
      // Closed by the browser against its will (a repeated back gesture): open it again.
      onClose={(event) => {
        const node = event.currentTarget;
        if (stack.includes(node) && !closeRef.current) openModal(node);
      }}
      // The panel's children cover it: a click on the dialog itself is a click on the backdrop.
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) closeRef.current?.();
      }}
      className={`flex-col overflow-hidden border-0 p-0 outline-none open:flex ${SIZES[size]} ${
        size === 'full' ? '' : WIDTHS[width]
      } ${
        brand
          ? 'bg-brand-900/95 text-white backdrop:bg-stone-950/60'
          : 'bg-white text-stone-900 backdrop:bg-stone-950/55'
      }`}
    >
      {hideTitle ? (
        <>
          <h2 id={titleId} className="sr-only">
            {title}
          </h2>
          {closeButton}
        </>
      ) : (
        <div className="flex shrink-0 items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-6">
          <h2
            id={titleId}
            className="py-1.5 text-lg leading-snug font-bold text-stone-900 sm:text-xl"
          >
            {title}
          </h2>
          {closeButton}
        </div>
      )}
      <div
        className={`flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain ${
          flush ? '' : 'px-4 py-4 sm:px-6 sm:py-5'
        }`}
      >
        {children}
      </div>
      {footer ? (
        <div className="shrink-0 border-t border-stone-200 bg-white px-4 py-3 sm:px-6">
          {footer}
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}

/** The browser's modal dialog where there is one; the `open` attribute alone elsewhere (jsdom). */
function openModal(node: HTMLDialogElement) {
  if (typeof node.showModal !== 'function') node.setAttribute('open', '');
  else if (!node.open) node.showModal();
}
