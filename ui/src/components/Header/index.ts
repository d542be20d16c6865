export { Header, headerNavItems, headerVariants, type HeaderNavItem, type HeaderProps, type HeaderVariant } from './Header.tsx';
export { PublicHeader, type PublicHeaderProps } from './PublicHeader.tsx';
