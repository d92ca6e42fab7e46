import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ConsentState, PrivacySettings } from '../src/shared/contracts/privacy.ts';
import { freshPhone, logIn, openLoginDialog, PASSWORD } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** A screenshot among the test's output, named with the project (phone or desktop). */
async function shoot(page: Page, name: string, fullPage = false) {
  const info = test.info();
  await page.screenshot({
    path: info.outputPath(`${name}-${info.project.name}.png`),
    fullPage,
  });
}

async function consentsOf(page: Page): Promise<ConsentState> {
  const res = await page.request.get('/api/me/consents');
  expect(res.status()).toBe(200);
  return (await res.json()) as ConsentState;
}

/** Registers through the header's dialog with the notice accepted and, when asked, marketing. */
async function registerThroughDialog(page: Page, phone: string, marketing: boolean) {
  const login = await openLoginDialog(page);
  await login.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  const dialog = page.getByRole('dialog', { name: 'สมัครสมาชิก' });
  await dialog.getByLabel('ชื่อ', { exact: true }).fill('ปรีดา');
  await dialog.getByLabel('นามสกุล').fill('สุขใจ');
  await dialog.getByLabel('เบอร์โทรศัพท์').fill(phone);
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('ที่อยู่').fill('12 หมู่ 4 ต.บ้านเกาะ อ.พระนครศรีอยุธยา');
  await dialog.getByRole('checkbox', { name: /ประกาศความเป็นส่วนตัว/ }).check();
  if (marketing) await dialog.getByRole('checkbox', { name: /รับข่าวสาร/ }).check();
  await dialog.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'ปรีดา สุขใจ' })).toBeVisible();
}

