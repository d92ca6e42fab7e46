import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '../../../shared/domain/categories.ts';
import { routeApi } from '../../../testing/api-mock.ts';
import { useAuthDialog } from '../../features/accounts/auth-dialog-store.ts';
import { useSessionStore } from '../../features/accounts/session-store.ts';
import { useCartStore } from '../../features/cart/cart-store.ts';
import { PublicLayout } from './public-layout.tsx';

const CUSTOMER = {
  id: 'u-1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'ทองดี',
  address: 'อยุธยา',
  role: 'customer' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};
const EMPTY_QUOTE = {
  lines: [],
  subtotal: 0,
  eligibleSubtotal: 0,
  discount: 0,
  net: 0,
  problems: [],
};

type Reply = { status: number; body: unknown };

/** Answers the layout's calls: the given replies; the public promotion bar; 401 for the rest. */
function answerLayoutCalls(replies: Record<string, Reply> = {}) {
  return routeApi(
    (call) =>
      replies[call.path] ??
      // The promotion bar's call is public: the server never answers it 401.
      (call.path === '/api/promotions/active' ? { status: 200, body: [] } : undefined) ?? {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
      },
  );
}

function WhereAmI() {
  const location = useLocation();
  const query = new URLSearchParams(location.search).get('q');
  return (
    <p>
      {location.pathname} q={query ?? ''}
    </p>
  );
}

