export {
  Menu,
  menuAligns,
  menuItemTones,
  type MenuActionItem,
  type MenuAlign,
  type MenuHeaderItem,
  type MenuItem,
  type MenuItemTone,
  type MenuProps,
  type MenuSeparatorItem,
} from './Menu.tsx';
