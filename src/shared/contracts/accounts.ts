import { z } from 'zod';
import { accountMessages } from '../account-messages.ts';
import { normalizePhone, THAI_PHONE_PATTERN } from '../domain/phone.ts';
import { ROLES } from '../domain/roles.ts';
import { pageQuerySchema } from './common.ts';

const text = accountMessages.login;

// The answers (the signed-in user, members) are in accounts-answers.ts, out of the SPA's chunks.
export type {
  AuthResponse,
  Member,
  MemberResponse,
  SessionResponse,
  SessionUser,
  UpdateProfileResponse,
} from './accounts-answers.ts';

export const NAME_MAX = 100;
export const ADDRESS_MAX = 500;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** Days a customer waits between two edits of their personal information. */
export const PROFILE_EDIT_COOLDOWN_DAYS = 7;

/**
 * Passwords refused at registration: the most used ones, first in every guessing list.
 * Compared case-insensitively after trimming.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  '111111',
  '11111111',
  '000000',
  '00000000',
  '123123',
  '123321',
  '654321',
  '666666',
  '888888',
  '999999',
  '112233',
  '121212',
  '123qwe',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'a123456',
  'iloveyou',
  'admin123',
  'welcome',
  'letmein',
  'football',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  '1q2w3e4r',
  'asdfgh',
  'zxcvbnm',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX, text.nameTooLong);

/** Spaces and dashes removed; a Thai number of 9 or 10 digits starting with 0. */
export const phoneSchema = z
  .string({ error: text.phoneRequired })
  .max(30, text.phoneInvalid)
  .transform(normalizePhone)
  .pipe(z.string().min(1, text.phoneRequired).regex(THAI_PHONE_PATTERN, text.phoneInvalid));

const requiredAddress = z
  .string({ error: text.addressRequired })
  .trim()
  .min(1, text.addressRequired)
  .max(ADDRESS_MAX, text.addressTooLong);

/** A new password, by registration's rules (a reset sets one by the same rules). */
export const newPasswordSchema = z
  .string({ error: text.passwordRequired })
  .min(1, text.passwordRequired)
  .min(PASSWORD_MIN, text.passwordTooShort)
  .max(PASSWORD_MAX, text.passwordTooLong)
  .refine((password) => !isCommonPassword(password), text.commonPassword);

export const registerRequestSchema = z
  .object({
    firstName: name(text.firstNameRequired),
    lastName: name(text.lastNameRequired),
    phone: phoneSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: text.passwordsDoNotMatch }),
    address: requiredAddress,
    /** The privacy notice in force, read and accepted: no account without it (PDPA). */
    acceptPrivacyNotice: z.literal(true, { error: accountMessages.privacy.mustAccept }),
    /** News and promotions by mail or LINE: a separate choice, off unless ticked. */
    marketingConsent: z.boolean({ error: accountMessages.privacy.invalidChoice }).default(false),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: text.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Say it even when another field is wrong too, so the form shows every problem at once.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  phone: phoneSchema,
  password: z
    .string({ error: text.passwordRequired })
    .min(1, text.passwordRequired)
    .max(PASSWORD_MAX, text.passwordTooLong),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A customer edits only first name, last name and address; the phone is refused. */
export const updateProfileRequestSchema = z.object({
  firstName: name(text.firstNameRequired),
  lastName: name(text.lastNameRequired),
  address: requiredAddress,
  phone: z.undefined({ error: accountMessages.profile.phoneNotEditable }).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProfileEditLock {
  locked: boolean;
  /** When editing opens again; null when it was never edited. */
  nextEditAt: Date | null;
  /** Whole days left, rounded up; 0 when unlocked. */
  daysRemaining: number;
}

/** Editing is allowed when there is no last edit or 7 days have passed since it. */
export function profileEditLock(
  lastEditAt: string | Date | null,
  now: Date = new Date(),
): ProfileEditLock {
  if (!lastEditAt) return { locked: false, nextEditAt: null, daysRemaining: 0 };
  const nextEditAt = new Date(new Date(lastEditAt).getTime() + PROFILE_EDIT_COOLDOWN_DAYS * DAY_MS);
  const left = nextEditAt.getTime() - now.getTime();
  return {
    locked: left > 0,
    nextEditAt,
    daysRemaining: left > 0 ? Math.ceil(left / DAY_MS) : 0,
  };
}

// ---- Members (admin) ----

export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const membersQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type MembersQuery = z.input<typeof membersQuerySchema>;

/** Staff edit of a member: details and role; absent fields stay as they are. */
export const updateMemberRequestSchema = z.object({
  firstName: name(text.firstNameRequired).optional(),
  lastName: name(text.lastNameRequired).optional(),
  phone: phoneSchema.optional(),
  address: z
    .string({ error: text.addressRequired })
    .trim()
    .max(ADDRESS_MAX, text.addressTooLong)
    .optional(),
  role: z.enum(ROLES, { error: 'Unknown role' }).optional(),
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;

export const memberStatusRequestSchema = z.object({
  status: z.enum(MEMBER_STATUSES, { error: 'Status must be active or inactive' }),
});
export type MemberStatusRequest = z.input<typeof memberStatusRequestSchema>;
