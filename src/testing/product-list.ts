import { productPageSchema } from '../shared/contracts/catalog.ts';
import { expectAnswer, type TestClient, type TestContext } from './api-client.ts';

type ListQuery = Parameters<TestClient['api']['products']['$get']>[0]['query'];

/** The storefront's product list as a visitor reads it, one page of 100, and its names alone. */
export function productList(ctx: TestContext) {
  const list = (query: ListQuery) =>
    expectAnswer(
      productPageSchema,
      ctx.client().api.products.$get({ query: { pageSize: '100', ...query } }),
    );
  const names = async (query: ListQuery) => (await list(query)).items.map((p) => p.name);
  return { list, names };
}
