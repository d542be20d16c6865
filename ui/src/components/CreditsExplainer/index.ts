export { CreditsExplainer, type CreditsExplainerProps } from './CreditsExplainer.tsx';
export { CREDIT_COSTS, storyCreditCost, type CreditCosts } from './creditCosts.ts';
