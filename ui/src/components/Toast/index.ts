export {
  Toast,
  ToastRegion,
  toastKinds,
  type ToastData,
  type ToastKind,
  type ToastProps,
  type ToastRegionProps,
} from './Toast.tsx';
export { TOAST_DURATION_MS, TOAST_EXIT_MS } from './timing.ts';
