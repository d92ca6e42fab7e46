import type { Page } from '../../../shared/contracts/common.ts';
import type {
  Article,
  ArticleSummary,
  NewsItem,
  NewsSummary,
  Review,
} from '../../../shared/contracts/content.ts';
import type { ShopSettings } from '../../../shared/contracts/settings.ts';
import type { NewsCategory } from '../../../shared/domain/categories.ts';
import type { ArticleSort, NewsSort } from '../../../shared/domain/listing.ts';
import { api } from '../../lib/api.ts';

export const fetchArticles = (
  query: { q?: string; sort?: ArticleSort; page: number; pageSize: number },
  signal?: AbortSignal,
) => api.get<Page<ArticleSummary>>('/articles', query, signal);

export const fetchArticle = (id: number, signal?: AbortSignal) =>
  api.get<Article>(`/articles/${id}`, undefined, signal);

export const fetchNews = (
  query: { q?: string; category?: NewsCategory; sort?: NewsSort; page: number; pageSize: number },
  signal?: AbortSignal,
) => api.get<Page<NewsSummary>>('/news', query, signal);

export const fetchNewsItem = (id: number, signal?: AbortSignal) =>
  api.get<NewsItem>(`/news/${id}`, undefined, signal);

export const fetchFeaturedReviews = (pageSize: number, signal?: AbortSignal) =>
  api.get<Page<Review>>('/reviews', { featured: true, pageSize }, signal);

export const fetchShopSettings = (signal?: AbortSignal) =>
  api.get<ShopSettings>('/settings/shop', undefined, signal);
