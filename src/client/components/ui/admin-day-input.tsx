import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import {
  DAY_INPUT_FORMAT,
  DAY_PLACEHOLDER,
  dayToPickerDate,
  pickerDateToDay,
} from '../../lib/admin-format.ts';

export interface AdminDayInputProps {
  /** The input's id, for the label that names it. */
  id: string;
  /** The day as yyyy-MM-dd, or '' for none. */
  value: string;
  /**
   * A whole, real day (yyyy-MM-dd) picked or typed, or '' once the field is emptied: a day being
   * typed ("02/11/2" on the way to 02/11/2026) is not a day and changes nothing.
   */
  onChange: (day: string) => void;
  /** Set for a form that is sent as it is: a hidden field of this name carries the day. */
  name?: string;
  /** The earliest and latest days that may be chosen (yyyy-MM-dd). */
  min?: string;
  max?: string;
  className?: string;
}

/**
 * A day typed or picked as dd/MM/yyyy (admin-format's `DAY_INPUT_FORMAT`), whatever the
 * browser's language: the native date input shows the browser's own order (mm/dd/yyyy in an
 * English Chrome) and hands out year 0002 while the year is being typed. Loaded only with the
 * screens that use it (it brings react-datepicker).
 */
export default function AdminDayInput({
  id,
  value,
  onChange,
  name,
  min,
  max,
  className = '',
}: AdminDayInputProps) {
  return (
    <>
      <DatePicker
        id={id}
        selected={dayToPickerDate(value)}
        onChange={(date: Date | null) => onChange(date ? pickerDateToDay(date) : '')}
        strictParsing
        dateFormat={DAY_INPUT_FORMAT}
        placeholderText={DAY_PLACEHOLDER}
        minDate={dayToPickerDate(min ?? '') ?? undefined}
        maxDate={dayToPickerDate(max ?? '') ?? undefined}
        autoComplete="off"
        className={className}
        wrapperClassName="block w-full"
        popperPlacement="bottom-start"
        popperProps={{ strategy: 'fixed' }}
      />
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </>
  );
}
