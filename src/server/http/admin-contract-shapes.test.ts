import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
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
  adminOrderDetailSchema,
  adminOrderPageSchema,
  orderAnswerSchema,
  ordersSummarySchema,
} from '../../shared/contracts/admin-orders-answers.ts';
import type { PromotionInputBody } from '../../shared/contracts/admin-promotions.ts';
import {
  adminPromotionPageSchema,
  promotionAnswerSchema,
} from '../../shared/contracts/admin-promotions-answers.ts';
import { dashboardStatsSchema, eventLogPageSchema } from '../../shared/contracts/analytics.ts';
import {
  adminSavedShopSettingsSchema,
  newsletterResponseSchema,
  shopSettingsAnswerSchema,
} from '../../shared/contracts/settings-answers.ts';
import { shipOrder } from '../../testing/admin-orders.ts';
import { answer, expectAnswer, setupTestApp, TestClient } from '../../testing/api-client.ts';
import { customerCheckout } from '../../testing/customer-checkout.ts';
import { signedInCustomer } from '../../testing/customers.ts';
import { createReview } from '../../testing/factories/content.ts';
import { signedInClient } from '../../testing/staff-session.ts';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';

// Every read of the back office's contract once, and every write's success once, through the typed
// client; each answer is parsed by its schema in src/shared/contracts, strictly: a field a mapper
// drops, renames or adds fails here. The storefront's are in contract-shapes.test.ts.

const ctx = setupTestApp();

let visitor: TestClient;
let admin: TestClient;
let sale: TestClient;

beforeAll(async () => {
  visitor = ctx.client();
  admin = await signedInClient(ctx, 'admin');
  sale = await signedInClient(ctx, 'sale');
});

const { placeOrder } = customerCheckout(ctx);

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
      adminOrderPageSchema,
      sale.api.admin.transactions.$get({ query: { q: order.id } }),
    );
    expect(listed.items.map((item) => item.id)).toEqual([order.id]);
    await expectAnswer(ordersSummarySchema, sale.api.admin.transactions.summary.$get());
    const param = { id: order.id };
    const transaction = sale.api.admin.transactions[':id'];
    const detail = await expectAnswer(adminOrderDetailSchema, transaction.$get({ param }));
    const itemIds = detail.items.map((item) => item.id);

    const oneLess = {
      param,
      json: { items: [{ id: itemIds[0] as number, quantity: 1, cancelled: false }] },
    };
    await expectAnswer(orderAnswerSchema, transaction.items.$patch(oneLess));
    const ticked = { param, json: { itemIds } };
    const confirmed = await expectAnswer(orderAnswerSchema, transaction.confirm.$post(ticked));
    expect(confirmed.transaction.history.length).toBeGreaterThan(1);
    const paid = { param, json: { stage: 'payments' } } as const;
    await expectAnswer(orderAnswerSchema, transaction.workflow.$post(paid));
    const rejected = await placeOrder(customer);
    const rejectedDetail = await answer(transaction.$get({ param: { id: rejected.id } }));
    const refusal = {
      param: { id: rejected.id },
      json: { itemIds: rejectedDetail.items.map((item) => item.id), reason: 'สินค้าหมด' },
    };
    await expectAnswer(orderAnswerSchema, transaction.reject.$post(refusal));

    const shipped = await placeOrder(customer);
    await shipOrder(ctx, shipped.id);
    await expectAnswer(
      orderAnswerSchema,
      transaction.delivered.$post({ param: { id: shipped.id } }),
    );

    const manual = await expectAnswer(
      orderAnswerSchema,
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
    const edited = await expectAnswer(orderAnswerSchema, transaction.$put(form));
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
    const saved = await expectAnswer(
      adminSavedShopSettingsSchema,
      admin.api.admin.settings.shop.$get(),
    );
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
