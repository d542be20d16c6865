export { Select, selectSizes, type SelectOption, type SelectOptionValue, type SelectProps, type SelectSize } from './Select.tsx';
