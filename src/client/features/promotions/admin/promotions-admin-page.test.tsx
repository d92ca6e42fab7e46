import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/contracts/accounts.ts';
import type { AdminPromotion } from '../../../../shared/contracts/admin-promotions.ts';
import {
  del,
  errorReply,
  get,
  mockApi,
  post,
  put,
  type SentRequest,
} from '../../../../testing/api-mock.ts';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as promotionsAdminPage from './promotions-admin-page.tsx';

configure({ asyncUtilTimeout: 5000 });
// The first opening of the form dialog loads its date picker: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const ADMIN: SessionUser = {
  id: 'admin-1',
  phone: '0811111111',
  firstName: 'ผู้ดูแล',
  lastName: 'ร้าน',
  address: 'อยุธยา',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};

const rain: AdminPromotion = {
  id: 11,
  title: 'ลดรับหน้าฝน',
  message: 'ลดทันที 10% สินค้าที่ร่วมรายการ',
  imageUrl: null,
  discountCode: 'RAIN10',
  discountType: 'percentage',
  discountValue: 10,
  maxUses: 100,
  currentUses: 1,
  startDate: null,
  endDate: null,
  isActive: true,
  createdAt: '2026-05-02T00:00:00.000Z',
  updatedAt: '2026-05-02T00:00:00.000Z',
};

const member: AdminPromotion = {
  ...rain,
  id: 12,
  title: 'สมาชิกใหม่ลด 50 บาท',
  discountCode: 'HELLO50',
  discountType: 'fixed',
  discountValue: 50,
  maxUses: 30,
  currentUses: 0,
  startDate: '2026-06-01T03:00:00.000Z',
  endDate: '2026-12-31T16:45:00.000Z',
  isActive: false,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}
interface Reply {
  status: number;
  body?: unknown;
}
type Route = (call: Call) => Reply | undefined;

/** The list answers `items`; `extra` answers the writes (404 when it has no answer). */
function serve(items: AdminPromotion[], extra: Route = () => undefined) {
  const write = async (request: Request) => {
    const text = await request.text();
    const reply = extra({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    }) ?? { status: 404, body: errorReply('NOT_FOUND', 'Not found') };
    return reply.body === undefined
      ? new Response(null, { status: reply.status })
      : Response.json(reply.body, { status: reply.status });
  };
  return mockApi(
    get('/admin/promotions', { items, total: items.length, page: 1, pageSize: 20 }),
    post('/admin/promotions', write),
    put('/admin/promotions/:id', write),
    del('/admin/promotions/:id', write),
    post('/admin/promotions/:id/toggle', write),
  );
}

