import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import * as styles from './Menu.css.ts';

export const menuAligns = ['start', 'end'] as const;
export type MenuAlign = (typeof menuAligns)[number];

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

/** An action in the menu. */
export type MenuActionItem = {
  type?: 'item';
  id: string;
  label: string;
  /** Decorative leading icon. */
  icon?: ReactNode;
  tone?: MenuItemTone;
  /** Shown but skipped by the keyboard and not selectable. */
  disabled?: boolean;
};
/** A line between groups of items. */
export type MenuSeparatorItem = { type: 'separator'; id: string };
/** Non-interactive content, such as the signed-in user's e-mail; the first one also describes the menu. */
export type MenuHeaderItem = { type: 'header'; id: string; content: ReactNode };
export type MenuItem = MenuActionItem | MenuSeparatorItem | MenuHeaderItem;

export type MenuProps = {
  /** Content of the trigger button (a label, or an avatar with text). */
  trigger: ReactNode;
  /** Accessible name of the trigger, when its content alone does not say what it opens (e.g. 'Account menu'). */
  triggerLabel?: string;
  items: MenuItem[];
  /** Called with the chosen item's id; the menu then closes and focus returns to the trigger. */
  onSelect: (id: string) => void;
  /** Which edge of the trigger the panel lines up with; `end` for a trigger at the right of the screen. */
  align?: MenuAlign;
};

type FocusRequest = 'first' | 'last' | null;

function enabledItemsIn(list: HTMLElement | null) {
  return [...(list?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])].filter((item) => !item.disabled);
}

function isAction(item: MenuItem): item is MenuActionItem {
  return item.type === undefined || item.type === 'item';
}

/**
 * A menu button (WAI-ARIA menu button pattern): the trigger opens a list of actions. Enter, Space, ArrowDown and a
 * click open it on the first item, ArrowUp on the last; arrows, Home, End and typed letters move between items;
 * Enter or Space chooses; Escape closes and returns to the trigger; Tab and a click outside close it.
 */
export function Menu({ trigger, triggerLabel, items, onSelect, align = 'start' }: MenuProps) {
  const [open, setOpen] = useState(false);
  // Where focus goes once the opening menu has rendered.
  const pendingFocus = useRef<FocusRequest>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const headerId = useId();
  const firstHeader = items.find((item) => item.type === 'header');

  const enabledItems = () => enabledItemsIn(listRef.current);

  const openMenu = (focus: Exclude<FocusRequest, null>) => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  // Move focus into the menu once it is rendered.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const enabled = enabledItemsIn(listRef.current);
    (pendingFocus.current === 'first' ? enabled[0] : enabled.at(-1))?.focus();
    pendingFocus.current = null;
  }, [open]);

  // A press anywhere outside closes the menu (focus goes where the user pressed).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onTriggerKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const enabled = enabledItems();
    const current = enabled.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (index: number) => enabled[(index + enabled.length) % enabled.length]?.focus();

    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Focus moves on to the next element of the page; only the menu closes.
        setOpen(false);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
        // Type-ahead: the next item (after the current one, wrapping) whose label starts with the letter.
        const letter = event.key.toLocaleLowerCase();
        for (let step = 1; step <= enabled.length; step += 1) {
          const candidate = enabled[(current + step + enabled.length) % enabled.length]!;
          if (candidate.textContent?.trim().toLocaleLowerCase().startsWith(letter)) {
            candidate.focus();
            break;
          }
        }
      }
    }
    // Handled here: no page scroll, and a dialog around the menu does not close on this Escape.
    event.preventDefault();
    event.stopPropagation();
  };

  const select = (id: string) => {
    onSelect(id);
    close(true);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
      </button>
      {open ? (
        <div className={`${styles.panel} ${styles.align[align]}`}>
          <div
            ref={listRef}
            id={menuId}
            role="menu"
            tabIndex={-1}
            aria-labelledby={triggerId}
            aria-describedby={firstHeader ? headerId : undefined}
            className={styles.list}
            onKeyDown={onMenuKeyDown}
            // A press on the header or a separator keeps focus on the current item.
            onMouseDown={(event) => {
              if (!(event.target as Element).closest('[role="menuitem"]')) event.preventDefault();
            }}
          >
            {items.map((item) => {
              if (item.type === 'separator') return <div key={item.id} role="separator" className={styles.separator} />;
              if (item.type === 'header') {
                return (
                  <div key={item.id} id={item === firstHeader ? headerId : undefined} className={styles.header}>
                    {item.content}
                  </div>
                );
              }
              if (!isAction(item)) return null;
              return (
                <button
                  key={item.id}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  disabled={item.disabled}
                  className={item.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
                  onClick={() => select(item.id)}
                >
                  {item.icon ? (
                    <span className={styles.itemIcon} aria-hidden="true">
                      {item.icon}
                    </span>
                  ) : null}
                  {item.label}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
