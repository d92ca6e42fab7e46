import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useId, useState } from 'react';
import { analyticsMessages } from '../../../shared/analytics-messages.ts';
import {
  dayToPickerDate,
  LOG_RANGE_INPUT_FORMAT,
  parseTypedDay as parseDay,
  pickerDateToDay,
} from '../../lib/admin-format.ts';
import { fieldClass, labelClass } from './field-styles.ts';

const text = analyticsMessages.range;

/** yyyy-MM-dd ↔ the picker's local Date at that day's midnight (admin-format.ts). */
const toDate = (day: string) => dayToPickerDate(day) ?? new Date();
const toDay = pickerDateToDay;

/**
 * A typed MM/dd/yyyy (the spec's format for this picker) that names a real day, as yyyy-MM-dd;
 * null for anything else. The picker's own lenient parsing would turn 11/31/2026 into 12/01/2026
 * without a word.
 */
export function parseTypedDay(typed: string): string | null {
  return parseDay(typed, LOG_RANGE_INPUT_FORMAT);
}

type End = 'from' | 'to';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  /** The range with a newly chosen day; false when it ends before it starts (nothing changes). */
  onChange: (range: { from: string; to: string }) => boolean;
}

/** Start and end date (react-datepicker, the spec's MM/dd/yyyy), loaded only by the dashboard. */
export default function DateRangeFields({ from, to, onChange }: DateRangeFieldsProps) {
  const errorId = useId();
  const [error, setError] = useState<{ end: End; message: string } | null>(null);
  // The days as chosen, shown at once (the URL follows when the new figures arrive).
  const [chosen, setChosen] = useState({ from, to });
  const [given, setGiven] = useState({ from, to });
  if (given.from !== from || given.to !== to) {
    setGiven({ from, to });
    setChosen({ from, to });
  }
  const range = { start: toDate(chosen.from), end: toDate(chosen.to) };

  /** A chosen or typed day: kept only when the range still ends on or after its start. */
  const choose = (end: End, day: string) => {
    const next = { ...chosen, [end]: day };
    const accepted = onChange(next);
    if (accepted) setChosen(next);
    setError(accepted ? null : { end, message: text.endBeforeStart });
  };

  /**
   * Typing: once the text is a whole date, one that does not exist (11/31/2026) is named and
   * changes nothing (the picker parses strictly); a real one reaches `onChange`.
   */
  const typed = (end: End) => (event?: { target: EventTarget | null }) => {
    const input = event?.target;
    if (!(input instanceof HTMLInputElement)) return;
    const value = input.value.trim();
    const whole = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value) || value.length >= 10;
    if (whole && parseTypedDay(value) === null) {
      setError({ end, message: text.invalidDate });
    } else if (error?.message === text.invalidDate) {
      setError(null);
    }
  };

  const field = (end: End) => (
    <DayField
      label={end === 'from' ? text.start : text.end}
      end={end}
      selected={end === 'from' ? range.start : range.end}
      range={range}
      onChange={(date) => choose(end, toDay(date))}
      onType={typed(end)}
      invalid={error?.end === end}
      errorId={errorId}
    />
  );

  return (
    <>
      {field('from')}
      {field('to')}
      {error ? (
        <p id={errorId} role="alert" className="col-span-full text-sm font-semibold text-red-700">
          {error.message}
        </p>
      ) : null}
    </>
  );
}

function DayField({
  label,
  end,
  selected,
  range,
  onChange,
  onType,
  invalid,
  errorId,
}: {
  label: string;
  end: End;
  selected: Date;
  range: { start: Date; end: Date };
  onChange: (date: Date) => void;
  onType: (event?: { target: EventTarget | null }) => void;
  invalid: boolean;
  errorId: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <DatePicker
        id={id}
        selected={selected}
        onChange={(date: Date | null) => date && onChange(date)}
        onChangeRaw={onType}
        strictParsing
        selectsStart={end === 'from'}
        selectsEnd={end === 'to'}
        startDate={range.start}
        endDate={range.end}
        dateFormat={LOG_RANGE_INPUT_FORMAT}
        className={fieldClass}
        wrapperClassName="block w-full"
        autoComplete="off"
        ariaInvalid={invalid ? 'true' : undefined}
        ariaDescribedBy={invalid ? errorId : undefined}
      />
    </div>
  );
}
