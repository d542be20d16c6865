export {
  FeatureCard,
  featureCardElements,
  featureCardTitleElements,
  type FeatureCardElement,
  type FeatureCardProps,
  type FeatureCardTitleElement,
} from './FeatureCard.tsx';
