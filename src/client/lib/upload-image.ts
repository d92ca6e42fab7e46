import { call, client } from './api.ts';

/** Sends one picture to `POST /api/admin/uploads`; answers the URL it is served at. */
export async function uploadImage(file: File): Promise<string> {
  const { url } = await call(client.admin.uploads.$post({ form: { file } }));
  return url;
}
