import type { Schema } from '@storyloom/api-client/contract';
import { Select, type SelectProps } from '../Select/Select.tsx';

export type LanguageOption = Schema<'Language'>;

/** The spec's fallbacks: English and Croatian are offered even when the server's list lacks them. */
export const FALLBACK_LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', name: 'English', native_name: 'English' },
  { code: 'hr', name: 'Croatian', native_name: 'Hrvatski' },
];

/** The server's languages with English and Croatian put first when missing (the server's order is kept). */
export function withFallbackLanguages(languages: readonly LanguageOption[]): LanguageOption[] {
  const missing = FALLBACK_LANGUAGES.filter((fallback) => !languages.some((language) => language.code === fallback.code));
  return [...missing, ...languages];
}

/** "Croatian (Hrvatski)"; a language whose own name is the same reads once ("English"). */
export function languageOptionLabel({ name, native_name }: LanguageOption): string {
  return native_name && native_name !== name ? `${name} (${native_name})` : name;
}

export type LanguageSelectProps = Pick<SelectProps, 'id' | 'hint' | 'error' | 'disabled' | 'size'> & {
  /** The languages from GET /languages; English and Croatian are added when missing. */
  languages: readonly LanguageOption[];
  /** The chosen language's code. */
  value: string;
  onChange: (code: string) => void;
  label?: string;
};

/** Stage 1's story language choice. */
export function LanguageSelect({ languages, value, onChange, label = 'Story language', ...selectProps }: LanguageSelectProps) {
  const options = withFallbackLanguages(languages).map((language) => ({
    value: language.code,
    label: languageOptionLabel(language),
  }));
  return <Select {...selectProps} label={label} options={options} value={value} onChange={(code) => onChange(code)} />;
}
