import { describe, expect, it } from 'vitest';

import type { StoryTypeKey } from '../types.ts';
import { STORY_TYPES } from './catalogue.ts';
import { generateTitle, improveText, suggestStoryDetails, writeStory } from './index.ts';
import { countWords, sentenceKey, splitSentences } from './text.ts';
import { namesHero } from './writer.ts';

const TYPES = Object.keys(STORY_TYPES) as StoryTypeKey[];

describe('generateTitle', () => {
  it('writes a short title that names the hero, in both languages and every type', () => {
    for (const storyType of TYPES) {
      for (const language of ['en', 'hr']) {
        for (const seed of [1, 2, 3]) {
          const title = generateTitle({
            characterDescription: 'Mia, a curious girl with red boots',
            storyContext: 'in the forest',
            moodTone: 'magical',
            storyType,
            language,
            seed,
          });
          expect(title.length, title).toBeGreaterThan(0);
          expect(title.length, title).toBeLessThanOrEqual(60);
          expect(title, `${storyType} ${language}`).toContain('Mia');
          expect(title).not.toMatch(/[{}[\]|]|undefined|null/);
        }
      }
    }
  });

  it('writes a title without a name too, and is deterministic', () => {
    const req = { characterDescription: 'a brave little fox', storyType: 'fantasy_story' as const, language: 'en', seed: 4 };
    const title = generateTitle(req);
    expect(title.length).toBeGreaterThan(0);
    expect(generateTitle(req)).toBe(title);
    expect(generateTitle({ storyType: 'childrens_story', language: 'hr', seed: 1 })).not.toBe('');
  });

  it('writes Croatian titles in Croatian', () => {
    const title = generateTitle({
      characterDescription: 'Ana, djevojčica',
      storyType: 'adventure_story',
      language: 'hr',
      seed: 2,
    });
    expect(title).toMatch(/^Ana i /);
  });
});

describe('improveText', () => {
  it.each([
    ['the the dog ran', 'The dog ran.'],
    ['it was a very big house.', 'It was an enormous house.'],
    ['she was very happy', 'She was overjoyed.'],
    ['hello   world ,how are you', 'Hello world, how are you.'],
    ['we ran.then we rested', 'We ran. Then we rested.'],
    ['see example.com', 'See example.com.'],
    ['i think i can', 'I think I can.'],
    ['what a day!!', 'What a day!'],
    ['Very big dreams come true.', 'Enormous dreams come true.'],
  ])('en: %s', (input, expected) => {
    expect(improveText(input, 'en')).toBe(expected);
  });

  it.each([
    ['kuća je bila jako velika', 'Kuća je bila golema.'],
    ['bio je jako sretan i i zadovoljan', 'Bio je presretan i zadovoljan.'],
    ['pas je vrlo umoran.ana je spavala', 'Pas je iscrpljen. Ana je spavala.'],
  ])('hr: %s', (input, expected) => {
    expect(improveText(input, 'hr')).toBe(expected);
  });

  it('keeps the language: Croatian substitutions are not applied to English and back', () => {
    expect(improveText('jako velik', 'en')).toBe('Jako velik.');
    expect(improveText('very big', 'hr')).toBe('Very big.');
  });

  it('is idempotent and never empty for non-empty input', () => {
    const samples = [
      'the the very big dog   ran ,and ran.it was very happy',
      'Mia and Max went to the park. they were very tired',
      'jako velika kuća.   bila je jako lijepa',
      '"hello," she said',
      'x',
      '...',
      'Line one\nline two\n\nnew paragraph',
    ];
    for (const s of samples) {
      const once = improveText(s, s.includes('jako') ? 'hr' : 'en');
      expect(once.trim().length, s).toBeGreaterThan(0);
      expect(improveText(once, s.includes('jako') ? 'hr' : 'en'), s).toBe(once);
    }
    expect(improveText('', 'en')).toBe('');
  });

  it('keeps paragraphs', () => {
    expect(improveText('first one\n\nsecond one', 'en')).toBe('First one.\n\nSecond one.');
  });
});

