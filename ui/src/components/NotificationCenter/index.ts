export {
  CLEAR_ALL_CONFIRMATION,
  CLEAR_ALL_MIN_TOTAL,
  CLEAR_OLD_MIN_TOTAL,
  NOTIFICATION_RETENTION_TEXT,
  NotificationCenter,
  notificationBellLabel,
  notificationCenterStatuses,
  type NotificationCenterProps,
  type NotificationCenterStatus,
} from './NotificationCenter.tsx';
export { timeAgo } from './timeAgo.ts';
