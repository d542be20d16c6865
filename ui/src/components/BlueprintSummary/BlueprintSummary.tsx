import { useId } from 'react';
import * as styles from './BlueprintSummary.css.ts';

// The spec names these two; any other language shows its name from the server, or its code.
const knownLanguages: Record<string, string> = { en: 'English', hr: 'Croatian' };

/** How a story language reads in the blueprint: en is English, hr is Croatian, others `name` or the code in capitals. */
export function languageName(code: string, name?: string): string {
  return knownLanguages[code.toLowerCase()] ?? (name || code.toUpperCase());
}

export const blueprintSummaryTitleElements = ['h2', 'h3', 'h4'] as const;
export type BlueprintSummaryTitleElement = (typeof blueprintSummaryTitleElements)[number];

export type BlueprintSummaryProps = {
  /** The story type's display name from the server (e.g. "Children's Bedtime Story"). */
  storyTypeName: string;
  numPages: number;
  /** The story language's code (en, hr, …). */
  language: string;
  /** The language's name from the server, for codes other than en and hr. */
  languageLabel?: string;
  /** The chosen art style's name; left out when none is known. */
  artStyleName?: string;
  title?: string;
  titleAs?: BlueprintSummaryTitleElement;
};

/** Stage 2's recap of the choices made in stage 1. */
export function BlueprintSummary({
  storyTypeName,
  numPages,
  language,
  languageLabel,
  artStyleName,
  title = 'Story Blueprint',
  titleAs: Title = 'h3',
}: BlueprintSummaryProps) {
  const titleId = useId();
  const items: [string, string][] = [
    ['Story Type', storyTypeName],
    ['Pages', String(numPages)],
    ['Language', languageName(language, languageLabel)],
  ];
  if (artStyleName) items.push(['Art Style', artStyleName]);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Title id={titleId} className={styles.title}>
        {title}
      </Title>
      <dl className={styles.list}>
        {items.map(([term, value]) => (
          <div key={term} className={styles.item}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
