import { useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { REJECTION_REASON_MAX } from '../../../../shared/domain/order-lifecycle.ts';
import { secondaryButtonClass } from '../../../components/ui/admin-list-toolbar.tsx';

const text = adminMessages.transactions;
const panel = adminMessages.rejectOrder;
const OTHER = 'other';

interface RejectOrderPanelProps {
  /** A rejection is on its way: the buttons wait. */
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/**
 * The step between "Reject Order" and the rejection, in Thai: staff choose one of the usual
 * reasons (none is chosen for them: the customer reads it) or type their own, then confirm with
 * the one reject button.
 */
export function RejectOrderPanel({ pending, onCancel, onReject }: RejectOrderPanelProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const typedId = useId();
  const errorId = useId();
  const reason = choice === OTHER ? typed.trim() : (choice ?? '');

  return (
    <section
      lang="th"
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <h3 id={headingId} className="text-base font-bold text-red-900">
        {panel.title}
      </h3>
      <p className="text-sm text-red-900">{panel.body}</p>
      <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1 text-sm font-semibold text-stone-800">{panel.reasonLegend}</legend>
        {text.rejectReasons.map((option) => (
          <label key={option} className="flex min-h-9 items-center gap-2 text-sm" lang="th">
            <input
              type="radio"
              name={`${headingId}-reason`}
              value={option}
              checked={choice === option}
              onChange={() => {
                setChoice(option);
                setError(null);
              }}
              className="size-4 accent-red-700"
            />
            {option}
          </label>
        ))}
        <label className="flex min-h-9 items-center gap-2 text-sm" lang="th">
          <input
            type="radio"
            name={`${headingId}-reason`}
            value={OTHER}
            checked={choice === OTHER}
            onChange={() => {
              setChoice(OTHER);
              setError(null);
            }}
            className="size-4 accent-red-700"
          />
          {panel.other}
        </label>
        {choice === OTHER ? (
          <div className="pl-6">
            <label htmlFor={typedId} className="sr-only">
              {panel.otherLabel}
            </label>
            <input
              id={typedId}
              lang="th"
              type="text"
              value={typed}
              maxLength={REJECTION_REASON_MAX}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
              className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base leading-relaxed text-stone-900 aria-invalid:border-red-600"
            />
          </div>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={pending}
          onClick={onCancel}
        >
          {panel.keep}
        </button>
        <button
          type="button"
          aria-busy={pending || undefined}
          disabled={pending}
          onClick={() => {
            if (!reason) {
              setError(panel.reasonRequired);
              return;
            }
            onReject(reason);
          }}
          className="inline-flex min-h-10 items-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? panel.rejecting : panel.reject}
        </button>
      </div>
    </section>
  );
}
