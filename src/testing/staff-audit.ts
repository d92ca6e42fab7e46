import { expect } from 'vitest';
import { type AuditEntry, auditPageSchema } from '../shared/contracts/staff-audit.ts';
import { expectAnswer, type TestClient } from './api-client.ts';

type AuditQuery = { actor?: string; action?: string; from?: string; to?: string; page?: string };

/** `GET /api/admin/audit` as the audit page asks it. */
export const auditPage = (client: TestClient, query: AuditQuery = {}) =>
  client.api.admin.audit.$get({ query });

/**
 * The audit's entries about one record, newest first, as `GET /api/admin/audit` lists them for
 * an action (`order.ship`) or a kind (`order`); every page is read.
 */
export async function auditEntriesOf(
  client: TestClient,
  action: string,
  entityId: string | number,
): Promise<AuditEntry[]> {
  const found: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await expectAnswer(
      auditPageSchema,
      auditPage(client, { action, page: String(page) }),
    );
    found.push(...answer.items.filter((item) => item.entityId === String(entityId)));
    if (page * answer.pageSize >= answer.total) return found;
  }
}

/** The one entry of that action about that record (fails the test unless there is exactly one). */
export async function auditEntryOf(
  client: TestClient,
  action: string,
  entityId: string | number,
): Promise<AuditEntry> {
  const entries = await auditEntriesOf(client, action, entityId);
  expect(entries, `one ${action} entry for ${entityId}`).toHaveLength(1);
  return entries[0] as AuditEntry;
}

/** A customer's details as an order or a member holds them: what the audit must never show. */
export interface PersonalDetails {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
  /** The structured address an order copies (house number, road, sub-district…). */
  shippingAddress?: Record<string, unknown> | null;
}

/** The texts that would give a customer away: names, phone, the address and its parts. */
export function personalTexts(...people: PersonalDetails[]): string[] {
  const texts = people.flatMap((person) => [
    person.firstName,
    person.lastName,
    person.phone,
    person.address,
    `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(),
    ...Object.values(person.shippingAddress ?? {}),
  ]);
  // Short parts (a postcode digit, "-") say nothing on their own and would match by chance.
  return [
    ...new Set(
      texts.filter((text): text is string => typeof text === 'string' && text.length >= 5),
    ),
  ];
}

/** Fails the test when any of the customer's details appears anywhere in the entries. */
export function expectNoPersonalData(entries: AuditEntry | AuditEntry[], secrets: string[]) {
  expect(secrets.length, 'the customer has details to look for').toBeGreaterThan(0);
  const written = JSON.stringify(entries);
  for (const secret of secrets)
    expect(written, `the audit shows "${secret}"`).not.toContain(secret);
}
