import type { RootStore } from '../../stores/RootStore.ts';

/**
 * Entering a page with the packs and the discount box (/app/pricing, /app/credits): the packs load (not awaited,
 * so the page shows its skeletons) and the discount box starts empty.
 */
export function enterPricing({ pricing }: RootStore): void {
  pricing.resetDiscount();
  void pricing.loadPacks();
}
