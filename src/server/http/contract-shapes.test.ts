import { beforeAll, describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  memberResponseSchema,
  memberSchema,
  sessionResponseSchema,
  updateProfileResponseSchema,
} from '../../shared/contracts/accounts-answers.ts';
import { pageOf } from '../../shared/contracts/answer-fields.ts';
import { cartQuoteSchema } from '../../shared/contracts/cart-answers.ts';
import {
  bestsellersSchema,
  categoriesSchema,
  productPageSchema,
  productSchema,
} from '../../shared/contracts/catalog.ts';
import { healthSchema } from '../../shared/contracts/common.ts';
import {
  articlePageSchema,
  articleSchema,
  newsItemSchema,
  newsPageSchema,
  reviewPageSchema,
} from '../../shared/contracts/content.ts';
import {
  orderPageSchema,
  orderSchema,
  placeOrderResponseSchema,
} from '../../shared/contracts/orders-answers.ts';
import {
  activePromotionsSchema,
  redeemResponseSchema,
  validateCodeResponseSchema,
} from '../../shared/contracts/promotions.ts';
import { savedShopSettingsSchema } from '../../shared/contracts/settings-answers.ts';
import { shipOrder } from '../../testing/admin-orders.ts';
import { expectAnswer, setupTestApp, type TestClient } from '../../testing/api-client.ts';
import { customerCheckout } from '../../testing/customer-checkout.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createArticle, createNews, createReview } from '../../testing/factories/content.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { signedInClient } from '../../testing/staff-session.ts';

// Every read of the contract once, and every write's success once, through the typed client; each
// answer is parsed by its schema in src/shared/contracts, strictly: a field a mapper drops, renames
// or adds fails here. The back office's are in admin-contract-shapes.test.ts.

const ctx = setupTestApp();

let visitor: TestClient;
let admin: TestClient;

beforeAll(async () => {
  visitor = ctx.client();
  admin = await signedInClient(ctx, 'admin');
});

const { placeOrder } = customerCheckout(ctx);

describe('the public reads answer their schemas', () => {
  it('health, categories, products, one product, bestsellers', async () => {
    await expectAnswer(healthSchema.strict(), visitor.api.health.$get());
    const categories = await expectAnswer(categoriesSchema, visitor.api.categories.$get());
    expect(categories).toHaveLength(6);
    const page = await expectAnswer(
      productPageSchema,
      visitor.api.products.$get({ query: { pageSize: '100', onSale: 'true' } }),
    );
    const onSale = page.items.find((product) => product.originalPrice !== null);
    expect(onSale).toBeDefined();
    await expectAnswer(
      productSchema,
      visitor.api.products[':id'].$get({ param: { id: String(onSale?.id) } }),
    );
    const best = await expectAnswer(
      bestsellersSchema,
      visitor.api.bestsellers.$get({ query: { limit: '3' } }),
    );
    expect(best).toHaveLength(3);
  });

  it('articles, news and reviews, as lists and one by one', async () => {
    const article = await createArticle(ctx.handle.db);
    const item = await createNews(ctx.handle.db);
    await createReview(ctx.handle.db, { imageUrl: '/images/reviews/farmer.svg' });
    const articles = await expectAnswer(
      articlePageSchema,
      visitor.api.articles.$get({ query: {} }),
    );
    expect(articles.total).toBeGreaterThan(0);
    await expectAnswer(
      articleSchema.strict(),
      visitor.api.articles[':id'].$get({ param: { id: String(article.id) } }),
    );
    const news = await expectAnswer(newsPageSchema, visitor.api.news.$get({ query: {} }));
    expect(news.total).toBeGreaterThan(0);
    await expectAnswer(
      newsItemSchema.strict(),
      visitor.api.news[':id'].$get({ param: { id: String(item.id) } }),
    );
    const reviews = await expectAnswer(reviewPageSchema, visitor.api.reviews.$get({ query: {} }));
    expect(reviews.items.some((review) => review.imageUrl !== null)).toBe(true);
  });

  it('active promotions and the shop settings', async () => {
    await createPromotion(ctx.handle.db, { imageUrl: '/images/promotions/rain.svg' });
    const active = await expectAnswer(activePromotionsSchema, visitor.api.promotions.active.$get());
    expect(active.length).toBeGreaterThan(0);
    await expectAnswer(savedShopSettingsSchema, visitor.api.settings.shop.$get());
  });
});

