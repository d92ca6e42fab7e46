import { useEffect, useState } from 'react';
import { relativeAge } from '../../../shared/domain/relative-age.ts';

/**
 * A news item's age ('5 นาทีที่ผ่านมา'), told again in the browser: a page the server drew (and
 * may have kept, decision 0032) says the age it was then; once the page has loaded, the age is
 * worked out with the phone's clock and the text drawn anew.
 */
export function RelativeAge({ date }: { date: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  return (
    <span key={now === null ? 'drawn' : 'now'} suppressHydrationWarning>
      {relativeAge(date, now ?? Date.now())}
    </span>
  );
}
