import { CircleAlert, ImageUp } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { describedBy } from '../Field/Field.tsx';
import * as styles from './DropZone.css.ts';
import {
  acceptedImageExtensions,
  checkImageFiles,
  formatFileSize,
  uploadMaxFiles,
  type FileLimits,
  type FileRejection,
} from './fileChecks.ts';

export type DropZoneProps = FileLimits & {
  /** The accepted files of one pick or drop (never empty). */
  onFiles: (files: File[]) => void;
  /** The turned-away files of one pick or drop (never empty); the zone lists them too. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Upload progress 0–100 while uploading (the zone takes no files meanwhile); `null` or absent when idle. */
  progress?: number | null;
  disabled?: boolean;
  /** A completed project: uploads are disabled, and the zone says so. */
  readOnly?: boolean;
  id?: string;
};

const acceptAttribute = acceptedImageExtensions
  .map((extension) => `.${extension},`)
  .join('')
  .slice(0, -1);
const typeList = `${acceptedImageExtensions.slice(0, -1).join(', ')} or ${acceptedImageExtensions.at(-1)}`;

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

function limitsText({ maxFiles, currentCount, maxSize }: { maxFiles: number; currentCount: number; maxSize?: number }) {
  const each = maxSize !== undefined ? `, ${formatFileSize(maxSize)} each` : '';
  const room = Math.max(0, maxFiles - currentCount);
  let left = '';
  if (currentCount > 0) left = room > 0 ? ` ${room} more can be added.` : ` The limit of ${maxFiles} is reached.`;
  return `Up to ${maxFiles} files${each}.${left}`;
}

/**
 * Stage 1's image upload: drag and drop, or a click / Enter / Space on the zone to open the file picker. Files are
 * checked by extension and image MIME type, by size and against the room left; accepted ones go to `onFiles`, the
 * rest to `onReject` and a list under the zone.
 */
export function DropZone({
  onFiles,
  onReject,
  maxFiles = uploadMaxFiles,
  currentCount = 0,
  maxSize,
  minSize,
  progress = null,
  disabled = false,
  readOnly = false,
  id,
}: DropZoneProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const titleId = `${inputId}-title`;
  const detailsId = `${inputId}-details`;
  const rejectionsId = `${inputId}-rejections`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Nested elements fire dragenter/dragleave in pairs; the highlight ends when the pointer leaves the zone itself.
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const uploading = progress !== null;
  const inactive = disabled || readOnly || uploading;

  const takeFiles = (files: File[]) => {
    if (inactive || files.length === 0) return;
    const { accepted, rejected } = checkImageFiles(files, { maxFiles, currentCount, maxSize, minSize });
    setRejections(rejected);
    if (accepted.length > 0) onFiles(accepted);
    if (rejected.length > 0) onReject?.(rejected);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    takeFiles(Array.from(event.target.files ?? []));
    // Picking the same file again must fire change again.
    event.target.value = '';
  };

  const handleDragEnter = (event: DragEvent<HTMLLabelElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    if (inactive) return;
    dragDepth.current += 1;
    setDragging(true);
  };

  const handleDragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (!hasFiles(event)) return;
    // Always prevented, so a drop on a disabled zone does not open the image in the browser tab.
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
  };

  const handleDragLeave = () => {
    if (dragDepth.current === 0) return;
    dragDepth.current -= 1;
    if (dragDepth.current === 0) setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    takeFiles(Array.from(event.dataTransfer.files));
  };

  const dismiss = () => {
    setRejections([]);
    inputRef.current?.focus();
  };

  let title = (
    <>
      Drag and drop images here, or <span className={styles.browse}>click to browse</span>
    </>
  );
  if (readOnly) title = <>Uploads are disabled in read-only mode</>;
  else if (dragging) title = <>Drop images to upload</>;

  return (
    <div className={styles.root}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={acceptAttribute}
        disabled={inactive}
        className={styles.input}
        aria-labelledby={titleId}
        aria-describedby={describedBy(!readOnly && detailsId, rejections.length > 0 && rejectionsId)}
        onChange={handleChange}
      />
      <div className={styles.zone} data-dragging={dragging || undefined} data-inactive={inactive || undefined}>
        {/* The label is the click target and the drop target; the file input it labels is the keyboard path. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- drag and drop is a pointer shortcut for the labelled file input */}
        <label
          htmlFor={inputId}
          className={styles.zoneLabel}
          onDragEnter={handleDragEnter}
          onDragOver={handleDragOver}
          onDragLeave={handleDragLeave}
          onDrop={handleDrop}
        >
          <span className={styles.icon} aria-hidden="true">
            <ImageUp />
          </span>
          <span id={titleId} className={styles.title}>
            {title}
          </span>
          {readOnly ? null : (
            <span id={detailsId} className={styles.details}>
              <span>Accepted: {typeList}.</span> <span>{limitsText({ maxFiles, currentCount, maxSize })}</span>
            </span>
          )}
        </label>
        {uploading ? (
          <div className={styles.progress}>
            <ProgressBar
              value={progress}
              label={progress >= 100 ? 'Upload complete' : 'Uploading images'}
              showValue
              tone={progress >= 100 ? 'success' : 'brand'}
            />
          </div>
        ) : null}
      </div>
      {/* Always in the page, so what appears in it is announced. */}
      <div id={rejectionsId} role="alert" className={styles.rejections}>
        {rejections.length > 0 ? (
          <>
            <div className={styles.rejectionsHeader}>
              <p className={styles.rejectionsTitle}>
                <CircleAlert aria-hidden="true" />
                {rejections.length === 1 ? '1 file was not added' : `${rejections.length} files were not added`}
              </p>
              <Button variant="ghost" size="sm" onClick={dismiss}>
                Dismiss
              </Button>
            </div>
            <ul className={styles.rejectionList}>
              {rejections.map(({ file, reason, message }, index) => (
                <li key={`${index}-${file.name}`} className={styles.rejectionItem} data-reason={reason}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.reason}>{message}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
