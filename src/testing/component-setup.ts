import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from './api-mock.ts';

// Every component test runs with the mock API (api-mock.ts); a request no test answered fails it.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());
