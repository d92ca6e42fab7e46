import { Fragment, useMemo } from 'react';
import { lineUnits } from '../../lib/thai-line-breaks.ts';

const THAI = /[\u0E00-\u0E7F]/;

/**
 * Text whose lines break between Thai words, never inside one (`lib/thai-line-breaks.ts`): each
 * unit is drawn unbroken, with `<wbr>` where two units meet without a space. Text without Thai is
 * left as it is. For names, headings, links and counts that wrap in narrow places.
 */
export function ThaiText({ children }: { children: string }) {
  const units = useMemo(() => (THAI.test(children) ? lineUnits(children) : null), [children]);
  if (units === null) return children;
  return units.map((unit, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the units of one text never move
    <Fragment key={index}>
      {unit.gap || (index > 0 ? <wbr /> : null)}
      {THAI.test(unit.text) ? <span className="whitespace-nowrap">{unit.text}</span> : unit.text}
    </Fragment>
  ));
}
