import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivePromotion } from '../../../shared/contracts/promotions.ts';
import { errorReply, get, mockApi } from '../../../testing/api-mock.ts';
import { useSessionStore } from '../accounts/session-store.ts';
import { PromotionBar } from './promotion-bar.tsx';

const promotion = (id: number, title: string, message = `ข้อความ ${id}`): ActivePromotion => ({
  id,
  title,
  message,
  imageUrl: null,
  discountCode: `CODE${id}`,
});

const RAIN = promotion(1, 'ลดรับหน้าฝน 10%');
const NO_TITLE = promotion(2, '', 'ซื้อครบ 1,000 บาท ส่งฟรี');
const FARM = promotion(3, 'สมาชิกใหม่ลด 50 บาท');

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function answer(reply: { status: number; body: object }) {
  return mockApi(get('/promotions/active', reply.body, reply.status));
}

const bar = () => screen.queryByRole('region', { name: 'โปรโมชัน' });
/** The slide button: the one that opens the dialog (not the arrows). */
const slide = () => {
  const region = bar();
  if (!region) throw new Error('no promotion bar');
  return within(region)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-haspopup') === 'dialog') as HTMLElement;
};

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useSessionStore.setState({ user: null, status: 'ready' });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PromotionBar', () => {
  it('shows one promotion at a time, the message when there is no title, every 5 s in a loop', async () => {
    const sent = answer({ status: 200, body: [RAIN, NO_TITLE, FARM] });
    render(<PromotionBar />);
    await flush();
    // The URL the server's Link header preloads on every public page.
    expect(sent.map((request) => `${request.path}${request.search.size ? '?' : ''}`)).toEqual([
      '/api/promotions/active',
    ]);

    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
    expect(screen.queryByText('ซื้อครบ 1,000 บาท ส่งฟรี')).not.toBeInTheDocument();
    await flush(4999);
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
    await flush(1);
    expect(slide()).toHaveTextContent('ซื้อครบ 1,000 บาท ส่งฟรี');
    expect(screen.queryByText('ลดรับหน้าฝน 10%')).not.toBeInTheDocument();
    await flush(5000);
    expect(slide()).toHaveTextContent('สมาชิกใหม่ลด 50 บาท');
    await flush(5000);
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
  });

  it('holds still while the pointer is over it, and steps with the arrows', async () => {
    answer({ status: 200, body: [RAIN, FARM] });
    render(<PromotionBar />);
    await flush();
    const region = bar() as HTMLElement;

    fireEvent.mouseEnter(region);
    await flush(15_000);
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
    fireEvent.click(within(region).getByRole('button', { name: 'โปรโมชันถัดไป' }));
    expect(slide()).toHaveTextContent('สมาชิกใหม่ลด 50 บาท');
    fireEvent.click(within(region).getByRole('button', { name: 'โปรโมชันก่อนหน้า' }));
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
    fireEvent.mouseLeave(region);
    await flush(5000);
    expect(slide()).toHaveTextContent('สมาชิกใหม่ลด 50 บาท');
  });

  it('holds still while a finger is down on it, so a tap opens the promotion it was on', async () => {
    answer({ status: 200, body: [RAIN, FARM] });
    render(<PromotionBar />);
    await flush(4000);
    fireEvent.pointerDown(slide());
    await flush(3000);
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
    fireEvent.pointerUp(slide());
    await flush(4999);
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
    await flush(1);
    expect(slide()).toHaveTextContent('สมาชิกใหม่ลด 50 บาท');

    // A press dragged off the bar and let go elsewhere does not hold it for good.
    fireEvent.pointerDown(slide());
    fireEvent.pointerLeave(bar() as HTMLElement);
    await flush(5000);
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
  });

  it('has no arrows and does not move with a single promotion', async () => {
    answer({ status: 200, body: [FARM] });
    render(<PromotionBar />);
    await flush(10_000);
    expect(within(bar() as HTMLElement).getAllByRole('button')).toHaveLength(1);
    expect(slide()).toHaveTextContent('สมาชิกใหม่ลด 50 บาท');
  });

  it('is hidden when there are no promotions, and keeps no place next time', async () => {
    answer({ status: 200, body: [] });
    const { container } = render(<PromotionBar />);
    // First visit: the bar's place is kept while the list loads, so the page does not jump.
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    await flush();
    expect(bar()).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    cleanup();

    answer({ status: 200, body: [] });
    const again = render(<PromotionBar />);
    expect(again.container).toBeEmptyDOMElement();
  });

  it('is hidden when the call fails, and only logs it', async () => {
    answer({
      status: 500,
      body: errorReply('INTERNAL', 'Internal server error') as object,
    });
    const { container } = render(<PromotionBar />);
    await flush();
    expect(container).toBeEmptyDOMElement();
    expect(console.warn).toHaveBeenCalled();
  });

  it('opens the promotion dialog on a click, and stops rotating while it is open', async () => {
    answer({ status: 200, body: [RAIN, FARM] });
    render(<PromotionBar />);
    await flush();

    fireEvent.click(slide());
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'ลดรับหน้าฝน 10%' }));
    expect(within(dialog).getByText('ข้อความ 1')).toBeInTheDocument();
    expect(within(dialog).getByText('CODE1')).toBeInTheDocument();
    await flush(5000);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(slide()).toHaveTextContent('ลดรับหน้าฝน 10%');
  });
});
