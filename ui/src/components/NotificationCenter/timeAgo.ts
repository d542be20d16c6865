const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a notification arrived: 'Just now' under a minute, then '5m ago', '3h ago', '2d ago' under 7 days,
 * else the date ('Nov 12, 2026'). `now` is passed in so the result is pure; `timeZone` (default: the browser's)
 * decides the calendar date of older ones.
 */
export function timeAgo(date: string | Date, now: Date, timeZone?: string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  // A clock a little ahead of ours (a future timestamp) also reads 'Just now'.
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return then.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}
