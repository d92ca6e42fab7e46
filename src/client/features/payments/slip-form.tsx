import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_SLIP_BYTES } from '../../../shared/domain/payments.ts';
import { paymentMessages } from '../../../shared/payment-messages.ts';
import { ApiError } from '../../lib/api.ts';
import { sendSlip } from './payments-api.ts';

const text = paymentMessages.page;

/** HEIC photos often come without a type from a phone's picker: their name tells. */
const HEIC_NAME = /\.(heic|heif)$/i;

/** Why a picked file cannot be a slip, before it is sent (the server checks again), or null. */
export function slipProblem(file: File): string | null {
  if (!file.type.startsWith('image/') && !HEIC_NAME.test(file.name)) {
    return paymentMessages.slip.notAnImage;
  }
  if (file.size > MAX_SLIP_BYTES) return paymentMessages.slip.tooLarge;
  return null;
}

/** A small preview of the picked picture (a HEIC photo has none in most browsers). */
function Preview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (HEIC_NAME.test(file.name) || !file.type.startsWith('image/')) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? (
    <img src={url} alt="" className="max-h-48 w-auto rounded-lg border border-stone-200" />
  ) : null;
}

interface SlipFormProps {
  orderId: string;
  /** A slip was refused: this one is another. */
  again: boolean;
  /** After the server took the slip: the page loads the order's payment again. */
  onSent(): Promise<void>;
}

/**
 * Send the slip: take a photo or pick a screenshot, see it, send it as multipart. A file that is
 * not a picture or is over 10 MB is refused here; what the server refuses (a slip already used,
 * an order no longer waiting) is shown as it says it.
 */
export function SlipForm({ orderId, again, onSent }: SlipFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const choose = (picked: File | null) => {
    setError(null);
    setFile(null);
    if (!picked) return;
    const problem = slipProblem(picked);
    if (problem) {
      setError(problem);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!file) {
      setError(paymentMessages.slip.missingFile);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await sendSlip(orderId, file);
      await onSent();
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status < 500 && caught.message
          ? caught.message
          : text.sendFailed,
      );
      setSending(false);
    }
  };

  const title = again ? text.sendAnotherSlip : text.sendSlip;
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
      className="space-y-3"
      noValidate
    >
      <h2 id={`${id}-title`} className="font-bold text-stone-900">
        {title}
      </h2>
      <div>
        {/* The input is hidden behind a label drawn as a large button: its own words would be
            the phone's language, and a farmer's phone may not be set to Thai. */}
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*,.heic,.heif"
          disabled={sending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="flex min-h-14 cursor-pointer items-center justify-center rounded-xl border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-2 text-center leading-relaxed font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-red-600 hover:bg-brand-100"
        >
          {text.chooseSlip}
        </label>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="mt-1 text-sm leading-relaxed text-stone-500">
          {text.slipHint}
        </p>
      </div>
      {file ? (
        <div className="space-y-2">
          <p className="text-sm break-all text-stone-700">{text.chosenSlip(file.name)}</p>
          <Preview file={file} />
        </div>
      ) : null}
      {sending ? (
        <div className="space-y-1">
          <progress aria-label={text.sending} className="h-2 w-full accent-brand-700" />
          <p role="status" className="text-sm text-stone-700">
            {text.sending}
          </p>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="min-h-12 w-full rounded-full bg-brand-700 px-6 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        {sending ? text.sending : title}
      </button>
    </form>
  );
}
