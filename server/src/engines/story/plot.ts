/**
 * The beats of a story built from its premise, fitted to the page count: the setup, what the hero wants, the trouble,
 * the attempts (with a helper and a moment of doubt in longer stories), the turn, the resolution (the goal, in the
 * user's words, done) and, for bedtime types, a calm close.
 */
import type { GoalClass } from './premise.ts';

export type Beat = 'setup' | 'want' | 'trouble' | 'attempt' | 'helper' | 'doubt' | 'turn' | 'resolution' | 'close';

/** Beats per page, for 3 to 10 pages. */
export function planBeats(numPages: number, calmClose: boolean): Beat[][] {
  const n = Math.min(10, Math.max(3, Math.round(numPages)));
  const end: Beat[] = calmClose ? ['resolution', 'close'] : ['resolution'];
  if (n === 3) return [['setup', 'want'], ['trouble', 'attempt', 'turn'], end];
  if (n === 4) return [['setup', 'want'], ['trouble', 'attempt'], ['attempt', 'turn'], end];
  const middle: Beat[] = [];
  const extra = n - 5;
  // The middle of a longer story: attempts, a helper, a low moment, more attempts.
  const order: Beat[] = ['attempt', 'helper', 'attempt', 'doubt', 'attempt', 'attempt'];
  for (let i = 0; i < extra; i++) middle.push(order[i]!);
  return [['setup'], ['want'], ['trouble', 'attempt'], ...middle.map((b) => [b]), ['turn'], end];
}

/** Goal classes whose story is a journey: the middle happens on the way. */
export function isJourney(cls: GoalClass, hasDestination: boolean): boolean {
  return cls === 'reach' || (hasDestination && (cls === 'retrieve' || cls === 'find' || cls === 'explore'));
}
