import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import {
  adminArticleListQuerySchema,
  adminNewsListQuerySchema,
  adminReviewListQuerySchema,
  articleInputSchema,
  newsInputSchema,
} from '../../shared/contracts/admin-content.ts';
import {
  type AuditedWrite,
  type AuditFields,
  auditedWrite,
  omitFields,
  staffActorOf,
} from '../audit/staff-audit.ts';
import type { Executor } from '../db/client.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody, queryOf } from '../http/input.ts';
import { requirePermission, requireUser } from '../http/session.ts';
import {
  adminArticleById,
  adminNewsById,
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

/**
 * The audit's view of an article or news item: its fields, the body (up to 50,000 characters)
 * as its length and a fingerprint, so an edit of the text shows without copying it.
 */
function contentFields(item: { content: string } | null | undefined): AuditFields | null {
  if (!item) return null;
  const fields = omitFields(item, ['id', 'createdAt', 'updatedAt']);
  fields.content = {
    characters: item.content.length,
    sha256: createHash('sha256').update(item.content).digest('hex').slice(0, 16),
  };
  return fields;
}

/** A content write with its audit entry: the fields it changed, made or removed. */
function contentAudit<T extends { id: number; content: string } | undefined>(
  action: `${'article' | 'news'}.${'create' | 'update' | 'delete'}`,
  id: number | undefined,
  write: (tx: Executor) => Promise<T>,
): AuditedWrite<T> {
  const [entity] = action.split('.') as ['article' | 'news'];
  const read = entity === 'article' ? adminArticleById : adminNewsById;
  return {
    action,
    entity,
    entityId: id,
    before: id === undefined ? undefined : async (tx) => contentFields(await read(tx, id)),
    write,
    after: (item) => contentFields(item),
    idOf: (item) => item?.id ?? id ?? '',
  };
}

/** The back office's articles and news (add, edit, delete) and its read-only reviews. */
export const adminContentRoutes = new Hono<AppEnv>()
  .get('/admin/articles', canManage, queryOf(adminArticleListQuerySchema), async (c) =>
    c.json(await listAdminArticles(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/articles', canManage, jsonBody(articleInputSchema), async (c) => {
    const input = c.req.valid('json');
    const article = await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      contentAudit('article.create', undefined, (tx) => createAdminArticle(tx, input)),
    );
    return c.json({ article }, 201);
  })
  .put('/admin/articles/:id', canManage, articleId, jsonBody(articleInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const article = await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      contentAudit('article.update', id, (tx) => updateAdminArticle(tx, id, input)),
    );
    return c.json({ article });
  })
  .delete('/admin/articles/:id', canManage, articleId, async (c) => {
    const { id } = c.req.valid('param');
    await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      contentAudit('article.delete', id, async (tx) => {
        await deleteAdminArticle(tx, id);
        return undefined;
      }),
    );
    return c.body(null, 204);
  })
  .get('/admin/news', canManage, queryOf(adminNewsListQuerySchema), async (c) =>
    c.json(await listAdminNews(c.var.db, c.req.valid('query'))),
  )
  .post('/admin/news', canManage, jsonBody(newsInputSchema), async (c) => {
    const input = c.req.valid('json');
    const news = await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      contentAudit('news.create', undefined, (tx) => createAdminNews(tx, input)),
    );
    return c.json({ news }, 201);
  })
  .put('/admin/news/:id', canManage, newsId, jsonBody(newsInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const news = await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      contentAudit('news.update', id, (tx) => updateAdminNews(tx, id, input)),
    );
    return c.json({ news });
  })
  .delete('/admin/news/:id', canManage, newsId, async (c) => {
    const { id } = c.req.valid('param');
    await auditedWrite(
      c.var.db,
      staffActorOf(requireUser(c)),
      contentAudit('news.delete', id, async (tx) => {
        await deleteAdminNews(tx, id);
        return undefined;
      }),
    );
    return c.body(null, 204);
  })
  .get('/admin/reviews', canViewReviews, queryOf(adminReviewListQuerySchema), async (c) =>
    c.json(await listAdminReviews(c.var.db, c.req.valid('query'))),
  );
