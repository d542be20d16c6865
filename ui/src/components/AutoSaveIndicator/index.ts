export {
  AUTO_SAVE_MESSAGES,
  AutoSaveIndicator,
  autoSaveStatuses,
  type AutoSaveIndicatorProps,
  type AutoSaveStatus,
} from './AutoSaveIndicator.tsx';
