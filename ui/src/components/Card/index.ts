export {
  Card,
  cardElements,
  cardPaddings,
  cardTitleElements,
  type CardElement,
  type CardPadding,
  type CardProps,
  type CardTitleElement,
} from './Card.tsx';
