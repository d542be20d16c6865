import { describe, expect, it } from 'vitest';

import { parseInstructions, parsePage, planScene } from './grammar.ts';

describe('scene grammar: page words', () => {
  it('reads night, moon, stars and forest from English', () => {
    const scene = parsePage('The moon and stars over the sleeping forest', 'en');
    expect(scene.place).toBe('forest');
    expect(scene.time).toBe('night');
    expect(scene.props).toEqual(expect.arrayContaining(['moon', 'stars']));
  });

  it('reads Croatian by stems: "Mjesec je sjao iznad šume" is night, moon and forest', () => {
    const scene = parsePage('Mjesec je sjao iznad šume', 'hr');
    expect(scene.place).toBe('forest');
    expect(scene.time).toBe('night');
    expect(scene.props).toContain('moon');
  });

  it.each(['šuma', 'šumi', 'šumu', 'šumom', 'šume'])('matches the Croatian case form %s as forest', (word) => {
    expect(parsePage(`Bila je to velika ${word}.`, 'hr').place).toBe('forest');
  });

  it('reads a page on the Moon or Mars as space, but the moon over a forest stays a forest at night', () => {
    expect(parsePage('Iva walked across the grey dust of the Moon, with Earth shining in the black sky.', 'en').place).toBe(
      'space',
    );
    expect(parsePage('They flew to Mars in a rocket.', 'en').place).toBe('space');
    expect(parsePage('Iva je napokon stigla na Mjesec.', 'hr').place).toBe('space');
    expect(parseInstructions('put her on the Moon with Earth in the sky', 'en').place).toBe('space');
    expect(parsePage('The moon shone over the sleeping forest.', 'en')).toMatchObject({ place: 'forest', time: 'night' });
  });

  it.each([
    ['make it night', 'en', { time: 'night' }],
    ['put her on the Moon with Earth in the sky', 'en', { place: 'space' }],
    ['in the kitchen', 'en', { place: 'kitchen' }],
    ['on a train', 'en', { place: 'train' }],
    ['on a beach at sunset', 'en', { place: 'beach', time: 'dusk' }],
    ['stavi je na Mjesec', 'hr', { place: 'space' }],
    ['u kuhinji', 'hr', { place: 'kitchen' }],
    ['u vlaku', 'hr', { place: 'train' }],
    ['na plaži pri zalasku sunca', 'hr', { place: 'beach', time: 'dusk' }],
    ['neka pada snijeg', 'hr', { weather: 'snow' }],
    ['tamnije i toplije', 'hr', { brightness: -1, warmth: 1 }],
  ] as const)('honours the instruction "%s"', (text, language, expected) => {
    expect(parseInstructions(text, language)).toMatchObject(expected);
  });

  it('reads "a boat on the sea" as the sea with a boat', () => {
    const scene = parsePage('a boat on the sea');
    expect(scene.place).toBe('sea');
    expect(scene.props).toContain('boat');
  });

  it('reads Croatian places, weather, animals and time', () => {
    expect(parsePage('Snijeg je padao na malo selo.', 'hr')).toMatchObject({ place: 'village', weather: 'snow' });
    expect(parsePage('Zvijezde su sjale nad morem.', 'hr')).toMatchObject({ place: 'sea', time: 'night' });
    const room = parsePage('U sobi je spavao mali pas, a mačka je sjedila na prozoru.', 'hr');
    expect(room.place).toBe('bedroom');
    expect(room.animals).toEqual(['dog', 'cat']);
    expect(room.props).toContain('window');
    expect(parsePage('Raketa je letjela kroz svemir prema planetu.', 'hr')).toMatchObject({ place: 'space' });
  });

  it('lets the setting follow from props and animals when no place is named', () => {
    expect(parsePage('The rocket roared and lifted off.').place).toBe('space');
    expect(parsePage('She saw a tall castle with red flags.').place).toBe('castle');
    expect(parsePage('Mia hugged her pillow and her blanket.').place).toBe('bedroom');
    expect(parsePage('They built a snowman together.').weather).toBe('snow');
  });

  it('does not mistake words that merely start like a keyword', () => {
    const scene = parsePage('The race started at noon and everyone stared.');
    expect(scene.props).not.toContain('stars');
    expect(scene.time).toBe('day');
    // "sa sobom" (with oneself) is not a room; "mora" (must) is not the sea.
    expect(parsePage('Uzela je kapu sa sobom jer mora ići.', 'hr').place).toBeNull();
  });

  it('keeps animals in order of mention and a teddy bear is a toy', () => {
    const scene = parsePage('A dog, a cat and a little fox sat with her teddy bear.');
    expect(scene.animals).toEqual(['dog', 'cat', 'fox']);
    expect(scene.props).toContain('teddy');
    expect(scene.animals).not.toContain('bear');
  });

  it('picks a mood from mood words', () => {
    expect(parsePage('They laughed and danced, so happy together.').mood).toBe('cheerful');
    expect(parsePage('A magic spell made everything sparkle.').mood).toBe('magical');
    expect(parsePage('Bilo je mirno i tiho.', 'hr').mood).toBe('calm');
  });
});

