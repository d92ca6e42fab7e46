import { lazy, Suspense, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type AdminPromotion,
  PROMOTION_DEFAULTS,
  promotionInputSchema,
  sanitizeDiscountCode,
} from '../../../../shared/contracts/admin-promotions.ts';
import type { DiscountType } from '../../../../shared/domain/pricing.ts';
import {
  AdminFormDialog,
  type EditDialogProps,
  editDialog,
} from '../../../components/ui/admin-form-dialog.tsx';
import { secondaryButtonClass } from '../../../components/ui/admin-list-toolbar.tsx';
import {
  type ControlProps,
  Field,
  FormError,
  inputClass,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { call, client } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import {
  CODE_LENGTH_RANGE,
  emptyPromotionForm,
  formToBody,
  generateDiscountCode,
  promotionToForm,
} from './promotion-form.ts';

const text = adminMessages.promotionForm;
const typeOptions: readonly { value: DiscountType; label: string }[] = [
  { value: 'fixed', label: text.fixed },
  { value: 'percentage', label: text.percentage },
];

// react-datepicker and its styles load with the form, not with the list.
const PromotionDateInput = lazy(() =>
  import('./promotion-date-field.tsx').then((module) => ({ default: module.PromotionDateInput })),
);

type PromotionFormDialogProps = EditDialogProps<AdminPromotion>;

/** Add or edit a promotion in a modal; a failed save keeps the form open with the reason. */
export const PromotionFormDialog = editDialog(PromotionForm);

function PromotionForm({ item: promotion, onClose, onSaved }: PromotionFormDialogProps) {
  const form = useSchemaForm({
    initial: () => (promotion ? promotionToForm(promotion) : emptyPromotionForm()),
    schema: promotionInputSchema,
    toBody: formToBody,
    send: async (body) => {
      if (promotion) {
        await call(
          client.admin.promotions[':id'].$put({ param: { id: String(promotion.id) }, json: body }),
        );
      } else {
        await call(client.admin.promotions.$post({ json: body }));
      }
      onSaved();
    },
    failed: adminMessages.adminForm.saveFailed,
    formMessage: adminMessages.promotions.saveFailed,
    formErrorWithFields: true,
  });
  const { values, errors, set } = form;
  const [codeLength, setCodeLength] = useState(String(PROMOTION_DEFAULTS.codeLength));
  const percentage = values.discountType === 'percentage';

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
    <AdminFormDialog texts={text} editing={promotion !== null} onClose={onClose} form={form} long>
      <TextField label={text.title} required autoFocus {...form.bind('title')} />
      <TextareaField label={text.message} rows={4} required {...form.bind('message')} />
      <ImageUrlField label={text.image} {...form.bind('imageUrl')} />
      <TextField
        label={text.code}
        required
        hint={text.codeHint}
        autoComplete="off"
        spellCheck={false}
        value={values.discountCode}
        error={errors.discountCode}
        onChange={(code) => set('discountCode', sanitizeDiscountCode(code))}
        autoCapitalize="characters"
        inputClassName="min-w-40 flex-1 font-mono tracking-wider uppercase"
        after={
          <div className="flex items-stretch gap-2">
            <label className="flex items-center gap-2 text-sm text-stone-700">
              {text.length}
              <input
                type="number"
                aria-label={text.codeLength}
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
              {text.generate}
            </button>
          </div>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={text.discountType}
          required
          value={values.discountType}
          onChange={(type) => set('discountType', type)}
          options={typeOptions}
          error={errors.discountType}
        />
        <NumberField
          label={percentage ? text.valuePercent : text.valueBaht}
          required
          inputMode="decimal"
          min={0}
          max={percentage ? 100 : undefined}
          step={0.01}
          {...form.bind('discountValue')}
        />
        <NumberField label={text.maxUses} required min={1} step={1} {...form.bind('maxUses')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField('startDate', text.startDate, adminMessages.promotions.startsImmediately)}
        {dateField('endDate', text.endDate, adminMessages.promotions.noExpiry)}
      </div>
      <FormError message={form.formError} />
    </AdminFormDialog>
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
