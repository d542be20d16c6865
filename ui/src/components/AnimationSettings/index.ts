export { AnimationSettings, DEFAULT_ANIMATION_PROMPT, type AnimationSettingsProps } from './AnimationSettings.tsx';
