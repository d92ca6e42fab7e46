import { describe, expect, it } from 'vitest';
import { eventTypeLabel } from './analytics.ts';

describe('event type labels', () => {
  it.each([
    ['transaction', 'Transaction'],
    ['product_view', 'Product view'],
    ['cart_add', 'Cart add'],
    ['user_login', 'User login'],
    ['page_view', 'Page view'],
    // Only the first underscore becomes a space.
    ['some_new_type', 'Some new_type'],
  ])('%s reads "%s"', (type, label) => {
    expect(eventTypeLabel(type)).toBe(label);
  });
});
