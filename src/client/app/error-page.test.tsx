import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Unauthenticated' } }),
          { status: 401, headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ErrorPage', () => {
  it('answers an unknown route with the fallback page', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no-such-page'] });
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ไม่พบหน้าที่คุณต้องการ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });
});