describe('scene grammar: regenerate instructions', () => {
  it('reads the four spec examples', () => {
    expect(parseInstructions('brighter').brightness).toBe(1);
    expect(parseInstructions('at night').time).toBe('night');
    expect(parseInstructions('add a dog').addAnimals).toEqual(['dog']);
    expect(parseInstructions('closer').zoom).toBe(1);
  });

  it('reads clauses: additions and removals', () => {
    const edits = parseInstructions('Add a dog and remove the moon, no clouds please, zoom out');
    expect(edits.addAnimals).toEqual(['dog']);
    expect(edits.removeProps).toEqual(expect.arrayContaining(['moon', 'clouds']));
    expect(edits.zoom).toBe(-1);
  });

  it('reads Croatian instructions', () => {
    const edits = parseInstructions('dodaj psa i makni mjesec, bliže, svjetlije, noću', 'hr');
    expect(edits.addAnimals).toEqual(['dog']);
    expect(edits.removeProps).toEqual(['moon']);
    expect(edits.zoom).toBe(1);
    expect(edits.brightness).toBe(1);
    expect(edits.time).toBe('night');
  });

  it('leaves everything unchanged for empty instructions', () => {
    const edits = parseInstructions('   ');
    expect(edits).toMatchObject({ zoom: 0, brightness: 0, time: null, addProps: [], addAnimals: [] });
  });
});

describe('scene plan', () => {
  const base = { pageText: 'Mia played in the meadow.', seed: 11, language: 'en' };

  it('cycles wide, medium and close-up shots and alternates sides across pages', () => {
    const plans = [0, 1, 2, 3, 4, 5].map((pageIndex) => planScene({ ...base, pageIndex }));
    expect(plans.map((p) => p.shot)).toEqual(['wide', 'medium', 'close', 'wide', 'medium', 'close']);
    for (let i = 1; i < plans.length; i++) {
      expect(plans[i]!.side).not.toBe(plans[i - 1]!.side);
      expect(plans[i]!.shot).not.toBe(plans[i - 1]!.shot);
    }
  });

  it('applies instructions on top of the page', () => {
    const page = planScene({ ...base, pageIndex: 1 });
    const edited = planScene({ ...base, pageIndex: 1, instructions: 'at night, brighter, add a dog, closer' });
    expect(page.time).toBe('day');
    expect(edited.time).toBe('night');
    expect(edited.exposure).toBeGreaterThan(page.exposure);
    expect(edited.animals).toContain('dog');
    expect(edited.closeness).toBeGreaterThan(page.closeness);
    const closest = planScene({ ...base, pageIndex: 2, instructions: 'closer' });
    expect(closest.closeness).toBeGreaterThan(planScene({ ...base, pageIndex: 2 }).closeness);
  });

  it('takes the writer’s place and time for the page over what its words suggest; instructions still win', () => {
    // "the sun" and "the meadow" in a line of dialogue on a night page in the bedroom.
    const text = 'Mia whispered: "Tomorrow we will play in the meadow in the sun."';
    const hinted = planScene({ pageText: text, pageIndex: 0, seed: 3, scene: { place: 'bedroom', time: 'night' } });
    expect(hinted).toMatchObject({ place: 'bedroom', time: 'night' });
    expect(planScene({ pageText: text, pageIndex: 0, seed: 3 }).place).toBe('meadow');
    const edited = planScene({
      pageText: text,
      pageIndex: 0,
      seed: 3,
      scene: { place: 'bedroom', time: 'night' },
      instructions: 'at dawn',
    });
    expect(edited.place).toBe('bedroom');
    expect(edited.time).not.toBe('night');
  });

  it('keeps a story in one default place when pages name none, and is deterministic', () => {
    const places = [0, 1, 2, 3].map((pageIndex) => planScene({ pageText: 'Mia smiled.', pageIndex, seed: 5 }).place);
    expect(new Set(places).size).toBe(1);
    expect(planScene({ ...base, pageIndex: 3 })).toEqual(planScene({ ...base, pageIndex: 3 }));
  });
});

describe('scene grammar: words that only look like keywords', () => {
  it.each([
    ['A rainbow over the hill.', 'weather', null],
    ['It was a huge mistake.', 'mood', null],
    ['The question was hard.', 'mood', null],
    ['Robin went up on the stage.', 'animals', []],
  ] as const)('%s', (text, key, expected) => {
    expect(parsePage(text)[key]).toEqual(expected);
  });
});
