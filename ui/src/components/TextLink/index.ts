export { TextLink, textLinkTones, type TextLinkProps, type TextLinkTone } from './TextLink.tsx';
