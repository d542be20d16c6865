import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from './timing.ts';
import * as styles from './Toast.css.ts';

export const toastKinds = ['success', 'error', 'warning', 'info'] as const;
export type ToastKind = (typeof toastKinds)[number];

/** One toast as the app keeps it in its list. */
export type ToastData = {
  id: string;
  kind: ToastKind;
  /** Optional bold first line. */
  title?: string;
  message: string;
  /** Milliseconds before it leaves by itself (default TOAST_DURATION_MS); 0 keeps it until closed. */
  duration?: number;
};

export type ToastProps = ToastData & {
  /** Called with the toast's id once its exit animation (TOAST_EXIT_MS) has played; the owner removes it. */
  onDismiss: (id: string) => void;
};

const icons: Record<ToastKind, LucideIcon> = {
  success: CircleCheck,
  error: CircleX,
  warning: TriangleAlert,
  info: Info,
};

// Errors and warnings interrupt (assertive); success and info wait for a pause (polite).
const roles: Record<ToastKind, 'alert' | 'status'> = {
  success: 'status',
  error: 'alert',
  warning: 'alert',
  info: 'status',
};

/**
 * A short message that leaves by itself after `duration`, paused while the pointer is over it or focus is in it.
 * The close button and the timer both play the exit animation first, then call `onDismiss(id)`.
 */
export function Toast({ id, kind, title, message, duration = TOAST_DURATION_MS, onDismiss }: ToastProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [exiting, setExiting] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // Time left when the timer is paused, so it resumes where it stopped.
  const remaining = useRef(duration);
  const latestOnDismiss = useRef(onDismiss);
  useEffect(() => {
    latestOnDismiss.current = onDismiss;
  });

  useEffect(() => {
    if (duration <= 0 || paused || exiting) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => setExiting(true), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [duration, paused, exiting]);

  useEffect(() => {
    if (!exiting) return;
    const timer = window.setTimeout(() => latestOnDismiss.current(id), TOAST_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [exiting, id]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const listeners: [string, (event: Event) => void][] = [
      ['mouseenter', () => setHovered(true)],
      ['mouseleave', () => setHovered(false)],
      ['focusin', () => setFocused(true)],
      [
        'focusout',
        (event) => {
          if (!root.contains((event as FocusEvent).relatedTarget as Node | null)) setFocused(false);
        },
      ],
    ];
    for (const [type, listener] of listeners) root.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) root.removeEventListener(type, listener);
    };
  }, []);

  const Icon = icons[kind];
  const className = [styles.toast, styles.kind[kind], exiting ? styles.exiting : undefined].filter(Boolean).join(' ');

  return (
    <div ref={rootRef} className={className} data-state={exiting ? 'exiting' : 'shown'}>
      <span className={`${styles.icon} ${styles.iconKind[kind]}`} aria-hidden="true">
        <Icon width="100%" height="100%" />
      </span>
      {/* Only the text is the live region, so it is read without the button's name. */}
      <div role={roles[kind]} aria-atomic="true" className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={title ? `${styles.message} ${styles.messageWithTitle}` : styles.message}>{message}</p>
      </div>
      <span className={styles.close}>
        <IconButton label="Dismiss" icon={<X />} size="sm" disabled={exiting} onClick={() => setExiting(true)} />
      </span>
    </div>
  );
}

export type ToastRegionProps = {
  /** The toasts to show, oldest first (new ones join the bottom of the stack). */
  toasts: ToastData[];
  /** Called with a toast's id after it has left (timer or close button); remove it from `toasts`. */
  onDismiss: (id: string) => void;
  /** Name of the landmark; distinct from the notification centre. */
  label?: string;
};

/** The fixed stack of toasts at the top right of the screen (a full-width strip at the top on phones). */
export function ToastRegion({ toasts, onDismiss, label = 'Messages' }: ToastRegionProps) {
  return (
    <section aria-label={label} className={styles.region}>
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}
