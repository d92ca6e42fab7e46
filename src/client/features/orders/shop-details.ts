import type { PaperShop } from '../../components/ui/receipt-paper.tsx';
import { call, client } from '../../lib/api.ts';
import { oncePerVisit } from '../../lib/once-per-visit.ts';
import { useCall } from '../../lib/use-call.ts';

const askShop = oncePerVisit(async (): Promise<PaperShop> => {
  const shop = await call(client.settings.shop.$get({}));
  return { name: shop.name, address: shop.address };
});

/**
 * The shop's name and address as its settings say them, for the order summary's heading: asked
 * once a visit. `settled` once known, or once the ask failed (the paper then names the shop
 * alone).
 */
export function useShopDetails(): { shop: PaperShop | null; settled: boolean } {
  const { data, loading } = useCall(() => askShop(), []);
  return { shop: data, settled: !loading };
}
