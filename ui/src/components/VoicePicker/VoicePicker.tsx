import { LoaderCircle, Play, Search, Volume2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Schema } from '@storyloom/api-client/contract';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VOICES_INITIAL, VOICES_STEP, voiceTags } from './voiceLabels.ts';
import * as styles from './VoicePicker.css.ts';

type Voice = Schema<'Voice'>;

export type VoicePickerProps = {
  /** The voices found (the search's page); the first 6 show, then 3 more per 'Show more voices'. */
  voices: readonly Voice[];
  selectedVoiceId?: string | null;
  /** A voice was chosen (click, or the arrow keys within the group). */
  onSelect?: (voiceId: string) => void;
  /** The search text (controlled). The search box shows when `onSearchChange` is given. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** 'Play sample of {name}'; the app fetches and plays (or stops) the sample. */
  onPlaySample?: (voiceId: string) => void;
  /** The voice whose sample is playing (its button shows pressed). */
  samplePlayingId?: string | null;
  /** The voice whose sample is loading (its button spins and ignores presses). */
  sampleLoadingId?: string | null;
  /** A completed project: the choice shows but cannot change, and the search is disabled. Samples still play. */
  readOnly?: boolean;
  /** The voices are loading: placeholder rows. */
  loading?: boolean;
  /** The group's visible name. */
  legend?: string;
};

function VoiceOption({
  voice,
  groupName,
  selected,
  readOnly,
  onSelect,
  onPlaySample,
  playing,
  sampleLoading,
}: {
  voice: Voice;
  groupName: string;
  selected: boolean;
  readOnly: boolean;
  onSelect?: (voiceId: string) => void;
  onPlaySample?: (voiceId: string) => void;
  playing: boolean;
  sampleLoading: boolean;
}) {
  const nameId = useId();
  const detailsId = useId();
  const tags = voiceTags(voice);

  let sampleIcon = <Play />;
  if (sampleLoading) sampleIcon = <LoaderCircle className={styles.loadingIcon} />;
  else if (playing) sampleIcon = <Volume2 />;

  return (
    <li className={styles.item}>
      <label className={styles.choice}>
        <input
          type="radio"
          className={styles.radio}
          name={groupName}
          value={voice.voice_id}
          checked={selected}
          disabled={readOnly}
          aria-labelledby={nameId}
          aria-describedby={detailsId}
          onChange={() => onSelect?.(voice.voice_id)}
        />
        <span className={styles.body}>
          <span className={styles.nameRow}>
            <span id={nameId} className={styles.name}>
              {voice.name}
            </span>
            {voice.suggested ? (
              <Badge size="sm" tone="brand">
                Suggested
              </Badge>
            ) : null}
          </span>
          <span id={detailsId} className={styles.body}>
            {tags.length > 0 ? (
              <span className={styles.tags}>
                {tags.map((tag) => (
                  <Badge key={tag} size="sm">
                    {tag}
                  </Badge>
                ))}
              </span>
            ) : null}
            {voice.description ? <span className={styles.description}>{voice.description}</span> : null}
          </span>
        </span>
      </label>
      {onPlaySample ? (
        <IconButton
          label={`Play sample of ${voice.name}`}
          icon={sampleIcon}
          size="sm"
          variant={playing ? 'secondary' : 'ghost'}
          pressed={playing}
          aria-busy={sampleLoading || undefined}
          aria-disabled={sampleLoading || undefined}
          onClick={() => {
            if (!sampleLoading) onPlaySample(voice.voice_id);
          }}
        />
      ) : null}
    </li>
  );
}

function LoadingRows() {
  return (
    <>
      <p role="status" className={styles.visuallyHidden}>
        Loading voices
      </p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: VOICES_INITIAL }, (_, index) => (
          <li key={index} className={styles.skeletonRow}>
            <Skeleton shape="circle" width="1.125rem" />
            <span className={styles.skeletonBody}>
              <Skeleton width="40%" height="1.1rem" />
              <Skeleton width="70%" />
              <Skeleton lines={2} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Chooses the narrator: a search box, the voices as a radio group (arrow keys move the choice), a sample button per
 * voice, and 'Show more voices' to reveal them a few at a time.
 */
export function VoicePicker({
  voices,
  selectedVoiceId = null,
  onSelect,
  search = '',
  onSearchChange,
  onPlaySample,
  samplePlayingId = null,
  sampleLoadingId = null,
  readOnly = false,
  loading = false,
  legend = 'Voice',
}: VoicePickerProps) {
  const groupName = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // How many are revealed, for the search they were revealed in: a new search starts again at the first six.
  const [reveal, setReveal] = useState({ search, count: VOICES_INITIAL });
  const count = reveal.search === search ? reveal.count : VOICES_INITIAL;

  const shown = voices.slice(0, count);
  // A chosen voice further down the list stays visible, so the choice is never hidden.
  const selectedVoice = voices.find((voice) => voice.voice_id === selectedVoiceId);
  if (selectedVoice && !shown.includes(selectedVoice)) shown.push(selectedVoice);
  const hasMore = count < voices.length;

  const showMore = () => {
    const next = count + VOICES_STEP;
    const firstNewId = voices[count]?.voice_id;
    if (next < voices.length || !firstNewId) {
      setReveal({ search, count: next });
      return;
    }
    // The last voices are revealed and the button goes away: focus moves to the first newly shown voice.
    flushSync(() => setReveal({ search, count: next }));
    const radios = listRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [];
    for (const radio of radios) if (radio.value === firstNewId) radio.focus();
  };

  let content;
  if (loading) {
    content = <LoadingRows />;
  } else if (voices.length === 0) {
    content = (
      <EmptyState
        titleAs="p"
        title="No voices found"
        description={search.trim() ? 'Try another name, accent or language.' : undefined}
      />
    );
  } else {
    content = (
      <>
        <ul ref={listRef} className={styles.list}>
          {shown.map((voice) => (
            <VoiceOption
              key={voice.voice_id}
              voice={voice}
              groupName={groupName}
              selected={voice.voice_id === selectedVoiceId}
              readOnly={readOnly}
              onSelect={onSelect}
              onPlaySample={onPlaySample}
              playing={voice.voice_id === samplePlayingId}
              sampleLoading={voice.voice_id === sampleLoadingId}
            />
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.count} aria-live="polite">
            Showing {Math.min(count, voices.length)} of {voices.length} voices
          </p>
          {hasMore ? (
            <Button variant="secondary" size="sm" onClick={showMore}>
              Show more voices
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <fieldset className={styles.root} aria-busy={loading || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {onSearchChange ? (
        <TextField
          type="search"
          label="Search voices"
          placeholder="Name, accent or language"
          icon={<Search />}
          value={search}
          disabled={readOnly}
          onChange={(value) => onSearchChange(value)}
        />
      ) : null}
      {content}
    </fieldset>
  );
}
