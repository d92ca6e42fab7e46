import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiServer, errorReply, get, memberOf, mockApi, post } from '../../../testing/api-mock.ts';
import { ApiError, call, client } from '../../lib/api.ts';
import { useSessionStore } from './session-store.ts';

const user = memberOf('customer', { id: 'u1', firstName: 'สมหญิง', lastName: 'รักนา' });

beforeEach(() => {
  useSessionStore.setState({ user, status: 'ready' });
});

describe('session store', () => {
  it('signs out when any call says the session is gone (401 UNAUTHENTICATED)', async () => {
    mockApi(get('/orders', errorReply('UNAUTHENTICATED', 'Please log in'), 401));
    await expect(call(client.orders.$get({ query: {} }))).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('stays signed in on other failures', async () => {
    mockApi(
      get('/admin/members', errorReply('FORBIDDEN', 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้'), 403),
      post('/auth/login', errorReply('INVALID_CREDENTIALS', 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง'), 401),
    );
    await expect(call(client.admin.members.$get({ query: {} }))).rejects.toBeInstanceOf(ApiError);
    await expect(
      call(client.auth.login.$post({ json: { phone: '0812345678', password: 'x' } })),
    ).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().user).toEqual(user);
  });

  it('forgets the user on logout even when the server cannot be reached', async () => {
    apiServer.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    await useSessionStore.getState().logout();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('knows who is signed in: asks the server once on a first load, then answers at once', async () => {
    useSessionStore.setState({ user: null, status: 'unknown' });
    const sent = mockApi(get('/auth/session', { user }));
    const [first, second] = await Promise.all([
      useSessionStore.getState().known(),
      useSessionStore.getState().known(),
    ]);
    expect(first).toEqual(user);
    expect(second).toEqual(user);
    expect(await useSessionStore.getState().known()).toEqual(user);
    expect(sent).toHaveLength(1);
  });

  it('takes a visitor, or a session answer that fails, for nobody signed in', async () => {
    useSessionStore.setState({ user: null, status: 'unknown' });
    mockApi(get('/auth/session', errorReply('INTERNAL', 'Internal server error'), 500));
    expect(await useSessionStore.getState().known()).toBeNull();
    expect(useSessionStore.getState().status).toBe('ready');
  });
});
