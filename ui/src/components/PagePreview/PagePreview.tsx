import { ImageOff, MicOff, RefreshCw, ZoomIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { AutoSaveIndicator, type AutoSaveStatus } from '../AutoSaveIndicator/AutoSaveIndicator.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { PriceNote } from '../PriceNote/PriceNote.tsx';
import { Select } from '../Select/Select.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './PagePreview.css.ts';
import { PAGE_TEXT_MAX_LENGTH } from './pageText.ts';

export const pagePreviewHeadingElements = ['h2', 'h3', 'h4'] as const;
export type PagePreviewHeadingElement = (typeof pagePreviewHeadingElements)[number];

export type PagePreviewProps = {
  /** 1-based page number: the heading ('Page 1') and the names of the page's controls. */
  pageNumber: number;
  /** The page's story text. */
  text: string;
  /**
   * The text was changed in its box ('Text of page N'), with every keystroke. Without it (or read-only), the text is
   * shown, not edited. The box shows `text`: the app keeps what was typed.
   */
  onTextChange?: (text: string) => void;
  /** Where the auto-save of the edited text stands, shown quietly beside its box. */
  textSaveStatus?: AutoSaveStatus;
  /** Why the text cannot be saved (an empty box), under the box. */
  textError?: string | null;
  /** The page's narration was made before its text changed: marked 'Narration out of date'. */
  narrationOutOfDate?: boolean;
  /**
   * The picture to show. Left out, the current version's `image_url` is shown; `null` or '' means the page has no
   * picture ('Image not generated').
   */
  imageSrc?: string | null;
  /** The page's picture versions, oldest first (GET image-versions). The dropdown shows from two versions up. */
  versions?: readonly Schema<'ImageVersion'>[];
  /** Index into `versions` of the version shown. */
  currentVersion?: number;
  /** Another version was chosen in 'Image version'. */
  onVersionChange?: (versionIndex: number) => void;
  /**
   * 'Regenerate Image', with what should change (trimmed; `undefined` when the optional box was left empty). Without
   * it, the page offers no regeneration.
   */
  onRegenerate?: (instructions?: string) => void;
  /** What Regenerate Image costs, from the server's price list; no price shows while it is unknown. */
  regenerateCost?: number | null;
  /** The user's balance: when it cannot pay for a new picture, the price says so before the click. */
  balance?: number | null;
  /** A new picture is being made: a spinner covers the picture and the controls are disabled. */
  regenerating?: boolean;
  /** The picture failed to load; the app refreshes the image versions (its URL may have expired). */
  onImageError?: () => void;
  /** Review only (stage 3, or a completed project): no text editing, regeneration or version change. Zoom works. */
  readOnly?: boolean;
  /** Heading element, to fit the page outline. */
  headingAs?: PagePreviewHeadingElement;
};

/**
 * One story page: its number, text and picture. The picture zooms in a dialog; editable pages switch between
 * picture versions and regenerate the picture with optional instructions.
 */
export function PagePreview({
  pageNumber,
  text,
  onTextChange,
  textSaveStatus = 'idle',
  textError,
  narrationOutOfDate = false,
  imageSrc,
  versions = [],
  currentVersion = 0,
  onVersionChange,
  onRegenerate,
  regenerateCost,
  balance,
  regenerating = false,
  onImageError,
  readOnly = false,
  headingAs: Heading = 'h3',
}: PagePreviewProps) {
  const headingId = useId();
  const priceId = useId();
  const [zoomed, setZoomed] = useState(false);
  const [instructions, setInstructions] = useState('');
  // The src that failed to load: a new src (versions refreshed) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  const version = versions[currentVersion];
  const src = (imageSrc === undefined ? (version?.image_url ?? version?.url) : imageSrc) || null;
  const loadFailed = src !== null && src === failedSrc;
  const showImage = src !== null && !loadFailed;
  const canRegenerate = !readOnly && onRegenerate !== undefined;
  const canEditText = !readOnly && onTextChange !== undefined;
  const canChooseVersion = !readOnly && onVersionChange !== undefined && versions.length > 1;
  const imageAlt = `Illustration for page ${pageNumber}`;

  const submitRegenerate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (regenerating || !onRegenerate) return;
    const trimmed = instructions.trim();
    onRegenerate(trimmed === '' ? undefined : trimmed);
    setInstructions('');
  };

  return (
    <article className={styles.root} aria-labelledby={headingId} aria-busy={regenerating || undefined}>
      <div className={styles.headingRow}>
        <Heading id={headingId} className={styles.heading}>
          Page {pageNumber}
        </Heading>
        {narrationOutOfDate ? (
          <Badge tone="warning" size="sm" icon={<MicOff />}>
            Narration out of date
          </Badge>
        ) : null}
      </div>
      <div className={styles.layout}>
        <div className={styles.media}>
          <div className={styles.frame}>
            {showImage ? (
              <button
                type="button"
                className={styles.zoomButton}
                aria-label={`Zoom image of page ${pageNumber}`}
                aria-haspopup="dialog"
                disabled={regenerating}
                onClick={() => setZoomed(true)}
              >
                <img
                  className={styles.image}
                  src={src}
                  alt=""
                  onError={() => {
                    setFailedSrc(src);
                    onImageError?.();
                  }}
                />
                {regenerating ? null : (
                  <span className={styles.zoomHint} aria-hidden="true">
                    <ZoomIn className={styles.zoomHintIcon} />
                  </span>
                )}
              </button>
            ) : (
              <div className={styles.placeholder}>
                <ImageOff className={styles.placeholderIcon} aria-hidden="true" />
                <p>{loadFailed ? 'Image could not be loaded' : 'Image not generated'}</p>
              </div>
            )}
            {regenerating ? (
              <div className={styles.busyLayer}>
                <Spinner label={`Regenerating image of page ${pageNumber}`} />
                <span aria-hidden="true">Regenerating…</span>
              </div>
            ) : null}
          </div>
          {canChooseVersion ? (
            <Select
              label="Image version"
              size="sm"
              options={versions.map((entry, index) => ({ value: index, label: entry.label }))}
              value={currentVersion}
              disabled={regenerating}
              onChange={(index) => onVersionChange(index)}
            />
          ) : null}
        </div>

        <div className={styles.content}>
          {canEditText ? (
            <TextArea
              label={`Text of page ${pageNumber}`}
              rows={5}
              maxLength={PAGE_TEXT_MAX_LENGTH}
              value={text}
              error={textError || undefined}
              onChange={(value) => onTextChange(value)}
              labelAction={<AutoSaveIndicator status={textSaveStatus} />}
            />
          ) : (
            <p className={styles.text}>{text}</p>
          )}
          {canRegenerate ? (
            <form className={styles.regenerate} onSubmit={submitRegenerate}>
              <TextField
                label="What should change?"
                hint="Optional: leave empty for a fresh picture of the same page."
                placeholder="e.g. make the night sky brighter"
                size="sm"
                value={instructions}
                disabled={regenerating}
                onChange={setInstructions}
              />
              <div className={styles.regenerateRow}>
                <Button type="submit" variant="secondary" icon={<RefreshCw />} loading={regenerating} aria-describedby={priceId}>
                  Regenerate Image
                </Button>
                <PriceNote id={priceId} cost={regenerateCost} balance={balance} />
              </div>
            </form>
          ) : null}
        </div>
      </div>

      {showImage ? (
        <Dialog open={zoomed} onClose={() => setZoomed(false)} title={`Page ${pageNumber}`} size="lg">
          <img className={styles.zoomImage} src={src} alt={imageAlt} />
        </Dialog>
      ) : null}
    </article>
  );
}
