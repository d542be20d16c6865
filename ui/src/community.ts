// Components of the 'community' group; each component folder exports through here.
export * from './components/ShowcaseCard/index.ts';
export * from './components/DiscoverCard/index.ts';
export * from './components/DiscoverFilters/index.ts';
export * from './components/VideoDialog/index.ts';
