import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel.ts';

function Harness({ count = 6, intervalMs = 10_000 }: { count?: number; intervalMs?: number }) {
  const carousel = useCarousel({ count, intervalMs });
  return (
    <div data-testid="root" {...carousel.rootProps}>
      <p>slide {carousel.index}</p>
      <button type="button" onClick={carousel.prev}>
        prev
      </button>
      <button type="button" onClick={carousel.next}>
        next
      </button>
      <button type="button" onClick={() => carousel.goTo(4)}>
        dot 5
      </button>
    </div>
  );
}
function Outside() {
  return (
    <button type="button" data-testid="outside">
      elsewhere
    </button>
  );
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const shown = () => screen.getByText(/^slide \d$/).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCarousel', () => {
  it('advances every interval and wraps from the last slide to the first', () => {
    render(<Harness />);
    expect(shown()).toBe('slide 0');
    act(() => vi.advanceTimersByTime(9_999));
    expect(shown()).toBe('slide 0');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('slide 1');
    for (let i = 0; i < 5; i += 1) act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe('slide 0');
  });

  it('moves modulo the count with next, previous and a dot', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'prev' }));
    expect(shown()).toBe('slide 5');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(shown()).toBe('slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'dot 5' }));
    expect(shown()).toBe('slide 4');
  });

  it('gives a slide chosen by hand its full time before moving on', () => {
    render(<Harness />);
    act(() => vi.advanceTimersByTime(8_000));
    fireEvent.click(screen.getByRole('button', { name: 'dot 5' }));
    act(() => vi.advanceTimersByTime(8_000));
    expect(shown()).toBe('slide 4');
    act(() => vi.advanceTimersByTime(2_000));
    expect(shown()).toBe('slide 5');
  });

  it('waits while a mouse is over it and goes on when it leaves', () => {
    render(<Harness />);
    const root = screen.getByTestId('root');
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe('slide 0');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe('slide 1');
  });

  it('waits while keyboard focus is inside', () => {
    render(
      <>
        <Harness />
        <Outside />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'next' }).focus());
    expect(shown()).toBe('slide 0');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe('slide 0');
    act(() => screen.getByTestId('outside').focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe('slide 1');
  });

  it('never moves by itself when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    render(<Harness />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe('slide 0');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(shown()).toBe('slide 1');
  });

  it('swipes: left goes to the next slide, right to the previous, a short drag does nothing', () => {
    render(<Harness />);
    const root = screen.getByTestId('root');
    const swipe = (fromX: number, toX: number, dy = 0) => {
      fireEvent.pointerDown(root, { clientX: fromX, clientY: 100 });
      fireEvent.pointerUp(root, { clientX: toX, clientY: 100 + dy });
    };
    swipe(300, 100);
    expect(shown()).toBe('slide 1');
    swipe(100, 300);
    swipe(100, 300);
    expect(shown()).toBe('slide 5');
    swipe(200, 180);
    expect(shown()).toBe('slide 5');
    swipe(300, 200, 200);
    expect(shown()).toBe('slide 5');
  });
});
