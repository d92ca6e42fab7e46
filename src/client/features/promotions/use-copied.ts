import { useEffect, useRef, useState } from 'react';

/** Spec section 9: the "copied" state of a code lasts 2 seconds. */
export const CODE_COPIED_MS = 2000;

/** Copies text to the clipboard and says "copied" for 2 s; a failure is only logged. */
export function useCopied() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('copy to clipboard failed', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CODE_COPIED_MS);
  };
  return { copied, copy };
}
