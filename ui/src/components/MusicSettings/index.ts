export { MusicSettings, type MusicSettingsProps } from './MusicSettings.tsx';
