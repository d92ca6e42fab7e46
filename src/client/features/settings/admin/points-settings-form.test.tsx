import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PointsSettings } from '../../../../shared/contracts/points.ts';
import { get, memberOf, mockApi, put, type SentRequest } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as settingsPage from './settings-admin-page.tsx';

const saved: PointsSettings = { pointValueSatang: 1, maxPointsShare: 0.5 };

/** The server answers a save with what it was sent. */
function renderPoints() {
  const calls = mockApi(
    get('/admin/settings/points', saved),
    put('/admin/settings/points', async (request) => (await request.json()) as PointsSettings),
  );
  renderPages({ '/admin/settings': settingsPage }, '/admin/settings?tab=points');
  return calls;
}

const puts = (calls: SentRequest[]) => calls.filter((call) => call.method === 'PUT');
const valueBox = () => screen.findByLabelText(/^มูลค่าต่อแต้ม \(สตางค์\)/);
const shareBox = () => screen.getByLabelText(/^ใช้แต้มได้สูงสุด/);

beforeEach(() => {
  useSessionStore.setState({ status: 'ready', user: memberOf('admin') });
});

afterEach(cleanup);

describe('member points settings', () => {
  it('saves the typed numbers as numbers and says so until the next change', async () => {
    const calls = renderPoints();
    const user = userEvent.setup();
    const value = await valueBox();
    expect(value).toHaveValue('1');
    expect(shareBox()).toHaveValue('0.5');
    await user.clear(value);
    await user.type(value, '2');
    await user.clear(shareBox());
    await user.type(shareBox(), '0.3');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกเรียบร้อยแล้ว')).toBeVisible();
    expect(puts(calls).map((call) => call.body)).toEqual([
      { pointValueSatang: 2, maxPointsShare: 0.3 },
    ]);
    await user.type(shareBox(), '5');
    expect(screen.queryByText('บันทึกเรียบร้อยแล้ว')).toBeNull();
  });

  it('refuses a value that is not a whole number of satang and a share above 1, sending nothing', async () => {
    const calls = renderPoints();
    const user = userEvent.setup();
    const value = await valueBox();
    await user.clear(value);
    await user.type(value, '1.5');
    await user.clear(shareBox());
    await user.type(shareBox(), '2');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(value).toHaveAccessibleDescription(/^มูลค่าต่อแต้มต้องเป็นจำนวนเต็มตั้งแต่ 1 สตางค์/);
    expect(shareBox()).toHaveAccessibleDescription(/^สัดส่วนต้องอยู่ระหว่าง 0 ถึง 1/);
    expect(value).toHaveValue('1.5');
    expect(puts(calls)).toHaveLength(0);
  });
});
