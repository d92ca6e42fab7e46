import { test as base, expect, type Page, type Response } from '@playwright/test';
import type { Product } from '../../src/shared/contracts/catalog.ts';
import type { ProductOverrides } from '../../src/testing/factories/catalog.ts';
import { type Account, logInByApi, registerCustomer } from './accounts.ts';
import { createProduct, deleteProduct } from './catalog.ts';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './constants.ts';

/**
 * The end-to-end tests' `test`: Playwright's, with the people and things a test of the shop
 * starts from. Every spec imports `test` and `expect` from here. The database is shared by the
 * whole run, so each fixture makes its own (a new phone, a new product) and removes what would
 * change another test's page (the products it made).
 */
export interface ShopFixtures {
  /** A customer registered for this test, signed in on `page`. */
  customer: Account;
  /** A page of its own (its own cookies, the project's device), signed in as the root account. */
  staff: Page;
  /** Makes factory products through the admin API; each is deleted after the test. */
  makeProduct: (overrides?: ProductOverrides) => Promise<Product>;
  /** A product made for this test (`newProduct` changes it), deleted after the test. */
  product: Product;
  /** `page`'s cart, holding one `product`; the page is left on that product's page. */
  cart: { product: Product; quantity: number };
}

export interface ShopOptions {
  /** What `product` is made with: `test.use({ newProduct: { category: 'others' } })`. */
  newProduct: ProductOverrides;
}

/**
 * Makes `page.goto` and `page.reload` wait, after an HTML page has loaded, until the SPA answers
 * taps (`<html data-app="ready">`, client/main.tsx): a server-rendered page is on the screen
 * before its scripts run (client/start.ts), and a tap before that reaches no handler.
 */
export function waitForTheShopOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const ready = async (response: Response | null) => {
    if (!response?.headers()['content-type']?.startsWith('text/html')) return response;
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    return response;
  };
  page.goto = async (url, options) => ready(await goto(url, options));
  page.reload = async (options) => ready(await reload(options));
  return page;
}

export const test = base.extend<ShopFixtures & ShopOptions>({
  newProduct: [{}, { option: true }],

  // Each worker's own shop: playwright.config.ts starts one per worker, on the ports after the
  // first, so specs that run side by side never share a database or the shop's settings.
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (!baseURL) return use(baseURL);
    const url = new URL(baseURL);
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },

  page: async ({ page }, use) => {
    await use(waitForTheShopOnLoad(page));
  },

  customer: async ({ page }, use) => {
    await use(await registerCustomer(page.request));
  },

  staff: async ({ browser }, use) => {
    // A context made during a test takes the project's options (baseURL, viewport, device).
    const context = await browser.newContext();
    await logInByApi(context.request, E2E_ROOT_PHONE, E2E_ROOT_PASSWORD);
    await use(waitForTheShopOnLoad(await context.newPage()));
    await context.close();
  },

  makeProduct: async ({ playwright, baseURL }, use) => {
    const root = await playwright.request.newContext({ baseURL });
    let signedIn = false;
    const made: Product[] = [];
    await use(async (overrides = {}) => {
      if (!signedIn) await logInByApi(root, E2E_ROOT_PHONE, E2E_ROOT_PASSWORD);
      signedIn = true;
      const product = await createProduct(root, overrides);
      made.push(product);
      return product;
    });
    for (const product of made) await deleteProduct(root, product.id);
    await root.dispose();
  },

  product: async ({ makeProduct, newProduct }, use) => {
    await use(await makeProduct(newProduct));
  },

  cart: async ({ page, product }, use) => {
    await page.goto(`/products/${product.category}/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true }).click();
    await expect(page.getByRole('button', { name: 'ตะกร้าสินค้า' })).toHaveAccessibleDescription(
      '1 รายการ',
    );
    await use({ product, quantity: 1 });
  },
});

export { expect };
