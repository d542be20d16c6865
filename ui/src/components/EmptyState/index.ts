export { EmptyState, emptyStateTitleElements, type EmptyStateProps, type EmptyStateTitleElement } from './EmptyState.tsx';
