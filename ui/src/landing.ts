// Components of the 'landing' group; each component folder exports through here.
export * from './components/Hero/index.ts';
export * from './components/FeatureCard/index.ts';
export * from './components/StatsStrip/index.ts';
export * from './components/StepsExplainer/index.ts';
export * from './components/Footer/index.ts';
