import { Hono } from 'hono';
import { validator } from 'hono/validator';
import {
  adminArticleListQuerySchema,
  adminNewsListQuerySchema,
  adminReviewListQuerySchema,
  articleInputSchema,
  newsInputSchema,
} from '../../shared/contracts/admin-content.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission } from '../http/session.ts';
import {
  createAdminArticle,
  createAdminNews,
  deleteAdminArticle,
  deleteAdminNews,
  listAdminArticles,
  listAdminNews,
  listAdminReviews,
  updateAdminArticle,
  updateAdminNews,
} from './admin-content.service.ts';

const canManage = requirePermission('content:manage');
const canViewReviews = requirePermission('reviews:view');

/**
 * Ids are positive integers; anything else names nothing (a 404, checked before the body is read).
 */
const idOf = (notFound: string) =>
  validator('param', (params: Record<string, string>) => {
    const raw = params.id ?? '';
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (id < 1) throw new AppError('NOT_FOUND', notFound);
    return { id };
  });
const articleId = idOf('Article not found');
const newsId = idOf('News item not found');

/** The back office's articles and news (add, edit, delete) and its read-only reviews. */
export const adminContentRoutes = new Hono<AppEnv>()
  .get('/admin/articles', canManage, queryOf(adminArticleListQuerySchema), async (c) =>
    c.json(await listAdminArticles(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/articles', canManage, jsonBody(articleInputSchema), async (c) => {
    const article = await createAdminArticle(c.var.db, c.req.valid('json'));
    return c.json({ article }, 201);
  })
  .put('/admin/articles/:id', canManage, articleId, jsonBody(articleInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ article: await updateAdminArticle(c.var.db, id, c.req.valid('json')) });
  })
  .delete('/admin/articles/:id', canManage, articleId, async (c) => {
    await deleteAdminArticle(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/admin/news', canManage, queryOf(adminNewsListQuerySchema), async (c) =>
    c.json(await listAdminNews(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/news', canManage, jsonBody(newsInputSchema), async (c) => {
    const news = await createAdminNews(c.var.db, c.req.valid('json'));
    return c.json({ news }, 201);
  })
  .put('/admin/news/:id', canManage, newsId, jsonBody(newsInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ news: await updateAdminNews(c.var.db, id, c.req.valid('json')) });
  })
  .delete('/admin/news/:id', canManage, newsId, async (c) => {
    await deleteAdminNews(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/admin/reviews', canViewReviews, queryOf(adminReviewListQuerySchema), async (c) =>
    c.json(await listAdminReviews(c.var.db, c.req.valid('query'))),
  );
