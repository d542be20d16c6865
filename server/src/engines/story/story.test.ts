import { describe, expect, it } from 'vitest';

import type { StoryTypeKey } from '../types.ts';
import { STORY_TYPES } from './catalogue.ts';
import { writeStory, type StoryRequest, type WrittenStory } from './index.ts';
import { planBeats } from './plot.ts';
import { namesHero } from './storyteller.ts';
import { countWords, fleschReadingEase, sentenceKey, splitSentences } from './text.ts';
import { EN_WRITER } from './words-en.ts';

const TYPES = Object.keys(STORY_TYPES) as StoryTypeKey[];
const CHILDREN: StoryTypeKey[] = ['childrens_bedtime_story', 'childrens_story'];

interface Hero {
  description: string;
  /** How every page must name the hero, per language (case-insensitive). */
  en: string;
  hr: string;
}

const HEROES: Hero[] = [
  { description: 'Mia, a curious girl with red boots, and her dog Max', en: 'Mia', hr: 'Mia' },
  { description: 'a brave little fox', en: 'the brave little fox', hr: 'hrabra mala lisica' },
  { description: 'Ana, znatiželjna djevojčica s crvenim čizmama', en: 'Ana', hr: 'Ana' },
  { description: 'dječak Luka i njegov pas Rex', en: 'Luka', hr: 'Luka' },
];

const CONTEXTS: Record<'en' | 'hr', string> = {
  en: 'in the forest, looking for something lost',
  hr: 'u šumi, u potrazi za nečim izgubljenim',
};

const LEFTOVERS = ['{', '}', '[', ']', '|', '<<', '>>', 'undefined', 'null', 'NaN', '  ', ' ,', ' .'];
const ENGLISH_LEAKS = [' the ', ' and ', ' was ', ' with ', ' she ', ' he ', ' her ', ' his ', ' said '];

function request(type: StoryTypeKey, language: string, numPages: number, hero: Hero, seed: number): StoryRequest {
  return {
    storyType: type,
    numPages,
    language,
    characterDescription: hero.description,
    context: CONTEXTS[language.startsWith('hr') ? 'hr' : 'en'],
    additionalContext: language.startsWith('hr') ? 'miran, čaroban' : 'peaceful, magical',
    seed,
  };
}

