export { PriceNote, type PriceNoteProps } from './PriceNote.tsx';
