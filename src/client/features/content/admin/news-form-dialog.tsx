import { adminMessages } from '../../../../shared/admin-messages.ts';
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
import { CheckboxField } from '../../../components/ui/toggle-fields.tsx';
import { call, client } from '../../../lib/api.ts';
import { isoToBangkokInput, nowBangkokInput } from '../../../lib/datetime-local.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { ContentBodyField, PublishedDateField, withIsoDate } from './content-form-fields.tsx';

const text = adminMessages.newsForm;
const categoryOptions = NEWS_CATEGORIES.map((category) => ({
  value: category,
  label: text.categoryOption(category, NEWS_CATEGORY_LABELS[category]),
}));

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

const toBody = (values: NewsFormValues): NewsInputBody => withIsoDate(values);

type NewsFormDialogProps = EditDialogProps<AdminNews>;

/** Add or edit a news item; a failed save keeps the form open with the reason. */
export const NewsFormDialog = editDialog(NewsForm);

function NewsForm({ item, onClose, onSaved }: NewsFormDialogProps) {
  const form = useSchemaForm({
    initial: () => toValues(item),
    schema: newsInputSchema,
    toBody,
    send: async (body) => {
      if (item) {
        await call(client.admin.news[':id'].$put({ param: { id: String(item.id) }, json: body }));
      } else {
        await call(client.admin.news.$post({ json: body }));
      }
      onSaved();
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });
  const { values, set } = form;

  return (
    <AdminFormDialog texts={text} editing={item !== null} onClose={onClose} form={form} long>
      <TextField label={text.title} required autoFocus {...form.bind('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.category}
          required
          value={values.category}
          onChange={(category: NewsCategory) => set('category', category)}
          options={categoryOptions}
          error={form.errors.category}
        />
        <PublishedDateField label={text.publishedDate} {...form.bind('publishedDate')} />
      </div>
      <TextareaField label={text.summary} rows={3} required {...form.bind('summary')} />
      <ContentBodyField label={text.content} {...form.bind('content')} />
      <CheckboxField
        label={text.urgent}
        tone="red"
        checked={values.isUrgent}
        onChange={(urgent) => set('isUrgent', urgent)}
      />
      <FormError message={form.formError} />
    </AdminFormDialog>
  );
}
