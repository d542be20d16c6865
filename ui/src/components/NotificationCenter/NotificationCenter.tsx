import {
  Bell,
  BellOff,
  Check,
  CheckCheck,
  CircleX,
  Clock,
  Coins,
  CreditCard,
  Info,
  Trash2,
  TriangleAlert,
  Video,
  WifiOff,
} from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Schema } from '@storyloom/api-client/contract';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton, iconButtonBadgeMax } from '../IconButton/IconButton.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './NotificationCenter.css.ts';
import { timeAgo } from './timeAgo.ts';

type Notification = Schema<'Notification'>;

export const notificationCenterStatuses = ['ready', 'loading', 'offline'] as const;
export type NotificationCenterStatus = (typeof notificationCenterStatuses)[number];

/** Clear old (notifications 3+ days old) shows when there are more than this many. */
export const CLEAR_OLD_MIN_TOTAL = 5;
/** Clear all shows when there are more than this many. */
export const CLEAR_ALL_MIN_TOTAL = 10;
export const CLEAR_ALL_CONFIRMATION = 'Clear all notifications? This cannot be undone.';
export const NOTIFICATION_RETENTION_TEXT = 'Notifications are saved for 7 days';

export type NotificationCenterProps = {
  /** The loaded list, newest first. */
  notifications: readonly Schema<'Notification'>[];
  unreadCount: number;
  /** How many notifications the user has in all (default: the list's length). */
  total?: number;
  /** The time 'time ago' is measured from; the app passes a clock that ticks, stories a fixed date. */
  now: Date;
  /** Time zone of the dates shown for notifications 7+ days old (default: the browser's). */
  timeZone?: string;
  /** `loading`: the first load; `offline`: a network error (the last loaded list, if any, still shows). */
  status?: NotificationCenterStatus;
  /** A notification was clicked (the app marks it read and clicked, then follows it). The panel closes. */
  onOpen: (notification: Schema<'Notification'>) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  onMarkAllRead: () => void;
  /** Deletes notifications 3+ days old. */
  onClearOld: () => void;
  /** Called only after the user confirmed 'Clear all notifications? This cannot be undone.' */
  onClearAll: () => void;
  /** Offline: try loading again. Without it no retry button shows. */
  onRetry?: () => void;
  /** Notifications that just arrived (spec 000 §9: new for 10 s): marked 'New'. */
  newIds?: ReadonlySet<string>;
  /** Controlled open state of the panel; leave undefined to let the bell open and close it. */
  open?: boolean;
  /** Uncontrolled: open on first render. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type Tone = keyof typeof styles.typeIconTone;

const typeIcons: Record<string, { icon: ReactNode; tone: Tone }> = {
  video_completed: { icon: <Video />, tone: 'success' },
  video_failed: { icon: <CircleX />, tone: 'danger' },
  payment_success: { icon: <CreditCard />, tone: 'success' },
  payment_failed: { icon: <CreditCard />, tone: 'danger' },
  credits_low: { icon: <Coins />, tone: 'warning' },
  insufficient_credits: { icon: <TriangleAlert />, tone: 'danger' },
};
const otherTypeIcon = { icon: <Info />, tone: 'info' as Tone };

/** The bell's accessible name: 'Notifications', 'Notifications, 3 unread', 'Notifications, 99+ unread'. */
export function notificationBellLabel(unreadCount: number): string {
  const count = unreadCount > iconButtonBadgeMax ? `${iconButtonBadgeMax}+` : String(unreadCount);
  return unreadCount > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

/**
 * The header's notification centre: a bell with the unread count that opens a non-modal panel with the list
 * (type icon, title, message, time ago, unread dot, Mark as read and Delete), Mark all read, Clear old (above 5),
 * Clear all with an inline confirmation (above 10), and loading, empty and offline states.
 */
export function NotificationCenter({
  notifications,
  unreadCount,
  total = notifications.length,
  now,
  timeZone,
  status = 'ready',
  onOpen,
  onMarkRead,
  onDelete,
  onMarkAllRead,
  onClearOld,
  onClearAll,
  onRetry,
  newIds,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
}: NotificationCenterProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const [confirmingClearAll, setConfirmingClearAll] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const confirmTextId = useId();
  const [panelTop, setPanelTop] = useState<number | null>(null);
  // After an action removes the focused control (a deleted item, a read item's button), where focus goes next.
  const focusAfterChange = useRef<{ id: string; index: number } | null>(null);

  const unread = Math.max(0, unreadCount);
  const bubble = unread > iconButtonBadgeMax ? `${iconButtonBadgeMax}+` : String(unread);

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    if (!next) setConfirmingClearAll(false);
    onOpenChange?.(next);
  };

  const trigger = () => rootRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded]') ?? null;

  // Phones: the panel is fixed under the bell, so its top is measured (the bell can be anywhere in the header).
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const bottom = trigger()?.getBoundingClientRect().bottom;
      if (bottom !== undefined) setPanelTop(Math.round(bottom) + 4);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open]);

  useEffect(() => {
    const request = focusAfterChange.current;
    focusAfterChange.current = null;
    const root = rootRef.current;
    if (!request || !root) return;
    // Only when the control that had focus is gone.
    const active = document.activeElement;
    if (active && active !== document.body && root.contains(active)) return;
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-notification-id]')];
    const target =
      buttons.find((button) => button.dataset.notificationId === request.id) ??
      buttons[Math.min(request.index, buttons.length - 1)] ??
      root.querySelector<HTMLElement>(`[id="${titleId}"]`);
    target?.focus();
  }, [notifications, titleId]);

  const openNotification = (notification: Notification) => {
    onOpen(notification);
    setOpen(false);
    trigger()?.focus();
  };

  let body: ReactNode;
  if (status === 'loading' && notifications.length === 0) {
    body = (
      <div className={styles.state}>
        <Spinner label="Loading notifications" />
      </div>
    );
  } else if (status === 'offline' && notifications.length === 0) {
    body = (
      <div className={styles.state} role="status">
        <span className={`${styles.stateIcon} ${styles.stateIconOffline}`} aria-hidden="true">
          <WifiOff />
        </span>
        <p className={styles.stateTitle}>You're offline</p>
        <p className={styles.stateText}>Notifications can't be loaded right now. Check your connection.</p>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </div>
    );
  } else if (notifications.length === 0) {
    body = (
      <div className={styles.state}>
        <span className={styles.stateIcon} aria-hidden="true">
          <BellOff />
        </span>
        <p className={styles.stateTitle}>No notifications yet</p>
        <p className={styles.stateText}>We'll let you know here when your videos are ready.</p>
      </div>
    );
  } else {
    body = (
      <>
        {status === 'offline' ? (
          <div className={styles.offlineNotice} role="status">
            <WifiOff className={styles.offlineNoticeIcon} />
            <div className={styles.offlineNoticeText}>
              <span>You're offline. These are the notifications loaded last.</span>
              {onRetry ? (
                <Button size="sm" variant="secondary" onClick={onRetry}>
                  Try Again
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        <ul className={styles.list} aria-labelledby={titleId}>
          {notifications.map((notification, index) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              timeZone={timeZone}
              isNew={newIds?.has(notification.id) ?? false}
              onOpen={() => openNotification(notification)}
              onMarkRead={() => {
                focusAfterChange.current = { id: notification.id, index };
                onMarkRead(notification.id);
              }}
              onDelete={() => {
                focusAfterChange.current = { id: notification.id, index };
                onDelete(notification.id);
              }}
            />
          ))}
        </ul>
      </>
    );
  }

  const showClearOld = total > CLEAR_OLD_MIN_TOTAL;
  const showClearAll = total > CLEAR_ALL_MIN_TOTAL;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      style={panelTop === null ? undefined : assignInlineVars({ [styles.phonePanelTop]: `${panelTop}px` })}
    >
      <Popover
        align="end"
        open={open}
        onOpenChange={setOpen}
        triggerLabel={notificationBellLabel(unread)}
        panelLabel="Notifications"
        trigger={
          <span className={styles.bell}>
            <Bell className={styles.bellIcon} />
            {unread > 0 ? (
              <span className={styles.unreadBubble} aria-hidden="true">
                {bubble}
              </span>
            ) : null}
          </span>
        }
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title} tabIndex={-1}>
            Notifications
          </h2>
          {unread > 0 && notifications.length > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<CheckCheck />}
              onClick={() => {
                focusAfterChange.current = { id: '', index: 0 };
                onMarkAllRead();
              }}
            >
              Mark all read
            </Button>
          ) : null}
        </div>
        {body}
        <div className={styles.footer}>
          <p className={styles.retention}>
            <Clock className={styles.retentionIcon} />
            {NOTIFICATION_RETENTION_TEXT}
          </p>
          {confirmingClearAll ? (
            <ClearAllConfirm
              textId={confirmTextId}
              onConfirm={() => {
                setConfirmingClearAll(false);
                focusAfterChange.current = { id: '', index: 0 };
                onClearAll();
              }}
              onCancel={() => {
                setConfirmingClearAll(false);
                // Back to the button that asked.
                requestAnimationFrame(() => rootRef.current?.querySelector<HTMLButtonElement>('[data-clear-all]')?.focus());
              }}
            />
          ) : showClearOld || showClearAll ? (
            <div className={styles.footerActions}>
              {showClearOld ? (
                <Button
                  size="sm"
                  variant="secondary"
                  title="Delete notifications that are 3 or more days old"
                  onClick={() => {
                    focusAfterChange.current = { id: '', index: 0 };
                    onClearOld();
                  }}
                >
                  Clear old
                </Button>
              ) : null}
              {showClearAll ? (
                <Button size="sm" variant="secondary" data-clear-all="" onClick={() => setConfirmingClearAll(true)}>
                  Clear all
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </Popover>
    </div>
  );
}

function NotificationItem({
  notification,
  now,
  timeZone,
  isNew = false,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  notification: Notification;
  now: Date;
  timeZone?: string;
  isNew?: boolean;
  onOpen: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const timeId = `${id}-time`;
  const newId = `${id}-new`;
  const { icon, tone } = typeIcons[notification.type] ?? otherTypeIcon;
  const unread = !notification.is_read;
  const fullDate = new Date(notification.created_at).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });

  return (
    <li className={unread ? `${styles.item} ${styles.itemUnread}` : styles.item}>
      <span className={`${styles.typeIcon} ${styles.typeIconTone[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.body}>
        <button
          type="button"
          className={styles.open}
          data-notification-id={notification.id}
          aria-describedby={isNew ? `${newId} ${messageId} ${timeId}` : `${messageId} ${timeId}`}
          onClick={onOpen}
        >
          {unread ? (
            <>
              <span className={styles.visuallyHidden}>Unread:</span>{' '}
            </>
          ) : null}
          <span id={titleId}>{notification.title}</span>
        </button>
        <p id={messageId} className={styles.message}>
          {notification.message}
        </p>
        <div className={styles.meta}>
          <time id={timeId} className={styles.time} dateTime={notification.created_at} title={fullDate}>
            {timeAgo(notification.created_at, now, timeZone)}
          </time>
          {isNew ? (
            <Badge id={newId} tone="brand" size="sm">
              New
            </Badge>
          ) : null}
        </div>
      </div>
      <div className={styles.side}>
        {unread ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
        <div className={styles.actions}>
          {unread ? (
            <IconButton size="sm" label="Mark as read" icon={<Check />} aria-describedby={titleId} onClick={onMarkRead} />
          ) : null}
          <IconButton size="sm" label="Delete" icon={<Trash2 />} aria-describedby={titleId} onClick={onDelete} />
        </div>
      </div>
    </li>
  );
}

/** The inline confirmation of Clear all (the panel is not modal, so no dialog on top of it). */
function ClearAllConfirm({ textId, onConfirm, onCancel }: { textId: string; onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latestOnCancel = useRef(onCancel);
  useEffect(() => {
    latestOnCancel.current = onCancel;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Start on the safe choice.
    element.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    // Escape cancels the confirmation only; a native listener runs before the panel's own Escape handling.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      latestOnCancel.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={ref} role="group" aria-labelledby={textId} className={styles.confirm}>
      <p id={textId} className={styles.confirmText}>
        {CLEAR_ALL_CONFIRMATION}
      </p>
      <div className={styles.footerActions}>
        <Button size="sm" variant="secondary" data-cancel="" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" variant="danger" onClick={onConfirm}>
          Clear all
        </Button>
      </div>
    </div>
  );
}
