import { createBrowserRouter } from 'react-router';
import { keyFreshHistoryEntry } from './history-entry.ts';
import { createRoutes } from './routes.tsx';

/** The shop's routes, built from the route table (shared/routes.ts). */
export const routes = createRoutes();

keyFreshHistoryEntry();
export const router = createBrowserRouter(routes);
