export {
  STYLE_ERRORS,
  StylePicker,
  stylePickerModes,
  type ArtStyleOption,
  type StylePickerMode,
  type StylePickerProps,
} from './StylePicker.tsx';
