import { uiMessages } from '../../../shared/ui-messages.ts';
import { Spinner } from './spinner.tsx';

/** Shown while a page or section waits for data. */
export function LoadingState({ label = uiMessages.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-stone-600">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
