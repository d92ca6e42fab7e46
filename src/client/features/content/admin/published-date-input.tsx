import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { type ControlProps, inputClass } from '../../../components/ui/form-field.tsx';
import { DATE_TIME_INPUT_FORMAT, TIME_STEP_MINUTES } from '../../../lib/admin-format.ts';
import { pickerDateToWallClock, wallClockToPickerDate } from '../../../lib/datetime-local.ts';

/**
 * When an article or a news item is published, typed or picked as dd/MM/yyyy HH:mm (the back
 * office's one date-time input, as the promotion form's); the value stays Bangkok wall-clock time
 * (yyyy-MM-ddTHH:mm). Loaded with the form, not with the list.
 */
export function PublishedDateInput({
  control,
  value,
  onChange,
}: {
  control: ControlProps;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <DatePicker
      id={control.id}
      ariaInvalid={control['aria-invalid'] ? 'true' : undefined}
      ariaDescribedBy={control['aria-describedby']}
      ariaRequired={control['aria-required'] ? 'true' : undefined}
      selected={wallClockToPickerDate(value)}
      onChange={(date: Date | null) => onChange(date ? pickerDateToWallClock(date) : '')}
      showTimeSelect
      timeIntervals={TIME_STEP_MINUTES}
      timeFormat="HH:mm"
      timeCaption={adminMessages.promotionForm.time}
      dateFormat={DATE_TIME_INPUT_FORMAT}
      strictParsing
      placeholderText={DATE_TIME_INPUT_FORMAT.toLowerCase()}
      autoComplete="off"
      className={inputClass}
      wrapperClassName="block w-full"
      popperPlacement="bottom-start"
      popperProps={{ strategy: 'fixed' }}
    />
  );
}
