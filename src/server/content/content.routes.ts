import { type Context, Hono } from 'hono';
import { idParamSchema } from '../../shared/contracts/catalog.ts';
import {
  articleListQuerySchema,
  newsListQuerySchema,
  reviewListQuerySchema,
} from '../../shared/contracts/content.ts';
import type { AppEnv } from '../http/env.ts';
import { validationError } from '../http/errors.ts';
import { queryOf } from '../http/input.ts';
import { getArticle, getNewsItem, listArticles, listNews, listReviews } from './content.service.ts';

function parseId(c: Context): number {
  const params = idParamSchema.safeParse(c.req.param());
  if (!params.success) throw validationError(params.error);
  return params.data.id;
}

/** The storefront's articles, news and reviews, read by anyone. */
export const contentRoutes = new Hono<AppEnv>()
  .get('/articles', queryOf(articleListQuerySchema), async (c) =>
    c.json(await listArticles(c.var.db, c.req.valid('query'))),
  )
  .get('/articles/:id', async (c) => c.json(await getArticle(c.var.db, parseId(c))))
  .get('/news', queryOf(newsListQuerySchema), async (c) =>
    c.json(await listNews(c.var.db, c.req.valid('query'))),
  )
  .get('/news/:id', async (c) => c.json(await getNewsItem(c.var.db, parseId(c))))
  .get('/reviews', queryOf(reviewListQuerySchema), async (c) =>
    c.json(await listReviews(c.var.db, c.req.valid('query'))),
  );
