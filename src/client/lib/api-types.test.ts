import type { InferResponseType } from 'hono/client';
import type { JSONParsed } from 'hono/utils/types';
import { describe, expectTypeOf, it } from 'vitest';
import type { AuthResponse, Member, SessionResponse } from '../../shared/contracts/accounts.ts';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  OrderAnswer,
} from '../../shared/contracts/admin-orders.ts';
import type { AdminPromotionPage } from '../../shared/contracts/admin-promotions.ts';
import type { DashboardStats, EventLogPage } from '../../shared/contracts/analytics.ts';
import type { CartQuote } from '../../shared/contracts/cart.ts';
import type { CategoryCount, Product } from '../../shared/contracts/catalog.ts';
import type { Page } from '../../shared/contracts/common.ts';
import type { Article } from '../../shared/contracts/content.ts';
import type { Order, PlaceOrderResponse } from '../../shared/contracts/orders.ts';
import type { ActivePromotion } from '../../shared/contracts/promotions.ts';
import type { ShopSettings } from '../../shared/contracts/settings.ts';
import type { call, client } from './api.ts';

/** What the SPA's `call` answers for a request of this endpoint. */
type Called<E extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<typeof call<Awaited<ReturnType<E>>>>
>;

// Checked by `tsc` (the types step of `npm test`): the typed client's answers are the contract's
// types, so renaming a field in a mapper or a contract fails the build, not the shop. Answers
// with free-form `details` (an order's history, the event log) are compared as JSON reads them
// back (`JSONParsed`): `unknown` values come back as JSON values.
describe("the typed client's answers are the contract's types", () => {
  it('catalogue', () => {
    expectTypeOf<Called<typeof client.products.$get>>().toEqualTypeOf<Page<Product>>();
    expectTypeOf<
      InferResponseType<(typeof client.products)[':id']['$get'], 200>
    >().toEqualTypeOf<Product>();
    expectTypeOf<Called<typeof client.bestsellers.$get>>().toEqualTypeOf<Product[]>();
    expectTypeOf<Called<typeof client.categories.$get>>().toEqualTypeOf<CategoryCount[]>();
  });

  it('accounts', () => {
    expectTypeOf<Called<typeof client.auth.login.$post>>().toEqualTypeOf<AuthResponse>();
    expectTypeOf<Called<typeof client.auth.session.$get>>().toEqualTypeOf<SessionResponse>();
    expectTypeOf<Called<typeof client.admin.members.$get>>().toEqualTypeOf<Page<Member>>();
  });

  it('orders', () => {
    expectTypeOf<Called<typeof client.orders.$post>>().toEqualTypeOf<PlaceOrderResponse>();
    expectTypeOf<Called<typeof client.orders.$get>>().toEqualTypeOf<Page<Order>>();
    expectTypeOf<Called<(typeof client.orders)[':id']['$get']>>().toEqualTypeOf<Order>();
    expectTypeOf<Called<typeof client.cart.quote.$post>>().toEqualTypeOf<CartQuote>();
    expectTypeOf<Called<typeof client.admin.transactions.$get>>().toEqualTypeOf<AdminOrderPage>();
    expectTypeOf<Called<(typeof client.admin.transactions)[':id']['$get']>>().toEqualTypeOf<
      JSONParsed<AdminOrderDetail>
    >();
    expectTypeOf<
      Called<(typeof client.admin.transactions)[':id']['confirm']['$post']>
    >().toEqualTypeOf<JSONParsed<OrderAnswer>>();
  });

  it('content, promotions, settings and the dashboard', () => {
    expectTypeOf<Called<(typeof client.articles)[':id']['$get']>>().toEqualTypeOf<Article>();
    expectTypeOf<Called<typeof client.promotions.active.$get>>().toEqualTypeOf<ActivePromotion[]>();
    expectTypeOf<Called<typeof client.admin.promotions.$get>>().toEqualTypeOf<AdminPromotionPage>();
    expectTypeOf<Called<typeof client.settings.shop.$get>>().toEqualTypeOf<ShopSettings>();
    expectTypeOf<
      Called<typeof client.admin.dashboard.stats.$get>
    >().toEqualTypeOf<DashboardStats>();
    expectTypeOf<Called<typeof client.admin.events.$get>>().toEqualTypeOf<
      JSONParsed<EventLogPage>
    >();
  });
});
