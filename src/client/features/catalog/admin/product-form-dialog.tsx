import { type FormEvent, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages.ts';
import type { ProductAnswer } from '../../../../shared/contracts/admin-catalog.ts';
import type { Product } from '../../../../shared/contracts/catalog.ts';
import { CATEGORIES, type CategoryId } from '../../../../shared/domain/categories.ts';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog.tsx';
import {
  Field,
  FormError,
  InputField,
  inputClass,
  Switch,
  TextareaField,
} from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import {
  checkProductBody,
  emptyProductForm,
  fieldErrorsFromServer,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormMode,
  type ProductFormValues,
  productFormToBody,
  productToForm,
  validateProductField,
  validateProductForm,
} from './product-form.ts';

interface ProductFormDialogProps {
  open: boolean;
  /** The product being edited; none to add a new one. */
  product: Product | null;
  /** Only admin and root may change promotion eligibility. */
  canSetEligibility: boolean;
  onClose: () => void;
  onSaved: (product: Product) => void;
}

/** Add or edit a product by the shop's field rules; nothing is sent while a field is wrong. */
export function ProductFormDialog(props: ProductFormDialogProps) {
  const title = props.product ? 'Edit Product' : 'Add New Product';
  return (
    <FormDialog title={title} open={props.open} onClose={props.onClose}>
      {props.open ? <ProductForm key={props.product?.id ?? 'new'} {...props} /> : null}
    </FormDialog>
  );
}

function ProductForm({ product, canSetEligibility, onClose, onSaved }: ProductFormDialogProps) {
  const mode: ProductFormMode = product ? 'update' : 'create';
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productToForm(product) : emptyProductForm,
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hasErrors = Object.values(errors).some(Boolean);

  const set = <F extends ProductFormField>(field: F, value: ProductFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => ({ ...current, [field]: validateProductField(field, next, mode) }));
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateProductForm(values, mode);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const body = productFormToBody(values);
    const checked = checkProductBody(body, mode);
    if (Object.keys(checked).length > 0) {
      setErrors(checked);
      return;
    }
    setSaving(true);
    try {
      const answer = product
        ? await api.put<ProductAnswer>(`/admin/products/${product.id}`, body)
        : await api.post<ProductAnswer>('/admin/products', body);
      onSaved(answer.product);
    } catch (caught) {
      if (caught instanceof ApiError && Object.keys(caught.fields).length > 0) {
        setErrors(fieldErrorsFromServer(caught.fields));
      }
      setFormError(
        caught instanceof ApiError ? caught.message : adminMessages.adminForm.saveFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  const numberField = (field: ProductFormField, label: string, required = false, hint?: string) => (
    <Field label={label} error={errors[field]} required={required} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values[field] as string}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4 px-4 py-4 sm:px-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Product Name"
          value={values.name}
          error={errors.name}
          required
          className="sm:col-span-2"
          onChange={(name) => set('name', name)}
        />
        <Field label="Category" required>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => set('category', event.target.value as CategoryId)}
              className={inputClass}
            >
              {CATEGORIES.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {numberField('price', 'Price (฿)', true)}
        {numberField('originalPrice', 'Original Price (฿)')}
        {numberField(
          'stockCount',
          'Stock Count',
          true,
          mode === 'update' ? '0 = out of stock' : undefined,
        )}
        {numberField('memberPoints', 'Member Points')}
        <InputField
          label="Tags"
          value={values.tags}
          error={errors.tags}
          hint="Comma separated, e.g. ข้าว, หญ้าใบแคบ"
          className="sm:col-span-2"
          onChange={(tags) => set('tags', tags)}
        />
        <div className="sm:col-span-2">
          <ImageUrlField
            label="Image URL"
            required
            value={values.image}
            error={errors.image}
            onChange={(image) => set('image', image)}
          />
        </div>
        <TextareaField
          label="Description"
          rows={3}
          value={values.description}
          error={errors.description}
          className="sm:col-span-2"
          onChange={(text) => set('description', text)}
        />
        <TextareaField
          label="How to Use"
          rows={3}
          value={values.how2use}
          error={errors.how2use}
          className="sm:col-span-2"
          onChange={(text) => set('how2use', text)}
        />
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Status</legend>
        <Switch label="In Stock" checked={values.inStock} onChange={(on) => set('inStock', on)} />
        <Switch label="On Sale" checked={values.isOnSale} onChange={(on) => set('isOnSale', on)} />
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={values.isEligibleForPromotion}
            disabled={!canSetEligibility}
            onChange={(event) => set('isEligibleForPromotion', event.target.checked)}
            className="size-5 accent-brand-700"
          />
          Eligible for promotion
        </label>
      </fieldset>
      <FormError message={formError} />
      <FormDialogActions
        onCancel={onClose}
        submitLabel={product ? 'Update Product' : 'Add Product'}
        saving={saving}
        disabled={hasErrors}
      />
    </form>
  );
}
