import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

type DescribableProps = { 'aria-describedby'?: string };

export type TooltipProps = {
  /** The short text shown; it also becomes the child's accessible description. */
  content: string;
  /** One focusable element (a button or a link) that the tooltip describes. */
  children: ReactElement<DescribableProps>;
  placement?: TooltipPlacement;
};

/**
 * A short description of a control, shown while the control is hovered or has keyboard focus; Escape hides it.
 * The text is always the control's `aria-describedby`, so screen readers get it without the tooltip showing.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;
  const rootRef = useRef<HTMLSpanElement>(null);

  // Hover and focus of the child (and hover of the tooltip itself, so the pointer can move onto it).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const listeners: [string, () => void][] = [
      ['mouseenter', () => (setHovered(true), setDismissed(false))],
      ['mouseleave', () => setHovered(false)],
      ['focusin', () => (setFocused(true), setDismissed(false))],
      ['focusout', () => setFocused(false)],
    ];
    for (const [type, listener] of listeners) root.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) root.removeEventListener(type, listener);
    };
  }, []);

  // Escape hides it wherever focus is (WCAG 1.4.13: dismissible without moving the pointer or focus).
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');

  return (
    <span ref={rootRef} className={styles.root}>
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span id={id} role="tooltip" hidden={!shown} className={`${styles.tooltip} ${styles.placement[placement]}`}>
        {content}
      </span>
    </span>
  );
}
