export { PricingCard, type PricingCardProps } from './PricingCard.tsx';
