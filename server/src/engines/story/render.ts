/**
 * The slot realiser for the language packs. Template syntax:
 * - `{?cond}` / `{?!cond}` at the start: the template is only usable when the condition holds (or does not);
 * - `{A}`, `{A.his}`, `{P.in}`, …: slots; a template whose slot is unavailable (null) is not usable;
 * - `{X=m|f|n|mpl|fpl}`: the form agreeing with entity X's grammatical gender (Croatian agreement);
 * - `{n:one|many}`: singular or plural, by whether the subject `{AB}` is two characters;
 * - `[a|b|c]`: a seeded choice; `<<…>>`: an optional segment, dropped when a slot in it is unavailable.
 * A slot value that starts a sentence is capitalised.
 */
import type { Rng } from './random.ts';
import { capitaliseFirst, fixArticles, tidySpacing } from './text.ts';

export type Gender = 'm' | 'f' | 'n' | 'mpl' | 'fpl';

export interface RenderContext {
  /** The text for a slot name ("A", "A.his", "P.in"), or null when unavailable. */
  slot(name: string): string | null;
  /** The grammatical gender of an entity ("A", "B", "AB", "H", "G", "X"), or null when it is absent. */
  gender(entity: string): Gender | null;
  /** Whether a `{?cond}` condition holds. */
  has(condition: string): boolean;
  /** Whether `{AB}` names two characters. */
  plural: boolean;
  english: boolean;
  rng: Rng;
}

const GENDER_INDEX: Record<Gender, number> = { m: 0, f: 1, n: 2, mpl: 3, fpl: 4 };

/** Picks a gendered form; missing forms fall back (n → m, fpl → mpl). */
function genderForm(forms: string[], gender: Gender): string {
  const index = GENDER_INDEX[gender];
  if (forms[index] !== undefined) return forms[index];
  if (gender === 'fpl' && forms[3] !== undefined) return forms[3];
  return forms[0]!;
}

/** `midSentence`: the text is an optional part inside a sentence (`<<…>>`), so its start is not a sentence start. */
function realiseSlots(text: string, ctx: RenderContext, midSentence = false): string | null {
  let failed = false;
  const out = text.replace(/\{([^{}]+)\}/g, (whole, body: string, offset: number, all: string) => {
    let value: string | null;
    if (body.startsWith('n:')) {
      const [one, many] = body.slice(2).split('|');
      value = ctx.plural ? (many ?? one ?? '') : (one ?? '');
    } else if (body.includes('=')) {
      const [entity, list] = body.split('=') as [string, string];
      const gender = ctx.gender(entity);
      value = gender === null ? null : genderForm(list.split('|'), gender);
    } else {
      value = ctx.slot(body);
    }
    if (value === null) {
      failed = true;
      return whole;
    }
    const before = all.slice(0, offset);
    // After `."` a sentence has ended; after `?"` or `!"` a dialogue tag ("she asked") usually follows.
    return (!midSentence && before.trim() === '') || /(?:[.!?]|\.["”])\s+$/.test(before) ? capitaliseFirst(value) : value;
  });
  return failed ? null : out;
}

/** Realises one template, or returns null when it cannot be used in this story. */
export function render(template: string, ctx: RenderContext): string | null {
  let text = template;
  for (;;) {
    const cond = /^\{\?(!?)([\w.]+)\}/.exec(text);
    if (!cond) break;
    const holds = ctx.has(cond[2]!);
    if (holds === (cond[1] === '!')) return null;
    text = text.slice(cond[0].length);
  }
  text = text.replace(/\[([^[\]]*\|[^[\]]*)\]/g, (_m, options: string) => ctx.rng.pick(options.split('|')));
  text = text.replace(/<<(.*?)>>/g, (_m, inner: string) => realiseSlots(inner, ctx, true) ?? '');
  const done = realiseSlots(text, ctx);
  if (done === null) return null;
  const tidy = tidySpacing(done);
  return capitaliseFirst(ctx.english ? fixArticles(tidy) : tidy);
}
