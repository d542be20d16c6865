/**
 * What moves on a layered page: prompt words (English and Croatian, folded) choose among the effects the page can
 * show. A prompt that names none of them ("add slight movement…", "zoom in slowly") gets every effect the page has;
 * one that names some gets those.
 */
import type { PageLayers } from '../illustrator/layers.ts';

export const EFFECTS = ['blink', 'breathe', 'clouds', 'twinkle', 'flicker', 'snow', 'rain', 'foreground'] as const;
export type Effect = (typeof EFFECTS)[number];

const EFFECT_WORDS: Record<Effect, RegExp> = {
  blink: /\bblink|\bwink|\beyes?\b|\btrep(c|n|t|e|u)|\bzmir|\boci\b|\bokom/,
  breathe: /\bbreath|\bchest|\bdis(e|u|an|anj)|\bdah|\bdisati/,
  clouds: /\bcloud|\bsky\b|\boblak|\bnebo|\bneb(a|u)\b/,
  twinkle: /\btwinkl|\bstars?\b|\bsparkl|\bshimmer|\bglitter|\bzvijezd|\bsvjetluc|\biskr|\bblist/,
  flicker:
    /\bflicker|\blamps?\b|\blantern|\bcandle|\bfire|\bflame|\bglow|\bsvjetiljk|\blamp(a|e|u)\b|\blampion|\bsvijec|\bvatr|\bplam|\btreperi/,
  snow: /\bsnow|\bflake|\bsnijeg|\bsnjezn|\bpahulj/,
  rain: /\brain|\bdrizzl|\bkis(a|e|u|i|ica)\b|\bkisn|\bpljus/,
  foreground: /\bleaves|\bleaf\b|\bgrass|\bplants?\b|\blisc|\blisce|\btrav|\bgrane|\bbilj/,
};

/** Words that ask for life in general rather than for one effect. */
const GENERIC =
  /\bmovement|\bmov(e|es|ing)\b|\banimat|\balive|\blife\b|\bliv(e|ely|ing)\b|\bmagic|\bpokret|\bpomic|\bmic(e|u)\b|\bzivo|\bzivot|\boziv|\bcarob/;

/** "No blinking", "bez treptanja": an effect the prompt turns off. */
const NEGATION = /\b(no|without|not|don t|dont|stop|bez|ne|nema)\b( [a-z]+){0,2} $/;

export interface EffectPlan {
  blink: boolean;
  breathe: boolean;
  clouds: boolean;
  twinkle: boolean;
  flicker: boolean;
  snow: boolean;
  rain: boolean;
  foreground: boolean;
}

/** `text` is already folded (lower case, no diacritics, words separated by single spaces). */
export function planEffects(text: string, layers: PageLayers): EffectPlan {
  const named = new Set<Effect>();
  const refused = new Set<Effect>();
  for (const effect of EFFECTS) {
    const pattern = new RegExp(EFFECT_WORDS[effect].source, 'g');
    for (const match of text.matchAll(pattern)) {
      if (NEGATION.test(text.slice(0, match.index))) refused.add(effect);
      else named.add(effect);
    }
  }
  // "Add movement", "bring it to life": everything the page has, and the effects named too.
  const any = named.size > 0 && !GENERIC.test(text);
  const wants = (effect: Effect) => !refused.has(effect) && (!any || named.has(effect));
  const cutout = layers.heroKind === 'cutout' && layers.hero.width > 0;
  const outdoor = !layers.indoor;
  const weather = layers.weather;
  return {
    blink: wants('blink') && cutout && layers.eyes.length > 0,
    breathe: wants('breathe') && cutout,
    clouds: wants('clouds'),
    twinkle: wants('twinkle') && layers.glints.length > 0,
    flicker: wants('flicker') && layers.lights.length > 0,
    // Weather the page has, or that the prompt asks for outdoors.
    snow: outdoor && !refused.has('snow') && (named.has('snow') || (!any && weather === 'snow')),
    rain:
      outdoor &&
      !refused.has('rain') &&
      (named.has('rain') || (!any && (weather === 'rain' || weather === 'storm'))) &&
      !named.has('snow'),
    foreground: wants('foreground'),
  };
}
