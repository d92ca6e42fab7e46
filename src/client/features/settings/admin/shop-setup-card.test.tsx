import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SetupStatus, SetupStep } from '../../../../shared/contracts/settings-answers.ts';
import type { Role } from '../../../../shared/domain/roles.ts';
import { get, memberOf, mockApi } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import { ShopSetupCard } from './shop-setup-card.tsx';

afterEach(cleanup);

const ORDER: SetupStep[] = ['shop', 'taxId', 'payments', 'shipping', 'line'];
const statusWith = (...done: SetupStep[]): SetupStatus => ({
  steps: ORDER.map((step) => ({ step, done: done.includes(step) })),
  complete: done.length === ORDER.length,
});

/** The back office's first page holding the card, and the settings page its links lead to. */
function renderCard(role: Role, status: SetupStatus) {
  useSessionStore.setState({ status: 'ready', user: memberOf(role) });
  const sent = mockApi(get('/admin/settings/setup', status));
  const router = renderPages(
    {
      '/admin/dashboard': { Component: ShopSetupCard },
      '/admin/settings': {
        Component: () => <p>แท็บ {useSearchParams()[0].get('tab') ?? 'ร้าน'}</p>,
      },
    },
    '/admin/dashboard',
  );
  return { sent, router };
}

const card = () => screen.findByRole('region', { name: 'ตั้งค่าร้านให้พร้อมก่อนเปิดขาย' });

describe("the owner's checklist of settings a shop sets before it sells", () => {
  it('shows which are set and links each one that is not to its settings tab', async () => {
    renderCard('root', statusWith('shop', 'taxId'));
    const checklist = within(await card());
    expect(checklist.getByText('ตั้งค่าแล้ว 2 จาก 5 รายการ')).toBeVisible();

    const links = checklist.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/settings?tab=payments',
      '/admin/settings?tab=shipping',
      '/admin/settings?tab=line',
    ]);
    expect(links[1]).toHaveAccessibleName(
      'ยังไม่ได้ตั้งค่า: ค่าจัดส่ง ค่าส่งต่อพัสดุ ยอดส่งฟรี และจังหวัดห่างไกล ตอนนี้ร้านยังส่งฟรีทุกคำสั่งซื้อ',
    );
    // A step that is set says so and leads nowhere.
    const shopStep = checklist.getByText('ข้อมูลร้าน').closest('li') as HTMLElement;
    expect(within(shopStep).queryByRole('link')).toBeNull();
    expect(within(shopStep).getByText('ตั้งค่าแล้ว')).toBeVisible();

    await userEvent.click(checklist.getByRole('link', { name: /LINE แจ้งเตือนร้าน/ }));
    expect(await screen.findByText('แท็บ line')).toBeVisible();
  });

  it('links the shop details to the first tab when nothing is set yet', async () => {
    renderCard('admin', statusWith());
    const checklist = within(await card());
    expect(checklist.getByText('ตั้งค่าแล้ว 0 จาก 5 รายการ')).toBeVisible();
    expect(checklist.getByRole('link', { name: /ข้อมูลร้าน/ })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(checklist.getByRole('link', { name: /เลขประจำตัวผู้เสียภาษี/ })).toHaveAttribute(
      'href',
      '/admin/settings?tab=payments',
    );
  });

  it('is gone once every step is set', async () => {
    const { sent } = renderCard('root', statusWith(...ORDER));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The answer arrived: nothing to ask of the owner.
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(document.body.textContent).toBe('');
  });

  it('asks nothing for sale staff, who may not change the settings', async () => {
    // The card asks as it first renders: for root the request has gone out once render returns.
    const fetched = vi.spyOn(globalThis, 'fetch');
    renderCard('root', statusWith());
    expect(fetched).toHaveBeenCalledTimes(1);
    cleanup();
    fetched.mockClear();

    renderCard('sale', statusWith());
    expect(fetched).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
    fetched.mockRestore();
  });
});
