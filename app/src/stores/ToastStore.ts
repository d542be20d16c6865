import { makeAutoObservable } from 'mobx';
import type { ToastData, ToastKind } from '@storyloom/ui';

export type ToastOptions = {
  title?: string;
  /** ms before it leaves by itself; the region's default (5000 ms) when left out, 0 = stays until closed. */
  duration?: number;
};

/** At most this many toasts at once; a new one pushes the oldest out. */
export const MAX_TOASTS = 5;

/**
 * The toasts the shell's `ToastRegion` shows (top right). Timers and the exit animation belong to the region,
 * which calls `dismiss` when a toast has gone; the store only keeps the list.
 */
export class ToastStore {
  toasts: ToastData[] = [];
  #nextId = 1;
  readonly #defaultDuration: number | undefined;

  /** `defaultDuration`: for toasts that name none (the region's 5000 ms when unset; 0 keeps them until closed). */
  constructor({ defaultDuration }: { defaultDuration?: number } = {}) {
    this.#defaultDuration = defaultDuration;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Shows a toast and returns its id. The same message of the same kind already on screen is not stacked again
   * (a retried call failing twice shows one toast).
   */
  show(kind: ToastKind, message: string, { title, duration = this.#defaultDuration }: ToastOptions = {}): string {
    const existing = this.toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (existing) return existing.id;
    const id = `toast-${this.#nextId++}`;
    this.toasts.push({ id, kind, message, ...(title ? { title } : {}), ...(duration !== undefined ? { duration } : {}) });
    if (this.toasts.length > MAX_TOASTS) this.toasts.splice(0, this.toasts.length - MAX_TOASTS);
    return id;
  }

  success(message: string, options?: ToastOptions): string {
    return this.show('success', message, options);
  }

  error(message: string, options?: ToastOptions): string {
    return this.show('error', message, options);
  }

  warning(message: string, options?: ToastOptions): string {
    return this.show('warning', message, options);
  }

  info(message: string, options?: ToastOptions): string {
    return this.show('info', message, options);
  }

  dismiss(id: string): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  clear(): void {
    this.toasts = [];
  }
}
