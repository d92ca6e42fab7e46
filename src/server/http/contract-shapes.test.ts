import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  memberResponseSchema,
  memberSchema,
  sessionResponseSchema,
  updateProfileResponseSchema,
} from '../../shared/contracts/accounts-answers.ts';
import type { ProductInputBody } from '../../shared/contracts/admin-catalog.ts';
import {
  adminProductPageSchema,
  productAnswerSchema,
  uploadAnswerSchema,
} from '../../shared/contracts/admin-catalog-answers.ts';
import type { ArticleInput, NewsInputBody } from '../../shared/contracts/admin-content.ts';
import {
  adminArticlePageSchema,
  adminNewsPageSchema,
  adminReviewPageSchema,
  articleAnswerSchema,
  newsAnswerSchema,
} from '../../shared/contracts/admin-content-answers.ts';
import {
  adminTransactionDetailSchema,
  adminTransactionPageSchema,
  transactionAnswerSchema,
  transactionsSummarySchema,
} from '../../shared/contracts/admin-orders-answers.ts';
import type { PromotionInputBody } from '../../shared/contracts/admin-promotions.ts';
import {
  adminPromotionPageSchema,
  promotionAnswerSchema,
} from '../../shared/contracts/admin-promotions-answers.ts';
import { dashboardStatsSchema, eventLogPageSchema } from '../../shared/contracts/analytics.ts';
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
import {
  newsletterResponseSchema,
  savedShopSettingsSchema,
  shopSettingsAnswerSchema,
} from '../../shared/contracts/settings-answers.ts';
import { shipOrder } from '../../testing/admin-transactions.ts';
import { answer, expectAnswer, setupTestApp, TestClient } from '../../testing/api-client.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createUser } from '../../testing/factories/accounts.ts';
import { createProduct } from '../../testing/factories/catalog.ts';
import { createArticle, createNews, createReview } from '../../testing/factories/content.ts';
import { createPromotion } from '../../testing/factories/promotions.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';

// Every read of the contract once, and every write's success once, through the typed client; each
// answer is parsed by its schema in src/shared/contracts, strictly: a field a mapper drops, renames
// or adds fails here.

const ctx = setupTestApp();

let visitor: TestClient;
let admin: TestClient;
let sale: TestClient;

beforeAll(async () => {
  visitor = ctx.client();
  admin = await signedInClient(ctx, 'admin');
  sale = await signedInClient(ctx, 'sale');
});

let keys = 0;
const idempotencyKey = () => {
  keys += 1;
  return { headers: { 'Idempotency-Key': `contract-${keys}-${Date.now()}` } };
};

/** A customer's order of one fresh product, placed through checkout. */
async function placeOrder(customer: TestClient, quantity = 2) {
  const product = await createProduct(ctx.handle.db, { stockCount: 50 });
  const { order } = await expectAnswer(
    placeOrderResponseSchema,
    customer.api.orders.$post(
      // Paid on delivery: the tracker then passes the payments stage without a slip.
      { json: { items: [{ productId: product.id, quantity }], paymentMethod: 'cod' } },
      idempotencyKey(),
    ),
    201,
  );
  return order;
}

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

