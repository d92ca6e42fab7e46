import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ROUTE_LIST } from '../../../shared/admin-routes.ts';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import { can, ROLES } from '../../../shared/domain/roles.ts';
import { get, memberOf, mockApi } from '../../../testing/api-mock.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { pagesOf } from '../route-parts.tsx';
import { Component as AdminLayout } from './admin-layout.tsx';

const staff = (role: SessionUser['role']) =>
  memberOf(role, { phone: '0812345678', firstName: 'สมศรี', lastName: 'ใจดี', address: 'อยุธยา' });

/** The session the layout loads (this staff member, or nobody), and the sidebar's counts. */
const stubMe = (user: SessionUser | null) =>
  mockApi(
    get('/auth/session', { user }),
    get('/admin/transactions/summary', { newOrders: 0, latestOrderAt: null }),
    get('/admin/payments', { items: [], total: 0 }),
  );

/** The sidebar's sections, in order. */
const navLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

function renderAdmin(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>public home</p> },
      {
        path: '/admin',
        Component: AdminLayout,
        // The admin pages as the router builds them from the table, each standing in as a line.
        children: [
          ...pagesOf(ADMIN_ROUTE_LIST, () => ({ element: <p>admin section</p> })),
          { path: '*', element: <p>no such page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  useSessionStore.setState({ user: null, status: 'unknown' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin layout', () => {
  it('sends visitors who are not staff back to the shop', async () => {
    stubMe(null);
    renderAdmin('/admin/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด...');
    expect(await screen.findByText('public home')).toBeInTheDocument();
  });

  it('shows an admin every section, the name and the role badge', async () => {
    stubMe(staff('admin'));
    renderAdmin('/admin/products');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(navLabels(nav)).toEqual([
      'Dashboard & Logs',
      'Products',
      'Articles',
      'News',
      'Customer Reviews',
      'Members',
      'Promotions',
      'Transactions',
      'การชำระเงิน',
      'การแจ้งเตือน',
      'Shop Settings',
      'รายงานประจำเดือน',
      'บันทึกการทำงานของพนักงาน',
    ]);
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('สมศรี ใจดี')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');
    expect(screen.getByText('admin section')).toBeInTheDocument();
  });

  it('shows a sales user only the sections their role may use', async () => {
    stubMe(staff('sale'));
    renderAdmin('/admin/members');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(navLabels(nav)).toEqual(['Dashboard & Logs', 'Transactions', 'การชำระเงิน']);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('admin section')).not.toBeInTheDocument();
  });

  it('checks each section once, against the permission the route table names for it', async () => {
    const sections = ADMIN_ROUTE_LIST;
    for (const role of ROLES.filter((role) => can(role, 'admin:enter'))) {
      for (const section of sections) {
        stubMe(staff(role));
        useSessionStore.setState({ user: null, status: 'unknown' });
        renderAdmin(section.path);
        const nav = await screen.findByRole('navigation', { name: 'Admin' });
        const link = within(nav).queryByRole('link', { name: section.nav?.label });
        if (can(role, section.permission)) {
          expect(screen.getByText('admin section'), `${role} ${section.path}`).toBeInTheDocument();
          expect(link, `${role} ${section.path}`).toHaveAttribute('aria-current', 'page');
        } else {
          expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
          expect(screen.getByText('คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeInTheDocument();
          expect(screen.queryByText('admin section'), `${role} ${section.path}`).toBeNull();
          expect(link, `${role} ${section.path}`).toBeNull();
        }
        cleanup();
      }
    }
  });

  it('leaves a path that is no section to the not-found page', async () => {
    stubMe(staff('sale'));
    renderAdmin('/admin/nowhere');
    expect(await screen.findByText('no such page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
  });
});
