import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  PrivacySettings,
  PrivacySettingsUpdate,
} from '../../../../shared/contracts/privacy.ts';
import {
  errorReply,
  get,
  memberOf,
  mockApi,
  put,
  type SentRequest,
} from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as settingsPage from './settings-admin-page.tsx';

const saved: PrivacySettings = {
  notice: {
    version: 2,
    // 03:00 UTC is 10:00 in Bangkok.
    publishedAt: '2026-11-20T03:00:00.000Z',
    html: '<h2>ประกาศความเป็นส่วนตัว</h2><p>ร้านเก็บชื่อ เบอร์โทร และที่อยู่</p>',
  },
  eventRetentionDays: 365,
  slipRetentionDays: 90,
};

/** The server's answer: a changed text is published as the next version. */
function renderPrivacy(...answers: Parameters<typeof mockApi>) {
  const calls = mockApi(
    ...answers,
    get('/admin/settings/privacy', saved),
    put('/admin/settings/privacy', async (request) => {
      const body = (await request.json()) as PrivacySettingsUpdate;
      const changed = body.noticeHtml !== saved.notice.html;
      return {
        notice: changed
          ? { version: 3, publishedAt: '2026-11-26T07:30:00.000Z', html: body.noticeHtml }
          : saved.notice,
        eventRetentionDays: body.eventRetentionDays,
        slipRetentionDays: body.slipRetentionDays,
      };
    }),
  );
  renderPages({ '/admin/settings': settingsPage }, '/admin/settings?tab=privacy');
  return calls;
}

const puts = (calls: SentRequest[]) => calls.filter((call) => call.method === 'PUT');
const saveButton = () => screen.getByRole('button', { name: 'บันทึกการตั้งค่าความเป็นส่วนตัว' });
const noticeBox = () => screen.findByLabelText(/^ข้อความประกาศ \(HTML\)/);

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('root') });
});

afterEach(cleanup);

describe('privacy settings', () => {
  it('is a tab of the settings, showing the notice in force with its version and Bangkok time', async () => {
    renderPrivacy();
    expect(await noticeBox()).toHaveValue(saved.notice.html);
    expect(screen.getByRole('link', { name: 'ความเป็นส่วนตัว' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('ฉบับที่ใช้อยู่: ฉบับที่ 2 ประกาศเมื่อ November 20, 2026, 10:00')).toBeVisible();
    expect(await noticeBox()).toHaveAccessibleDescription(
      /เมื่อบันทึกข้อความที่เปลี่ยนไป ร้านจะประกาศเป็นฉบับใหม่ และลูกค้าที่เข้าสู่ระบบจะถูกขอให้อ่านอีกครั้ง/,
    );
    expect(screen.getByLabelText(/^เก็บประวัติการใช้งานเว็บไซต์/)).toHaveValue('365');
    expect(screen.getByLabelText(/^เก็บรูปสลิปการโอนเงิน/)).toHaveValue('90');
  });

  it('publishes a changed notice as a new version and sends the days as numbers', async () => {
    const calls = renderPrivacy();
    const user = userEvent.setup();
    const box = await noticeBox();
    await user.type(box, '<p>เพิ่มเติม</p>');
    const events = screen.getByLabelText(/^เก็บประวัติการใช้งานเว็บไซต์/);
    await user.clear(events);
    await user.type(events, '180');
    await user.click(saveButton());

    expect(
      await screen.findByText('บันทึกแล้ว และประกาศเป็นฉบับที่ 3 ลูกค้าจะถูกขอให้อ่านอีกครั้ง'),
    ).toBeVisible();
    expect(screen.getByText('ฉบับที่ใช้อยู่: ฉบับที่ 3 ประกาศเมื่อ November 26, 2026, 14:30')).toBeVisible();
    expect(puts(calls).map((call) => call.body)).toEqual([
      {
        noticeHtml: `${saved.notice.html}<p>เพิ่มเติม</p>`,
        eventRetentionDays: 180,
        slipRetentionDays: 90,
      },
    ]);
  });

  it('says the settings were saved when the notice stayed the same', async () => {
    const calls = renderPrivacy();
    const user = userEvent.setup();
    await noticeBox();
    const slips = screen.getByLabelText(/^เก็บรูปสลิปการโอนเงิน/);
    await user.clear(slips);
    await user.type(slips, '30');
    await user.click(saveButton());
    expect(await screen.findByText('บันทึกการตั้งค่าความเป็นส่วนตัวแล้ว')).toBeVisible();
    expect(screen.getByText(/^ฉบับที่ใช้อยู่: ฉบับที่ 2 /)).toBeVisible();
    expect(puts(calls)).toHaveLength(1);
  });

  it('refuses days out of range or not whole, and an empty notice, sending nothing', async () => {
    const calls = renderPrivacy();
    const user = userEvent.setup();
    const box = await noticeBox();
    await user.clear(box);
    const events = screen.getByLabelText(/^เก็บประวัติการใช้งานเว็บไซต์/);
    await user.clear(events);
    await user.type(events, '29');
    const slips = screen.getByLabelText(/^เก็บรูปสลิปการโอนเงิน/);
    await user.clear(slips);
    await user.type(slips, '7.5');
    await user.click(saveButton());

    expect(box).toHaveAccessibleDescription(/^กรุณากรอกประกาศความเป็นส่วนตัว/);
    expect(events).toHaveAccessibleDescription(/^กรุณากรอกจำนวนวัน 30–3650/);
    expect(slips).toHaveAccessibleDescription(/^กรุณากรอกจำนวนวัน 7–3650/);
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    renderPrivacy(
      put(
        '/admin/settings/privacy',
        errorReply('VALIDATION', 'กรุณากรอกจำนวนวัน 7–3650', {
          fields: { slipRetentionDays: 'กรุณากรอกจำนวนวัน 7–3650' },
        }),
        400,
      ),
    );
    const user = userEvent.setup();
    await noticeBox();
    const slips = screen.getByLabelText(/^เก็บรูปสลิปการโอนเงิน/);
    await user.clear(slips);
    await user.type(slips, '120');
    await user.click(saveButton());
    await screen.findAllByText('กรุณากรอกจำนวนวัน 7–3650');
    expect(slips).toHaveAccessibleDescription(/^กรุณากรอกจำนวนวัน 7–3650/);
    expect(slips).toHaveValue('120');
  });
});