describe('the accounts API answers its schemas', () => {
  it('register, session, me, profile edit, login and logout', async () => {
    const browser = ctx.client();
    const visitorSession = await expectAnswer(
      sessionResponseSchema,
      browser.api.auth.session.$get(),
    );
    expect(visitorSession.user).toBeNull();

    const phone = `08${String(Date.now()).slice(-8)}`;
    const registered = await expectAnswer(
      authResponseSchema,
      browser.api.auth.register.$post({
        json: {
          firstName: 'สมศรี',
          lastName: 'ใจดี',
          phone,
          password: 'paddy-field-77',
          confirmPassword: 'paddy-field-77',
          acceptPrivacyNotice: true,
          address: '9 หมู่ 2 ต.บ้านใหม่ อ.พระนครศรีอยุธยา',
        },
      }),
      201,
    );
    expect(registered.user.lastProfileEditAt).toBeNull();
    await expectAnswer(authResponseSchema, browser.api.auth.me.$get());
    const signedIn = await expectAnswer(sessionResponseSchema, browser.api.auth.session.$get());
    expect(signedIn.user?.phone).toBe(phone);

    const edited = await expectAnswer(
      updateProfileResponseSchema,
      browser.api.me.$patch({
        json: { firstName: 'สมศรี', lastName: 'ใจงาม', address: 'ตลาดหัวรอ อยุธยา' },
      }),
    );
    expect(edited.user.lastProfileEditAt).not.toBeNull();

    expect((await browser.api.auth.logout.$post()).status).toBe(204);
    await expectAnswer(
      authResponseSchema,
      browser.api.auth.login.$post({ json: { phone, password: 'paddy-field-77' } }),
    );
  });

  it('the members list and every change to a member', async () => {
    const member = await createUser(ctx.handle.db, { isLocked: true });
    const list = await expectAnswer(
      pageOf(memberSchema),
      admin.api.admin.members.$get({ query: { q: member.phone } }),
    );
    expect(list.items.map((row) => row.id)).toEqual([member.id]);
    const param = { id: member.id };
    const edit = { param, json: { firstName: 'สมปอง' } };
    await expectAnswer(memberResponseSchema, admin.api.admin.members[':id'].$patch(edit));
    const unlocked = await expectAnswer(
      memberResponseSchema,
      admin.api.admin.members[':id'].unlock.$post({ param }),
    );
    expect(unlocked.member.isLocked).toBe(false);
    const inactive = { param, json: { status: 'inactive' } } as const;
    await expectAnswer(memberResponseSchema, admin.api.admin.members[':id'].status.$post(inactive));
    expect((await admin.api.admin.members[':id'].$delete({ param })).status).toBe(204);
  });
});

describe('the cart, codes and orders answer their schemas', () => {
  it('a quote with a code, a code check and a redeem check', async () => {
    const customer = await signedInCustomer(ctx);
    const promotion = await createPromotion(ctx.handle.db);
    const product = await createProduct(ctx.handle.db, { stockCount: 3 });
    const items = [{ productId: product.id, quantity: 5 }];
    const quote = await expectAnswer(
      cartQuoteSchema,
      customer.client.api.cart.quote.$post({
        json: { items, discountCode: promotion.discountCode, knownPrices: { [product.id]: 1 } },
      }),
    );
    expect(quote.discountCode).toBe(promotion.discountCode);
    expect(quote.problems.map((problem) => problem.code).sort()).toEqual([
      'INSUFFICIENT_STOCK',
      'PRICE_CHANGED',
    ]);
    const refused = await expectAnswer(
      cartQuoteSchema,
      visitor.api.cart.quote.$post({ json: { items, discountCode: promotion.discountCode } }),
    );
    expect(refused.discountError?.reason).toBe('LOGIN_REQUIRED');

    const valid = await expectAnswer(
      validateCodeResponseSchema,
      customer.client.api.promotions.validate.$post({
        json: { code: promotion.discountCode, items },
      }),
    );
    expect(valid).toMatchObject({ valid: true, promotionId: promotion.id });
    const unknown = await expectAnswer(
      validateCodeResponseSchema,
      customer.client.api.promotions.validate.$post({ json: { code: 'NOSUCHCODE', items } }),
    );
    expect(unknown.reason).toBe('NOT_FOUND');
    const redeem = await expectAnswer(
      redeemResponseSchema,
      customer.client.api.promotions[':id'].redeem.$post({ param: { id: String(promotion.id) } }),
    );
    expect(redeem).toEqual({ result: 'SUCCESS', code: promotion.discountCode });
  });

  it("a customer's orders: placed, listed, read, cancelled, delivered", async () => {
    const { client: customer } = await signedInCustomer(ctx);
    const order = await placeOrder(customer);
    const mine = await expectAnswer(orderPageSchema, customer.api.orders.$get({ query: {} }));
    expect(mine.items.map((item) => item.id)).toEqual([order.id]);
    await expectAnswer(orderSchema, customer.api.orders[':id'].$get({ param: { id: order.id } }));
    const cancelled = await expectAnswer(
      placeOrderResponseSchema,
      customer.api.orders[':id'].cancel.$post({ param: { id: order.id } }),
    );
    expect(cancelled.order).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });

    const shipped = await placeOrder(customer);
    await shipOrder(ctx, shipped.id, { cod: true });
    const delivered = await expectAnswer(
      placeOrderResponseSchema,
      customer.api.orders[':id'].delivered.$post({ param: { id: shipped.id } }),
    );
    expect(delivered.order.status).toBe('delivered');
  });
});
