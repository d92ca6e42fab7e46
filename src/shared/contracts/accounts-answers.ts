import { z } from 'zod';
import { THAI_PHONE_PATTERN } from '../domain/phone.ts';
import { ROLES } from '../domain/roles.ts';
import { MEMBER_STATUSES } from './accounts.ts';
import { isoMoment } from './answer-fields.ts';

// Answers of the accounts API, apart from accounts.ts: the SPA's forms import that file's
// schemas, and these would only add weight to their chunks.

/** What every answer about an account says of it: never a password or hash. */
const accountFields = {
  id: z.uuid(),
  phone: z.string().regex(THAI_PHONE_PATTERN),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  role: z.enum(ROLES),
  createdAt: isoMoment,
};

/** The signed-in user as the API returns it. */
export const sessionUserSchema = z.strictObject({
  ...accountFields,
  lastProfileEditAt: isoMoment.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/auth/register`, `POST /api/auth/login`, `GET /api/auth/me`. */
export const authResponseSchema = z.strictObject({ user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `PATCH /api/me`: the user as edited and when the next edit is allowed. */
export const updateProfileResponseSchema = z.strictObject({
  user: sessionUserSchema,
  nextEditAt: isoMoment,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** `GET /api/auth/session`: who is signed in, `null` for a visitor (never a 401). */
export const sessionResponseSchema = z.strictObject({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A member row in the admin list. */
export const memberSchema = z.strictObject({
  ...accountFields,
  status: z.enum(MEMBER_STATUSES),
  isLocked: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** `PATCH /api/admin/members/:id`, `…/unlock`, `…/status`. */
export const memberResponseSchema = z.strictObject({ member: memberSchema });
export type MemberResponse = z.infer<typeof memberResponseSchema>;
