/** What each paid action costs, in credits: the one table every charge reads (spec: workflow section 9). */
export const CREDIT_PRICES = {
  storyTextPerPage: 1,
  imagePerPage: 5,
  regenerateImage: 5,
  audioPerPage: 3,
  animationPerPage: 12,
  styleSetup: 5,
  improveText: 1,
  generateTitle: 1,
  storyDetails: 1,
  /** Not in the spec's list of costs; priced like one page of narration. */
  music: 3,
  video: 0,
} as const;

export type PricedAction = keyof typeof CREDIT_PRICES;

/** Purchased credits expire this long after the purchase. */
export const PURCHASE_LIFETIME_DAYS = 30;
