import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../testing/page-router.tsx';
import { isActivePath, Link, NavLink } from './link.tsx';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

function Menu() {
  return (
    <nav>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        หน้าแรก
      </NavLink>
      <NavLink to="/products" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        สินค้าทั้งหมด
      </NavLink>
      <NavLink to="/products/herbicides" className="plain">
        ยากำจัดวัชพืช
      </NavLink>
      <Where />
    </nav>
  );
}

describe('Link', () => {
  it('has the page as its href and is followed inside the SPA with its state', async () => {
    const onClick = vi.fn();
    const router = renderPages(
      {
        '/': {
          Component: () => (
            <Link to="/products?page=2" state={{ from: 'home' }} onClick={onClick}>
              ดูสินค้า
            </Link>
          ),
        },
        '/products': { Component: Where },
      },
      '/',
    );
    const link = screen.getByRole('link', { name: 'ดูสินค้า' });
    expect(link).toHaveAttribute('href', '/products?page=2');

    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/products?page=2|{"from":"home"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when told to', async () => {
    const router = renderPages(
      {
        '/': {
          Component: () => (
            <Link to="/products" replace>
              ดูสินค้า
            </Link>
          ),
        },
        '/products': { Component: Where },
      },
      '/',
    );
    await userEvent.click(screen.getByRole('link', { name: 'ดูสินค้า' }));
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click its handler prevented, and one that opens a new tab, to the browser', () => {
    const router = renderPages(
      {
        '/': {
          Component: () => (
            <>
              <Link to="/products" onClick={(event) => event.preventDefault()}>
                ไม่ไป
              </Link>
              <Link to="/products">แท็บใหม่</Link>
            </>
          ),
        },
        '/products': { Component: Where },
      },
      '/',
    );
    fireEvent.click(screen.getByRole('link', { name: 'ไม่ไป' }));
    fireEvent.click(screen.getByRole('link', { name: 'แท็บใหม่' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the open page and, unless `end`, the pages below it', async () => {
    renderPages({ '/': { Component: Menu }, '/products/*': { Component: Menu } }, '/');
    const home = screen.getByRole('link', { name: 'หน้าแรก' });
    const products = screen.getByRole('link', { name: 'สินค้าทั้งหมด' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveClass('on');
    expect(products).not.toHaveAttribute('aria-current');
    expect(products).toHaveClass('off');

    await userEvent.click(screen.getByRole('link', { name: 'ยากำจัดวัชพืช' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products/herbicides');
    expect(screen.getByRole('link', { name: 'หน้าแรก' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'สินค้าทั้งหมด' })).toHaveAttribute('aria-current', 'page');
    const category = screen.getByRole('link', { name: 'ยากำจัดวัชพืช' });
    expect(category).toHaveAttribute('aria-current', 'page');
    expect(category).toHaveClass('plain');
  });
});

describe('isActivePath', () => {
  it('matches the page itself and the pages below it, not one that only starts alike or the home page', () => {
    expect(isActivePath('/products', '/products', true)).toBe(true);
    expect(isActivePath('/products/herbicides', '/products', false)).toBe(true);
    expect(isActivePath('/products/herbicides', '/products', true)).toBe(false);
    expect(isActivePath('/products-old', '/products', false)).toBe(false);
    expect(isActivePath('/articles/12', '/articles/', false)).toBe(true);
    expect(isActivePath('/', '/', false)).toBe(true);
    expect(isActivePath('/products', '/', false)).toBe(false);
  });
});
