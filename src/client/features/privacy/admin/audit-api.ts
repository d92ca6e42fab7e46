import type { AuditQuery } from '../../../../shared/contracts/staff-audit.ts';
import { call, client } from '../../../lib/api.ts';

/** A page of the staff audit with the filters the address names. */
export function fetchAudit(query: AuditQuery, signal?: AbortSignal) {
  return call(client.admin.audit.$get({ query }, { init: { signal } }));
}

/** The staff who appear in the audit, for its filter. */
export function fetchAuditActors(signal?: AbortSignal) {
  return call(client.admin.audit.actors.$get({}, { init: { signal } }));
}
