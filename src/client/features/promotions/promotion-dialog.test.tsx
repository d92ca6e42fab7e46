import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../shared/contracts/accounts.ts';
import type { ActivePromotion } from '../../../shared/contracts/promotions.ts';
import { type StubReply, stubFetch } from '../../../testing/fetch-stub.ts';
import { useAuthDialog } from '../accounts/auth-dialog-store.ts';
import { useSessionStore } from '../accounts/session-store.ts';
import { PromotionDialog } from './promotion-dialog.tsx';

const CUSTOMER: SessionUser = {
  id: 'u-1',
  phone: '0812345678',
  firstName: 'สมหญิง',
  lastName: 'ทองดี',
  address: 'อยุธยา',
  role: 'customer',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastProfileEditAt: null,
};

const PROMOTION: ActivePromotion = {
  id: 7,
  title: 'ลดรับหน้าฝน 10%',
  message: 'ซื้อสินค้าที่ร่วมรายการ\nลดทันที 10%',
  imageUrl: '/images/promotions/rain.svg',
  discountCode: 'RAIN10',
};

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderDialog(promotion: ActivePromotion = PROMOTION) {
  const onClose = vi.fn();
  render(<PromotionDialog promotion={promotion} onClose={onClose} />);
  return onClose;
}

const redeemButton = () =>
  screen
    .getAllByRole('button')
    .find((button) => button.parentElement?.getAttribute('aria-live') === 'polite') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  useSessionStore.setState({ user: CUSTOMER, status: 'ready' });
  useAuthDialog.setState({ mode: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PromotionDialog', () => {
  it('shows the title, the message, the picture and the code', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'ลดรับหน้าฝน 10%' });
    expect(dialog).toHaveTextContent('ซื้อสินค้าที่ร่วมรายการ ลดทันที 10%');
    expect(screen.getByText('RAIN10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ดูรูปภาพขนาดใหญ่' })).toBeInTheDocument();
  });

  it('enlarges the picture on a click, and closes the large view on Escape', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ดูรูปภาพขนาดใหญ่' }));
    const dialogs = screen.getAllByRole('dialog', { name: 'ลดรับหน้าฝน 10%' });
    expect(dialogs).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'ลดรับหน้าฝน 10%' })).toHaveAttribute(
      'src',
      '/images/promotions/rain.svg',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('has no picture button without an image and no code box without a code', () => {
    renderDialog({ ...PROMOTION, imageUrl: null, discountCode: '' });
    expect(screen.queryByRole('button', { name: 'ดูรูปภาพขนาดใหญ่' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
  });

  it('copies the code and says "Copied!" for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDialog();

    fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('RAIN10');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await flush(1999);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await flush(1);
    expect(screen.getByRole('button', { name: 'Copy Code' })).toBeInTheDocument();
  });

  it('stays on "Copy Code" and only logs when the clipboard refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Copy Code' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('redeems: Processing... (disabled) → Code Redeemed Successfully! (disabled)', async () => {
    let release: (reply: StubReply) => void = () => {};
    const calls = stubFetch((call) =>
      call.path === '/api/promotions/7/redeem'
        ? new Promise<StubReply>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    renderDialog();
    const button = screen.getByRole('button', { name: 'Redeem Code' });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(redeemButton()).toHaveTextContent('Processing...');
    expect(redeemButton()).toBeDisabled();
    expect(calls).toMatchObject([{ method: 'POST', path: '/api/promotions/7/redeem' }]);

    release({ status: 200, body: { result: 'SUCCESS' } });
    await flush();
    expect(redeemButton()).toHaveTextContent('Code Redeemed Successfully!');
    expect(redeemButton()).toBeDisabled();
  });

  it.each([
    [
      { status: 200, body: { result: 'ALREADY_REDEEMED' } },
      'You have already used this code.',
      false,
    ],
    [
      { status: 200, body: { result: 'UNAVAILABLE' } },
      'This promotion is no longer available.',
      true,
    ],
    [{ status: 200, body: { result: 'SOMETHING_ELSE' } }, 'Failed to redeem code.', true],
    [
      { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal server error' } } },
      'An unexpected error occurred.',
      true,
    ],
  ])('answers %j with "%s" (enabled again: %s)', async (reply, label, enabled) => {
    stubFetch((call) => (call.path === '/api/promotions/7/redeem' ? reply : undefined));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Code' }));
    await flush();
    expect(redeemButton()).toHaveTextContent(label);
    if (enabled) expect(redeemButton()).toBeEnabled();
    else expect(redeemButton()).toBeDisabled();
  });

  it('says "An unexpected error occurred." when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem Code' }));
    await flush();
    expect(redeemButton()).toHaveTextContent('An unexpected error occurred.');
  });

  it('offers a visitor the login dialog instead of the Redeem Code button', () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    const onClose = renderDialog();
    expect(screen.queryByRole('button', { name: 'Redeem Code' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบเพื่อใช้โค้ดนี้' }));
    expect(onClose).toHaveBeenCalled();
    expect(useAuthDialog.getState().mode).toBe('login');
  });
});
