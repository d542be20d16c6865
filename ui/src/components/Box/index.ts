export { Box, type BoxProps } from './Box.tsx';
export { Stack, type StackProps } from './Stack.tsx';
export { Inline, type InlineProps } from './Inline.tsx';
