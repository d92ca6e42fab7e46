import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import {
  type AuthResponse,
  loginRequestSchema,
  registerRequestSchema,
  type SessionResponse,
  type UpdateProfileResponse,
  updateProfileRequestSchema,
} from '../../shared/contracts/accounts.ts';
import {
  type LineResetCodeResponse,
  lineResetCodeRequestSchema,
  passwordResetRequestSchema,
} from '../../shared/contracts/password-reset.ts';
import { passwordResetMessages } from '../../shared/password-reset-messages.ts';
import { countAgainstLimit, limitPerAddress } from '../http/address-limits.ts';
import { requestChannel } from '../http/channel.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/input.ts';
import {
  clearSessionCookie,
  requirePermission,
  requireUser,
  setSessionCookie,
} from '../http/session.ts';
import { login, logout, registerCustomer, toApiUser, updateOwnProfile } from './auth.service.ts';
import { resetPassword, sendResetCodeByLine } from './password-reset.service.ts';

const phoneKey = (phone: string) => createHash('sha256').update(phone).digest('hex');

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/auth/register',
    limitPerAddress('register'),
    jsonBody(registerRequestSchema),
    async (c) => {
      const { confirmPassword: _confirm, ...input } = c.req.valid('json');
      const { user, session } = await registerCustomer(c.var.db, input, c.var.sessionToken);
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json<AuthResponse>({ user }, 201);
    },
  )
  .post('/auth/login', limitPerAddress('login'), jsonBody(loginRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const { user, session } = await login(c.var.db, input, c.var.sessionToken, requestChannel(c));
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json<AuthResponse>({ user });
  })
  // A reset code counts against the login's limits: it is a way in.
  .post(
    '/auth/reset',
    limitPerAddress('login'),
    jsonBody(passwordResetRequestSchema),
    async (c) => {
      const { user, session } = await resetPassword(c.var.db, c.req.valid('json'));
      setSessionCookie(c, session.token, session.expiresAt);
      return c.json<AuthResponse>({ user });
    },
  )
  // The same 202 whether the phone is a member's, and whether they linked LINE.
  .post(
    '/auth/reset-code/line',
    limitPerAddress('resetCodeLine'),
    jsonBody(lineResetCodeRequestSchema),
    async (c) => {
      const { phone } = c.req.valid('json');
      const factor = c.var.config.RATE_LIMIT_FACTOR;
      await countAgainstLimit(c.var.db, 'resetCodeLinePhone', phoneKey(phone), factor);
      await sendResetCodeByLine(c.var.db, phone);
      return c.json<LineResetCodeResponse>({ message: passwordResetMessages.lineSent }, 202);
    },
  )
  .post('/auth/logout', async (c) => {
    await logout(c.var.db, c.var.sessionToken);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .get('/auth/me', (c) => {
    // A cookie whose session is gone (expired, logged out) is dropped with the 401.
    if (!c.var.user && c.var.sessionToken) clearSessionCookie(c);
    return c.json<AuthResponse>({ user: toApiUser(requireUser(c)) });
  })
  .get('/auth/session', (c) => {
    // The SPA's first load asks who is signed in; a visitor is an answer, not an error.
    if (!c.var.user && c.var.sessionToken) clearSessionCookie(c);
    const user = c.var.user ? toApiUser(c.var.user) : null;
    return c.json<SessionResponse>({ user });
  })
  // Customers edit their own profile; staff are edited in the back office (403).
  .patch(
    '/me',
    requirePermission('profile:edit'),
    jsonBody(updateProfileRequestSchema),
    async (c) => {
      const { phone: _phone, ...input } = c.req.valid('json');
      const user = requireUser(c);
      return c.json<UpdateProfileResponse>(await updateOwnProfile(c.var.db, user.id, input));
    },
  );
