/** The image types stage 1 accepts (spec 001, section 5), by file extension; the MIME type must be `image/*` too. */
export const acceptedImageExtensions = [
  'jpeg',
  'jpg',
  'png',
  'webp',
  'gif',
  'bmp',
  'tiff',
  'tif',
  'svg',
  'avif',
  'jfif',
] as const;
export type AcceptedImageExtension = (typeof acceptedImageExtensions)[number];

/** The most images a project holds (spec 001, section 9). */
export const uploadMaxFiles = 10;

export const fileRejectionReasons = ['file-invalid-type', 'file-too-large', 'file-too-small', 'too-many-files'] as const;
export type FileRejectionReason = (typeof fileRejectionReasons)[number];

/** A file the drop zone turned away, why, and the message it shows. */
export type FileRejection = {
  file: File;
  reason: FileRejectionReason;
  message: string;
};

export type FileLimits = {
  /** The most files the project may hold (default 10). */
  maxFiles?: number;
  /** Files the project already holds; only `maxFiles - currentCount` more are taken. */
  currentCount?: number;
  /** Largest size in bytes. */
  maxSize?: number;
  /** Smallest size in bytes. */
  minSize?: number;
};

const extensionSet = new Set<string>(acceptedImageExtensions);

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Accepted only with a listed extension and an image MIME type, so neither a renamed file nor a stray type slips in. */
export function isAcceptedImage(file: File): boolean {
  return extensionSet.has(fileExtension(file.name)) && file.type.startsWith('image/');
}

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${sizeFormat.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * Splits picked or dropped files into those to upload and those to turn away, in the order given: first by type
 * and size, then the valid ones beyond the room left (`maxFiles - currentCount`) as 'Too many files'.
 */
export function checkImageFiles(
  files: readonly File[],
  { maxFiles = uploadMaxFiles, currentCount = 0, maxSize, minSize }: FileLimits = {},
): { accepted: File[]; rejected: FileRejection[] } {
  let room = Math.max(0, maxFiles - currentCount);
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!isAcceptedImage(file)) {
      rejected.push({ file, reason: 'file-invalid-type', message: 'Not a supported image type' });
    } else if (maxSize !== undefined && file.size > maxSize) {
      rejected.push({ file, reason: 'file-too-large', message: `Larger than ${formatFileSize(maxSize)}` });
    } else if (minSize !== undefined && file.size < minSize) {
      rejected.push({ file, reason: 'file-too-small', message: `Smaller than ${formatFileSize(minSize)}` });
    } else if (room === 0) {
      rejected.push({ file, reason: 'too-many-files', message: 'Too many files' });
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, rejected };
}
