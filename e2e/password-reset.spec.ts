import type { Page } from '@playwright/test';
import { logIn, openLoginDialog, registerCustomer } from './support/accounts.ts';
import { E2E_ROOT_PASSWORD, E2E_ROOT_PHONE } from './support/constants.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Staff make a reset code for a member, the member sets a new password with it in the login
 * dialog and is signed in; the staff audit shows the code was made. Screenshots go to SHOTS_DIR.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/shots';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/${test.info().project.name}-${name}.png` });
}

test('staff make a reset code; the member resets with it and is signed in', async ({
  page,
  request,
}) => {
  const member = await registerCustomer(request, { firstName: 'มาลัย', lastName: 'ทองดี' });

  await page.goto('/');
  await expect(await logIn(page, E2E_ROOT_PHONE, E2E_ROOT_PASSWORD)).toBeHidden();
  await page.goto(`/admin/members?q=${member.phone}`);
  const row = page.getByRole('row', { name: /มาลัย/ });
  await row.getByRole('button', { name: /สร้างรหัสรีเซ็ตรหัสผ่าน/ }).click();
  const confirm = page.getByRole('dialog', { name: 'สร้างรหัสรีเซ็ตรหัสผ่าน' });
  await confirm.getByRole('button', { name: 'สร้างรหัส' }).click();
  const shown = page.getByRole('dialog', { name: 'รหัสรีเซ็ตรหัสผ่าน' });
  const code = (await shown.getByRole('status', { name: 'รหัสรีเซ็ตรหัสผ่าน' }).textContent()) ?? '';
  expect(code).toMatch(/^\d{8}$/);
  await expect(shown.getByText(/ใช้ได้ 30 นาที/)).toBeVisible();
  await shot(page, 'reset-code-dialog');
  await shown.getByRole('button', { name: 'ปิด' }).last().click();

  await page.goto('/admin/audit');
  await expect(page.getByRole('table').getByText('สร้างรหัสรีเซ็ตรหัสผ่าน').first()).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(code);
  await shot(page, 'audit-page');

  await page.context().clearCookies();
  await page.goto('/');
  const login = await openLoginDialog(page);
  await login.getByRole('button', { name: 'ลืมรหัสผ่าน?' }).click();
  const reset = page.getByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่' });
  await reset.getByLabel('เบอร์โทรศัพท์').fill(member.phone);
  await reset.getByLabel('รหัสรีเซ็ต').fill(code);
  await reset.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('new-mango-field-42');
  await reset.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill('new-mango-field-42');
  await shot(page, 'reset-form');
  await reset.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่และเข้าสู่ระบบ' }).click();
  await expect(reset).toBeHidden();
  await expect(page.getByRole('button', { name: 'มาลัย ทองดี' })).toBeVisible();
});
