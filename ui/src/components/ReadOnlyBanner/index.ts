export { READ_ONLY_MESSAGE, ReadOnlyBanner, type ReadOnlyBannerProps } from './ReadOnlyBanner.tsx';
