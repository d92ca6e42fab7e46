/** The six product categories, in the order the shop shows them. */
export const CATEGORY_IDS = [
  'herbicides',
  'insecticides',
  'fungicides',
  'hormones',
  'others',
  'equipments',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface Category {
  id: CategoryId;
  /** Full Thai name: the mobile menu, listing headers, forms. */
  name: string;
  /** Short Thai name for the desktop navigation bar. */
  shortName: string;
}

export const CATEGORIES: readonly Category[] = [
  { id: 'herbicides', name: 'สารกำจัดวัชพืช', shortName: 'กำจัดวัชพืช' },
  { id: 'insecticides', name: 'สารกำจัดแมลง', shortName: 'กำจัดแมลง' },
  { id: 'fungicides', name: 'สารกำจัดโรคพืช', shortName: 'กำจัดโรคพืช' },
  { id: 'hormones', name: 'ฮอร์โมนพืช', shortName: 'ฮอร์โมนพืช' },
  { id: 'others', name: 'สารปรับสภาพ/สารอื่นๆ', shortName: 'สารปรับสภาพ' },
  { id: 'equipments', name: 'อุปกรณ์การเกษตร', shortName: 'อุปกรณ์' },
];

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

export function categoryName(id: CategoryId): string {
  return CATEGORIES.find((category) => category.id === id)?.name ?? id;
}

export const NEWS_CATEGORIES = ['Policy', 'Research', 'Weather', 'Market'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  Policy: 'นโยบาย',
  Research: 'งานวิจัย',
  Weather: 'สภาพอากาศ',
  Market: 'ตลาด',
};
