export { Footer, type FooterLink, type FooterProps } from './Footer.tsx';
