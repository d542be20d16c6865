import { Clapperboard } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { creditsText, shortfallText } from '../CreditsExplainer/creditCosts.ts';
import { Switch } from '../Switch/Switch.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import * as styles from './AnimationSettings.css.ts';
import { DEFAULT_ANIMATION_PROMPT } from './animationDefaults.ts';

export type AnimationSettingsProps = {
  /** Use animated clips in the video (`use_animation`). */
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  /** The story's page numbers (1-based). */
  pages: readonly number[];
  /** Pages that already have an animation. */
  animatedPages?: readonly number[];
  selectedPages: readonly number[];
  onSelectedPagesChange: (pages: number[]) => void;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  onGenerate: () => void;
  generating?: boolean;
  readOnly?: boolean;
  error?: string | null;
  /** Credits per animated page, from the server's price list; null while it is unknown (no price shows). */
  costPerPage: number | null;
  /** The user's balance: when it cannot pay for the chosen pages, the total says so before the click. */
  balance?: number | null;
};

/** Stage 3's animation settings: which pages move, the prompt, and the cost before generating. */
export function AnimationSettings({
  enabled,
  onEnabledChange,
  pages,
  animatedPages = [],
  selectedPages,
  onSelectedPagesChange,
  prompt,
  onPromptChange,
  onGenerate,
  generating = false,
  readOnly = false,
  error,
  costPerPage,
  balance,
}: AnimationSettingsProps) {
  const titleId = useId();
  const locked = readOnly || generating;
  const count = selectedPages.length;
  const pagesText = `${count} ${count === 1 ? 'page' : 'pages'}`;
  const total = costPerPage === null ? null : count * costPerPage;
  const short = shortfallText(total, balance);
  const toggle = (page: number, checked: boolean) => {
    const next = checked ? [...selectedPages, page] : selectedPages.filter((p) => p !== page);
    onSelectedPagesChange([...new Set(next)].sort((a, b) => a - b));
  };

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          <Clapperboard className={styles.titleIcon} />
          Animation
        </h3>
        <p className={styles.note}>
          {costPerPage === null
            ? 'Optional: bring pages to life with gentle movement.'
            : `Optional: bring pages to life with gentle movement. ${creditsText(costPerPage)} per animated page.`}
        </p>
      </div>
      <Switch
        label="Animate pages in the video"
        checked={enabled}
        onChange={(checked) => onEnabledChange(checked)}
        disabled={readOnly}
      />
      {enabled ? (
        <>
          <fieldset className={styles.pages} disabled={locked}>
            <legend className={styles.legend}>Pages to animate</legend>
            {pages.map((page) => (
              <Checkbox
                key={page}
                label={
                  <>
                    {`Page ${page}`}
                    {animatedPages.includes(page) ? (
                      <>
                        {' '}
                        <Badge tone="success" size="sm">
                          Animated
                        </Badge>
                      </>
                    ) : null}
                  </>
                }
                checked={selectedPages.includes(page)}
                onChange={(checked) => toggle(page, checked)}
                disabled={locked}
              />
            ))}
          </fieldset>
          <TextArea
            label="Animation prompt"
            value={prompt}
            onChange={(text) => onPromptChange(text)}
            rows={2}
            placeholder={DEFAULT_ANIMATION_PROMPT}
            disabled={locked}
            hint="Describe the movement you would like to see."
          />
          <div className={styles.footer}>
            <p className={short ? `${styles.cost} ${styles.short}` : styles.cost} aria-live="polite">
              {count === 0
                ? 'Choose at least one page.'
                : costPerPage === null || total === null
                  ? pagesText
                  : `${pagesText} × ${creditsText(costPerPage)} = ${creditsText(total)}${short ? `. ${short}` : ''}`}
            </p>
            <Button onClick={onGenerate} disabled={count === 0 || readOnly} loading={generating}>
              Generate Animations
            </Button>
          </div>
        </>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
