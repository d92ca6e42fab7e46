import { catalogMessages } from './catalog-messages.ts';
import { contentMessages } from './content-messages.ts';
import { farmMessages } from './farm-messages.ts';
import { infoMessages } from './info-messages.ts';
import { privacyMessages } from './privacy-messages.ts';

/**
 * What a public page tells search engines and the apps a link is shared in (LINE, Facebook):
 * its title and a sentence about it, when the page's own data has none.
 */
export const pageHeadMessages = {
  shopDescription:
    'ร้านเกษตรอยุธยา จำหน่ายสารกำจัดวัชพืช สารกำจัดแมลง สารกำจัดโรคพืช ฮอร์โมนพืช และอุปกรณ์การเกษตร',
  homeTitle: catalogMessages.home.title,
  products: 'สินค้าทั้งหมด',
  productsDescription: 'สินค้าเกษตรทุกหมวดของร้านเกษตรอยุธยา ค้นหา กรอง และเรียงตามราคาได้',
  categoryDescription: (name: string) => `${name} จากร้านเกษตรอยุธยา พร้อมราคาและวิธีใช้`,
  bestsellers: catalogMessages.home.bestsellers.title,
  bestsellersDescription: catalogMessages.home.bestsellers.subtitle,
  promotions: catalogMessages.home.promotions.title,
  articles: contentMessages.articles.title,
  articlesDescription: contentMessages.articles.subtitle,
  news: contentMessages.news.title,
  newsDescription: contentMessages.news.subtitle,
  problems: farmMessages.problems.title,
  problemsDescription: farmMessages.problems.subtitle,
  howToOrder: infoMessages.howToOrder.title,
  howToOrderDescription: infoMessages.howToOrder.subtitle,
  privacy: privacyMessages.notice.title,
} as const;
