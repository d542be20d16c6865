import { useEffect, useState } from 'react';
import type { Clock } from '../../stores/clock.ts';

/** The clock's time, re-read every `everyMs` (for 'time ago' texts). */
export function useNow(clock: Clock, everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(clock.now()));
  useEffect(() => {
    const handle = clock.setInterval(() => setNow(new Date(clock.now())), everyMs);
    return () => clock.clearInterval(handle);
  }, [clock, everyMs]);
  return now;
}
