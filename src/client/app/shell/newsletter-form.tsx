import { type FormEvent, useId, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** Footer sign-up for the shop's news by e-mail. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await api.post('/newsletter', { email: email.trim() });
      setEmail('');
      setState({ kind: 'done' });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? (error.fields.email ?? error.message)
          : 'ไม่สามารถสมัครรับข่าวสารได้ โปรดลองอีกครั้ง';
      setState({ kind: 'failed', message });
    }
  };

  const failed = state.kind === 'failed';
  return (
    <form onSubmit={onSubmit}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm text-brand-100">
        อีเมลของคุณ
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={failed || undefined}
          aria-describedby={state.kind === 'done' || failed ? messageId : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-brand-700 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:outline-2 focus:outline-offset-1 focus:outline-harvest-400 aria-invalid:border-red-500"
        />
        <button
          type="submit"
          lang="en"
          disabled={state.kind === 'sending'}
          className="h-11 shrink-0 rounded-lg bg-harvest-400 px-4 font-semibold text-stone-900 hover:bg-harvest-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      {failed ? (
        <p id={messageId} role="alert" className="mt-2 text-sm text-red-200">
          {state.message}
        </p>
      ) : (
        <p id={messageId} role="status" className="mt-2 text-sm text-harvest-400">
          {state.kind === 'done' ? 'ขอบคุณที่สมัครรับข่าวสาร!' : ''}
        </p>
      )}
    </form>
  );
}
