export {
  RegenerateConfirm,
  regenerateTargets,
  type RegenerateConfirmProps,
  type RegenerateTarget,
} from './RegenerateConfirm.tsx';
