export {
  PagePreview,
  pagePreviewHeadingElements,
  type PagePreviewHeadingElement,
  type PagePreviewProps,
} from './PagePreview.tsx';
export { PAGE_TEXT_MAX_LENGTH } from './pageText.ts';
