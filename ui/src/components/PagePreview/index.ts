export {
  PagePreview,
  pagePreviewHeadingElements,
  type PagePreviewHeadingElement,
  type PagePreviewProps,
} from './PagePreview.tsx';
