/**
 * Credit costs as the product explains them to users (spec: accounts document section 9, workflow document
 * section 9). What the server actually charges lives in the server's price table; these are the explainer's words.
 */
export const CREDIT_COSTS = {
  /** Per page of story text. */
  textPage: 1,
  /** Per illustrated page image. */
  image: 5,
  /** Per page of narration. */
  audioPage: 3,
  /** Per animated page. */
  animation: 12,
  /** Style setup: three style options. */
  styleSetup: 5,
} as const;

export type CreditCosts = { readonly [K in keyof typeof CREDIT_COSTS]: number };

/** What a whole story of `pages` pages costs: style setup, then text, image and narration per page (+ animation). */
export function storyCreditCost(pages: number, { animation = false } = {}, costs: CreditCosts = CREDIT_COSTS): number {
  const perPage = costs.textPage + costs.image + costs.audioPage + (animation ? costs.animation : 0);
  return costs.styleSetup + pages * perPage;
}
