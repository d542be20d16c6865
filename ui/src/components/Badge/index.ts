export { Badge, badgeSizes, badgeTones, type BadgeProps, type BadgeSize, type BadgeTone } from './Badge.tsx';
