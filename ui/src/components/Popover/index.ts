export { Popover, popoverAligns, type PopoverAlign, type PopoverProps } from './Popover.tsx';
