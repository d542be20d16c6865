export {
  TextField,
  textFieldSizes,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldSize,
  type TextFieldType,
} from './TextField.tsx';
