import { Music } from 'lucide-react';
import { useId } from 'react';
import * as styles from '../AnimationSettings/AnimationSettings.css.ts';
import { AudioPlayer } from '../AudioPlayer/AudioPlayer.tsx';
import { Button } from '../Button/Button.tsx';
import { creditsText, shortfallText } from '../CreditsExplainer/creditCosts.ts';
import { Switch } from '../Switch/Switch.tsx';
import { TextField } from '../TextField/TextField.tsx';

export type MusicSettingsProps = {
  /** Mix background music under the narration (`use_music`). */
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  onGenerate: () => void;
  /** The project's saved music, when there is some. */
  musicUrl?: string | null;
  generating?: boolean;
  readOnly?: boolean;
  error?: string | null;
  /** Credits a music track costs, from the server's price list; null while it is unknown (no price shows). */
  cost: number | null;
  /** The user's balance: when it cannot pay for a track, the price says so before the click. */
  balance?: number | null;
};

/** Stage 3's background music: a mood prompt, the generated track to listen to, and whether the video uses it. */
export function MusicSettings({
  enabled,
  onEnabledChange,
  prompt,
  onPromptChange,
  onGenerate,
  musicUrl,
  generating = false,
  readOnly = false,
  error,
  cost,
  balance,
}: MusicSettingsProps) {
  const titleId = useId();
  const short = shortfallText(cost, balance);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          <Music className={styles.titleIcon} />
          Background music
        </h3>
        <p className={styles.note}>Soft music under the narration, made to the mood you describe.</p>
      </div>
      <Switch
        label="Add background music"
        checked={enabled}
        onChange={(checked) => onEnabledChange(checked)}
        disabled={readOnly}
      />
      {enabled ? (
        <>
          <TextField
            label="Music mood"
            value={prompt}
            onChange={(text) => onPromptChange(text)}
            placeholder="e.g. calm lullaby with soft piano"
            disabled={readOnly || generating}
          />
          {musicUrl ? <AudioPlayer src={musicUrl} label="Background music" /> : null}
          <div className={styles.footer}>
            {cost === null ? (
              <span />
            ) : (
              <p className={short ? `${styles.cost} ${styles.short}` : styles.cost}>
                {`${creditsText(cost)} per track${short ? `. ${short}` : ''}`}
              </p>
            )}
            <Button variant={musicUrl ? 'secondary' : 'primary'} onClick={onGenerate} disabled={readOnly} loading={generating}>
              {musicUrl ? 'Make New Music' : 'Generate Music'}
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
