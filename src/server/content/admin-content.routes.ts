import { Hono } from 'hono';
import {
  adminArticleListQuerySchema,
  adminNewsListQuerySchema,
  adminReviewListQuerySchema,
  articleInputSchema,
  newsInputSchema,
} from '../../shared/contracts/admin-content.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError, parseQuery } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
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

/** Ids are positive integers; anything else names nothing. */
function idParam(raw: string, notFound: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new AppError('NOT_FOUND', notFound);
  return id;
}

export const adminContentRoutes = new Hono<AppEnv>()
  .get('/admin/articles', canManage, async (c) => {
    return c.json(await listAdminArticles(c.var.db, parseQuery(c, adminArticleListQuerySchema)));
  })
  .post('/admin/articles', canManage, jsonBody(articleInputSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json({ article: await createAdminArticle(c.var.db, input) }, 201);
  })
  .put('/admin/articles/:id', canManage, jsonBody(articleInputSchema), async (c) => {
    const id = idParam(c.req.param('id'), 'Article not found');
    const input = c.req.valid('json');
    return c.json({ article: await updateAdminArticle(c.var.db, id, input) });
  })
  .delete('/admin/articles/:id', canManage, async (c) => {
    await deleteAdminArticle(c.var.db, idParam(c.req.param('id'), 'Article not found'));
    return c.body(null, 204);
  })
  .get('/admin/news', canManage, async (c) => {
    return c.json(await listAdminNews(c.var.db, parseQuery(c, adminNewsListQuerySchema)));
  })
  .post('/admin/news', canManage, jsonBody(newsInputSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json({ news: await createAdminNews(c.var.db, input) }, 201);
  })
  .put('/admin/news/:id', canManage, jsonBody(newsInputSchema), async (c) => {
    const id = idParam(c.req.param('id'), 'News item not found');
    const input = c.req.valid('json');
    return c.json({ news: await updateAdminNews(c.var.db, id, input) });
  })
  .delete('/admin/news/:id', canManage, async (c) => {
    await deleteAdminNews(c.var.db, idParam(c.req.param('id'), 'News item not found'));
    return c.body(null, 204);
  })
  .get('/admin/reviews', canViewReviews, async (c) => {
    return c.json(await listAdminReviews(c.var.db, parseQuery(c, adminReviewListQuerySchema)));
  });