describe('suggestStoryDetails (Magic Fill)', () => {
  const photos = (brightness: number, dominantColours = ['warm orange', 'sky blue']) => ({
    brightness,
    dominantColours,
    aspectRatio: 1.5,
  });

  it('fills every field, in the language, for every type', () => {
    for (const storyType of TYPES) {
      for (const language of ['en', 'hr']) {
        const d = suggestStoryDetails({ storyType, artStyle: 'watercolor', language, photos: photos(0.5), seed: 3 });
        for (const [key, value] of Object.entries(d)) expect(value.trim(), `${storyType} ${language} ${key}`).not.toBe('');
        expect(d.story_title.length).toBeLessThanOrEqual(60);
        if (language === 'hr') expect(` ${Object.values(d).join(' ')} `.toLowerCase()).not.toMatch(/ (the|and|with|is) /);
      }
    }
  });

  it('bedtime is calm and at night; dark photos give a night setting, bright ones a sunny day', () => {
    const bedtime = suggestStoryDetails({
      storyType: 'childrens_bedtime_story',
      artStyle: 'cartoon',
      language: 'en',
      photos: photos(0.9),
      seed: 1,
    });
    expect(bedtime.mood_tone).toMatch(/calm/);
    expect(bedtime.story_context).toMatch(/night/);
    const dark = suggestStoryDetails({
      storyType: 'adventure_story',
      artStyle: 'cartoon',
      language: 'en',
      photos: photos(0.1),
      seed: 1,
    });
    expect(dark.story_context).toMatch(/night|evening/);
    const bright = suggestStoryDetails({
      storyType: 'adventure_story',
      artStyle: 'cartoon',
      language: 'en',
      photos: photos(0.9),
      seed: 1,
    });
    expect(bright.story_context).toMatch(/sunny day/);
    const hrDark = suggestStoryDetails({
      storyType: 'adventure_story',
      artStyle: 'cartoon',
      language: 'hr',
      photos: photos(0.1),
      seed: 1,
    });
    expect(hrDark.story_context).toMatch(/noći/);
  });

  it('mentions a dominant colour and the art style', () => {
    const d = suggestStoryDetails({
      storyType: 'childrens_story',
      artStyle: 'watercolor',
      language: 'en',
      photos: photos(0.7),
      seed: 2,
    });
    expect(`${d.character_description} ${d.story_instructions}`).toContain('warm orange');
    expect(d.story_instructions).toContain('soft painterly');
    const hr = suggestStoryDetails({
      storyType: 'childrens_story',
      artStyle: 'watercolor',
      language: 'hr',
      photos: photos(0.7),
      seed: 2,
    });
    expect(hr.character_description).toContain('narančastim');
    expect(hr.story_instructions).toContain('slikarskim');
  });

  it('gives details the writer turns into a story that keeps every rule', () => {
    for (const storyType of TYPES) {
      for (const language of ['en', 'hr']) {
        for (const brightness of [0.1, 0.8]) {
          const d = suggestStoryDetails({
            storyType,
            artStyle: 'watercolor',
            language,
            photos: photos(brightness, ['deep green']),
            seed: 5,
          });
          const name = d.character_description.split(',')[0]!;
          const story = writeStory({
            storyType,
            numPages: 5,
            language,
            characterDescription: d.character_description,
            context: d.story_context,
            additionalContext: d.mood_tone,
            storyInstructions: d.story_instructions,
            storyTitle: d.story_title,
            seed: 5,
          });
          expect(story.title).toBe(d.story_title);
          const seen = new Set<string>();
          for (const page of story.pages) {
            const n = countWords(page.page_text);
            expect(n, page.page_text).toBeGreaterThanOrEqual(40);
            expect(n, page.page_text).toBeLessThanOrEqual(90);
            expect(namesHero(page.page_text, name), `${storyType} ${language}: ${page.page_text}`).toBe(true);
            for (const s of splitSentences(page.page_text)) {
              expect(seen.has(sentenceKey(s)), s).toBe(false);
              seen.add(sentenceKey(s));
            }
          }
        }
      }
    }
  });
});
