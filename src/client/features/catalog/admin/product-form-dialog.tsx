import { adminMessages } from '../../../../shared/admin-messages.ts';
import { checkoutMessages } from '../../../../shared/checkout-messages.ts';
import {
  type AdminProduct,
  productCreateSchema,
  productUpdateSchema,
} from '../../../../shared/contracts/admin-catalog.ts';
import { CATEGORIES } from '../../../../shared/domain/categories.ts';
import { REFUSABLE_CARRIERS } from '../../../../shared/domain/shipping.ts';
import { legalMessages } from '../../../../shared/legal-messages.ts';
import { shippingMessages } from '../../../../shared/shipping-messages.ts';
import {
  AdminFormDialog,
  type EditDialogProps,
  editDialog,
} from '../../../components/ui/admin-form-dialog.tsx';
import {
  FormError,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { CheckboxField, Switch } from '../../../components/ui/toggle-fields.tsx';
import { call, client } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { LabelFields } from './label-fields.tsx';
import { PackSizesFields, useSizeMessages } from './pack-sizes-fields.tsx';
import {
  emptyProductForm,
  productFieldOf,
  productFormToBody,
  productToForm,
  validateProductForm,
} from './product-form.ts';

const text = adminMessages.productForm;
const shipping = shippingMessages.product;
const categoryOptions = CATEGORIES.map((category) => ({
  value: category.id,
  label: category.name,
}));

interface ProductFormDialogProps extends EditDialogProps<AdminProduct, AdminProduct> {
  /** Only admin and root may change promotion eligibility. */
  canSetEligibility: boolean;
}

/** Add or edit a product by the shop's field rules; nothing is sent while a field is wrong. */
export const ProductFormDialog = editDialog(ProductForm);

function ProductForm({
  item: product,
  canSetEligibility,
  onClose,
  onSaved,
}: ProductFormDialogProps) {
  const form = useSchemaForm({
    initial: () => (product ? productToForm(product) : emptyProductForm),
    schema: product ? productUpdateSchema : productCreateSchema,
    toBody: productFormToBody,
    check: validateProductForm,
    fieldOf: productFieldOf,
    // Each number says what is wrong with it as soon as it is typed.
    validateOn: 'change',
    send: async (body) => {
      const answer = product
        ? await call(
            client.admin.products[':id'].$put({ param: { id: String(product.id) }, json: body }),
          )
        : await call(client.admin.products.$post({ json: body }));
      onSaved(answer.product);
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
    // The server's messages on a size's field go to that size's row; the form tells the rest.
    onFailure: (caught) => {
      sizeMessages.failed(caught);
      return false;
    },
  });
  const { values, set } = form;
  const sizeMessages = useSizeMessages(values.variants, form.errors);

  return (
    <AdminFormDialog
      texts={text}
      editing={product !== null}
      onClose={onClose}
      form={{ ...form, hasErrors: form.hasErrors || sizeMessages.hasErrors }}
      long
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.name}
          required
          autoFocus
          className="sm:col-span-2"
          {...form.bind('name')}
        />
        <SelectField
          label={text.category}
          required
          value={values.category}
          onChange={(category) => set('category', category)}
          options={categoryOptions}
        />
        <TextField
          label={text.tags}
          hint={text.tagsHint}
          className="sm:col-span-2"
          {...form.bind('tags')}
        />
        <div className="sm:col-span-2">
          <ImageUrlField label={text.image} required {...form.bind('image')} />
        </div>
        <TextareaField
          label={text.description}
          rows={3}
          className="sm:col-span-2"
          {...form.bind('description')}
        />
        <TextareaField
          label={text.how2use}
          rows={3}
          className="sm:col-span-2"
          {...form.bind('how2use')}
        />
      </div>
      <PackSizesFields
        rows={values.variants}
        onChange={(rows) => set('variants', rows)}
        messages={sizeMessages}
        error={form.errors.variants}
      />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">{text.status}</legend>
        <Switch
          label={text.inStock}
          checked={values.inStock}
          onChange={(on) => set('inStock', on)}
        />
        <Switch
          label={text.onSale}
          checked={values.isOnSale}
          onChange={(on) => set('isOnSale', on)}
        />
        <CheckboxField
          label={text.eligible}
          checked={values.isEligibleForPromotion}
          disabled={!canSetEligibility}
          onChange={(on) => set('isEligibleForPromotion', on)}
        />
        <CheckboxField
          label={legalMessages.vatExempt}
          checked={values.vatExempt}
          onChange={(on) => set('vatExempt', on)}
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{shipping.heading}</legend>
        <CheckboxField
          label={shipping.codAllowed}
          checked={values.codAllowed}
          onChange={(on) => set('codAllowed', on)}
        />
        <p className="text-sm text-stone-700">{shipping.refusedCarriers}</p>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {REFUSABLE_CARRIERS.map((carrier) => (
            <CheckboxField
              key={carrier}
              label={checkoutMessages.parcel.carriers[carrier]}
              checked={values.refusedCarriers.includes(carrier)}
              onChange={(on) =>
                set(
                  'refusedCarriers',
                  on
                    ? [...values.refusedCarriers, carrier]
                    : values.refusedCarriers.filter((refused) => refused !== carrier),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <LabelFields
        value={values.label}
        onChange={(label) => set('label', label)}
        error={form.errors.label}
      />
      <FormError message={form.formError} />
    </AdminFormDialog>
  );
}
