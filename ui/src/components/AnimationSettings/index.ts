export { AnimationSettings, type AnimationSettingsProps } from './AnimationSettings.tsx';
export { DEFAULT_ANIMATION_PROMPT } from './animationDefaults.ts';
