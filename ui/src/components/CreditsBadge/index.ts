export { CreditsBadge, type CreditsBadgeProps } from './CreditsBadge.tsx';
