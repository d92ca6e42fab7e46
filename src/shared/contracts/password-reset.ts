import { z } from 'zod';
import { accountMessages } from '../account-messages.ts';
import { passwordResetMessages as text } from '../password-reset-messages.ts';
import { newPasswordSchema, phoneSchema } from './accounts.ts';
import { isoMoment } from './answer-fields.ts';

/** A reset code lives 30 minutes and is used once. */
export const RESET_CODE_MINUTES = 30;
export const RESET_CODE_LENGTH = 8;
/** A reset code goes by LINE only to a LINE link at least this old. */
export const LINE_RESET_LINK_HOURS = 24;

/** `POST /api/auth/reset`: phone, the 8-digit code from the shop, a new password twice. */
export const passwordResetRequestSchema = z
  .object({
    phone: phoneSchema,
    code: z
      .string({ error: text.codeRequired })
      .trim()
      .regex(/^\d{8}$/, text.codeRequired),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: accountMessages.login.passwordsDoNotMatch }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: accountMessages.login.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** `POST /api/auth/reset-code/line`: the customer asks for a code by LINE. */
export const lineResetCodeRequestSchema = z.object({ phone: phoneSchema });
export type LineResetCodeRequest = z.input<typeof lineResetCodeRequestSchema>;

/** `POST /api/admin/members/:id/reset-code`: the code, shown once, and when it stops working. */
export const resetCodeResponseSchema = z.strictObject({
  code: z.string().regex(/^\d{8}$/),
  expiresAt: isoMoment,
});
export type ResetCodeResponse = z.infer<typeof resetCodeResponseSchema>;

/** `POST /api/auth/reset-code/line`: the same answer whatever the phone. */
export const lineResetCodeResponseSchema = z.strictObject({ message: z.string() });
export type LineResetCodeResponse = z.infer<typeof lineResetCodeResponseSchema>;