const listCalls = (calls: SentRequest[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/promotions');

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/promotions',
        Component: promotionsAdminPage.Component,
        loader: promotionsAdminPage.loader,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/admin/promotions'] },
  );
  render(<RouterProvider router={router} />);
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

const failure = (status: number, code: string, message: string, fields?: object) => ({
  status,
  body: errorReply(code, message, fields ? { fields } : {}),
});

beforeEach(() => {
  useSessionStore.setState({ user: ADMIN, status: 'ready' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('promotions admin list', () => {
  it('shows title, code, discount, uses, start and end in Thai time, and the Thai on/off switch', async () => {
    const calls = serve([rain, member]);
    renderPage();

    const first = await screen.findByRole('row', { name: /ลดรับหน้าฝน/ });
    expect(within(first).getByText('RAIN10')).toBeInTheDocument();
    expect(within(first).getByText('10%')).toBeInTheDocument();
    expect(within(first).getByText('Percentage')).toBeInTheDocument();
    expect(within(first).getByText('1 / 100')).toBeInTheDocument();
    expect(within(first).getByText('Starts immediately')).toBeInTheDocument();
    expect(within(first).getByText('No expiry')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: 'เปิดใช้งาน' })).toBeChecked();

    const second = rowOf('สมาชิกใหม่');
    expect(within(second).getByText('฿50.00')).toBeInTheDocument();
    expect(within(second).getByText('Fixed amount')).toBeInTheDocument();
    expect(within(second).getByText('0 / 30')).toBeInTheDocument();
    expect(within(second).getByText('1 มิ.ย. 2569 10:00')).toBeInTheDocument();
    expect(within(second).getByText('31 ธ.ค. 2569 23:45')).toBeInTheDocument();
    expect(within(second).getByRole('switch', { name: 'ปิดใช้งาน' })).not.toBeChecked();

    // Newest first is the server's order; the page keeps it.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('ลดรับหน้าฝน');
    const [list] = listCalls(calls);
    expect(`${list?.path}?${list?.search}`).toBe('/api/admin/promotions?page=1&pageSize=20');
  });

  it('says "Failed to fetch promotions." in red when the list cannot be loaded', async () => {
    mockApi(get('/admin/promotions', errorReply('INTERNAL', 'Internal server error'), 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch promotions.');
  });

  it('shows Access Denied to a sale member and asks nothing', async () => {
    useSessionStore.setState({ user: { ...ADMIN, role: 'sale' }, status: 'ready' });
    const calls = serve([rain]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('switches a promotion off and reloads the list; a failure reads "Failed to toggle: …"', async () => {
    let fail = false;
    const calls = serve([rain], (call) =>
      call.path === '/api/admin/promotions/11/toggle'
        ? fail
          ? failure(404, 'NOT_FOUND', 'Promotion not found')
          : { status: 200, body: { promotion: { ...rain, isActive: false } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'เปิดใช้งาน' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    fail = true;
    await user.click(screen.getByRole('switch', { name: 'เปิดใช้งาน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to toggle: Promotion not found',
    );
  });

  it('deletes after "Are you sure?", reloads; cancelling sends nothing; a failure is reported', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const replies: Reply[] = [{ status: 204 }, failure(403, 'FORBIDDEN', 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')];
    const calls = serve([rain], (call) =>
      call.method === 'DELETE' && call.path === '/api/admin/promotions/11'
        ? replies.shift()
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Delete ลดรับหน้าฝน' });

    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure?');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(remove);
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete ลดรับหน้าฝน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete: คุณไม่มีสิทธิ์เข้าถึงหน้านี้',
    );
  });

  it('copies a code from the list', async () => {
    serve([rain]);
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy code RAIN10' }));
    expect(await navigator.clipboard.readText()).toBe('RAIN10');
    expect(await screen.findByText('คัดลอกแล้ว!')).toBeInTheDocument();
  });
});

describe('promotion form', () => {
  async function openAddForm() {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('row', { name: /ลดรับหน้าฝน/ });
    await user.click(screen.getByRole('button', { name: '+ Add New' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Promotion' });
    return { user, dialog };
  }

  it('starts with 100 uses, a fixed discount, no dates; the code box keeps A–Z and 0–9 in capitals', async () => {
    serve([rain]);
    const { user, dialog } = await openAddForm();
    expect(within(dialog).getByLabelText(/Max Uses/)).toHaveValue(100);
    expect(within(dialog).getByLabelText(/Discount Type/)).toHaveValue('fixed');
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/End Date/)).toHaveValue('');

    const code = within(dialog).getByLabelText(/Discount Code/);
    await user.type(code, 'rain-10 ก!x');
    expect(code).toHaveValue('RAIN10X');
    await user.clear(code);
    await user.paste('summer 2026_sale');
    expect(code).toHaveValue('SUMMER2026SALE');
  });

  it('generates a random code of the chosen length (default 8) from A–Z and 0–9', async () => {
    serve([rain]);
    const random = vi.spyOn(crypto, 'getRandomValues');
    const { user, dialog } = await openAddForm();
    const code = within(dialog).getByLabelText(/Discount Code/);
    const length = within(dialog).getByRole('spinbutton', { name: 'Code length' });
    expect(length).toHaveValue(8);

    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect((code as HTMLInputElement).value).toMatch(/^[A-Z0-9]{8}$/);
    expect(random).toHaveBeenCalled();
    const first = (code as HTMLInputElement).value;

    await user.clear(length);
    await user.type(length, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect((code as HTMLInputElement).value).toMatch(/^[A-Z0-9]{12}$/);
    expect((code as HTMLInputElement).value).not.toBe(first);
  });

  it('refuses wrong fields before sending, with the messages next to them', async () => {
    const calls = serve([rain]);
    const { user, dialog } = await openAddForm();
    await user.selectOptions(within(dialog).getByLabelText(/Discount Type/), 'percentage');
    await user.type(within(dialog).getByLabelText(/Discount Value/), '150');
    await user.clear(within(dialog).getByLabelText(/Max Uses/));
    await user.type(within(dialog).getByLabelText(/Max Uses/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Promotion' }));

    expect(within(dialog).getByLabelText(/Title/)).toHaveAccessibleDescription('กรุณากรอกข้อมูลนี้');
    expect(within(dialog).getByLabelText(/Full Message/)).toHaveAccessibleDescription(
      'กรุณากรอกข้อมูลนี้',
    );
    expect(within(dialog).getByLabelText(/Discount Value/)).toHaveAccessibleDescription(
      'ค่าสูงสุดที่อนุญาตคือ 100',
    );
    expect(within(dialog).getByLabelText(/Max Uses/)).toHaveAccessibleDescription(
      'ค่าต่ำสุดที่อนุญาตคือ 1',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds a promotion: sends the body, closes and reloads the list', async () => {
    const calls = serve([rain], (call) =>
      call.method === 'POST' && call.path === '/api/admin/promotions'
        ? { status: 201, body: { promotion: { ...rain, id: 13 } } }
        : undefined,
    );
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText(/Title/), 'ลดต้นฤดู');
    await user.type(within(dialog).getByLabelText(/Full Message/), 'ลด 25.50 บาททุกออเดอร์');
    await user.type(within(dialog).getByLabelText(/Discount Code/), 'season25');
    await user.type(within(dialog).getByLabelText(/Discount Value/), '25.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Promotion' }));

    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'ลดต้นฤดู',
      message: 'ลด 25.50 บาททุกออเดอร์',
      imageUrl: null,
      maxUses: 100,
      discountCode: 'SEASON25',
      discountType: 'fixed',
      discountValue: 25.5,
      startDate: null,
      endDate: null,
    });
    expect(screen.queryByRole('dialog', { name: 'Add New Promotion' })).not.toBeInTheDocument();
  });

  it('keeps the form open with "Failed to save promotion: …" and the code field error on a duplicate', async () => {
    const taken = 'โค้ดส่วนลดนี้มีอยู่แล้ว กรุณาใช้โค้ดอื่น';
    serve([rain], (call) =>
      call.method === 'POST' ? failure(409, 'CONFLICT', taken, { discountCode: taken }) : undefined,
    );
    const { user, dialog } = await openAddForm();
    await user.type(within(dialog).getByLabelText(/Title/), 'ซ้ำ');
    await user.type(within(dialog).getByLabelText(/Full Message/), 'โค้ดซ้ำ');
    await user.type(within(dialog).getByLabelText(/Discount Code/), 'RAIN10');
    await user.type(within(dialog).getByLabelText(/Discount Value/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Promotion' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Failed to save promotion: ${taken}`,
    );
    expect(within(dialog).getByLabelText(/Discount Code/)).toHaveAccessibleDescription(
      expect.stringContaining(taken),
    );
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('ซ้ำ');
  });

  it('edits a promotion with its values filled in, and sends a PUT', async () => {
    const calls = serve([rain, member], (call) =>
      call.method === 'PUT' ? { status: 200, body: { promotion: member } } : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit สมาชิกใหม่ลด 50 บาท' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Promotion' });
    expect(within(dialog).getByLabelText(/Discount Code/)).toHaveValue('HELLO50');
    expect(within(dialog).getByLabelText(/Discount Value/)).toHaveValue(50);
    expect(within(dialog).getByLabelText(/Max Uses/)).toHaveValue(30);
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('01/06/2026 10:00'),
    );
    expect(within(dialog).getByLabelText(/End Date/)).toHaveValue('31/12/2026 23:45');

    await user.click(within(dialog).getByRole('button', { name: 'Update Promotion' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/admin/promotions/12');
    expect(put?.body).toMatchObject({
      discountCode: 'HELLO50',
      discountType: 'fixed',
      discountValue: 50,
      maxUses: 30,
      startDate: '2026-06-01T03:00:00.000Z',
      endDate: '2026-12-31T16:45:00.000Z',
    });
  });
});
