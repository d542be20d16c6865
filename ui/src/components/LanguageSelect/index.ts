export {
  FALLBACK_LANGUAGES,
  LanguageSelect,
  languageOptionLabel,
  withFallbackLanguages,
  type LanguageOption,
  type LanguageSelectProps,
} from './LanguageSelect.tsx';