describe('the back office answers its schemas', () => {
  it('products: list, create, update, delete', async () => {
    await expectAnswer(adminProductPageSchema, admin.api.admin.products.$get({ query: {} }));
    const body: ProductInputBody = {
      name: 'คาร์เบนดาซิม ทุ่งทอง 50% ทดสอบสัญญา',
      category: 'fungicides',
      price: 320,
      originalPrice: 380,
      stockCount: 12,
      memberPoints: 640,
      image: '/images/products/thung-khiao-abamectin-18.svg',
      features: ['ราน้ำค้าง'],
      description: 'ป้องกันโรคเชื้อรา',
      how2use: 'ผสม 20 กรัม ต่อน้ำ 20 ลิตร',
      inStock: true,
      isOnSale: true,
      isEligibleForPromotion: true,
    };
    const { product } = await expectAnswer(
      productAnswerSchema,
      admin.api.admin.products.$post({ json: body }),
      201,
    );
    const param = { id: String(product.id) };
    const soldOut = { param, json: { ...body, stockCount: 0 } };
    await expectAnswer(productAnswerSchema, admin.api.admin.products[':id'].$put(soldOut));
    expect((await admin.api.admin.products[':id'].$delete({ param })).status).toBe(204);
  });

  it('an uploaded picture', async () => {
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'shop-contract-uploads-'));
    try {
      const config = parseConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        UPLOADS_DIR: uploadsDir,
      });
      const browser = new TestClient(
        createApp({ db: ctx.handle.db, dbKind: ctx.handle.kind, config }),
      );
      browser.cookie = admin.cookie;
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 140, b: 60 } },
      })
        .png()
        .toBuffer();
      const file = new File([new Uint8Array(png)], 'rice.png', { type: 'image/png' });
      await expectAnswer(
        uploadAnswerSchema,
        browser.api.admin.uploads.$post({ form: { file } }),
        201,
      );
    } finally {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });

  it('articles, news and reviews: lists, create, update, delete', async () => {
    await createReview(ctx.handle.db);
    await expectAnswer(adminArticlePageSchema, admin.api.admin.articles.$get({ query: {} }));
    await expectAnswer(adminNewsPageSchema, admin.api.admin.news.$get({ query: {} }));
    await expectAnswer(adminReviewPageSchema, admin.api.admin.reviews.$get({ query: {} }));

    const articleBody: ArticleInput = {
      title: 'เตรียมดินก่อนปลูกข้าวนาปรัง',
      author: 'ทีมงานร้าน',
      publishedDate: '2026-03-01T03:00:00.000Z',
      readTime: '4 min read',
      imageUrl: '/images/articles/rice-weed-control.svg',
      excerpt: 'ไถกลบตอซังและปรับระดับดิน',
      content: 'ย่อหน้าแรก\n\nย่อหน้าที่สอง',
    };
    const { article } = await expectAnswer(
      articleAnswerSchema,
      admin.api.admin.articles.$post({ json: articleBody }),
      201,
    );
    const articleParam = { id: String(article.id) };
    const articleEdit = { param: articleParam, json: articleBody };
    await expectAnswer(articleAnswerSchema, admin.api.admin.articles[':id'].$put(articleEdit));
    expect((await admin.api.admin.articles[':id'].$delete({ param: articleParam })).status).toBe(
      204,
    );

    const newsBody: NewsInputBody = {
      title: 'กรมอุตุฯ เตือนฝนตกหนักภาคกลาง',
      category: 'Weather',
      publishedDate: '2026-03-02T01:30:00+07:00',
      summary: 'เกษตรกรควรระบายน้ำในแปลง',
      content: 'รายละเอียดข่าว',
      isUrgent: true,
    };
    const { news } = await expectAnswer(
      newsAnswerSchema,
      admin.api.admin.news.$post({ json: newsBody }),
      201,
    );
    const newsParam = { id: String(news.id) };
    const newsEdit = { param: newsParam, json: newsBody };
    await expectAnswer(newsAnswerSchema, admin.api.admin.news[':id'].$put(newsEdit));
    expect((await admin.api.admin.news[':id'].$delete({ param: newsParam })).status).toBe(204);
  });

  it('promotions: list, create, update, toggle, delete', async () => {
    await expectAnswer(adminPromotionPageSchema, admin.api.admin.promotions.$get({ query: {} }));
    const body: PromotionInputBody = {
      title: 'ลดรับหน้าเกี่ยว',
      message: 'ส่วนลดสำหรับสินค้าที่ร่วมรายการ',
      imageUrl: '/images/promotions/harvest.svg',
      maxUses: 50,
      discountCode: `HARVEST${Date.now() % 100_000}`,
      discountType: 'fixed',
      discountValue: 49.5,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2036-01-01T00:00:00.000Z',
    };
    const { promotion } = await expectAnswer(
      promotionAnswerSchema,
      admin.api.admin.promotions.$post({ json: body }),
      201,
    );
    const param = { id: String(promotion.id) };
    const openStart = { param, json: { ...body, startDate: null } };
    await expectAnswer(promotionAnswerSchema, admin.api.admin.promotions[':id'].$put(openStart));
    const toggled = await expectAnswer(
      promotionAnswerSchema,
      admin.api.admin.promotions[':id'].toggle.$post({ param }),
    );
    expect(toggled.promotion.isActive).toBe(!promotion.isActive);
    expect((await admin.api.admin.promotions[':id'].$delete({ param })).status).toBe(204);
  });

  it('transactions: list, summary, one, and every action', async () => {
    const { client: customer } = await signedInCustomer(ctx);
    const order = await placeOrder(customer);
    const listed = await expectAnswer(
      adminTransactionPageSchema,
      sale.api.admin.transactions.$get({ query: { q: order.id } }),
    );
    expect(listed.items.map((item) => item.id)).toEqual([order.id]);
    await expectAnswer(transactionsSummarySchema, sale.api.admin.transactions.summary.$get());
    const param = { id: order.id };
    const transaction = sale.api.admin.transactions[':id'];
    const detail = await expectAnswer(adminTransactionDetailSchema, transaction.$get({ param }));
    const itemIds = detail.items.map((item) => item.id);

    const oneLess = {
      param,
      json: { items: [{ id: itemIds[0] as number, quantity: 1, cancelled: false }] },
    };
    await expectAnswer(transactionAnswerSchema, transaction.items.$patch(oneLess));
    const ticked = { param, json: { itemIds } };
    const confirmed = await expectAnswer(
      transactionAnswerSchema,
      transaction.confirm.$post(ticked),
    );
    expect(confirmed.transaction.history.length).toBeGreaterThan(1);
    const paid = { param, json: { stage: 'payments' } } as const;
    await expectAnswer(transactionAnswerSchema, transaction.workflow.$post(paid));
    const rejected = await placeOrder(customer);
    const rejectedDetail = await answer(transaction.$get({ param: { id: rejected.id } }));
    const refusal = {
      param: { id: rejected.id },
      json: { itemIds: rejectedDetail.items.map((item) => item.id), reason: 'สินค้าหมด' },
    };
    await expectAnswer(transactionAnswerSchema, transaction.reject.$post(refusal));

    const shipped = await placeOrder(customer);
    await shipOrder(ctx, shipped.id);
    await expectAnswer(
      transactionAnswerSchema,
      transaction.delivered.$post({ param: { id: shipped.id } }),
    );

    const manual = await expectAnswer(
      transactionAnswerSchema,
      sale.api.admin.transactions.$post({
        json: { username: 'ป้าแดง', totalAmount: 320, shippingAddress: 'ตลาดหัวรอ' },
      }),
      201,
    );
    expect(manual.transaction.channel).toBe('phone');
    const manualParam = { id: manual.transaction.id };
    const form = {
      param: manualParam,
      json: {
        username: 'ป้าแดง ตลาดบ่าย',
        totalAmount: 150.25,
        shippingAddress: 'ตลาดเจ้าพรหม อยุธยา',
        status: 'confirmed',
      },
    } as const;
    const edited = await expectAnswer(transactionAnswerSchema, transaction.$put(form));
    expect(edited.transaction.totalAmount).toBe(150.25);
    const deleted = await admin.api.admin.transactions[':id'].$delete({ param: manualParam });
    expect(deleted.status).toBe(204);
  });

  it('the dashboard and the event log', async () => {
    const { client: customer } = await signedInCustomer(ctx);
    await placeOrder(customer);
    const products = await answer(visitor.api.products.$get({ query: { pageSize: '1' } }));
    const productId = products.items[0]?.id as number;
    const sent = await customer.api.events.$post({
      json: {
        events: [
          { type: 'page_view', pageUrl: '/products' },
          { type: 'product_view', productId, details: { source: 'card' } },
          { type: 'cart_add', productId },
        ],
      },
    });
    expect(sent.status).toBe(202);
    const stats = await expectAnswer(
      dashboardStatsSchema,
      sale.api.admin.dashboard.stats.$get({ query: {} }),
    );
    expect(stats.mostViewedProducts.length).toBeGreaterThan(0);
    const log = await expectAnswer(eventLogPageSchema, sale.api.admin.events.$get({ query: {} }));
    expect(log.items.map((entry) => entry.eventType)).toEqual(
      expect.arrayContaining(['transaction', 'page_view', 'product_view', 'cart_add']),
    );
  });

  it('the shop settings and the newsletter', async () => {
    const saved = await expectAnswer(savedShopSettingsSchema, admin.api.admin.settings.shop.$get());
    await expectAnswer(
      shopSettingsAnswerSchema,
      admin.api.admin.settings.shop.$put({ json: { ...saved, phone: '035-123-456' } }),
    );
    const email = `farmer${Date.now()}@example.com`;
    const first = await expectAnswer(
      newsletterResponseSchema,
      visitor.api.newsletter.$post({ json: { email } }),
      201,
    );
    expect(first.alreadySubscribed).toBe(false);
    const again = await expectAnswer(
      newsletterResponseSchema,
      visitor.api.newsletter.$post({ json: { email } }),
    );
    expect(again.alreadySubscribed).toBe(true);
  });
});
