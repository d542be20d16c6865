export { CREDITS_FAQ, Faq, type FaqItem, type FaqProps } from './Faq.tsx';
