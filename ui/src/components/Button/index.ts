export {
  Button,
  ButtonLink,
  buttonSizes,
  buttonVariants,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button.tsx';