test.describe('privacy', () => {
  // Long walks through several screens, each checked with axe.
  test.describe.configure({ timeout: 120_000 });

  test('a customer downloads their data, withdraws marketing, erases the account and can register again', async ({
    page,
  }) => {
    const phone = freshPhone();
    await page.goto('/');
    await registerThroughDialog(page, phone, true);
    const registered = await consentsOf(page);
    expect(registered.marketing).toBe(true);
    expect(registered.noticeAccepted).toBe(registered.noticeCurrent);

    await page.getByRole('button', { name: 'ปรีดา สุขใจ' }).click();
    await page.getByRole('menuitem', { name: 'ข้อมูลของฉันและความเป็นส่วนตัว' }).click();
    await expect(page).toHaveURL(/\/account\/privacy$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'ข้อมูลของฉันและความเป็นส่วนตัว' }),
    ).toBeVisible();
    await expect(page.getByText(`คุณยอมรับประกาศฉบับที่ ${registered.noticeCurrent} แล้ว`)).toBeVisible();
    // A notice accepted at registration: the storefront's note does not ask again.
    await expect(page.getByRole('region', { name: 'ประกาศความเป็นส่วนตัวฉบับใหม่' })).toHaveCount(0);
    await shoot(page, 'account-privacy', true);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // The copy of my data: a JSON file with the profile and every consent given.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'ดาวน์โหลดข้อมูลของฉัน' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{8}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { phone: string; firstName: string };
      consents: { kind: string; granted: boolean; noticeVersion: number | null }[];
    };
    expect(data.profile).toMatchObject({ phone, firstName: 'ปรีดา' });
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'privacy_notice',
          granted: true,
          noticeVersion: registered.noticeCurrent,
        }),
        expect.objectContaining({ kind: 'marketing', granted: true }),
      ]),
    );

    // Marketing withdrawn, as the server keeps it.
    const marketing = page.getByRole('checkbox', { name: /รับข่าวสารและโปรโมชัน/ });
    await expect(marketing).toBeChecked();
    await marketing.click();
    await expect(page.getByText('คุณไม่ได้รับข่าวสารและโปรโมชัน')).toBeVisible();
    await expect(marketing).not.toBeChecked();
    expect((await consentsOf(page)).marketing).toBe(false);

    // Erasure asks for the password again, in red.
    await page.getByRole('button', { name: 'ลบบัญชี', exact: true }).click();
    const erase = page.getByRole('dialog', { name: 'ยืนยันการลบบัญชี' });
    await erase.getByRole('textbox', { name: 'รหัสผ่านของคุณ' }).fill(PASSWORD);
    const confirm = erase.getByRole('button', { name: 'ลบบัญชีถาวร' });
    await expect(confirm).toHaveCSS('background-color', 'oklch(0.505 0.213 27.518)');
    await shoot(page, 'erase-dialog');
    await confirm.click();
    const erased = page.getByRole('dialog', { name: 'ลบบัญชีเรียบร้อยแล้ว' });
    await expect(erased.getByRole('status')).toContainText('ออกจากระบบแล้ว');
    await erased.getByRole('button', { name: 'กลับหน้าแรก' }).click();

    // Signed out, on the home page; the account is gone.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ user: null });
    const login = await logIn(page, phone, PASSWORD);
    await expect(login.getByRole('alert')).toHaveText('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
    await login.getByRole('button', { name: 'ปิด' }).click();
    await expect(login).toBeHidden();

    // The phone is free again.
    await registerThroughDialog(page, phone, false);
    const again = await consentsOf(page);
    expect(again).toEqual({
      marketing: false,
      noticeAccepted: registered.noticeCurrent,
      noticeCurrent: registered.noticeCurrent,
    });
  });

  test('a changed notice asks signed-in customers to read it once, until they press รับทราบ', async ({
    page,
    staff,
    customer,
  }) => {
    expect(customer.phone).toMatch(/^09/);
    const before = await staff.request.get('/api/admin/settings/privacy');
    expect(before.status()).toBe(200);
    const original = (await before.json()) as PrivacySettings;

    try {
      await staff.goto('/admin/settings?tab=privacy');
      await expect(staff.getByRole('link', { name: 'ความเป็นส่วนตัว' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const box = staff.getByLabel(/^ข้อความประกาศ \(HTML\)/);
      await expect(box).toHaveValue(original.notice.html);
      await expect(
        staff.getByText(`ฉบับที่ใช้อยู่: ฉบับที่ ${original.notice.version} ประกาศเมื่อ`, {
          exact: false,
        }),
      ).toBeVisible();
      await expect(staff.getByLabel(/^เก็บประวัติการใช้งานเว็บไซต์/)).toHaveValue(
        String(original.eventRetentionDays),
      );
      await box.fill(`${original.notice.html}<p>ร้านเพิ่มการแจ้งเตือนคำสั่งซื้อทาง LINE</p>`);

      // A day count out of range is refused on its field, and nothing is published.
      const slips = staff.getByLabel(/^เก็บรูปสลิปการโอนเงิน/);
      await slips.fill('3');
      const save = staff.getByRole('button', { name: 'บันทึกการตั้งค่าความเป็นส่วนตัว' });
      await save.click();
      await expect(slips).toHaveAccessibleDescription(/^กรุณากรอกจำนวนวัน 7–3650/);
      await slips.fill(String(original.slipRetentionDays));

      await save.click();
      const published = original.notice.version + 1;
      await expect(
        staff.getByText(`บันทึกแล้ว และประกาศเป็นฉบับที่ ${published} ลูกค้าจะถูกขอให้อ่านอีกครั้ง`),
      ).toBeVisible();
      await expect(staff.getByText(`ฉบับที่ใช้อยู่: ฉบับที่ ${published} ประกาศเมื่อ`)).toBeVisible();
      await shoot(staff, 'privacy-settings', true);
      expect(await seriousAxeViolations(staff)).toEqual([]);

      // The customer accepted the notice before it changed: the storefront asks, calmly.
      await page.goto('/products');
      const note = page.getByRole('region', { name: 'ประกาศความเป็นส่วนตัวฉบับใหม่' });
      await expect(note).toContainText('ร้านปรับปรุงประกาศความเป็นส่วนตัว กรุณาอ่านฉบับใหม่');
      // The cart stays reachable beside the note.
      await page.getByRole('button', { name: 'ตะกร้าสินค้า' }).click({ trial: true });
      await shoot(page, 'notice-prompt');
      expect(await seriousAxeViolations(page, 'section[aria-label]')).toEqual([]);

      await note.getByRole('link', { name: 'อ่านประกาศ' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByText('ร้านเพิ่มการแจ้งเตือนคำสั่งซื้อทาง LINE')).toBeVisible();
      await note.getByRole('button', { name: 'รับทราบ' }).click();
      await expect(note).toBeHidden();
      expect(await consentsOf(page)).toMatchObject({
        noticeAccepted: published,
        noticeCurrent: published,
      });

      // Asked once: after a reload the consents are read again and the note stays away.
      const read = page.waitForResponse('**/api/me/consents');
      await page.reload();
      expect((await read).status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'ประกาศความเป็นส่วนตัว' }),
      ).toBeVisible();
      await expect(note).toHaveCount(0);
    } finally {
      // Other specs share the database: the notice's text goes back as it was.
      const restored = await staff.request.put('/api/admin/settings/privacy', {
        data: {
          noticeHtml: original.notice.html,
          eventRetentionDays: original.eventRetentionDays,
          slipRetentionDays: original.slipRetentionDays,
        },
      });
      expect(restored.status()).toBe(200);
      expect(((await restored.json()) as PrivacySettings).notice.html).toBe(original.notice.html);
    }
  });
});
