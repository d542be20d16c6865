export {
  ErrorCard,
  errorCardTitleElements,
  type ErrorCardAction,
  type ErrorCardProps,
  type ErrorCardTitleElement,
} from './ErrorCard.tsx';
