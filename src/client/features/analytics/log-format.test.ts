import { describe, expect, it } from 'vitest';
import {
  changeText,
  eventBadgeClass,
  formatLogAmount,
  pageButtons,
  showingText,
} from './log-format.ts';

describe('log amounts (in satang)', () => {
  it.each([
    [125050, '฿1,250.50'],
    [1, '฿0.01'],
    [9900, '฿99.00'],
    [-500, '-฿5.00'],
    [0, '-'],
    [null, '-'],
    [undefined, '-'],
  ])('%s shows as %s', (amount, text) => {
    expect(formatLogAmount(amount)).toBe(text);
  });
});

describe('event badges', () => {
  it('colours each type as the spec says, unknown types like page views', () => {
    expect(eventBadgeClass('transaction')).toContain('green');
    expect(eventBadgeClass('product_view')).toContain('blue');
    expect(eventBadgeClass('cart_add')).toContain('orange');
    expect(eventBadgeClass('user_login')).toContain('purple');
    expect(eventBadgeClass('page_view')).toContain('stone');
    expect(eventBadgeClass('refund')).toBe(eventBadgeClass('page_view'));
  });
});

describe('pagination text and buttons', () => {
  it.each([
    [1, 45, 'Showing 1 to 20 of 45 results'],
    [2, 45, 'Showing 21 to 40 of 45 results'],
    [3, 45, 'Showing 41 to 45 of 45 results'],
    [1, 21, 'Showing 1 to 20 of 21 results'],
  ])('page %s of %s results', (page, total, text) => {
    expect(showingText(page, 20, total)).toBe(text);
  });

  it('numbers at most the first 5 pages', () => {
    expect(pageButtons(3)).toEqual([1, 2, 3]);
    expect(pageButtons(5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(12)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('change against the previous range', () => {
  it('shows the rise or fall in percent, one decimal at most', () => {
    expect(changeText(150, 100)).toEqual({ text: '▲ 50%', up: true });
    expect(changeText(2, 3)).toEqual({ text: '▼ 33.3%', up: false });
    expect(changeText(100, 100)).toEqual({ text: '0%', up: true });
    expect(changeText(170, 1)).toEqual({ text: '▲ 16,900%', up: true });
  });

  it('has no percent when the previous range had nothing', () => {
    expect(changeText(0, 0)).toBeNull();
    expect(changeText(5, 0)).toEqual({ text: 'New', up: true });
  });
});
