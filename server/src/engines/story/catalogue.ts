/**
 * What the story step offers: the 12 story types in the spec's order (name + description for the picker) and the
 * languages stories can be written in. The embedded writer writes English and Croatian; the spec adds both as
 * fallbacks in the client too, so they are always listed.
 */
import type { StoryTypeKey } from '../types.ts';

export interface StoryTypeInfo {
  name: string;
  description: string;
}

export const STORY_TYPES: Record<StoryTypeKey, StoryTypeInfo> = {
  childrens_bedtime_story: {
    name: "Children's Bedtime Story",
    description: 'A calm, gentle story that winds down to a sleepy, cosy ending. Short sentences, soft words.',
  },
  childrens_story: {
    name: "Children's Story",
    description: 'A cheerful story for young readers, with a small problem, a kind helper and a happy ending.',
  },
  viral_story: {
    name: 'Viral Story',
    description: 'A short, surprising story with a hook in the first line and a twist worth sharing.',
  },
  romantic_story: {
    name: 'Romantic Story',
    description: 'Two people, a spark, a misunderstanding or a distance to cross, and a warm-hearted ending.',
  },
  funny_friends_story: {
    name: 'Funny Friends Story',
    description: 'A comic adventure about friends whose brilliant plan goes gloriously wrong, then right.',
  },
  funny_adult_story: {
    name: 'Funny Adult Story',
    description: 'Everyday grown-up life, a small disaster that snowballs, and dry humour along the way.',
  },
  fantasy_story: {
    name: 'Fantasy Story',
    description: 'Magic, quests and impossible worlds: a hero, a wise helper and a spell to break.',
  },
  sci_fi_story: {
    name: 'Sci-Fi Story',
    description: 'Spaceships, robots and distant planets: a mystery among the stars and a clever solution.',
  },
  sad_story: {
    name: 'Sad Story',
    description: 'A tender, bittersweet story about loss or change that ends with comfort and hope.',
  },
  action_story: {
    name: 'Action Story',
    description: 'Fast pages, a race against time, a daring rescue and a hero who does not give up.',
  },
  adventure_story: {
    name: 'Adventure Story',
    description: 'A journey beyond the edge of the map, with obstacles, discoveries and a treasure at the end.',
  },
  occasion_story: {
    name: 'Occasion Story',
    description: 'A story for a birthday, holiday or celebration, starring the people you want to surprise.',
  },
};

export interface LanguageInfo {
  code: string;
  name: string;
  native_name: string;
}

/** The languages the embedded story writer writes. */
export const LANGUAGES: LanguageInfo[] = [
  { code: 'en', name: 'English', native_name: 'English' },
  { code: 'hr', name: 'Croatian', native_name: 'Hrvatski' },
];
