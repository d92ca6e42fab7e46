import { lazy, Suspense, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type AdminPromotion,
  PROMOTION_DEFAULTS,
  type PromotionInputBody,
  promotionInputSchema,
  sanitizeDiscountCode,
} from '../../../../shared/contracts/admin-promotions.ts';
import type { DiscountType } from '../../../../shared/domain/pricing.ts';
import { secondaryButtonClass, selectClass } from '../../../components/ui/admin-list-toolbar.tsx';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog.tsx';
import {
  type ControlProps,
  Field,
  FormError,
  InputField,
  inputClass,
  TextareaField,
} from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { api } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  CODE_LENGTH_RANGE,
  emptyPromotionForm,
  formToBody,
  generateDiscountCode,
  promotionToForm,
} from './promotion-form.ts';

// react-datepicker and its styles load with the form, not with the list.
const PromotionDateInput = lazy(() =>
  import('./promotion-date-field.tsx').then((module) => ({ default: module.PromotionDateInput })),
);

interface PromotionFormDialogProps {
  open: boolean;
  promotion: AdminPromotion | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a promotion in a modal; a failed save keeps the form open with the reason. */
export function PromotionFormDialog(props: PromotionFormDialogProps) {
  return (
    <FormDialog
      title={props.promotion ? 'Edit Promotion' : 'Add New Promotion'}
      open={props.open}
      onClose={props.onClose}
    >
      {props.open ? <PromotionForm key={props.promotion?.id ?? 'new'} {...props} /> : null}
    </FormDialog>
  );
}

function PromotionForm({ promotion, onClose, onSaved }: PromotionFormDialogProps) {
  const form = useSchemaForm({
    initial: promotion ? promotionToForm(promotion) : emptyPromotionForm(),
    schema: promotionInputSchema,
    toBody: formToBody,
  });
  const { values, errors, set } = form;
  const [codeLength, setCodeLength] = useState(String(PROMOTION_DEFAULTS.codeLength));
  const percentage = values.discountType === 'percentage';

  const send = async (body: PromotionInputBody) => {
    if (promotion) await api.put(`/admin/promotions/${promotion.id}`, body);
    else await api.post('/admin/promotions', body);
    onSaved();
  };

  const dateField = (field: 'startDate' | 'endDate', label: string, placeholder: string) => (
    <Field label={label} error={errors[field]}>
      {(control) => (
        <Suspense fallback={<DateInputFallback control={control} placeholder={placeholder} />}>
          <PromotionDateInput
            control={control}
            value={values[field]}
            placeholder={placeholder}
            onChange={(iso) => set(field, iso)}
          />
        </Suspense>
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.submit(send)} className="space-y-4 px-4 py-4 sm:px-6">
      <InputField
        label="Title"
        value={values.title}
        error={errors.title}
        required
        onChange={(title) => set('title', title)}
      />
      <TextareaField
        label="Full Message"
        rows={4}
        value={values.message}
        error={errors.message}
        required
        onChange={(message) => set('message', message)}
      />
      <ImageUrlField
        label="Image URL (optional)"
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(imageUrl) => set('imageUrl', imageUrl)}
      />
      <Field
        label="Discount Code"
        error={errors.discountCode}
        required
        hint="A–Z and 0–9 only; letters become capitals as you type."
      >
        {(control) => (
          <div className="flex flex-wrap items-stretch gap-2">
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              value={values.discountCode}
              onChange={(event) => set('discountCode', sanitizeDiscountCode(event.target.value))}
              className={`${inputClass} min-w-40 flex-1 font-mono tracking-wider uppercase`}
            />
            <div className="flex items-stretch gap-2">
              <label className="flex items-center gap-2 text-sm text-stone-700">
                Length
                <input
                  type="number"
                  aria-label="Code length"
                  min={CODE_LENGTH_RANGE.min}
                  max={CODE_LENGTH_RANGE.max}
                  value={codeLength}
                  onChange={(event) => setCodeLength(event.target.value)}
                  className={`${inputClass} w-20`}
                />
              </label>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() =>
                  set(
                    'discountCode',
                    generateDiscountCode(Number(codeLength) || PROMOTION_DEFAULTS.codeLength),
                  )
                }
              >
                Generate
              </button>
            </div>
          </div>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Discount Type" error={errors.discountType} required>
          {(control) => (
            <select
              {...control}
              value={values.discountType}
              onChange={(event) => set('discountType', event.target.value as DiscountType)}
              className={`${selectClass} w-full`}
            >
              <option value="fixed">Fixed amount (฿)</option>
              <option value="percentage">Percentage (%)</option>
            </select>
          )}
        </Field>
        <Field
          label={percentage ? 'Discount Value (%)' : 'Discount Value (฿)'}
          error={errors.discountValue}
          required
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={percentage ? 100 : undefined}
              step={0.01}
              value={values.discountValue}
              onChange={(event) => set('discountValue', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Max Uses" error={errors.maxUses} required>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.maxUses}
              onChange={(event) => set('maxUses', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField('startDate', 'Start Date', adminMessages.promotions.startsImmediately)}
        {dateField('endDate', 'End Date', adminMessages.promotions.noExpiry)}
      </div>
      <FormError
        message={form.formError ? adminMessages.promotions.saveFailed(form.formError) : null}
      />
      <FormDialogActions
        onCancel={onClose}
        submitLabel={promotion ? 'Update Promotion' : 'Add Promotion'}
        saving={form.saving}
        disabled={form.hasErrors}
      />
    </form>
  );
}

/** Holds the date box's place until the picker has loaded. */
function DateInputFallback({
  control,
  placeholder,
}: {
  control: ControlProps;
  placeholder: string;
}) {
  return (
    <input {...control} type="text" disabled placeholder={placeholder} className={inputClass} />
  );
}
