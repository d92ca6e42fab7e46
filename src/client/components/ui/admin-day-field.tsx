import { lazy, Suspense, useId } from 'react';
import { DAY_PLACEHOLDER, formatInputDay } from '../../lib/admin-format.ts';
import type { AdminDayInputProps } from './admin-day-input.tsx';

const AdminDayInput = lazy(() => import('./admin-day-input.tsx'));

/**
 * A labelled day of a back-office filter, typed or picked as dd/MM/yyyy: the label beside the
 * field (`inline`) or above it. Until the picker's code arrives a box of the same size shows the
 * day, so nothing moves (the label names the field once it can be typed in).
 */
export function AdminDayField({
  label,
  inline = false,
  labelClassName = '',
  className = '',
  inputClassName,
  ...input
}: Omit<AdminDayInputProps, 'id' | 'className'> & {
  label: string;
  inline?: boolean;
  labelClassName?: string;
  className?: string;
  inputClassName: string;
}) {
  const id = useId();
  return (
    <div className={`${inline ? 'flex items-center gap-2' : 'grid gap-1'} ${className}`}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="min-w-0 flex-1">
        <Suspense
          fallback={
            <div aria-hidden="true" className={`${inputClassName} w-full text-stone-500`}>
              {formatInputDay(input.value) || DAY_PLACEHOLDER}
            </div>
          }
        >
          <AdminDayInput id={id} className={`${inputClassName} w-full`} {...input} />
        </Suspense>
      </div>
    </div>
  );
}
