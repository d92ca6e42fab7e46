import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-mock.ts';

// Every component test runs with the mock API (api-mock.ts); a request no test answered fails it.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// A lazily loaded page or dialog arrives later than testing-library's 1 s on a busy two-core
// machine; `findBy…` waits up to 5 s (an answer that never comes still fails the test).
configure({ asyncUtilTimeout: 5_000 });
