import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { StateCreator } from 'zustand';
import { forgetVisit } from '../client/lib/once-per-visit.ts';
import { apiServer } from './api-mock.ts';

/**
 * The component files of a worker share one module graph (vite.config.ts): each file starts as a
 * new visit all the same: every store back to its first state, nothing kept for the visit,
 * nothing in the browser's storage.
 */
const stores = vi.hoisted(() => new Set<() => void>());
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof import('zustand')>();
  type Creator = StateCreator<unknown>;
  const made = (creator: Creator) => {
    const store = zustand.create(creator);
    stores.add(() => store.setState(store.getInitialState(), true));
    return store;
  };
  // `create(creator)` and `create<State>()(creator)` alike.
  const create = (creator?: Creator) => (creator === undefined ? made : made(creator));
  return { ...zustand, create: create as unknown as typeof zustand.create };
});
beforeAll(() => {
  for (const reset of stores) reset();
  forgetVisit();
  localStorage.clear();
  sessionStorage.clear();
});

// Every component test runs with the mock API (api-mock.ts); a request no test answered fails it.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// A lazily loaded page or dialog arrives later than testing-library's 1 s on a busy two-core
// machine; `findBy…` and `waitFor` wait up to 5 s (an answer that never comes still fails the
// test). Vitest's own `vi.waitFor` keeps its 1 s: it is for tests on a fake clock, which it moves.
configure({ asyncUtilTimeout: 5_000 });
