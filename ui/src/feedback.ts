// Components of the 'feedback' group; each component folder exports through here.
export * from './components/IconButton/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/ErrorCard/index.ts';
export * from './components/Avatar/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/Pagination/index.ts';
