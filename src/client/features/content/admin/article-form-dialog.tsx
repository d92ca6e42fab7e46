import type { AdminArticle, ArticleInput } from '../../../../shared/contracts/admin-content.ts';
import { articleInputSchema } from '../../../../shared/contracts/admin-content.ts';
import {
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/admin-list-toolbar.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { Field, FormError, inputClass } from '../../../components/ui/form-field.tsx';
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
    <Field label={label} error={errors[field]} required>
      {(control) => (
        <input
          {...control}
          type="text"
          value={values[field]}
          placeholder={placeholder}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={form.submit(send)} className="space-y-4 px-4 py-4 sm:px-6">
      {text('title', 'Title')}
      <div className="grid gap-4 sm:grid-cols-3">
        {text('author', 'Author')}
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
        {text('readTime', 'Read Time', '5 min read')}
      </div>
      <ImageUrlField
        label="Image URL"
        required
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(imageUrl) => set('imageUrl', imageUrl)}
      />
      <Field label="Excerpt" error={errors.excerpt} required>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={values.excerpt}
            onChange={(event) => set('excerpt', event.target.value)}
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
          {form.saving ? 'Saving...' : article ? 'Update Article' : 'Add Article'}
        </button>
      </div>
    </form>
  );
}
