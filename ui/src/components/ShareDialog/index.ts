export {
  isShowcaseCategory,
  ShareDialog,
  shareDefaults,
  showcaseCategories,
  type ShareDialogProps,
  type ShareValues,
  type ShowcaseCategory,
} from './ShareDialog.tsx';
