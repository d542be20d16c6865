import { Check } from 'lucide-react';
import { useId } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './MoodChips.css.ts';

type MainStoryType = Extract<
  Schema<'StoryTypeKey'>,
  | 'childrens_bedtime_story'
  | 'childrens_story'
  | 'viral_story'
  | 'romantic_story'
  | 'funny_friends_story'
  | 'fantasy_story'
  | 'sci_fi_story'
  | 'sad_story'
  | 'adventure_story'
>;

/** Mood words offered in stage 2: ten per main story type, and the default set for every other type. */
export const MOOD_SUGGESTIONS: { default: readonly string[] } & Record<MainStoryType, readonly string[]> = {
  default: ['exciting', 'peaceful', 'dramatic', 'lighthearted', 'mysterious', 'uplifting', 'emotional', 'magical'],
  childrens_bedtime_story: ['calm', 'cosy', 'gentle', 'dreamy', 'soothing', 'sleepy', 'tender', 'peaceful', 'warm', 'magical'],
  childrens_story: ['cheerful', 'playful', 'curious', 'friendly', 'joyful', 'silly', 'brave', 'kind', 'bright', 'hopeful'],
  viral_story: [
    'surprising',
    'shocking',
    'hilarious',
    'heartwarming',
    'suspenseful',
    'relatable',
    'bold',
    'quirky',
    'inspiring',
    'unexpected',
  ],
  romantic_story: [
    'romantic',
    'tender',
    'passionate',
    'dreamy',
    'bittersweet',
    'warm',
    'intimate',
    'hopeful',
    'playful',
    'nostalgic',
  ],
  funny_friends_story: [
    'hilarious',
    'silly',
    'chaotic',
    'playful',
    'witty',
    'goofy',
    'cheeky',
    'lighthearted',
    'absurd',
    'upbeat',
  ],
  fantasy_story: [
    'magical',
    'epic',
    'enchanting',
    'mysterious',
    'whimsical',
    'heroic',
    'wondrous',
    'dark',
    'mythical',
    'adventurous',
  ],
  sci_fi_story: [
    'futuristic',
    'mysterious',
    'thrilling',
    'tense',
    'curious',
    'cosmic',
    'eerie',
    'hopeful',
    'high-tech',
    'awe-inspiring',
  ],
  sad_story: [
    'melancholic',
    'bittersweet',
    'tender',
    'reflective',
    'wistful',
    'heartbreaking',
    'quiet',
    'hopeful',
    'nostalgic',
    'comforting',
  ],
  adventure_story: [
    'thrilling',
    'daring',
    'bold',
    'adventurous',
    'exciting',
    'epic',
    'suspenseful',
    'brave',
    'wild',
    'triumphant',
  ],
};

/** The mood words for a story type; types without their own list get the default set. */
export function moodSuggestionsFor(storyType: string | null | undefined): readonly string[] {
  const own =
    storyType && storyType !== 'default' ? (MOOD_SUGGESTIONS as Record<string, readonly string[]>)[storyType] : undefined;
  return own ?? MOOD_SUGGESTIONS.default;
}

export type MoodChipsProps = {
  /** The words to offer (see `moodSuggestionsFor`). */
  suggestions: readonly string[];
  /** The chosen words. */
  selected: readonly string[];
  /** Called with a word when its chip is pressed; the caller adds or removes it. */
  onToggle: (word: string) => void;
  /** The mood in the user's own words. */
  freeText: string;
  onFreeTextChange: (text: string) => void;
  disabled?: boolean;
  /** The chips' visible label. */
  label?: string;
  /** The free-text box's label. */
  freeTextLabel?: string;
};

/** Stage 2's mood choice: suggestion chips for the story type plus a free-text mood. */
export function MoodChips({
  suggestions,
  selected,
  onToggle,
  freeText,
  onFreeTextChange,
  disabled = false,
  label = 'Mood suggestions',
  freeTextLabel = 'Mood in your own words',
}: MoodChipsProps) {
  const labelId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.section}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <ul className={styles.chips} aria-labelledby={labelId}>
          {suggestions.map((word) => {
            const pressed = selected.includes(word);
            return (
              <li key={word}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={pressed}
                  disabled={disabled}
                  onClick={() => onToggle(word)}
                >
                  {pressed ? <Check className={styles.chipIcon} aria-hidden="true" focusable="false" /> : null}
                  {word}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <TextField
        label={freeTextLabel}
        placeholder="e.g. cosy, with a little bit of mystery"
        value={freeText}
        onChange={(text) => onFreeTextChange(text)}
        disabled={disabled}
      />
    </div>
  );
}
