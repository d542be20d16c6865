/**
 * `@storyloom/ui/rules`: the spec's constants and rules that the design system shows and the app's stores also act
 * on, from modules without styles, so Node (store tests) can load them. The stores use these, never copies.
 */
export { DEFAULT_ANIMATION_PROMPT } from './components/AnimationSettings/animationDefaults.ts';
export { uploadMaxFiles } from './components/DropZone/fileChecks.ts';
export { JOB_FAILED_MESSAGE, JOB_HISTORY_CAP, jobFailureMessage } from './components/JobPanel/jobPanelModel.ts';
export { PAGE_TEXT_MAX_LENGTH } from './components/PagePreview/pageText.ts';
