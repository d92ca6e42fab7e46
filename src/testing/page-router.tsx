import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  type LoaderFunction,
  RouterProvider,
  type ShouldRevalidateFunction,
} from 'react-router';

// A page's first render in a file loads its modules and its loader's data through the router:
// finds wait for it longer than for a click's answer (a busy machine takes seconds).
configure({ asyncUtilTimeout: 5000 });

/** What a lazily loaded page module hands React Router: its component, loader and revalidation rule. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * Component tests of pages with loaders: each page at its path as the app's router has it, the
 * address starting at `at`. Answers the router, to read its location or navigate.
 */
export function renderPages(pages: Record<string, PageModule>, at: string) {
  const router = createMemoryRouter(
    Object.entries(pages).map(([path, page]) => ({
      path,
      Component: page.Component,
      loader: page.loader,
      shouldRevalidate: page.shouldRevalidate,
    })),
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
