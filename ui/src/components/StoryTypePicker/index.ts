export { StoryTypePicker, type StoryTypeOption, type StoryTypePickerProps } from './StoryTypePicker.tsx';
