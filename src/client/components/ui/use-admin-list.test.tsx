import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminListParams } from './use-admin-list.ts';

afterEach(cleanup);

function Filters() {
  const list = useAdminListParams(['toShip']);
  return (
    <label>
      <input
        type="checkbox"
        checked={list.filters.toShip === '1'}
        onChange={(event) => list.setFilter('toShip', event.target.checked ? '1' : '')}
      />
      รอส่ง
    </label>
  );
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
});
