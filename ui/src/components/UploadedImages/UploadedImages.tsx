import { X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './UploadedImages.css.ts';

export type UploadedImage = {
  id: string;
  /** The file's name; it is the preview's alternative text. */
  name: string;
  /** The preview (a signed URL, file URL or data URL). */
  src: string;
};

export type UploadedImagesProps = {
  images: readonly UploadedImage[];
  /** Removes one upload; without it (or when read-only) no remove buttons show. */
  onRemove?: (id: string) => void;
  /** A completed project: the uploads show, nothing can be removed. */
  readOnly?: boolean;
  /** The list's accessible name. */
  label?: string;
};

/** Stage 1's uploaded reference photos as a grid of previews. */
export function UploadedImages({ images, onRemove, readOnly = false, label = 'Uploaded images' }: UploadedImagesProps) {
  if (images.length === 0) return null;
  const removable = onRemove !== undefined && !readOnly;
  return (
    <ul className={styles.list} aria-label={label}>
      {images.map((image) => (
        <li key={image.id} className={styles.item}>
          <img className={styles.image} src={image.src} alt={image.name} />
          {removable ? (
            <span className={styles.remove}>
              <IconButton
                size="sm"
                variant="secondary"
                label={`Remove ${image.name}`}
                icon={<X />}
                onClick={() => onRemove(image.id)}
              />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
