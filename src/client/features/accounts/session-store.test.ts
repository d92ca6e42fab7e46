import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { apiError, stubApi } from '../../../testing/stub-api.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useSessionStore } from './session-store.ts';

const user: SessionUser = {
  id: 'u1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'รักนา',
  address: 'อยุธยา',
  role: 'customer',
  createdAt: '2026-01-05T03:00:00.000Z',
  lastProfileEditAt: null,
};

beforeEach(() => {
  useSessionStore.setState({ user, status: 'ready' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session store', () => {
  it('signs out when any call says the session is gone (401 UNAUTHENTICATED)', async () => {
    stubApi({ 'GET /api/orders': apiError(401, 'UNAUTHENTICATED', 'Please log in') });
    await expect(api.get('/orders')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('stays signed in on other failures', async () => {
    stubApi({
      'GET /api/admin/members': apiError(403, 'FORBIDDEN', 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้'),
      'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS', 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'),
    });
    await expect(api.get('/admin/members')).rejects.toBeInstanceOf(ApiError);
    await expect(api.post('/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it('forgets the user on logout even when the server cannot be reached', async () => {
    stubApi({
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
