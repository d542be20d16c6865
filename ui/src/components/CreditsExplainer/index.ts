export { CreditsExplainer, type CreditsExplainerProps } from './CreditsExplainer.tsx';
export { creditsText, shortfallText, storyCreditCost, storyGenerationCost, type CreditCosts } from './creditCosts.ts';
