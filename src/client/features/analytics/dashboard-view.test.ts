import { describe, expect, it } from 'vitest';
import {
  dashboardView,
  filterChange,
  lastSevenDays,
  pageChange,
  rangeChange,
  rangeOf,
  tabChange,
} from './dashboard-view.ts';

const NOW = new Date('2026-03-10T20:00:00Z');
const view = (search: string) => dashboardView(new URLSearchParams(search), NOW);

describe('the dashboard in the URL', () => {
  it('starts on Statistics, all types and channels, the last 7 days, page 1', () => {
    expect(view('')).toEqual({
      tab: 'statistics',
      // 03:00 on 11 March in Bangkok: the range ends on the Bangkok day.
      from: '2026-03-05',
      to: '2026-03-11',
      type: undefined,
      channel: undefined,
      page: 1,
    });
    expect(lastSevenDays(NOW)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
  });

  it('reads the tab, the range, the filters and the page', () => {
    expect(
      view('tab=logs&from=2026-01-01&to=2026-01-31&type=cart_add&channel=mobile&page=3'),
    ).toEqual({
      tab: 'logs',
      from: '2026-01-01',
      to: '2026-01-31',
      type: 'cart_add',
      channel: 'mobile',
      page: 3,
    });
  });

  it('takes the defaults for anything malformed', () => {
    const defaults = { from: '2026-03-05', to: '2026-03-11' };
    expect(view('from=2026-02-30&to=2026-03-01')).toMatchObject(defaults);
    expect(view('from=2026-03-09&to=2026-03-01')).toMatchObject(defaults);
    expect(view('from=2026-03-01')).toMatchObject(defaults);
    expect(view('tab=graphs&type=refund&channel=fax&page=-2')).toMatchObject({
      tab: 'statistics',
      type: undefined,
      channel: undefined,
      page: 1,
    });
    expect(view('page=2.5').page).toBe(1);
  });

  it('knows the range the figures are for', () => {
    expect(
      rangeOf(new URL('http://shop.test/admin/dashboard?tab=logs&from=2026-01-02&to=2026-01-03')),
    ).toEqual({
      from: '2026-01-02',
      to: '2026-01-03',
    });
  });
});

describe('changes to the URL', () => {
  it('leaves the defaults out', () => {
    expect(tabChange('statistics')).toEqual({ tab: '' });
    expect(tabChange('logs')).toEqual({ tab: 'logs' });
    expect(filterChange('type', '')).toEqual({ type: '', page: '' });
  });

  it('goes back to page 1 whenever a filter or the range changes', () => {
    expect(filterChange('channel', 'mobile')).toEqual({ channel: 'mobile', page: '' });
    expect(rangeChange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      page: '',
    });
  });

  it('refuses a range that ends before it starts; one day is a range', () => {
    expect(rangeChange({ from: '2026-02-20', to: '2026-02-10' })).toBeNull();
    expect(rangeChange({ from: '2026-02-01', to: '2026-02-01' })).not.toBeNull();
  });

  it('keeps the page between 1 and the page count', () => {
    expect(pageChange(9, 3)).toEqual({ page: '3' });
    expect(pageChange(0, 3)).toEqual({ page: '' });
    expect(pageChange(2, 0)).toEqual({ page: '' });
    expect(pageChange(2, 5)).toEqual({ page: '2' });
  });
});