/** Every rule a written story must keep; returns what is wrong, so one failure names the page and the rule. */
function problems(story: WrittenStory, req: StoryRequest, heroRef: string): string[] {
  const out: string[] = [];
  const croatian = req.language.startsWith('hr');
  if (story.pages.length !== Math.min(10, Math.max(3, req.numPages))) out.push(`page count ${story.pages.length}`);
  if (story.title.trim() === '' || story.title.length > 60) out.push(`title "${story.title}"`);
  const seen = new Map<string, number>();
  story.pages.forEach((page, i) => {
    const text = page.page_text;
    const where = `page ${i + 1}`;
    if (page.page_number !== i + 1) out.push(`${where}: numbered ${page.page_number}`);
    const n = countWords(text);
    if (n < 40 || n > 90) out.push(`${where}: ${n} words: ${text}`);
    if (!namesHero(text, heroRef)) out.push(`${where}: does not name "${heroRef}": ${text}`);
    for (const bad of LEFTOVERS) if (text.includes(bad)) out.push(`${where}: contains "${bad}": ${text}`);
    for (const sentence of splitSentences(text)) {
      const key = sentenceKey(sentence);
      const before = seen.get(key);
      if (before !== undefined) out.push(`${where}: repeats a sentence of page ${before}: ${sentence}`);
      seen.set(key, i + 1);
      const first = /[\p{L}\p{N}]/u.exec(sentence)?.[0] ?? '';
      if (first !== first.toUpperCase()) out.push(`${where}: sentence starts in lower case: ${sentence}`);
    }
    if (!/[.!?…”"»]$/.test(text)) out.push(`${where}: no end punctuation`);
    if (/\.["”]\s+\p{Ll}/u.test(text)) out.push(`${where}: lower case after a finished quotation: ${text}`);
    if (croatian) {
      const padded = ` ${text.toLowerCase()} `;
      for (const leak of ENGLISH_LEAKS) if (padded.includes(leak)) out.push(`${where}: English "${leak.trim()}": ${text}`);
    }
  });
  if (!croatian && CHILDREN.includes(req.storyType)) {
    const ease = fleschReadingEase(story.pages.map((p) => p.page_text).join(' '));
    if (ease < 70) out.push(`Flesch ${ease.toFixed(1)}`);
  }
  return out;
}

describe('story writer: the arc', () => {
  it.each([3, 4, 5, 6, 7, 8, 9, 10])('plans %i pages: the setup first, the turn just before the resolution', (n) => {
    for (const calm of [false, true]) {
      const plan = planBeats(n, calm);
      expect(plan).toHaveLength(n);
      expect(plan[0]).toContain('setup');
      expect(plan.flat()).toContain('want');
      expect(plan.flat()).toContain('attempt');
      expect(plan[n - 1]).toEqual(calm ? ['resolution', 'close'] : ['resolution']);
      expect(plan[n - 2]).toContain('turn');
    }
  });

  it('clamps page counts outside 3–10', () => {
    expect(planBeats(1, false)).toHaveLength(3);
    expect(planBeats(25, false)).toHaveLength(10);
  });
});

describe('story writer: every type × language × length × seed × description', () => {
  for (const language of ['en', 'hr']) {
    for (const type of TYPES) {
      it(`${type} in ${language}`, () => {
        const found: string[] = [];
        for (const hero of HEROES) {
          for (const numPages of [3, 5, 10]) {
            for (const seed of [1, 7, 42]) {
              const req = request(type, language, numPages, hero, seed);
              const story = writeStory(req);
              for (const p of problems(story, req, language === 'hr' ? hero.hr : hero.en))
                found.push(`${hero.description} / ${numPages}p / seed ${seed}: ${p}`);
            }
          }
        }
        expect(found.slice(0, 8)).toEqual([]);
      });
    }
  }

  it('treats hr-HR as Croatian and anything else as English', () => {
    const hero = HEROES[0]!;
    const hrHR = writeStory(request('childrens_story', 'hr-HR', 3, hero, 3));
    const hr = writeStory(request('childrens_story', 'hr', 3, hero, 3));
    expect(hrHR.pages).toEqual(hr.pages);
    const de = writeStory({
      ...request('childrens_story', 'de', 3, hero, 3),
      context: CONTEXTS.en,
      additionalContext: 'peaceful, magical',
    });
    const en = writeStory(request('childrens_story', 'en', 3, hero, 3));
    expect(de.pages).toEqual(en.pages.map((p) => p));
  });
});

describe('story writer: determinism', () => {
  it('writes the same story for the same request and seed', () => {
    for (const type of TYPES) {
      const req = request(type, 'en', 6, HEROES[0]!, 11);
      expect(writeStory(req)).toEqual(writeStory({ ...req }));
      const hr = request(type, 'hr', 6, HEROES[2]!, 11);
      expect(writeStory(hr)).toEqual(writeStory({ ...hr }));
    }
  });

  it('usually writes a different story for a different seed', () => {
    for (const type of TYPES) {
      for (const language of ['en', 'hr']) {
        const texts = new Set(
          [1, 2, 3, 4, 5].map((seed) =>
            writeStory(request(type, language, 5, HEROES[0]!, seed))
              .pages.map((p) => p.page_text)
              .join('\n'),
          ),
        );
        expect(texts.size, `${type} ${language}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('story writer: reading the request', () => {
  const base: StoryRequest = {
    storyType: 'childrens_bedtime_story',
    numPages: 5,
    language: 'en',
    characterDescription: 'Mia, a curious girl with red boots, and her dog Max',
    context: 'in the garden',
    additionalContext: 'peaceful, magical',
    seed: 5,
  };
  const all = (s: WrittenStory) => s.pages.map((p) => p.page_text).join(' ');

  it('uses the given title, else writes one that names the hero', () => {
    expect(writeStory({ ...base, storyTitle: '  Mia and the Moon  ' }).title).toBe('Mia and the Moon');
    const title = writeStory(base).title;
    expect(title).toContain('Mia');
    expect(title.length).toBeLessThanOrEqual(60);
  });

  it('describes the hero from the description: name, kind and red boots', () => {
    const text = all(writeStory({ ...base, numPages: 10 }));
    expect(text).toMatch(/red boots/);
    expect(text).toMatch(/girl/);
  });

  it('brings in the companion by name in a two-character story', () => {
    const found = [1, 2, 3, 4].some((seed) =>
      all(writeStory({ ...base, storyType: 'adventure_story', numPages: 6, seed })).includes('Max'),
    );
    expect(found).toBe(true);
  });

  it('uses she/her for a girl and he/his for a boy', () => {
    const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;
    const mia = all(writeStory({ ...base, numPages: 10 }));
    expect(mia).toMatch(/\bher\b/);
    expect(mia).not.toMatch(/Mia\b[^.]*\b(himself)\b/);
    const leo = all(writeStory({ ...base, numPages: 10, characterDescription: 'Leo, a shy boy who loves drawing' }));
    expect(count(leo, /\b(he|his|him)\b/g)).toBeGreaterThan(count(leo, /\b(she|her)\b/g));
    expect(count(mia, /\b(she|her)\b/g)).toBeGreaterThan(count(mia, /\b(he|his|him)\b/g));
  });

  it('ends a bedtime story on a calm closing line', () => {
    for (const seed of [1, 2, 3]) {
      const story = writeStory({ ...base, seed });
      const lastPage = story.pages.at(-1)!.page_text;
      const lastSentence = splitSentences(lastPage).at(-1)!;
      expect(lastSentence, lastPage).toMatch(/sleep|slept|asleep|dream|Good night|yawn/);
    }
  });

  it('"make it rhyme" adds rhyming couplets', () => {
    const text = all(writeStory({ ...base, storyInstructions: 'make it rhyme', numPages: 6 }));
    const openings = EN_WRITER.couplets
      .map((c) =>
        c
          .split(',')[0]!
          .replace(/\{[^}]+\}.*/, '')
          .trim(),
      )
      .filter((c) => c.length > 8);
    expect(openings.filter((c) => text.includes(c)).length).toBeGreaterThanOrEqual(3);
  });

  it('"make it funny" adds comic asides', () => {
    const text = all(writeStory({ ...base, storyType: 'adventure_story', storyInstructions: 'make it funny', numPages: 8 }));
    const funny = EN_WRITER.funny.map((f) => f.replace(/\{A\}/g, 'Mia').split(/[.{]/)[0]!);
    expect(funny.some((f) => text.includes(f))).toBe(true);
  });

  it('"include a dog" adds a dog when the description has no companion', () => {
    const text = all(
      writeStory({ ...base, characterDescription: 'a brave little fox', storyInstructions: 'include a dog', numPages: 8 }),
    );
    expect(text).toMatch(/dog/);
  });

  it('reads the place, time and mood from the context', () => {
    const text = all(
      writeStory({
        ...base,
        storyType: 'adventure_story',
        context: 'on a faraway island at sunset',
        additionalContext: 'mysterious',
        numPages: 6,
      }),
    );
    expect(text).toMatch(/island|sand|waves|palm|sea/i);
  });
});

describe('story writer: Croatian grammar', () => {
  const hr = (description: string, type: StoryTypeKey, seed: number) =>
    writeStory({ storyType: type, numPages: 5, language: 'hr', characterDescription: description, context: 'u šumi', seed });

  it('agrees past-tense verbs with a girl: the closing line says spavala/zaspala/sanjala/utonula', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const last = hr('Ana, znatiželjna djevojčica s crvenim čizmama', 'childrens_bedtime_story', seed).pages.at(-1)!.page_text;
      expect(last).toMatch(/\b(spavala|zaspala|sanjala|utonula|zijevnula)\b/u);
      expect(last).not.toMatch(/\b(spavao|zaspao|sanjao|utonuo|zijevnuo)\b/u);
    }
  });

  it('agrees past-tense verbs with a boy', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const last = hr('dječak Luka i njegov pas Rex', 'childrens_bedtime_story', seed).pages.at(-1)!.page_text;
      expect(last).toMatch(/\b(spavao|zaspao|sanjao|utonuo|zijevnuo)\b/u);
      expect(last).not.toMatch(/\b(spavala|zaspala|sanjala|utonula|zijevnula)\b/u);
    }
  });

  it('agrees with the Croatian kind when there is no name: "lisica" is feminine', () => {
    const text = hr('a brave little fox', 'adventure_story', 2)
      .pages.map((p) => p.page_text)
      .join(' ');
    expect(text).toMatch(/Hrabra mala lisica je \p{L}+la\b|hrabra mala lisica/u);
    expect(text).not.toMatch(/lisica je (bio|otišao|rekao|pronašao|znao)\b/u);
  });

  it('writes "Ana, znatiželjna djevojčica s crvenim čizmama" from our own forms, names in the nominative only', () => {
    const text = [1, 2, 3, 4, 5, 6]
      .map((seed) =>
        hr('Ana, znatiželjna djevojčica s crvenim čizmama', 'childrens_story', seed)
          .pages.map((p) => p.page_text)
          .join(' '),
      )
      .join(' ');
    expect(text).toContain('Ana je');
    expect(text).not.toMatch(/\b(Ane|Ani|Anu|Anom)\b/u);
  });

  it('uses Croatian quotation marks in dialogue', () => {
    const text = [1, 2, 3]
      .map((seed) =>
        hr('dječak Luka', 'adventure_story', seed)
          .pages.map((p) => p.page_text)
          .join(' '),
      )
      .join(' ');
    expect(text).toMatch(/„[^”]+”/u);
    expect(text).not.toContain('"');
  });
});
