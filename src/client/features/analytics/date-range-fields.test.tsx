import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Stats } from './dashboard-data.ts';
import { rangeChange } from './dashboard-view.ts';
import DateRangeFields, { parseTypedDay } from './date-range-fields.tsx';
import { StatisticsFigures } from './statistics-tab.tsx';

/** The range the page holds, as the fields change it (the dashboard keeps it in the URL). */
let held = { from: '2026-11-01', to: '2026-11-10' };
const state = () => held;

function Fields() {
  const [range, setRange] = useState(held);
  return (
    <DateRangeFields
      {...range}
      onChange={(next) => {
        if (!rangeChange(next)) return false;
        held = next;
        setRange(next);
        return true;
      }}
    />
  );
}

afterEach(() => {
  cleanup();
  held = { from: '2026-11-01', to: '2026-11-10' };
});

async function retype(label: string, value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  return input;
}

describe('the dashboard date range', () => {
  it('names a day that does not exist and changes nothing (11/31/2026 is not 12/01/2026)', async () => {
    render(<Fields />);
    const start = await retype('Start date', '11/31/2026');
    expect(screen.getByText('Date input not valid.')).toHaveAttribute('role', 'alert');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(state()).toEqual({ from: '2026-11-01', to: '2026-11-10' });

    await retype('End date', '02/30/2026');
    expect(screen.getByText('Date input not valid.')).toHaveAttribute('role', 'alert');
    expect(state()).toEqual({ from: '2026-11-01', to: '2026-11-10' });

    // A real day is taken and the message goes.
    await retype('Start date', '11/03/2026');
    expect(state().from).toBe('2026-11-03');
    expect(screen.queryByText('Date input not valid.')).toBeNull();
  });

  it('refuses a range that ends before it starts, with a clear message', async () => {
    render(<Fields />);
    await retype('End date', '10/25/2026');
    expect(screen.getByText('The end date cannot be before the start date.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(state()).toEqual({ from: '2026-11-01', to: '2026-11-10' });

    await retype('Start date', '11/20/2026');
    expect(screen.getByText('The end date cannot be before the start date.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(state()).toEqual({ from: '2026-11-01', to: '2026-11-10' });

    await retype('End date', '11/01/2026');
    expect(state()).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(screen.queryByText('The end date cannot be before the start date.')).toBeNull();
  });

  it('reads only real days in MM/dd/yyyy', () => {
    expect(parseTypedDay('11/30/2026')).toBe('2026-11-30');
    expect(parseTypedDay('02/29/2028')).toBe('2028-02-29');
    for (const typed of ['11/31/2026', '02/29/2026', '13/01/2026', '1/5/2026', '2026-11-30', '']) {
      expect(parseTypedDay(typed), typed).toBeNull();
    }
  });
});

describe('the ranked lists', () => {
  it('say "1 click", "1 addition", "1 view" and the plural otherwise', () => {
    const product = { productName: 'ไกลโฟเซต 48%', image: null };
    const stats: Stats = {
      range: { from: '2026-11-01', to: '2026-11-07' },
      totals: {
        revenue: 0,
        pageViews: 0,
        cartAdditions: 0,
        activeUsers: 0,
        totalEvents: 0,
        todayEvents: 0,
      },
      previous: { revenue: 0, pageViews: 0, cartAdditions: 0, activeUsers: 0 },
      mostClickedProducts: [
        { productId: 1, ...product, clicks: 1 },
        { productId: 2, ...product, clicks: 2 },
      ],
      mostCartedProducts: [{ productId: 1, ...product, cartAdds: 1 }],
      pageViews: [{ page: '/', views: 1 }],
      mostViewedProducts: [{ productId: 1, ...product, views: 1 }],
      daily: [],
    };
    render(<StatisticsFigures stats={stats} />);
    const list = (name: string) =>
      within(screen.getByRole('heading', { name }).closest('section') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(list('Most Clicked Products')).toEqual([
      '1ไกลโฟเซต 48%1 click',
      '2ไกลโฟเซต 48%2 clicks',
    ]);
    expect(list('Most Added to Cart')).toEqual(['1ไกลโฟเซต 48%1 addition']);
    expect(list('Top Pages')).toEqual(['1/1 view']);
    expect(list('Most Viewed Products')).toEqual(['1ไกลโฟเซต 48%1 view']);
  });
});
