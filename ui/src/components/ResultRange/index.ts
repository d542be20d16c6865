export { ResultRange, resultRange, type ResultRangeProps } from './ResultRange.tsx';
