import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { tabbables } from '../Dialog/focus.ts';
import * as styles from './Popover.css.ts';

export const popoverAligns = ['start', 'end'] as const;
export type PopoverAlign = (typeof popoverAligns)[number];

export type PopoverProps = {
  /** Content of the trigger button (text, or an icon with a badge). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is an icon (e.g. 'Notifications, 3 unread'). */
  triggerLabel?: string;
  /** Accessible name of the panel (e.g. 'Notifications'). */
  panelLabel: string;
  /** The panel's content. */
  children: ReactNode;
  /** Controlled: whether the panel is open. Leave undefined for an uncontrolled popover. */
  open?: boolean;
  /** Uncontrolled: open on first render. */
  defaultOpen?: boolean;
  /** Called with the state the user asks for (trigger, Escape, a press outside). */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the panel lines up with; `end` for a trigger at the right of the screen. */
  align?: PopoverAlign;
};

/**
 * A non-modal panel that a trigger discloses (the notification centre). Focus moves into the panel when it opens;
 * Escape and a press outside close it and return focus to the trigger; focus leaving it closes it too. The rest of
 * the page stays usable.
 */
export function Popover({
  trigger,
  triggerLabel,
  panelLabel,
  children,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  align = 'start',
}: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // Only an opening the user asked for moves focus (not a panel that is open on first render).
  const focusOnOpen = useRef(false);

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const latestSetOpen = useRef(setOpen);
  useEffect(() => {
    latestSetOpen.current = setOpen;
  });

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const panel = panelRef.current;
    if (panel) (tabbables(panel)[0] ?? panel).focus();
  }, [open]);

  // Escape, a press outside, or focus moving elsewhere close the panel.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const close = () => latestSetOpen.current(false);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Handled here, so a dialog around the popover does not close too.
      event.preventDefault();
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (root.contains(event.target as Node)) return;
      close();
      // Focus returns to the trigger, unless the press put it on something else.
      window.setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) triggerRef.current?.focus();
      });
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root.contains(next)) close();
    };

    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        onClick={() => {
          focusOnOpen.current = !open;
          setOpen(!open);
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={panelLabel}
          tabIndex={-1}
          className={`${styles.panel} ${styles.align[align]}`}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
