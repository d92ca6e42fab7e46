import type { AdminArticle, ArticleInput } from '../../../../shared/contracts/admin-content.ts';
import { articleInputSchema } from '../../../../shared/contracts/admin-content.ts';
import { FormDialog, FormDialogActions } from '../../../components/ui/form-dialog.tsx';
import { FormError, InputField, TextareaField } from '../../../components/ui/form-field.tsx';
import { ImageUrlField } from '../../../components/ui/image-url-field.tsx';
import { api } from '../../../lib/api.ts';
import {
  bangkokInputToIso,
  isoToBangkokInput,
  nowBangkokInput,
} from '../../../lib/datetime-local.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';

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

const toBody = (values: ArticleFormValues): ArticleInput => ({
  ...values,
  publishedDate: bangkokInputToIso(values.publishedDate),
});

interface ArticleFormDialogProps {
  open: boolean;
  article: AdminArticle | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ArticleFormDialog(props: ArticleFormDialogProps) {
  return (
    <FormDialog
      title={props.article ? 'Edit Article' : 'Add New Article'}
      open={props.open}
      onClose={props.onClose}
    >
      {props.open ? <ArticleForm key={props.article?.id ?? 'new'} {...props} /> : null}
    </FormDialog>
  );
}

function ArticleForm({ article, onClose, onSaved }: ArticleFormDialogProps) {
  const form = useSchemaForm({ initial: toValues(article), schema: articleInputSchema, toBody });
  const { values, errors, set } = form;

  const send = async (body: ArticleInput) => {
    if (article) await api.put(`/admin/articles/${article.id}`, body);
    else await api.post('/admin/articles', body);
    onSaved();
  };

  const text = (field: 'title' | 'author' | 'readTime', label: string, placeholder?: string) => (
    <InputField
      label={label}
      value={values[field]}
      error={errors[field]}
      required
      placeholder={placeholder}
      onChange={(value) => set(field, value)}
    />
  );

  return (
    <form noValidate onSubmit={form.submit(send)} className="space-y-4 px-4 py-4 sm:px-6">
      {text('title', 'Title')}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('author', 'Author')}
        <InputField
          label="Published Date"
          type="datetime-local"
          value={values.publishedDate}
          error={errors.publishedDate}
          required
          onChange={(date) => set('publishedDate', date)}
        />
        {text('readTime', 'Read Time', '5 min read')}
      </div>
      <ImageUrlField
        label="Image URL"
        required
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(imageUrl) => set('imageUrl', imageUrl)}
      />
      <TextareaField
        label="Excerpt"
        rows={3}
        value={values.excerpt}
        error={errors.excerpt}
        required
        onChange={(excerpt) => set('excerpt', excerpt)}
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
      <FormError message={form.formError} />
      <FormDialogActions
        onCancel={onClose}
        submitLabel={article ? 'Update Article' : 'Add Article'}
        saving={form.saving}
        disabled={form.hasErrors}
      />
    </form>
  );
}
