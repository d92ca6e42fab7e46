import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useId, useState } from 'react';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { useDashboardStore } from './dashboard-store.ts';
import { fieldClass, labelClass } from './field-styles.ts';

const text = adminMessages.dashboard;

/** yyyy-MM-dd ↔ a local Date at midnight, as the picker works in local days. */
const toDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};
const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A typed MM/dd/yyyy that names a real day, as yyyy-MM-dd; null for anything else. The picker's
 * own lenient parsing would turn 11/31/2026 into 12/01/2026 without a word.
 */
export function parseTypedDay(typed: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

type Field = 'start' | 'end';

/** Start and end date (react-datepicker, MM/dd/yyyy), loaded only by the dashboard. */
export default function DateRangeFields() {
  const startDate = useDashboardStore((state) => state.startDate);
  const endDate = useDashboardStore((state) => state.endDate);
  const setStartDate = useDashboardStore((state) => state.setStartDate);
  const setEndDate = useDashboardStore((state) => state.setEndDate);
  const startId = useId();
  const endId = useId();
  const errorId = useId();
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const start = toDate(startDate);
  const end = toDate(endDate);

  /** A chosen or typed day: kept only when the range still ends on or after its start. */
  const choose = (field: Field, day: string) => {
    const accepted = field === 'start' ? setStartDate(day) : setEndDate(day);
    setError(accepted ? null : { field, message: text.endBeforeStart });
  };

  /**
   * Typing: once the text is a whole date, one that does not exist (11/31/2026) is named and
   * changes nothing (the picker parses strictly); a real one reaches `onChange`.
   */
  const typed = (field: Field) => (event?: { target: EventTarget | null }) => {
    const input = event?.target;
    if (!(input instanceof HTMLInputElement)) return;
    const value = input.value.trim();
    const whole = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value) || value.length >= 10;
    if (whole && parseTypedDay(value) === null) {
      setError({ field, message: text.invalidDate });
    } else if (error?.message === text.invalidDate) {
      setError(null);
    }
  };

  const described = (field: Field) => (error?.field === field ? errorId : undefined);

  return (
    <>
      <div className="min-w-0">
        <label htmlFor={startId} className={labelClass}>
          Start date
        </label>
        <DatePicker
          id={startId}
          selected={start}
          onChange={(date: Date | null) => date && choose('start', toDay(date))}
          onChangeRaw={typed('start')}
          strictParsing
          selectsStart
          startDate={start}
          endDate={end}
          dateFormat="MM/dd/yyyy"
          className={fieldClass}
          wrapperClassName="block w-full"
          autoComplete="off"
          ariaInvalid={error?.field === 'start' ? 'true' : undefined}
          ariaDescribedBy={described('start')}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={endId} className={labelClass}>
          End date
        </label>
        <DatePicker
          id={endId}
          selected={end}
          onChange={(date: Date | null) => date && choose('end', toDay(date))}
          onChangeRaw={typed('end')}
          strictParsing
          selectsEnd
          startDate={start}
          endDate={end}
          dateFormat="MM/dd/yyyy"
          className={fieldClass}
          wrapperClassName="block w-full"
          autoComplete="off"
          ariaInvalid={error?.field === 'end' ? 'true' : undefined}
          ariaDescribedBy={described('end')}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="col-span-full text-sm font-semibold text-red-700">
          {error.message}
        </p>
      ) : null}
    </>
  );
}
