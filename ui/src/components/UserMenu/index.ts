export { splitEmail, UserMenu, userMenuItems, type UserMenuItem, type UserMenuProps } from './UserMenu.tsx';
