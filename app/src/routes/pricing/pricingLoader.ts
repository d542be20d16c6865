import type { RootStore } from '../../stores/RootStore.ts';

/** Back from the payment provider's Cancel (the server's cancel URL is /app/pricing?checkout=cancelled). */
export const CHECKOUT_CANCELLED_MESSAGE = 'Checkout cancelled. No payment was made and no credits were added.';

/**
 * Entering a page with the packs and the discount box (/app/pricing, /app/credits): the packs load (not awaited,
 * so the page shows its skeletons) and the discount box starts empty.
 */
export function enterPricing({ pricing, credits }: RootStore): void {
  pricing.resetDiscount();
  void pricing.loadPacks();
  void credits.loadCosts();
}
