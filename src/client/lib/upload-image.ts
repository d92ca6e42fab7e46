import type { UploadAnswer } from '../../shared/contracts/admin-catalog.ts';
import type { ErrorBody } from '../../shared/contracts/common.ts';
import { ApiError } from './api.ts';

/** Sends one picture to `POST /api/admin/uploads`; answers the URL it is served at. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/admin/uploads', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as ErrorBody | null)?.error ?? {
      code: 'INTERNAL',
      message: `HTTP ${response.status}`,
    };
    throw new ApiError(response.status, error);
  }
  return (data as UploadAnswer).url;
}
