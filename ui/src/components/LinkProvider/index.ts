export { LinkProvider, type LinkComponent, type LinkComponentProps } from './LinkProvider.tsx';
