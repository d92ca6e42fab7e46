import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminListParams } from './use-admin-list.ts';

afterEach(cleanup);

function Filters() {
  const list = useAdminListParams(['toShip', 'payment']);
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={list.filters.toShip === '1'}
          onChange={(event) => list.setFilter('toShip', event.target.checked ? '1' : '')}
        />
        รอส่ง
      </label>
      <label>
        <input
          type="checkbox"
          checked={list.filters.payment === 'paid'}
          onChange={(event) => list.setFilter('payment', event.target.checked ? 'paid' : '')}
        />
        ชำระแล้ว
      </label>
    </>
  );
}

/** A list whose loads after the first wait until the test lets each go (`release`). */
function slowList() {
  const waiting: (() => void)[] = [];
  let loads = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/admin/list',
        Component: Filters,
        loader: () => {
          loads += 1;
          return loads === 1
            ? null
            : new Promise<null>((resolve) => waiting.push(() => resolve(null)));
        },
      },
    ],
    { initialEntries: ['/admin/list?page=2'] },
  );
  const release = () => {
    for (const go of waiting.splice(0)) go();
  };
  return { router, release };
}

describe('an admin list’s filters', () => {
  it('show a filter just changed while its rows are still asked for, and after', async () => {
    let release: () => void = () => {};
    let loads = 0;
    const router = createMemoryRouter(
      [
        {
          path: '/admin/list',
          Component: Filters,
          // The first load answers at once; the next waits until the test lets it go.
          loader: () => {
            loads += 1;
            return loads === 1
              ? null
              : new Promise<null>((resolve) => (release = () => resolve(null)));
          },
        },
      ],
      { initialEntries: ['/admin/list'] },
    );
    render(<RouterProvider router={router} />);
    const box = await screen.findByRole('checkbox', { name: 'รอส่ง' });
    await userEvent.click(box);
    expect(router.state.navigation.state).toBe('loading');
    expect(box).toBeChecked();
    await act(async () => release());
    expect(router.state.location.search).toBe('?toShip=1');
    expect(box).toBeChecked();
  });

  it('keeps a filter changed while the rows of the one before are still loading', async () => {
    const { router, release } = slowList();
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'ชำระแล้ว' }));
    expect(router.state.navigation.state).toBe('loading');
    await user.click(screen.getByRole('checkbox', { name: 'รอส่ง' }));
    await act(async () => release());
    expect(router.state.location.search).toBe('?payment=paid&toShip=1');
    expect(screen.getByRole('checkbox', { name: 'ชำระแล้ว' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'รอส่ง' })).toBeChecked();

    // Once the address is reached, a change builds on it (Back and links included).
    await user.click(screen.getByRole('checkbox', { name: 'ชำระแล้ว' }));
    await act(async () => release());
    expect(router.state.location.search).toBe('?toShip=1');
  });
});
