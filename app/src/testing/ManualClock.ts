import type { Clock } from '../stores/clock.ts';

type Timer = { at: number; callback: () => void; every?: number };

/** A clock that only moves when told to: `advance(ms)` runs the timers that fall due, in order. */
export class ManualClock implements Clock {
  #now: number;
  #timers = new Map<number, Timer>();
  #nextHandle = 1;

  constructor(start = Date.UTC(2026, 10, 20, 18, 30)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): number {
    const handle = this.#nextHandle++;
    this.#timers.set(handle, { at: this.#now + ms, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }

  setInterval(callback: () => void, ms: number): number {
    const handle = this.#nextHandle++;
    this.#timers.set(handle, { at: this.#now + ms, callback, every: ms });
    return handle;
  }

  clearInterval(handle: unknown): void {
    this.#timers.delete(handle as number);
  }

  /** Timers still waiting. */
  get pending(): number {
    return this.#timers.size;
  }

  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    for (;;) {
      const due = [...this.#timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [handle, timer] = due;
      this.#now = timer.at;
      if (timer.every) timer.at += timer.every;
      else this.#timers.delete(handle);
      timer.callback();
      // Let promise chains started by the callback settle before the next timer.
      await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    }
    this.#now = end;
  }
}
