export { JobPanel, type JobPanelProps } from './JobPanel.tsx';
export {
  formatJobDuration,
  formatJobFileSize,
  formatJobTime,
  isJobActive,
  JOB_FAILED_MESSAGE,
  JOB_HISTORY_CAP,
  jobDisplayStatus,
  jobDisplayStatuses,
  jobFailureMessage,
  jobStatusLabels,
  newestJobs,
  type JobDisplayStatus,
  type VideoJobEntry,
} from './jobPanelModel.ts';
