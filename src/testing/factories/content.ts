import type { Executor } from '../../server/db/client.ts';
import { articles, news, reviews } from '../../server/db/schema/index.ts';
import { daysAgo } from '../../server/db/seed/content.ts';

export type NewArticle = typeof articles.$inferInsert;
export type NewNews = typeof news.$inferInsert;
export type NewReview = typeof reviews.$inferInsert;

export function buildArticle(overrides: Partial<NewArticle> = {}): NewArticle {
  return {
    title: 'วิธีเลือกสารกำจัดวัชพืชให้เหมาะกับนาข้าว',
    excerpt: 'รู้จักวัชพืชในนาข้าวและเลือกสารให้ถูกชนิด ประหยัดทั้งเงินและเวลา',
    content: 'วัชพืชในนาข้าวแบ่งได้เป็นหญ้าใบแคบ ใบกว้าง และกก\n\nเลือกสารให้ตรงกับชนิดวัชพืช',
    imageUrl: '/images/articles/placeholder.svg',
    author: 'ทีมงานร้าน',
    publishedDate: daysAgo(3),
    readTime: '5 min read',
    ...overrides,
  };
}

export function buildNews(overrides: Partial<NewNews> = {}): NewNews {
  return {
    title: 'กรมวิชาการเกษตรเตือนเฝ้าระวังเพลี้ยกระโดดสีน้ำตาล',
    summary: 'ช่วงนี้อากาศร้อนชื้น เกษตรกรควรสำรวจแปลงนาทุกสัปดาห์',
    content: 'กรมวิชาการเกษตรแนะนำให้เกษตรกรสำรวจแปลงนาอย่างสม่ำเสมอ',
    category: 'Research',
    isUrgent: false,
    publishedDate: daysAgo(2),
    ...overrides,
  };
}

export function buildReview(overrides: Partial<NewReview> = {}): NewReview {
  return {
    name: 'ลุงสมศักดิ์',
    rating: 5,
    comment: 'ของแท้ ส่งไว ใช้แล้วได้ผลดีมาก',
    imageUrl: null,
    tag: 'Facebook',
    date: daysAgo(5),
    isFeatured: false,
    ...overrides,
  };
}

export async function createArticle(db: Executor, overrides: Partial<NewArticle> = {}) {
  const [row] = await db.insert(articles).values(buildArticle(overrides)).returning();
  if (!row) throw new Error('article not inserted');
  return row;
}

export async function createNews(db: Executor, overrides: Partial<NewNews> = {}) {
  const [row] = await db.insert(news).values(buildNews(overrides)).returning();
  if (!row) throw new Error('news not inserted');
  return row;
}

export async function createReview(db: Executor, overrides: Partial<NewReview> = {}) {
  const [row] = await db.insert(reviews).values(buildReview(overrides)).returning();
  if (!row) throw new Error('review not inserted');
  return row;
}
