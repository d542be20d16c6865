export { CreditsOverview, type CreditsOverviewProps } from './CreditsOverview.tsx';
