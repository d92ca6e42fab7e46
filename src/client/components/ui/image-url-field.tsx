import { useId, useState } from 'react';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { MAX_UPLOAD_BYTES } from '../../../shared/contracts/admin-catalog.ts';
import { isImageUrl } from '../../../shared/contracts/admin-fields.ts';
import { ApiError } from '../../lib/api.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import { Field, inputClass } from './form-field.tsx';
import { Spinner } from './spinner.tsx';

const text = adminMessages.upload;

interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** The kit's picture field: an address typed in, or a picture uploaded from the device; with a preview. */
export function ImageUrlField({ label, value, onChange, error, required }: ImageUrlFieldProps) {
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(text.tooLarge);
      return;
    }
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (caught) {
      setUploadError(caught instanceof ApiError ? caught.message : text.failed);
    } finally {
      setUploading(false);
    }
  };

  const shownError = uploadError ?? error;
  return (
    <Field label={label} error={shownError} required={required}>
      {(control) => (
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1 space-y-2">
            <input
              {...control}
              type="text"
              inputMode="url"
              autoComplete="off"
              value={value}
              placeholder={text.placeholder}
              onChange={(event) => {
                setUploadError(null);
                onChange(event.target.value);
              }}
              className={inputClass}
            />
            <div className="flex flex-wrap items-center gap-2">
              <label
                htmlFor={fileId}
                className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                {uploading ? <Spinner className="size-4" /> : null}
                {uploading ? text.uploading : text.button}
                <input
                  id={fileId}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="sr-only"
                  disabled={uploading}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void upload(file);
                  }}
                />
              </label>
              <span className="text-xs text-stone-500">{text.formats}</span>
            </div>
          </div>
          <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
            {isImageUrl(value.trim()) ? (
              <img
                src={value.trim()}
                width={80}
                height={80}
                alt={text.preview}
                className="size-full object-contain"
              />
            ) : (
              <span className="px-1 text-center text-xs text-stone-600">{text.none}</span>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
