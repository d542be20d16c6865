import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';
import { panel as popoverPanel } from '../Popover/Popover.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

/** Where the panel's top goes on phones: just under the bell, measured when it opens. */
export const phonePanelTop = createVar();

export const root = style({
  display: 'inline-flex',
  vars: { [phonePanelTop]: '4rem' },
});

// Phones: the panel spans the screen (less a margin each side) under the bell, wherever the bell sits in the header.
globalStyle(`${root} ${popoverPanel}`, {
  '@media': {
    [phone]: {
      position: 'fixed',
      top: phonePanelTop,
      left: vars.space.md,
      right: vars.space.md,
      width: 'auto',
      maxHeight: `calc(100dvh - ${phonePanelTop} - ${vars.space.md})`,
    },
  },
});

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  width: '1.25rem',
  height: '1.25rem',
});

export const bellIcon = style({
  width: '100%',
  height: '100%',
});

// The unread count on the bell's corner (decorative: the trigger's name says the count).
export const unreadBubble = style({
  position: 'absolute',
  top: '-0.6rem',
  left: '0.7rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.3rem',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  selectors: { '&:focus': { outline: 'none' } },
});

// The list scrolls on its own, so the header (Mark all read) and the footer (clear buttons) stay in view.
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(22rem, calc(100dvh - 18rem))',
  minHeight: '8rem',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  listStyle: 'none',
  // Phones give the panel the screen's height; the list takes what the header and footer leave.
  '@media': { [phone]: { maxHeight: 'calc(100dvh - 18rem)' } },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const itemUnread = style({
  background: vars.color.brandSoft,
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
  },
});

export const typeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const typeIconTone = styleVariants({
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
});

globalStyle(`${typeIcon} > svg`, { width: '1.125rem', height: '1.125rem' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  minWidth: 0,
});

// The item's button; its ::after covers the whole item, so a click anywhere on it opens the notification.
export const open = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.sm,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
});

// Dot and actions; above the item's stretched button so they stay clickable.
export const side = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xxs,
});

export const unreadDot = style({
  width: '0.625rem',
  height: '0.625rem',
  margin: `${vars.space.xxs} ${vars.space.xs} 0`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const stateIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const stateIconOffline = style({
  background: vars.color.surfaceSunken,
  color: vars.color.warning,
});

globalStyle(`${stateIcon} > svg`, { width: '1.5rem', height: '1.5rem' });

export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const stateText = style({
  margin: 0,
  maxWidth: '32ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

// Offline with notifications still shown: a notice above the (last loaded) list.
export const offlineNotice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const offlineNoticeIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.warning,
});

export const offlineNoticeText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const retention = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
});

export const retentionIcon = style({
  flexShrink: 0,
  width: '0.875rem',
  height: '0.875rem',
});

export const footerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [tablet]: { padding: vars.space.sm } },
});

export const confirmText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});
