import { uiMessages } from '../../../shared/ui-messages.ts';

interface SectionErrorProps {
  /** A short Thai sentence saying what could not be shown. */
  message?: string;
  onRetry: () => void;
}

/** A failed call, said calmly: the section shows this and the rest of the page keeps working. */
export function SectionError({
  message = uiMessages.sectionError.message,
  onRetry,
}: SectionErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-6 text-center text-amber-900 sm:flex-row sm:justify-center"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-10 items-center rounded-full border border-amber-700 px-4 font-semibold text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {uiMessages.sectionError.retry}
      </button>
    </div>
  );
}
