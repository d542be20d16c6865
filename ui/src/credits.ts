// Components of the 'credits' group; each component folder exports through here.
export * from './components/PricingCard/index.ts';
export * from './components/DiscountCodeBox/index.ts';
export * from './components/CreditsExplainer/index.ts';
export * from './components/PriceNote/index.ts';
export * from './components/Faq/index.ts';
export * from './components/CreditsOverview/index.ts';
export * from './components/TransactionList/index.ts';
export * from './components/TransactionFilters/index.ts';
