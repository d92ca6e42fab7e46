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
import {
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, FormError, inputClass } from '../../../components/ui/form-field.tsx';
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
      <Field label="Title" error={errors.title} required>
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
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
        <Field label="Published Date" error={errors.publishedDate} required>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={values.publishedDate}
              onChange={(event) => set('publishedDate', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label="Summary" error={errors.summary} required>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.summary}
            onChange={(event) => set('summary', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Content"
        error={errors.content}
        required
        hint="Plain text; leave a blank line between paragraphs."
      >
        {(control) => (
          <textarea
            {...control}
            rows={8}
            value={values.content}
            onChange={(event) => set('content', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
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
      <div className="sticky bottom-0 -mx-4 -mb-4 flex justify-end gap-2 border-t border-stone-200 bg-white px-4 pt-4 pb-4 sm:-mx-6 sm:px-6">
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={form.hasErrors || form.saving}
          className={primaryButtonClass}
        >
          {form.saving ? 'Saving...' : item ? 'Update News' : 'Add News'}
        </button>
      </div>
    </form>
  );
}
