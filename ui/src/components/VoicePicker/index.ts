export { VoicePicker, type VoicePickerProps } from './VoicePicker.tsx';
export { VOICES_INITIAL, VOICES_STEP, voiceTags } from './voiceLabels.ts';
