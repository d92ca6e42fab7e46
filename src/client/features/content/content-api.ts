import type { InferRequestType } from 'hono/client';
import { call, client } from '../../lib/api.ts';

const withSignal = (signal?: AbortSignal) => ({ init: { signal } });

/** A page of articles: the list page's search and sort, or the home page's latest few. */
export const fetchArticles = (
  query: InferRequestType<typeof client.articles.$get>['query'],
  signal?: AbortSignal,
) => call(client.articles.$get({ query }, withSignal(signal)));

/** A page of news: the list page's search, category and sort, or the home page's latest few. */
export const fetchNews = (
  query: InferRequestType<typeof client.news.$get>['query'],
  signal?: AbortSignal,
) => call(client.news.$get({ query }, withSignal(signal)));
