import type { Article, NewsItem } from '../../shared/contracts/content.ts';
import { categoryName, isCategoryId } from '../../shared/domain/categories.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { messages } from '../../shared/messages.ts';
import { pageHeadMessages as text } from '../../shared/page-head-messages.ts';
import { paths } from '../../shared/routes.ts';
import type { ShopProduct } from '../features/catalog/catalog-api.ts';

/** What a server-rendered public page says of itself in its `<head>`. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one address, absolute. */
  canonical: string;
  /** `og:type`: a product and an article have their own. */
  type: 'website' | 'product' | 'article';
  /** The picture a shared link shows, absolute; none: the shop's own. */
  image?: string;
  /** A product's price and availability for the apps a link is shared in. */
  price?: { amount: string; available: boolean };
  /** schema.org data (JSON-LD) of a product or an article. */
  structuredData?: Record<string, unknown>;
}

/** A page's route data, as the server resolved it (no promise left in it). */
type RouteData = Record<string, unknown> | undefined;

const DESCRIPTION_LENGTH = 160;

/** The first sentence or so of `body`, on one line, for a description. */
function summary(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length <= DESCRIPTION_LENGTH ? line : `${line.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

const titled = messages.pageTitle;

function productHead(product: ShopProduct, origin: string): PageHead {
  const canonical = new URL(paths.product(product.category, product.id), origin).href;
  const image = new URL(product.image, origin).href;
  const prices = product.variants.length > 0 ? product.variants.map((size) => size.price) : [];
  const lowest = satangToBaht(product.price).toFixed(2);
  const availability = `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    prices.length > 1
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'THB',
          lowPrice: lowest,
          highPrice: Math.max(...prices).toFixed(2),
          offerCount: prices.length,
          availability,
          url: canonical,
        }
      : {
          '@type': 'Offer',
          priceCurrency: 'THB',
          price: lowest,
          availability,
          itemCondition: 'https://schema.org/NewCondition',
          url: canonical,
        };
  return {
    title: titled(product.name),
    description: summary(product.description) || text.shopDescription,
    canonical,
    type: 'product',
    image,
    price: { amount: lowest, available: product.inStock },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: summary(product.description),
      image: [image],
      sku: String(product.id),
      category: categoryName(product.category),
      offers,
      ...(product.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.reviewCount,
            },
          }
        : {}),
    },
  };
}

function articleHead(article: Article, origin: string): PageHead {
  const canonical = new URL(paths.article(article.id), origin).href;
  const image = new URL(article.imageUrl, origin).href;
  return {
    title: titled(article.title),
    description: summary(article.excerpt || article.content),
    canonical,
    type: 'article',
    image,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: summary(article.excerpt),
      image: [image],
      datePublished: article.publishedDate,
      author: { '@type': 'Person', name: article.author },
      publisher: { '@type': 'Organization', name: messages.shopTitle },
      mainEntityOfPage: canonical,
    },
  };
}

function newsHead(item: NewsItem, origin: string): PageHead {
  const canonical = new URL(paths.newsItem(item.id), origin).href;
  return {
    title: titled(item.title),
    description: summary(item.summary || item.content),
    canonical,
    type: 'article',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.title,
      description: summary(item.summary),
      datePublished: item.publishedDate,
      publisher: { '@type': 'Organization', name: messages.shopTitle },
      mainEntityOfPage: canonical,
    },
  };
}

/** The pages whose head is their name and a sentence, by the route table's id. */
const FIXED: Record<string, { title: string; description: string }> = {
  products: { title: titled(text.products), description: text.productsDescription },
  bestsellers: { title: titled(text.bestsellers), description: text.bestsellersDescription },
  promotions: { title: titled(text.promotions), description: text.shopDescription },
  articles: { title: titled(text.articles), description: text.articlesDescription },
  news: { title: titled(text.news), description: text.newsDescription },
  problems: { title: titled(text.problems), description: text.problemsDescription },
  howToOrder: { title: titled(text.howToOrder), description: text.howToOrderDescription },
  privacy: { title: titled(text.privacy), description: text.shopDescription },
};

/** A listing's address without its view and filter choices: its page number alone. */
function listingAddress(url: URL, origin: string): string {
  const canonical = new URL(url.pathname, origin);
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) canonical.searchParams.set('page', String(page));
  return canonical.href;
}

/**
 * The head of the public page `routeId` at `url`, from its route data; `origin` is the shop's
 * public address (config's PUBLIC_ORIGIN). A product or an item that is not there gets the shop's
 * head.
 */
export function pageHead(routeId: string, data: RouteData, url: URL, origin: string): PageHead {
  const shop: PageHead = {
    title: text.homeTitle,
    description: text.shopDescription,
    canonical: new URL(url.pathname, origin).href,
    type: 'website',
  };
  if (routeId === 'product') {
    const product = data?.product as ShopProduct | null | undefined;
    return product ? productHead(product, origin) : shop;
  }
  if (routeId === 'article' || routeId === 'newsItem') {
    const item = data?.item as Article | NewsItem | null | undefined;
    if (!item) return shop;
    return routeId === 'article'
      ? articleHead(item as Article, origin)
      : newsHead(item as NewsItem, origin);
  }
  if (routeId === 'category') {
    const category = data?.category;
    if (typeof category !== 'string' || !isCategoryId(category)) return shop;
    const name = categoryName(category);
    return {
      ...shop,
      title: titled(name),
      description: text.categoryDescription(name),
      canonical: listingAddress(url, origin),
    };
  }
  const fixed = FIXED[routeId];
  if (!fixed) return shop;
  return { ...shop, ...fixed, canonical: listingAddress(url, origin) };
}

/** JSON for a `<script>` data block: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
