/** What other features may use of settings: the owner's checklist of settings still to set. */
export { ShopSetupCard } from './admin/shop-setup-card.tsx';
