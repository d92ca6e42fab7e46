import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { SessionUser } from '../../src/shared/contracts/accounts.ts';

/** The password of every account the end-to-end tests register. */
export const PASSWORD = 'green-rice-77';

let sequence = 0;

/**
 * A phone no other account of this run has: the end-to-end database is shared by the whole run.
 * The time in milliseconds and a counter, so two calls never give the same number.
 */
export function freshPhone(): string {
  sequence += 1;
  const unique = (Date.now() % 1e7) * 10 + (sequence % 10);
  return `09${String(unique).padStart(8, '0')}`;
}

export interface Account {
  id: string;
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
  /** As the header's account button names the person: first name and last name. */
  name: string;
  address: string;
}

export type AccountDetails = Partial<Pick<Account, 'firstName' | 'lastName' | 'address'>>;

/**
 * Registers a customer through the API. Registering signs the caller in: on a page's `request`
 * the page is signed in, on the `request` fixture (cookies of its own) the browser is not.
 */
export async function registerCustomer(
  request: APIRequestContext,
  details: AccountDetails = {},
): Promise<Account> {
  const account = {
    phone: freshPhone(),
    firstName: details.firstName ?? 'มานี',
    lastName: details.lastName ?? 'รักนา',
    address: details.address ?? '99 หมู่ 1 ต.ท่าวาสุกรี อ.พระนครศรีอยุธยา จ.พระนครศรีอยุธยา 13000',
  };
  const res = await request.post('/api/auth/register', {
    data: { ...account, password: PASSWORD, confirmPassword: PASSWORD, acceptPrivacyNotice: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: SessionUser };
  return {
    ...account,
    id: user.id,
    password: PASSWORD,
    name: `${account.firstName} ${account.lastName}`,
  };
}

/** Signs `request` (and the browser context it belongs to, if any) in through the API. */
export async function logInByApi(request: APIRequestContext, phone: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { phone, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the login dialog from the header's button. */
export async function openLoginDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Logs in through the header's dialog and answers the dialog, which closes once the login
 * succeeded: `await expect(await logIn(…)).toBeHidden()` waits for that.
 */
export async function logIn(page: Page, phone: string, password: string) {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  return dialog;
}
