import { describe, expect, it } from 'vitest';

import type { StoryTypeKey } from '../types.ts';
import { STORY_TYPES } from './catalogue.ts';
import { generateTitle, improveText, suggestStoryDetails, writeStory } from './index.ts';
import { countWords, sentenceKey, splitSentences } from './text.ts';
import { namesHero } from './storyteller.ts';

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
    expect(title).toMatch(/^Ana\b/);
    expect(` ${title.toLowerCase()} `).not.toMatch(/ (?:the|and|of|to) /);
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

  it('corrects the measured example: spelling, doubled word, agreement, article, capitals and a comma splice', () => {
    expect(improveText('mia walk in the the forest and she see a owl, it was realy big', 'en')).toBe(
      'Mia walks in the forest and she sees an owl. It was really big.',
    );
  });

  it.each([
    // Misspellings, from the word list (doubled letters, swaps, missing vowels, rare look-alikes).
    ['we went to teh park and played untill night', 'We went to the park and played until night.'],
    ['she beleived in magic', 'She believed in magic.'],
    ['my frend was swiming and runing', 'My friend was swimming and running.'],
    ['Toma wach the stars every nite', 'Toma watches the stars every night.'],
    ['She have a red ballon and a blue kite', 'She has a red balloon and a blue kite.'],
    // Missing apostrophes and "i".
    ['i dont think i can go', "I don't think I can go."],
    ['leo dont like carrots', "Leo doesn't like carrots."],
    // Articles.
    ['an unicorn lived in a old castle', 'A unicorn lived in an old castle.'],
    ['we went to the zoo. it was a amazing day', 'We went to the zoo. It was an amazing day.'],
    // Agreement in the present tense only; the past stays past.
    ['they was very tired', 'They were exhausted.'],
    ['it rain all day and we was sad', 'It rains all day and we were sad.'],
    ['Max run to the door when he hear the bell', 'Max runs to the door when he hears the bell.'],
    ['she walked home and saw a fox', 'She walked home and saw a fox.'],
    // Comma splices split only between two whole sentences.
    ['Ema was happy, she was proud', 'Ema was happy. She was proud.'],
    ['Ema was happy, she was proud, she was tired', 'Ema was happy. She was proud. She was tired.'],
    ['in the morning, it was cold', 'In the morning, it was cold.'],
    ['my dad said, it was time to go', 'My dad said, it was time to go.'],
    // Questions, names the user capitalised, and "it's own".
    ['does she see the owl', 'Does she see the owl?'],
    ['Mia met Leo and then leo smiled', 'Mia met Leo and then Leo smiled.'],
    ['the cat chased it’s own tail', 'The cat chased its own tail.'],
  ])('en: %s', (input, expected) => {
    expect(improveText(input, 'en')).toBe(expected);
  });

  it.each([
    'Mia walks in the forest and sees an owl.',
    'The children had had enough.',
    "I can't wait to see Grandma's garden!",
    'When the moon rose, the owls began to sing.',
    'Sam and Alex built a treehouse in the old oak tree.',
    'Mia and Leo walk to school every day.',
    '"Surprise!" everyone shouted.',
    'Does she know the way?',
    'Let it grow, and let the garden sing.',
    'The Cat in the Hat sat on the mat.',
  ])('en, already right, comes back unchanged: %s', (text) => {
    expect(improveText(text, 'en')).toBe(text);
  });

  it('never turns a name into the word it resembles', () => {
    for (const name of ['nora', 'lena', 'hugo', 'iva', 'filip', 'ethan', 'oliver', 'luka', 'toma', 'mia', 'ema', 'ben', 'ana']) {
      expect(improveText(`we met ${name} today`, 'en'), name).toBe(`We met ${name} today.`);
    }
    expect(improveText('Toma and Nora played', 'en')).toBe('Toma and Nora played.');
  });

  it.each([
    ['mia je cesto isla u sumu', 'Mia je često išla u sumu.'],
    ['vec je bila noc i i mjesec je sjao', 'Već je bila noć i mjesec je sjao.'],
    ['djevojcica je imala crveni sesir,a macka je spavala', 'Djevojčica je imala crveni šešir, a mačka je spavala.'],
    ['mozda ce sutra padati snijeg', 'Možda će sutra padati snijeg.'],
    ['ana i ja idemo u skolu .bilo je zabavno', 'Ana i ja idemo u školu. Bilo je zabavno.'],
    ['"Gdje si?" upitala je mama', '"Gdje si?" upitala je mama.'],
  ])('hr: %s', (input, expected) => {
    expect(improveText(input, 'hr')).toBe(expected);
  });

  it.each([
    'Mia je sretna.',
    'Ana i Marko idu u školu.',
    'Sto godina kasnije, kuca je još stajala.',
    // "je je" is "ju je" (he nudged her): a repetition Croatian allows.
    'Max je je gurnuo laktom.',
  ])('hr, already right or ambiguous, comes back unchanged: %s', (text) => {
    expect(improveText(text, 'hr')).toBe(text);
  });

  it('improving twice is improving once, for every example', () => {
    const english = [
      'mia walk in the the forest and she see a owl, it was realy big',
      'Toma wach the stars every nite',
      'it rain all day and we was sad',
      'i dont think i can go',
      'Ema was happy, she was proud, she was tired',
    ];
    for (const s of english) expect(improveText(improveText(s, 'en'), 'en'), s).toBe(improveText(s, 'en'));
    const croatian = ['vec je bila noc i i mjesec je sjao', 'ana i ja idemo u skolu .bilo je zabavno'];
    for (const s of croatian) expect(improveText(improveText(s, 'hr'), 'hr'), s).toBe(improveText(s, 'hr'));
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

  it('uses what is typed: a cat stays a cat, in the story context too, in both languages', () => {
    const en = suggestStoryDetails({
      storyType: 'childrens_story',
      artStyle: 'cartoon',
      language: 'en',
      photos: photos(0.7),
      seed: 1,
      typed: { characterDescription: 'my cat Toma' },
    });
    expect(en.character_description).toBe('Toma, a curious cat with a warm orange scarf');
    expect(en.story_context).toBe('On a bright sunny day in the park, Toma the cat chases a kite that the wind has blown away.');
    expect(en.story_title).toContain('Toma');
    const hr = suggestStoryDetails({
      storyType: 'childrens_story',
      artStyle: 'cartoon',
      language: 'hr',
      photos: photos(0.7),
      seed: 1,
      typed: { characterDescription: 'my cat Toma' },
    });
    expect(hr.character_description).toBe('Toma, znatiželjni mačak s narančastim šalom');
    expect(hr.story_context).toContain('mačak Toma');
    // Only the context says who it is about: that is enough.
    const fromContext = suggestStoryDetails({
      storyType: 'adventure_story',
      artStyle: 'cartoon',
      language: 'en',
      photos: photos(0.7),
      seed: 1,
      typed: { storyContext: 'Pepper the dog digs in the garden' },
    });
    expect(fromContext.character_description).toMatch(/^Pepper, an adventurous dog /);
  });

  it('keeps what the user said about the hero: their age, their look, their sex', () => {
    const adult = suggestStoryDetails({
      storyType: 'childrens_bedtime_story',
      artStyle: 'cartoon',
      language: 'en',
      photos: photos(0.5),
      seed: 1,
      typed: { characterDescription: 'Ana, a brave woman with red boots' },
    });
    expect(adult.character_description).toBe('Ana, a brave woman with red boots');
    expect(adult.story_context).toContain('Ana watches');
    const child = suggestStoryDetails({
      storyType: 'fantasy_story',
      artStyle: 'cartoon',
      language: 'hr',
      photos: photos(0.5),
      seed: 1,
      typed: { characterDescription: 'Mia, djevojčica' },
    });
    expect(child.character_description).toMatch(/^Mia, hrabra mala djevojčica s /);
  });

  it('invents no name, sex or age for a hero nobody described (the photo cannot tell)', () => {
    for (const storyType of TYPES) {
      const en = suggestStoryDetails({ storyType, artStyle: 'cartoon', language: 'en', photos: photos(0.5), seed: 9 });
      expect(en.character_description, storyType).toMatch(/^The hero of this story, /);
      expect(en.character_description).not.toMatch(/\b(little|young|old|girl|boy|woman|man|teddy)\b/i);
      expect(Object.values(en).join(' ')).not.toMatch(/\b(he|she|his|her|girl|boy)\b/i);
      const hr = suggestStoryDetails({ storyType, artStyle: 'cartoon', language: 'hr', photos: photos(0.5), seed: 9 });
      expect(hr.character_description, storyType).toMatch(/^Naš glavni lik, /);
      expect(hr.character_description).not.toMatch(/djevojčic|dječak|žena|muškarac|mal[aio] /);
    }
  });

  it('gives details the writer turns into a story that keeps every rule', () => {
    for (const storyType of TYPES) {
      for (const language of ['en', 'hr']) {
        for (const [brightness, described] of [
          [0.1, 'Mia, a curious girl'],
          [0.8, ''],
        ] as const) {
          const d = suggestStoryDetails({
            storyType,
            artStyle: 'watercolor',
            language,
            photos: photos(brightness, ['deep green']),
            seed: 5,
            typed: { characterDescription: described },
          });
          const name = described ? 'Mia' : null;
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
            if (name) expect(namesHero(page.page_text, name), `${storyType} ${language}: ${page.page_text}`).toBe(true);
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
