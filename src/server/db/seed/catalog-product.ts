import type { CategoryId } from '../../../shared/domain/categories.ts';

/** One product of the demo catalogue (`demoProducts` in catalog.ts). */
export interface DemoProduct {
  /** Thai product name (brand + active ingredient), max 200 chars. */
  name: string;
  category: CategoryId;
  /** Whole baht, 299..1529. */
  price: number;
  /** Whole baht, greater than price when on sale, otherwise null. */
  originalPrice: number | null;
  /** 3.5..5.0, one decimal. */
  rating: number;
  /** 0..300. */
  reviewCount: number;
  /** '/images/products/<slug>.svg' */
  image: string;
  isOnSale: boolean;
  /** 2-4 Thai sentences, plain text. */
  description: string;
  /** Thai usage instructions: rate per 20 L of water, timing, safety. Plain text. */
  how2use: string;
  /** 2-5 short tags. */
  features: string[];
  /** 0..500. */
  stockCount: number;
  isEligibleForPromotion: boolean;
}
