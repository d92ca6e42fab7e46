import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, bottom to top: only the top one answers Escape and keeps the focus. */
const stack: string[] = [];

function setPageInert(inert: boolean) {
  const root = document.getElementById('root');
  if (!root) return;
  if (inert) root.setAttribute('inert', '');
  else root.removeAttribute('inert');
  document.body.style.overflow = inert ? 'hidden' : '';
}

interface ModalDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Called on Escape, the backdrop and the × button; omit it to make the dialog stay put. */
  onClose?: () => void;
  /** Where the focus goes first; the first focusable control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Tailwind max-width class of the panel. */
  width?: string;
  /** Extra classes for the panel (the full-screen overlay uses this). */
  panelClassName?: string;
  /** Hide the visible heading (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  busy?: boolean;
  /** Cover the whole screen (the processing overlay). */
  fullScreen?: boolean;
}

/**
 * A modal dialog: rendered over the page, traps the focus, closes on Escape and the backdrop
 * (when it may be closed), gives the focus back where it was, and makes the page behind inert.
 */
export function ModalDialog({
  title,
  children,
  onClose,
  initialFocus,
  width = 'max-w-lg',
  panelClassName = '',
  hideTitle = false,
  busy,
  fullScreen = false,
}: ModalDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // The dialog sets up once per opening; initialFocus is read at that moment only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    stack.push(id);
    setPageInert(true);
    const target =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !panel.current) return;
      if (event.key === 'Escape' && closeRef.current) {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.current.focus();
      } else if (event.shiftKey && (active === first || !panel.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(id), 1);
      if (stack.length === 0) setPageInert(false);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [id]);

  return createPortal(
    <div
      className={`fixed inset-0 z-50 flex ${fullScreen ? '' : 'items-end justify-center sm:items-center sm:p-4'}`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-stone-900/60"
        onClick={() => closeRef.current?.()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={`relative flex w-full flex-col overflow-hidden shadow-2xl outline-none ${fullScreen ? 'h-dvh' : `max-h-[92dvh] rounded-t-2xl bg-white sm:rounded-2xl ${width}`} ${panelClassName}`}
      >
        <div
          className={
            hideTitle
              ? 'sr-only'
              : 'flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-6'
          }
        >
          <h2 id={titleId} className="text-lg font-bold text-stone-900 sm:text-xl">
            {title}
          </h2>
          {onClose && !hideTitle ? (
            <button
              type="button"
              aria-label="ปิดหน้าต่าง"
              onClick={onClose}
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CloseIcon className="size-6" />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
