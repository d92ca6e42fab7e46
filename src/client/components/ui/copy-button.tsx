import { useEffect, useState } from 'react';

export interface CopyButtonTexts {
  /** The button's text. */
  copy: string;
  /** Said for a moment after the copy. */
  copied: string;
  /** How to copy by hand when the browser cannot. */
  failed: string;
}

/** Copies a value (an account number, a tracking number); says so for 3 s, or how to copy by hand. */
export function CopyButton({
  value,
  label,
  texts,
}: {
  value: string;
  /** The button's accessible name, naming what it copies. */
  label: string;
  texts: CopyButtonTexts;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    if (!navigator.clipboard) {
      setState('failed');
      return;
    }
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className="min-h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {texts.copy}
      </button>
      <span role="status" className="min-h-5 text-xs font-semibold text-green-800">
        {state === 'copied' ? texts.copied : ''}
      </span>
      {state === 'failed' ? (
        <span role="alert" className="max-w-40 text-right text-xs text-red-700">
          {texts.failed}
        </span>
      ) : null}
    </div>
  );
}
