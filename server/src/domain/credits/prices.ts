import type { Schema } from '@storyloom/api-client';

/** What each paid action costs, in credits: the one table every charge reads (spec: workflow section 9). */
export const CREDIT_PRICES = {
  storyTextPerPage: 1,
  /** A page illustration, first made or regenerated. */
  imagePerPage: 5,
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

/** The price table in the contract's words, as GET /credit-costs publishes it. */
export function publishedCreditCosts(): Schema<'CreditCosts'> {
  return {
    style_setup: CREDIT_PRICES.styleSetup,
    text_page: CREDIT_PRICES.storyTextPerPage,
    image: CREDIT_PRICES.imagePerPage,
    audio_page: CREDIT_PRICES.audioPerPage,
    animation: CREDIT_PRICES.animationPerPage,
    magic_fill: CREDIT_PRICES.storyDetails,
    improve_text: CREDIT_PRICES.improveText,
    title: CREDIT_PRICES.generateTitle,
    music: CREDIT_PRICES.music,
    video: CREDIT_PRICES.video,
  };
}

/** Purchased credits expire this long after the purchase. */
export const PURCHASE_LIFETIME_DAYS = 30;
