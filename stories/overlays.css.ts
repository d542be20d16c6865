import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

// Room for an open menu or popover below its trigger, so the panel lies inside the story root (and its screenshot).
export const stage = styleVariants({
  start: { display: 'flex', justifyContent: 'flex-start', alignItems: 'flex-start', width: '22rem', minHeight: '22rem' },
  end: { display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', width: '22rem', minHeight: '22rem' },
  tall: { display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', width: '26rem', minHeight: '30rem' },
  // Phone: the full 390 px page minus the story root's padding.
  phone: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'flex-start',
    width: 'calc(390px - 2rem)',
    minHeight: '26rem',
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.text,
});

export const identityDomain = style({ color: vars.color.textMuted });

export const bellIcon = style({ width: '1.25rem', height: '1.25rem' });

export const unreadBadge = style({
  position: 'absolute',
  top: '-0.375rem',
  right: '-0.375rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const notificationList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const panelFooter = style({
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

// Room around a control for its tooltip, above or below.
export const tooltipStage = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.xxxl}`,
});

// Story-only: a transform makes this box the containing block of the fixed toast region, so the region sits at
// this box's top right and inside the story's screenshot (the real region is fixed to the viewport), under the
// header bar's height.
export const toastStage = styleVariants({
  desktop: { position: 'relative', transform: 'translateZ(0)', width: '28rem', minHeight: '14rem' },
  tall: { position: 'relative', transform: 'translateZ(0)', width: '28rem', minHeight: '30rem' },
  phone: { position: 'relative', transform: 'translateZ(0)', width: 'calc(390px - 2rem)', minHeight: '16rem' },
});
