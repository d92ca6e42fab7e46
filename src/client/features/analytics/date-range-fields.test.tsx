import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../shared/contracts/analytics.ts';
import { useDashboardStore } from './dashboard-store.ts';
import DateRangeFields, { parseTypedDay } from './date-range-fields.tsx';
import { StatisticsTab } from './statistics-tab.tsx';

const state = () => useDashboardStore.getState();

beforeEach(() => {
  state().reset();
  state().setStartDate('2026-11-01');
  state().setEndDate('2026-11-10');
});

afterEach(cleanup);

async function retype(label: string, value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
  return input;
}

describe('the dashboard date range', () => {
  it('names a day that does not exist and changes nothing (11/31/2026 is not 12/01/2026)', async () => {
    render(<DateRangeFields />);
    const start = await retype('Start date', '11/31/2026');
    expect(screen.getByText('Date input not valid.')).toHaveAttribute('role', 'alert');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(state()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-10' });

    await retype('End date', '02/30/2026');
    expect(screen.getByText('Date input not valid.')).toHaveAttribute('role', 'alert');
    expect(state()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-10' });

    // A real day is taken and the message goes.
    await retype('Start date', '11/03/2026');
    expect(state().startDate).toBe('2026-11-03');
    expect(screen.queryByText('Date input not valid.')).toBeNull();
  });

  it('refuses a range that ends before it starts, with a clear message', async () => {
    render(<DateRangeFields />);
    await retype('End date', '10/25/2026');
    expect(screen.getByText('The end date cannot be before the start date.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(state()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-10' });

    await retype('Start date', '11/20/2026');
    expect(screen.getByText('The end date cannot be before the start date.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(state()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-10' });

    await retype('End date', '11/01/2026');
    expect(state()).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-01' });
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
    const stats: DashboardStats = {
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
    render(<StatisticsTab stats={stats} rangeControls={null} />);
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
