import type { MemberStatus } from '../../../../shared/contracts/accounts.ts';
import { call, client } from '../../../lib/api.ts';

/** The members table: 20 rows a page. */
export const MEMBERS_PAGE_SIZE = 20;

const members = client.admin.members;
const param = (id: string) => ({ id: encodeURIComponent(id) });

export function fetchMembers(query: { q: string; page: number }, signal?: AbortSignal) {
  return call(
    members.$get({ query: { ...query, pageSize: MEMBERS_PAGE_SIZE } }, { init: { signal } }),
  );
}

export async function unlockMember(id: string) {
  return (await call(members[':id'].unlock.$post({ param: param(id) }))).member;
}

export async function setMemberStatus(id: string, status: MemberStatus) {
  return (await call(members[':id'].status.$post({ param: param(id), json: { status } }))).member;
}

export async function deleteMember(id: string) {
  await call(members[':id'].$delete({ param: param(id) }));
}

/** A one-time reset code for the member, shown once. */
export async function makeResetCode(id: string) {
  return call(members[':id']['reset-code'].$post({ param: param(id) }));
}
