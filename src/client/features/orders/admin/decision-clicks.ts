import { useRef, useState } from 'react';

export type Decision = 'confirm' | 'reject';

/** Clicks after which a decision button's counter starts again. */
export const DECISION_CLICK_RESET = 3;

type Counts = Record<Decision, number>;

/**
 * The confirm/reject buttons: each counts its clicks and resets after three; only the
 * first click of a round sends, and nothing is sent while either decision is on its way. `send`
 * answers whether it worked; after a failure the next click tries again.
 */
export function useDecisionClicks(send: (decision: Decision) => Promise<boolean>) {
  const [counts, setCounts] = useState<Counts>({ confirm: 0, reject: 0 });
  const [pending, setPending] = useState<Decision | null>(null);
  // A ref as well, so two clicks in one frame cannot both see "nothing pending".
  const inFlight = useRef<Decision | null>(null);
  const countsRef = useRef<Counts>(counts);

  const click = (decision: Decision) => {
    if (inFlight.current) return;
    const clicks = countsRef.current[decision] + 1;
    const next = { ...countsRef.current, [decision]: clicks >= DECISION_CLICK_RESET ? 0 : clicks };
    countsRef.current = next;
    setCounts(next);
    if (clicks !== 1) return;
    inFlight.current = decision;
    setPending(decision);
    void send(decision).then((ok) => {
      inFlight.current = null;
      setPending(null);
      // A failed decision may be tried again with the next click.
      if (!ok) {
        countsRef.current = { ...countsRef.current, [decision]: 0 };
        setCounts(countsRef.current);
      }
    });
  };

  return { click, pending, counts };
}
