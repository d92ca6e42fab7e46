import { adminMessages } from '../../../../shared/admin-messages.ts';
import {
  type AdminArticle,
  type ArticleInput,
  articleInputSchema,
} from '../../../../shared/contracts/admin-content.ts';
import {
  AdminFormDialog,
  type EditDialogProps,
  editDialog,
} from '../../../components/ui/admin-form-dialog.tsx';
import { FormError, TextareaField, TextField } from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { call, client } from '../../../lib/api.ts';
import { isoToBangkokInput, nowBangkokInput } from '../../../lib/datetime-local.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { ContentBodyField, PublishedDateField, withIsoDate } from './content-form-fields.tsx';

const text = adminMessages.articleForm;

interface ArticleFormValues {
  title: string;
  author: string;
  publishedDate: string;
  readTime: string;
  imageUrl: string;
  excerpt: string;
  content: string;
}

const toValues = (article: AdminArticle | null): ArticleFormValues =>
  article
    ? {
        title: article.title,
        author: article.author,
        publishedDate: isoToBangkokInput(article.publishedDate),
        readTime: article.readTime,
        imageUrl: article.imageUrl,
        excerpt: article.excerpt,
        content: article.content,
      }
    : {
        title: '',
        author: '',
        publishedDate: nowBangkokInput(),
        readTime: '',
        imageUrl: '',
        excerpt: '',
        content: '',
      };

const toBody = (values: ArticleFormValues): ArticleInput => withIsoDate(values);

type ArticleFormDialogProps = EditDialogProps<AdminArticle>;

/** Add or edit an article; a failed save keeps the form open with the reason. */
export const ArticleFormDialog = editDialog(ArticleForm);

function ArticleForm({ item: article, onClose, onSaved }: ArticleFormDialogProps) {
  const form = useSchemaForm({
    initial: () => toValues(article),
    schema: articleInputSchema,
    toBody,
    send: async (body) => {
      if (article) {
        await call(
          client.admin.articles[':id'].$put({ param: { id: String(article.id) }, json: body }),
        );
      } else {
        await call(client.admin.articles.$post({ json: body }));
      }
      onSaved();
    },
    failed: adminMessages.adminForm.saveFailed,
    formErrorWithFields: true,
  });

  return (
    <AdminFormDialog texts={text} editing={article !== null} onClose={onClose} form={form} long>
      <TextField label={text.title} required autoFocus {...form.bind('title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={text.author} required {...form.bind('author')} />
        <PublishedDateField label={text.publishedDate} {...form.bind('publishedDate')} />
        <TextField
          label={text.readTime}
          required
          placeholder={text.readTimePlaceholder}
          {...form.bind('readTime')}
        />
      </div>
      <ImageUrlField label={text.image} required {...form.bind('imageUrl')} />
      <TextareaField label={text.excerpt} rows={3} required {...form.bind('excerpt')} />
      <ContentBodyField label={text.content} {...form.bind('content')} />
      <FormError message={form.formError} />
    </AdminFormDialog>
  );
}
