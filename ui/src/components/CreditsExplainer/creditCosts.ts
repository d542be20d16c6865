/**
 * The price list's shape, in the contract's words (GET /credit-costs). The design system holds no prices: every
 * number comes from the server's price table through the app's credits store.
 */
export type CreditCosts = {
  /** Three style options. */
  readonly style_setup: number;
  /** Per page of story text. */
  readonly text_page: number;
  /** Per page illustration, first made or regenerated. */
  readonly image: number;
  /** Per page of narration. */
  readonly audio_page: number;
  /** Per animated page. */
  readonly animation: number;
  /** Magic Fill: the story details from the reference image. */
  readonly magic_fill: number;
  /** Improve with AI, for a text it changes. */
  readonly improve_text: number;
  /** Auto-Generate Title. */
  readonly title: number;
  /** One background music track. */
  readonly music: number;
  /** Rendering the final video. */
  readonly video: number;
};

/** '1 credit', '5 credits'. */
export const creditsText = (n: number): string => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** What writing and illustrating a story of `pages` pages costs: text and a picture per page. */
export const storyGenerationCost = (pages: number, costs: CreditCosts): number => pages * (costs.text_page + costs.image);

/** What a whole story of `pages` pages costs: style setup, then text, image and narration per page (+ animation). */
export function storyCreditCost(pages: number, { animation = false } = {}, costs: CreditCosts): number {
  const perPage = costs.text_page + costs.image + costs.audio_page + (animation ? costs.animation : 0);
  return costs.style_setup + pages * perPage + costs.video;
}

/**
 * The sentence a paid button's description ends with when the balance cannot pay: 'You have 2 credits, 3 short.';
 * null when it can, or while the price or the balance is unknown.
 */
export function shortfallText(cost: number | null | undefined, balance: number | null | undefined): string | null {
  if (cost === null || cost === undefined || balance === null || balance === undefined || balance >= cost) return null;
  return `You have ${creditsText(balance)}, ${creditsText(cost - balance)} short.`;
}
