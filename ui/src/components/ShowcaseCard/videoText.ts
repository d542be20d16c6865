/** The duration a showcase card shows when a video has none (spec: default 2:30). */
export const defaultVideoDurationSeconds = 150;

/** Showcase descriptions longer than this many characters are cut, with a Read more / Show less toggle. */
export const showcaseDescriptionLimit = 120;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A video's length as `m:ss`, or `h:mm:ss` from an hour up. A missing duration (null, 0 or not a number) shows
 * the showcase's default, 2:30.
 */
export function formatDuration(seconds?: number | null): string {
  const total =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : defaultVideoDurationSeconds;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

/** The first `limit` characters followed by '…' when the text is longer than `limit`; otherwise the text itself. */
export function truncateDescription(text: string, limit: number = showcaseDescriptionLimit): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}

const count = new Intl.NumberFormat('en-US');

/** '1 view', '1,234 views'. */
export function formatViewCount(views: number): string {
  return `${count.format(views)} ${views === 1 ? 'view' : 'views'}`;
}
