export {
  STYLE_OPTION_COUNT,
  StyleOptionGrid,
  styleOptionGridTitleElements,
  type StyleOption,
  type StyleOptionGridProps,
  type StyleOptionGridTitleElement,
} from './StyleOptionGrid.tsx';
