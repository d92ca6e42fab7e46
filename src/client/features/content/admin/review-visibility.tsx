import { type FormEvent, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { AdminReview } from '../../../../shared/contracts/admin-content-answers.ts';
import { ApiError, call, client } from '../../../lib/api.ts';

const text = adminMessages.contentAdmin.reviews;

/**
 * A buyer's review shown on the shop or hidden with a reason (decision 0050): hiding asks for the
 * reason first; the product's rating follows on the server.
 */
export function ReviewVisibility({ review }: { review: AdminReview }) {
  const [reason, setReason] = useState<string | null>(review.hiddenReason);
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const one = client.admin.reviews[':id'];
  const param = { id: String(review.id) };

  async function change(send: () => Promise<{ hiddenReason: string | null }>) {
    setBusy(true);
    setError(null);
    try {
      const answer = await send();
      setReason(answer.hiddenReason);
      setAsking(false);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : text.failed);
    } finally {
      setBusy(false);
    }
  }
  const hide = (event: FormEvent) => {
    event.preventDefault();
    void change(() => call(one.hide.$post({ param, json: { reason: draft } })));
  };

  if (asking) {
    return (
      <form onSubmit={hide} className="flex min-w-56 flex-col gap-2 text-left">
        <label className="text-xs text-stone-700">
          {text.reasonLabel}
          <input
            value={draft}
            required
            maxLength={500}
            onChange={(event) => setDraft(event.target.value)}
            className="mt-1 w-full rounded-lg border border-stone-300 px-2 py-1"
          />
        </label>
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-red-700 px-3 py-1 text-sm font-semibold text-white"
          >
            {text.confirmHide}
          </button>
          <button
            type="button"
            onClick={() => setAsking(false)}
            className="rounded-lg border border-stone-300 px-3 py-1 text-sm"
          >
            {text.cancel}
          </button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1 text-left">
      <span className={reason ? 'text-sm text-red-800' : 'text-sm text-brand-800'}>
        {reason ? text.hiddenBecause(reason) : text.shown}
      </span>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          if (reason) {
            void change(() => call(one.show.$post({ param })));
          } else {
            setDraft('');
            setAsking(true);
          }
        }}
        className="rounded-lg border border-stone-300 px-3 py-1 text-sm font-semibold hover:bg-stone-100"
      >
        {reason ? text.show : text.hide}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
