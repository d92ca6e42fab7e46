import { PromotionBar } from '../../features/promotions/promotion-bar.tsx';

/** The sticky promotion bar at the very top of every public page; the promotions feature fills it. */
export function PromotionBarSlot() {
  return <PromotionBar />;
}
