import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '../../../testing/api-mock.ts';
import { SideWidget } from './side-widget.tsx';

const SHOP = {
  name: 'ร้านเกษตรอยุธยา',
  address: '99/9 หมู่ 2 อยุธยา',
  email: 'contact@kasetayutthaya.example',
  phone: '0352123456',
  hours: { weekdays: 'จันทร์ - ศุกร์', saturday: 'เสาร์', sunday: 'อาทิตย์ ปิดทำการ' },
  lineQrImage: '/uploads/0123456789abcdef0123456789abcdef.webp',
  lineId: '@kaset-ayutthaya',
  lineUrl: 'https://line.me/R/ti/p/@kaset-ayutthaya',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no popover: the browser's toggle event, as it fires when the LINE button opens it. */
function openLineDialog() {
  // jsdom names no hidden element, so the dialog is found by its role and its label read back.
  const dialog = screen.getByRole('dialog', { hidden: true });
  expect(dialog).toHaveAttribute('aria-label', 'ติดต่อทางไลน์');
  expect(dialog).toHaveAttribute('popover', 'auto');
  act(() => {
    dialog.dispatchEvent(
      Object.assign(new Event('toggle'), { oldState: 'closed', newState: 'open' }),
    );
  });
}

describe('LINE dialog', () => {
  it("offers a button that opens the shop's LINE account beside the QR code", async () => {
    const calls = routeApi((call) =>
      call.path === '/api/settings/shop' ? { status: 200, body: SHOP } : undefined,
    );
    render(<SideWidget />);
    // Nothing is asked for before a visitor opens the dialog.
    expect(calls).toHaveLength(0);

    openLineDialog();
    // jsdom cannot show a popover, so its content counts as hidden here (e2e sees it shown).
    const link = await screen.findByRole('link', { name: 'เปิด LINE', hidden: true });
    expect(link).toHaveAttribute('href', 'https://line.me/R/ti/p/@kaset-ayutthaya');
    expect(screen.getByAltText('คิวอาร์โค้ดไลน์ของร้าน')).toHaveAttribute('src', SHOP.lineQrImage);
    expect(screen.getByText('สแกนเพื่อแอดไลน์')).toBeInTheDocument();
  });

  it('shows the QR code alone while the shop has no LINE link', async () => {
    routeApi((call) =>
      call.path === '/api/settings/shop'
        ? { status: 200, body: { ...SHOP, lineUrl: '' } }
        : undefined,
    );
    render(<SideWidget />);
    openLineDialog();
    expect(await screen.findByText('@kaset-ayutthaya')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'เปิด LINE', hidden: true })).not.toBeInTheDocument();
  });
});
