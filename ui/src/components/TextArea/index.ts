export { TextArea, textAreaResizes, type TextAreaProps, type TextAreaResize } from './TextArea.tsx';
