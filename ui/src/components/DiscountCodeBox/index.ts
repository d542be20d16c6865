export { DiscountCodeBox, discountCodeStatuses, type DiscountCodeBoxProps, type DiscountCodeStatus } from './DiscountCodeBox.tsx';
