import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { mayOpen } from '../../../shared/route-access.ts';
import type { RouteId } from '../../../shared/route-table.ts';
import { ApiError } from '../../lib/api.ts';
import { useSessionStore } from './session-store.ts';

const refusedAsNull = (caught: unknown) => {
  if (caught instanceof ApiError && caught.status === 403) return null;
  throw caught;
};

/**
 * An admin section's loader call, made once the session store knows the signed-in role may open
 * the section (its permission in the route table, the one the admin layout checks): null for a
 * role that may not, so no forbidden call leaves the page, and null too when the API refuses
 * with 403 all the same. A null list shows Access Denied (`LoadedRows`).
 */
export function askForSection<T>(section: RouteId, ask: () => Promise<T>): Promise<T | null> {
  const answer = (user: SessionUser | null) =>
    mayOpen(user?.role, section) ? ask().catch(refusedAsNull) : Promise.resolve(null);
  const { status, user, known } = useSessionStore.getState();
  // Known already: the call leaves at once, as the loader runs.
  return status === 'ready' ? answer(user) : known().then(answer);
}
