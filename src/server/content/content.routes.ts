import { type Context, Hono } from 'hono';
import { idParamSchema } from '../../shared/contracts/catalog.ts';
import {
  articleListQuerySchema,
  newsListQuerySchema,
  reviewListQuerySchema,
} from '../../shared/contracts/content.ts';
import type { AppEnv } from '../http/env.ts';
import { parseQuery, validationError } from '../http/errors.ts';
import { getArticle, getNewsItem, listArticles, listNews, listReviews } from './content.service.ts';

function parseId(c: Context): number {
  const params = idParamSchema.safeParse(c.req.param());
  if (!params.success) throw validationError(params.error);
  return params.data.id;
}

export const contentRoutes = new Hono<AppEnv>()
  .get('/articles', async (c) =>
    c.json(await listArticles(c.var.db, parseQuery(c, articleListQuerySchema))),
  )
  .get('/articles/:id', async (c) => c.json(await getArticle(c.var.db, parseId(c))))
  .get('/news', async (c) => c.json(await listNews(c.var.db, parseQuery(c, newsListQuerySchema))))
  .get('/news/:id', async (c) => c.json(await getNewsItem(c.var.db, parseId(c))))
  .get('/reviews', async (c) =>
    c.json(await listReviews(c.var.db, parseQuery(c, reviewListQuerySchema))),
  );
