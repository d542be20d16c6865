export { ProjectSummary, type ProjectSummaryProps } from './ProjectSummary.tsx';
