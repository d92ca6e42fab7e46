import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  type LoaderFunction,
  RouterProvider,
  type ShouldRevalidateFunction,
  useLocation,
} from 'react-router';

/** A page module as the route table loads it. */
export interface PageModule {
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
  Component: ComponentType;
}

function Where() {
  return <output aria-label="where">{decodeURIComponent(useLocation().search)}</output>;
}

/**
 * Renders a page as the router runs it (its loader first, then the page) at `entry`; the URL's
 * search, as the page left it, is read with `where()`.
 */
export function renderRoute(page: PageModule, path: string, entry = path) {
  const { Component } = page;
  const router = createMemoryRouter(
    [
      {
        path,
        loader: page.loader,
        shouldRevalidate: page.shouldRevalidate,
        Component: () => (
          <>
            <Component />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The search of the URL the rendered page is at (`?q=…`), or '' at none. */
export const where = () => screen.getByLabelText('where').textContent ?? '';
