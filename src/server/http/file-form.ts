import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { AppError, errorBody } from './errors.ts';

/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/** What a route that takes one file says when it is missing or too large. */
export interface FileFormMessages {
  missingFile: string;
  tooLarge: string;
}

/**
 * One file, field `file` of a multipart form, of at most `maxBytes`: the body limit first (413
 * before the body is read past it), then the form: 400 without a non-empty file, 413 for a file
 * over the limit inside a body that fit. Two middlewares, in this order, before the handler; the
 * second is typed so the typed client knows to send `form: { file }`.
 */
export function fileForm(maxBytes: number, messages: FileFormMessages) {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge, { fields: { file: messages.tooLarge } });
  const limit = bodyLimit({
    maxSize: maxBytes + MULTIPART_SLACK_BYTES,
    onError: (c) => {
      const error = tooLarge();
      return c.json(errorBody(error.code, error.message, error.fields), 413);
    },
  });
  const form = createMiddleware<
    AppEnv,
    string,
    { in: { form: { file: File } }; out: { form: { file: File } } }
  >(async (c, next) => {
    let file: unknown;
    try {
      file = (await c.req.parseBody()).file;
    } catch {
      file = undefined;
    }
    if (!(file instanceof File) || file.size === 0) {
      throw new AppError('VALIDATION', messages.missingFile, {
        fields: { file: messages.missingFile },
      });
    }
    if (file.size > maxBytes) throw tooLarge();
    c.req.addValidatedData('form', { file });
    await next();
  });
  return { limit, form };
}
