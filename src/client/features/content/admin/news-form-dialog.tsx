import {
  type AdminNews,
  type NewsInputBody,
  newsInputSchema,
} from '../../../../shared/contracts/admin-content.ts';
import {
  NEWS_CATEGORIES,
  NEWS_CATEGORY_LABELS,
  type NewsCategory,
} from '../../../../shared/domain/categories.ts';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog.tsx';
import {
  Field,
  FormError,
  InputField,
  inputClass,
  TextareaField,
} from '../../../components/ui/form-field.tsx';
import { api } from '../../../lib/api.ts';
import {
  bangkokInputToIso,
  isoToBangkokInput,
  nowBangkokInput,
} from '../../../lib/datetime-local.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

interface NewsFormValues {
  title: string;
  category: NewsCategory;
  publishedDate: string;
  summary: string;
  content: string;
  isUrgent: boolean;
}

const toValues = (item: AdminNews | null): NewsFormValues =>
  item
    ? {
        title: item.title,
        category: item.category,
        publishedDate: isoToBangkokInput(item.publishedDate),
        summary: item.summary,
        content: item.content,
        isUrgent: item.isUrgent,
      }
    : {
        title: '',
        category: 'Policy',
        publishedDate: nowBangkokInput(),
        summary: '',
        content: '',
        isUrgent: false,
      };

const toBody = (values: NewsFormValues): NewsInputBody => ({
  ...values,
  publishedDate: bangkokInputToIso(values.publishedDate),
});

interface NewsFormDialogProps {
  open: boolean;
  item: AdminNews | null;
  onClose: () => void;
  onSaved: () => void;
}

export function NewsFormDialog(props: NewsFormDialogProps) {
  return (
    <FormDialog
      title={props.item ? 'Edit News' : 'Add News'}
      open={props.open}
      onClose={props.onClose}
    >
      {props.open ? <NewsForm key={props.item?.id ?? 'new'} {...props} /> : null}
    </FormDialog>
  );
}

function NewsForm({ item, onClose, onSaved }: NewsFormDialogProps) {
  const form = useSchemaForm({ initial: toValues(item), schema: newsInputSchema, toBody });
  const { values, errors, set } = form;

  const send = async (body: NewsInputBody) => {
    if (item) await api.put(`/admin/news/${item.id}`, body);
    else await api.post('/admin/news', body);
    onSaved();
  };

  return (
    <form noValidate onSubmit={form.submit(send)} className="space-y-4 px-4 py-4 sm:px-6">
      <InputField
        label="Title"
        value={values.title}
        error={errors.title}
        required
        onChange={(title) => set('title', title)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errors.category} required>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => set('category', event.target.value as NewsCategory)}
              className={inputClass}
            >
              {NEWS_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category} ({NEWS_CATEGORY_LABELS[category]})
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField
          label="Published Date"
          type="datetime-local"
          value={values.publishedDate}
          error={errors.publishedDate}
          required
          onChange={(date) => set('publishedDate', date)}
        />
      </div>
      <TextareaField
        label="Summary"
        rows={3}
        value={values.summary}
        error={errors.summary}
        required
        onChange={(summary) => set('summary', summary)}
      />
      <TextareaField
        label="Content"
        rows={8}
        value={values.content}
        error={errors.content}
        required
        hint="Plain text; leave a blank line between paragraphs."
        onChange={(content) => set('content', content)}
      />
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          checked={values.isUrgent}
          onChange={(event) => set('isUrgent', event.target.checked)}
          className="size-5 accent-red-700"
        />
        Urgent
      </label>
      <FormError message={form.formError} />
      <FormDialogActions
        onCancel={onClose}
        submitLabel={item ? 'Update News' : 'Add News'}
        saving={form.saving}
        disabled={form.hasErrors}
      />
    </form>
  );
}
