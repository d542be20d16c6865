/**
 * The premise plan as a brief for a text model, and the rules any written story must keep (the embedded writer's
 * own: page count, words per page, the hero's pronouns, the goal named at the end). A provider's story is checked
 * against them before it is accepted.
 */
import type { StoryRequest } from './index.ts';
import { isJourney, planBeats, type Beat } from './plot.ts';
import { MAX_WORDS, MIN_WORDS, tellPlan } from './storyteller.ts';
import { countWords, splitSentences } from './text.ts';

const BEAT_WORDS: Record<Beat, string> = {
  setup: 'meet the hero where the story starts',
  want: 'what the hero wants, in the user’s words',
  trouble: 'what stands in the way',
  attempt: 'a try that does not work yet',
  helper: 'someone helps',
  doubt: 'a low moment',
  turn: 'the idea or discovery that changes things',
  resolution: 'the goal is done, said plainly',
  close: 'a calm, sleepy last line',
};

/** The plan the embedded writer would follow, for the model's prompt. */
export function planBrief(request: StoryRequest): string[] {
  const tale = tellPlan(request);
  const { premise } = tale;
  const hero = premise.hero;
  const pronouns = premise.croatian ? (hero.sex === 'f' ? 'she (ona)' : 'he (on)') : hero.sex === 'f' ? 'she/her' : 'he/him';
  const journey = isJourney(premise.goal.cls, premise.destination !== null);
  const beats = planBeats(request.numPages, tale.info.calmClose);
  return [
    `Hero: ${tale.heroRef}${premise.portrait ? `, ${premise.portrait}` : ''}; pronouns ${pronouns}.`,
    ...(premise.friend ? [`Companion: ${premise.friend.name ?? premise.friend.kind?.en ?? 'a friend'}.`] : []),
    `Where: ${premise.place.phrase}${journey && premise.destination ? `; a journey to ${premise.destination.phrase}` : ''}.`,
    `Goal (use these words): ${premise.goal.phrase}.`,
    ...(premise.obstacle ? [`What stands in the way: ${premise.obstacle}.`] : []),
    `Beats: ${beats.map((b, i) => `page ${i + 1}: ${b.map((x) => BEAT_WORDS[x]).join(', ')}`).join('; ')}.`,
  ];
}

const OTHER_PRONOUNS: Record<'f' | 'm', RegExp> = {
  f: /\b(?:he|him|his|himself)\b/i,
  m: /\b(?:she|her|hers|herself)\b/i,
};

/** What a written story breaks of the rules (empty: it keeps them all). */
export function storyProblems(pages: readonly string[], request: StoryRequest): string[] {
  const problems: string[] = [];
  const n = Math.min(10, Math.max(3, Math.round(request.numPages)));
  if (pages.length !== n) problems.push(`it has ${pages.length} pages instead of ${n}`);
  const tale = tellPlan(request);
  const children = tale.info.children;
  const [min, max] = children ? [MIN_WORDS, MAX_WORDS] : [30, 120];
  pages.forEach((text, i) => {
    const words = countWords(text);
    if (words < min || words > max) problems.push(`page ${i + 1} has ${words} words (${min} to ${max} wanted)`);
  });
  const { hero, friend, croatian } = tale.premise;
  if (!croatian && hero.name) {
    const wrong = OTHER_PRONOUNS[hero.sex];
    // A sentence about the hero alone: its pronouns are the hero's.
    for (const sentence of splitSentences(pages.join(' '))) {
      if (!sentence.includes(hero.name) || (friend?.name && sentence.includes(friend.name)) || /"|“|\band\b/.test(sentence))
        continue;
      if (wrong.test(sentence)) {
        problems.push(`${hero.name} is "${hero.sex === 'f' ? 'she' : 'he'}", but: ${sentence}`);
        break;
      }
    }
  }
  const goalWords = (tale.premise.goal.object ?? '').split(/\s+/).filter((w) => w.length > 3);
  const ending = pages.slice(-2).join(' ').toLowerCase();
  if (tale.premise.goal.given && goalWords.length > 0 && !goalWords.some((w) => ending.includes(w.toLowerCase())))
    problems.push(`the last pages do not resolve the goal (${tale.premise.goal.phrase})`);
  return problems;
}
