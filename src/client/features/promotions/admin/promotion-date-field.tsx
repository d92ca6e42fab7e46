import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import { type ControlProps, inputClass } from '../../../components/ui/form-field.tsx';
import { DATE_TIME_INPUT_FORMAT, TIME_STEP_MINUTES } from '../../../lib/admin-format.ts';
import { isoToPickerDate, pickerDateToIso } from './promotion-form.ts';

interface PromotionDateInputProps {
  control: ControlProps;
  value: string | null;
  onChange: (iso: string | null) => void;
  placeholder: string;
}

/** A date and time in Bangkok time, picked or typed; empty means "no limit". */
export function PromotionDateInput({
  control,
  value,
  onChange,
  placeholder,
}: PromotionDateInputProps) {
  return (
    <DatePicker
      id={control.id}
      ariaInvalid={control['aria-invalid'] ? 'true' : undefined}
      ariaDescribedBy={control['aria-describedby']}
      selected={isoToPickerDate(value)}
      onChange={(date: Date | null) => onChange(pickerDateToIso(date))}
      showTimeSelect
      timeIntervals={TIME_STEP_MINUTES}
      timeFormat="HH:mm"
      timeCaption={adminMessages.promotionForm.time}
      dateFormat={DATE_TIME_INPUT_FORMAT}
      placeholderText={placeholder}
      isClearable
      clearButtonTitle={adminMessages.promotionForm.clearDate}
      autoComplete="off"
      className={inputClass}
      wrapperClassName="block w-full"
      popperPlacement="bottom-start"
      popperProps={{ strategy: 'fixed' }}
    />
  );
}
