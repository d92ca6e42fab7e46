import type { CategoryId } from '../../shared/domain/categories.ts';

/** Every route of the SPA, in one place. */
export const paths = {
  home: '/',
  products: '/products',
  category: (category: CategoryId) => `/products/${category}`,
  product: (category: CategoryId, id: number) => `/products/${category}/${id}`,
  search: (query: string) => `/products?q=${encodeURIComponent(query)}`,
  bestsellers: '/bestsellers',
  promotions: '/promotions',
  articles: '/articles',
  article: (id: number) => `/articles/${id}`,
  news: '/news',
  newsItem: (id: number) => `/news/${id}`,
  login: '/login',
  orders: '/orders',
  order: (id: string) => `/orders/${id}`,
  howToOrder: '/how-to-order',
  privacy: '/privacy',
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    products: '/admin/products',
    articles: '/admin/articles',
    news: '/admin/news',
    reviews: '/admin/reviews',
    members: '/admin/members',
    promotions: '/admin/promotions',
    transactions: '/admin/transactions',
    settings: '/admin/settings',
  },
} as const;
