import type { CategoryId } from './categories.ts';

/**
 * Words farmers type for a kind of product (docs/agronomy-facts.md, "Names farmers type"): such a
 * word finds the category's products as well as any product whose text holds the word.
 */
export const FARMER_CATEGORY_WORDS: Readonly<Record<string, CategoryId>> = {
  ยาฆ่าหญ้า: 'herbicides',
  ยาคุมหญ้า: 'herbicides',
  ยากำจัดวัชพืช: 'herbicides',
  ยาฆ่าแมลง: 'insecticides',
  ยากำจัดแมลง: 'insecticides',
  ยาฆ่าหนอน: 'insecticides',
  ยาเชื้อรา: 'fungicides',
  ยากันรา: 'fungicides',
  ยาฆ่าเชื้อรา: 'fungicides',
  ฮอร์โมน: 'hormones',
  ยาเร่งดอก: 'hormones',
};

export interface SearchTerm {
  /** The word in lower case, as the search text is stored. */
  text: string;
  /** A category the word names, if it is one of the farmers' words. */
  category?: CategoryId;
}

/**
 * What the storefront search looks for: the words of `q` (split on spaces, at most 5, lower
 * case), each with the category it names when it is a farmer's word for one.
 */
export function farmerSearchTerms(q: string | undefined): SearchTerm[] {
  if (!q) return [];
  return q
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => {
      const text = word.toLowerCase();
      const category = FARMER_CATEGORY_WORDS[text];
      return category ? { text, category } : { text };
    });
}
