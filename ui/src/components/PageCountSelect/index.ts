export {
  PAGE_COUNT_DEFAULT,
  PAGE_COUNT_MAX,
  PAGE_COUNT_MIN,
  PageCountSelect,
  type PageCountSelectProps,
} from './PageCountSelect.tsx';
