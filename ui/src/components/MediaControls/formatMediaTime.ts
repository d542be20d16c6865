/** What the time label shows while the duration is not known yet (before the media's metadata has loaded). */
export const unknownMediaTime = '--:--';

/** A media time as a player shows it: m:ss, or h:mm:ss from one hour; `--:--` for an unknown or endless time. */
export function formatMediaTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return unknownMediaTime;
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
