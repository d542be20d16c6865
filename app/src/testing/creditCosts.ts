import type { components } from '@storyloom/api-client';

/** The server's price list as GET /credit-costs answers it (spec 001 §9, the helpers' 1 and music's 3). */
export const CREDIT_COSTS: components['schemas']['CreditCosts'] = {
  style_setup: 5,
  text_page: 1,
  image: 5,
  audio_page: 3,
  animation: 12,
  magic_fill: 1,
  improve_text: 1,
  title: 1,
  music: 3,
  video: 0,
};
