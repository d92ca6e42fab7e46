// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiServer, errorReply } from '../../testing/api-mock.ts';
import { ApiError } from './api.ts';
import { uploadImage } from './upload-image.ts';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

const picture = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'farm.png', { type: 'image/png' });

// A multipart body: answered with msw's own handler (mockApi reads JSON bodies).
describe('uploading a picture', () => {
  it('sends the file as the form field `file` and answers the URL it is served at', async () => {
    const received: { type: string | null; body: string }[] = [];
    apiServer.use(
      http.post('*/api/admin/uploads', async ({ request }) => {
        received.push({ type: request.headers.get('content-type'), body: await request.text() });
        return HttpResponse.json(
          { url: '/uploads/0123456789abcdef0123456789abcdef.webp' },
          { status: 201 },
        );
      }),
    );
    expect(await uploadImage(picture())).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(received).toHaveLength(1);
    expect(received[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    // The file's name is the browser's to write (jsdom's File loses it); the server reads the bytes.
    expect(received[0]?.body).toContain('Content-Disposition: form-data; name="file"; filename=');
    expect(received[0]?.body).toContain('Content-Type: image/png');
  });

  it('throws the API’s refusal with its field message', async () => {
    const message = 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5 MB';
    apiServer.use(
      http.post('*/api/admin/uploads', () =>
        HttpResponse.json(errorReply('PAYLOAD_TOO_LARGE', message, { fields: { file: message } }), {
          status: 413,
        }),
      ),
    );
    const refusal = await uploadImage(picture()).catch((caught: unknown) => caught);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      fields: { file: message },
    });
  });
});
