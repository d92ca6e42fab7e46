import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LineSettingsAnswer } from '../../../../shared/contracts/notifications-answers.ts';
import { get, memberOf, mockApi, put } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as settingsPage from './settings-admin-page.tsx';

const GROUP = `C${'a'.repeat(32)}`;
const USER = `U${'0123456789abcdef'.repeat(2)}`;

function renderLine(saved: LineSettingsAnswer) {
  const calls = mockApi(
    get('/admin/settings/line', saved),
    put('/admin/settings/line', async (request) => {
      const body = (await request.json()) as { channelSecret: string; shopRecipients: string[] };
      return {
        channelAccessTokenSet: true,
        channelSecretSet: saved.channelSecretSet || body.channelSecret !== '',
        shopRecipients: body.shopRecipients,
      };
    }),
  );
  renderPages({ '/admin/settings': settingsPage }, '/admin/settings?tab=line');
  return calls;
}

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('admin') });
});
afterEach(cleanup);

describe('LINE settings', () => {
  it('never fills the secrets, says they are set, and sends an empty one as “keep”', async () => {
    const calls = renderLine({
      channelAccessTokenSet: true,
      channelSecretSet: false,
      shopRecipients: [GROUP],
    });
    const token = await screen.findByLabelText('Channel access token');
    const secret = screen.getByLabelText('Channel secret');
    expect(screen.getByRole('link', { name: 'LINE', current: 'page' })).toBeVisible();
    expect(token).toHaveValue('');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveAccessibleDescription(/^ตั้งค่าแล้ว/);
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(/^ยังไม่ได้ตั้งค่า/);
    const recipients = screen.getByLabelText('ผู้รับแจ้งเตือนของร้าน');
    expect(recipients).toHaveValue(GROUP);
    expect(recipients).toHaveAccessibleDescription(/ไม่เกิน 10 รายการ/);

    const user = userEvent.setup();
    await user.type(secret, 'new-secret');
    await user.type(recipients, `\n\n ${USER} `);
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า LINE' }));

    expect(await screen.findByText('บันทึกการตั้งค่า LINE แล้ว')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      channelAccessToken: '',
      channelSecret: 'new-secret',
      shopRecipients: [GROUP, USER],
    });
    // Saved: the boxes are empty again, and both secrets now read as set.
    expect(screen.getByLabelText('Channel secret')).toHaveValue('');
    expect(screen.getByLabelText('Channel secret')).toHaveAccessibleDescription(/^ตั้งค่าแล้ว/);
  });

  it('refuses a recipient that is not a LINE id, with the contract’s rule', async () => {
    const calls = renderLine({
      channelAccessTokenSet: false,
      channelSecretSet: false,
      shopRecipients: [],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ผู้รับแจ้งเตือนของร้าน'), '@shop');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า LINE' }));
    expect(await screen.findByText(/รหัสผู้รับ LINE ไม่ถูกต้อง/)).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
