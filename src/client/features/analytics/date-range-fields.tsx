import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useId } from 'react';
import { useDashboardStore } from './dashboard-store.ts';
import { fieldClass, labelClass } from './field-styles.ts';

/** yyyy-MM-dd ↔ a local Date at midnight, as the picker works in local days. */
const toDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};
const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Start and end date (react-datepicker, MM/dd/yyyy), loaded only by the dashboard. */
export default function DateRangeFields() {
  const startDate = useDashboardStore((state) => state.startDate);
  const endDate = useDashboardStore((state) => state.endDate);
  const setStartDate = useDashboardStore((state) => state.setStartDate);
  const setEndDate = useDashboardStore((state) => state.setEndDate);
  const startId = useId();
  const endId = useId();
  const start = toDate(startDate);
  const end = toDate(endDate);

  return (
    <>
      <div className="min-w-0">
        <label htmlFor={startId} className={labelClass}>
          Start date
        </label>
        <DatePicker
          id={startId}
          selected={start}
          onChange={(date: Date | null) => date && setStartDate(toDay(date))}
          selectsStart
          startDate={start}
          endDate={end}
          dateFormat="MM/dd/yyyy"
          className={fieldClass}
          wrapperClassName="block w-full"
          autoComplete="off"
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={endId} className={labelClass}>
          End date
        </label>
        <DatePicker
          id={endId}
          selected={end}
          onChange={(date: Date | null) => date && setEndDate(toDay(date))}
          selectsEnd
          startDate={start}
          endDate={end}
          minDate={start}
          dateFormat="MM/dd/yyyy"
          className={fieldClass}
          wrapperClassName="block w-full"
          autoComplete="off"
        />
      </div>
    </>
  );
}
