export {
  STAGE_NAMES,
  STAGE_STATUS_TEXT,
  StageProgressBar,
  stageStatuses,
  workflowStages,
  type StageProgressBarProps,
  type StageState,
  type StageStatus,
  type WorkflowStage,
} from './StageProgressBar.tsx';
