export {
  Heading,
  headingLevels,
  Text,
  textSizes,
  textTones,
  type HeadingLevel,
  type HeadingProps,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text.tsx';
