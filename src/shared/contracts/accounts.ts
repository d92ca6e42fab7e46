import { z } from 'zod';
import { ROLES } from '../domain/roles.ts';

/** The signed-in user as the API returns it: never a password or hash. */
export const sessionUserSchema = z.object({
  id: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  lastProfileEditAt: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
