import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { firstTabbable, trapTab } from './focus.ts';
import * as styles from './Dialog.css.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

export type DialogProps = {
  /** Shows the dialog as a modal (`showModal()`, in the top layer: the page behind is inert). */
  open: boolean;
  /**
   * Asked to close: Escape, the close button, or a click on the backdrop (only while `dismissible`). The owner sets
   * `open` to false.
   */
  onClose: () => void;
  /** Heading of the dialog; it is also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title; it is the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, right-aligned (stacked full width on phones). Put the primary action last. */
  footer?: ReactNode;
  size?: DialogSize;
  /** When false: no close button, and Escape and backdrop clicks are ignored (e.g. while an action is running). */
  dismissible?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /**
   * The element to focus when the dialog opens. Default: the first focusable element in the body or footer, else
   * the close button.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a confirmation that interrupts the user (ConfirmDialog uses it). */
  role?: DialogRole;
};

// Several dialogs can be open at once (a confirm over a form); the page stays locked until the last one closes.
let scrollLocks = 0;
function lockPageScroll() {
  scrollLocks += 1;
  document.documentElement.classList.add(styles.scrollLock);
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.classList.remove(styles.scrollLock);
  };
}

// A body that scrolls gets a tab stop, so keyboard users can scroll it. Set on the element: it follows the rendered
// size, not a prop.
function syncBodyTabStop(body: HTMLElement) {
  if (body.scrollHeight > body.clientHeight + 1) body.setAttribute('tabindex', '0');
  else body.removeAttribute('tabindex');
}

/**
 * A modal dialog on the native `<dialog>`: the top layer makes the rest of the page inert, Tab cycles inside, and
 * focus returns to where it was when the dialog closes. Open and close it with `open`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  closeLabel = 'Close',
  initialFocusRef,
  role = 'dialog',
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // The native listeners below read the latest props without being re-attached on every render.
  const latest = useRef({ open, onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { open, onClose, dismissible };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (bodyRef.current) syncBodyTabStop(bodyRef.current);
    const target = initialFocusRef?.current ?? firstTabbable(dialog, ['[data-dialog-body]', '[data-dialog-footer]']);
    (target ?? dialog).focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const requestClose = () => {
      if (latest.current.dismissible) latest.current.onClose();
    };
    let pressedOnBackdrop = false;

    const onKeyDown = (event: KeyboardEvent) => {
      // A menu or popover inside the dialog handles its own Escape first and prevents the default.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        // Stops the browser's own close request: the owner decides through `open`.
        event.preventDefault();
        requestClose();
      } else if (event.key === 'Tab') {
        trapTab(dialog, event);
      }
    };
    // Close requests that do not come from a key press (a phone's back gesture).
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // If the browser closed the dialog anyway (its cancel could not be prevented), bring the state back in line.
    const onNativeClose = () => {
      if (!latest.current.open) return;
      if (latest.current.dismissible) latest.current.onClose();
      else dialog.showModal();
    };
    // The panel fills the <dialog>, so the dialog element itself is only ever hit on its ::backdrop.
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      // A text selection dragged out of the panel must not close it.
      if (event.target === dialog && pressedOnBackdrop) requestClose();
      pressedOnBackdrop = false;
    };

    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  // Content can grow or shrink while open.
  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return;
    const measure = () => syncBodyTabStop(body);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [open, children]);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.root} ${styles.size[size]}`}
      role={role === 'dialog' ? undefined : role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <div className={styles.heading}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
            </div>
            {dismissible ? (
              <span className={styles.closeSlot}>
                <IconButton label={closeLabel} icon={<X />} onClick={onClose} />
              </span>
            ) : null}
          </div>
          <div ref={bodyRef} data-dialog-body="" className={children ? styles.body : styles.bodyEmpty}>
            {children}
          </div>
          {footer ? (
            <div data-dialog-footer="" className={styles.footer}>
              {footer}
            </div>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
