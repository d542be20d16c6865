export { MOOD_SUGGESTIONS, MoodChips, moodSuggestionsFor, type MoodChipsProps } from './MoodChips.tsx';