function renderLayout(initialEntry = '/') {
  const router = createMemoryRouter(
    [{ path: '/', Component: PublicLayout, children: [{ path: '*', Component: WhereAmI }] }],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  useSessionStore.setState({ user: null, status: 'unknown' });
  useAuthDialog.setState({ mode: null });
  useCartStore.setState({ items: [], isOpen: false, appliedCode: null, openAfterLogin: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PublicLayout', () => {
  it('shows the six categories by their short names in the navigation block', async () => {
    const calls = answerLayoutCalls();
    renderLayout();

    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    for (const category of CATEGORIES) {
      expect(within(nav).getByRole('link', { name: category.shortName })).toHaveAttribute(
        'href',
        `/products/${category.id}`,
      );
    }
    await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
    // The first load asks /auth/session, which answers a visitor 200 (no 401 in the console).
    expect(calls.map((call) => call.path)).toContain('/api/auth/session');
    expect(calls.map((call) => call.path)).not.toContain('/api/auth/me');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('searches: submitting the search box goes to /products?q=…', async () => {
    answerLayoutCalls();
    const user = userEvent.setup();
    const router = renderLayout();

    const search = screen.getByRole('searchbox', { name: 'ค้นหาสินค้า' });
    expect(search).toHaveAttribute('placeholder', 'ค้นหา...');
    await user.type(search, 'ไกลโฟเซต{Enter}');

    expect(await screen.findByText('/products q=ไกลโฟเซต')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('ไกลโฟเซต')}`);
  });

  it('prefills the search box from ?q= on the products pages', () => {
    answerLayoutCalls();
    renderLayout('/products?q=ปุ๋ย');
    expect(screen.getByRole('searchbox', { name: 'ค้นหาสินค้า' })).toHaveValue('ปุ๋ย');
  });

  it('opens the login dialog in login mode from the login button', async () => {
    answerLayoutCalls();
    const user = userEvent.setup();
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(useAuthDialog.getState().mode).toBe('login');
  });

  it('has a floating cart button without a badge when empty; a visitor opens the cart too', async () => {
    answerLayoutCalls({ '/api/cart/quote': { status: 200, body: EMPTY_QUOTE } });
    const user = userEvent.setup();
    const router = renderLayout();

    const cart = screen.getByRole('button', { name: 'ตะกร้าสินค้า' });
    expect(cart).not.toHaveAccessibleDescription();
    await user.click(cart);
    expect(await screen.findByRole('dialog', { name: 'ตะกร้าสินค้า (0)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useAuthDialog.getState().mode).toBeNull();
  });

  it('opens the cart for a signed-in customer, loading it on first use', async () => {
    answerLayoutCalls({
      '/api/auth/session': { status: 200, body: { user: CUSTOMER } },
      '/api/cart/quote': { status: 200, body: EMPTY_QUOTE },
    });
    const user = userEvent.setup();
    renderLayout();
    await waitFor(() => expect(useSessionStore.getState().user).not.toBeNull());

    await user.click(screen.getByRole('button', { name: 'ตะกร้าสินค้า' }));
    expect(await screen.findByRole('dialog', { name: 'ตะกร้าสินค้า (0)' })).toBeInTheDocument();
  });

  it('shows a visitor what is in the cart; ordering asks for a login, then the cart opens again', async () => {
    answerLayoutCalls({ '/api/cart/quote': { status: 200, body: EMPTY_QUOTE } });
    useCartStore.getState().add({
      id: 3,
      name: 'ไกลโฟเซต ไร่ทอง 48% SL',
      image: '/images/products/placeholder.svg',
      price: 45000,
      isEligibleForPromotion: true,
      inStock: true,
    });
    const user = userEvent.setup();
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'ตะกร้าสินค้า' }));
    const cart = await screen.findByRole('dialog', { name: 'ตะกร้าสินค้า (1)' });
    expect(within(cart).getByText('ไกลโฟเซต ไร่ทอง 48% SL')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    expect(useAuthDialog.getState().mode).toBe('login');
    expect(screen.queryByRole('dialog', { name: 'ตะกร้าสินค้า (1)' })).not.toBeInTheDocument();

    act(() => useSessionStore.getState().setUser(CUSTOMER));
    expect(await screen.findByRole('dialog', { name: 'ตะกร้าสินค้า (1)' })).toBeInTheDocument();
  });

  it('registering from the order button reopens the cart saying it worked, its order button ready', async () => {
    answerLayoutCalls({
      '/api/cart/quote': { status: 200, body: EMPTY_QUOTE },
      '/api/auth/register': { status: 201, body: { user: CUSTOMER } },
    });
    useCartStore.getState().add({
      id: 3,
      name: 'ไกลโฟเซต ไร่ทอง 48% SL',
      image: '/images/products/placeholder.svg',
      price: 45000,
      isEligibleForPromotion: true,
      inStock: true,
    });
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'ตะกร้าสินค้า' }));
    const cart = await screen.findByRole('dialog', { name: 'ตะกร้าสินค้า (1)' });
    await user.click(within(cart).getByRole('button', { name: 'สั่งซื้อสินค้า' }));
    const login = await screen.findByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await user.click(within(login).getByRole('button', { name: 'สมัครสมาชิก' }));
    const register = await screen.findByRole('dialog', { name: 'สมัครสมาชิก' });
    for (const [label, value] of [
      ['ชื่อ', 'สมหญิง'],
      ['นามสกุล', 'ทองดี'],
      ['เบอร์โทรศัพท์', '0812345678'],
      ['รหัสผ่าน', 'green-rice-77'],
      ['ยืนยันรหัสผ่าน', 'green-rice-77'],
      ['ที่อยู่', 'อยุธยา'],
    ] as const) {
      await user.type(within(register).getByLabelText(label), value);
    }
    await user.click(within(register).getByRole('checkbox', { name: /ประกาศความเป็นส่วนตัว/ }));
    await user.click(within(register).getByRole('button', { name: 'สมัครสมาชิก' }));

    const again = await screen.findByRole('dialog', { name: 'ตะกร้าสินค้า (1)' });
    expect(
      within(again).getByText('สมัครสมาชิกเรียบร้อยแล้ว สินค้าในตะกร้ายังอยู่ครบ กด "สั่งซื้อสินค้า" เพื่อสั่งซื้อต่อ'),
    ).toHaveRole('status');
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'สั่งซื้อสินค้า' })).toHaveFocus(),
    );
  });

  it('signing out keeps the cart and takes its discount code out', () => {
    answerLayoutCalls();
    useSessionStore.setState({ user: CUSTOMER, status: 'ready' });
    useCartStore.getState().add({
      id: 3,
      name: 'ไกลโฟเซต ไร่ทอง 48% SL',
      image: '/images/products/placeholder.svg',
      price: 45000,
      isEligibleForPromotion: true,
      inStock: true,
    });
    useCartStore.getState().applyCode({ code: 'FARM10', promotionId: 1, rule: null });
    renderLayout();
    expect(useCartStore.getState().appliedCode?.code).toBe('FARM10');

    act(() => useSessionStore.getState().setUser(null));
    expect(useCartStore.getState().appliedCode).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('opens the mobile menu with full category names and closes it on Escape', async () => {
    answerLayoutCalls();
    const user = userEvent.setup();
    renderLayout();

    const menuButton = screen.getByRole('button', { name: 'เมนู' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const menu = await screen.findByRole('navigation', { name: 'เมนู' });
    for (const category of CATEGORIES) {
      expect(within(menu).getByRole('link', { name: category.name })).toBeInTheDocument();
    }
    expect(within(menu).getAllByRole('link')[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the mobile menu when a link is followed', async () => {
    answerLayoutCalls();
    const user = userEvent.setup();
    renderLayout();

    await user.click(screen.getByRole('button', { name: 'เมนู' }));
    const menu = screen.getByRole('navigation', { name: 'เมนู' });
    await user.click(within(menu).getByRole('link', { name: 'ข่าวสาร' }));

    expect(await screen.findByText('/news q=')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).not.toBeInTheDocument();
  });

  it('subscribes to the newsletter and thanks the visitor', async () => {
    const calls = answerLayoutCalls({
      '/api/newsletter': { status: 201, body: { email: 'somchai@example.com' } },
    });
    const user = userEvent.setup();
    renderLayout();

    const footer = screen.getByRole('contentinfo');
    const email = await within(footer).findByRole('textbox', { name: 'อีเมลของคุณ' });
    await user.type(email, 'somchai@example.com');
    await user.click(within(footer).getByRole('button', { name: 'สมัครรับข่าวสาร' }));

    expect(await within(footer).findByText('ขอบคุณที่สมัครรับข่าวสาร!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/newsletter')).toMatchObject({
      method: 'POST',
      body: { email: 'somchai@example.com' },
    });
  });

  it('shows the API error and keeps the typed address when the newsletter refuses it', async () => {
    answerLayoutCalls({
      '/api/newsletter': {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'อีเมลไม่ถูกต้อง' } },
      },
    });
    const user = userEvent.setup();
    renderLayout();

    const email = await screen.findByRole('textbox', { name: 'อีเมลของคุณ' });
    await user.type(email, 'somchai@example');
    await user.click(screen.getByRole('button', { name: 'สมัครรับข่าวสาร' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('อีเมลไม่ถูกต้อง');
    expect(email).toHaveValue('somchai@example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('has the footer links and the copyright line', () => {
    answerLayoutCalls();
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    for (const category of CATEGORIES) {
      expect(within(footer).getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        `/products/${category.id}`,
      );
    }
    expect(within(footer).getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(within(footer).getByText('© 2569 ร้านเกษตรอยุธยา')).toBeInTheDocument();
  });
});
