export { GalleryToolbar, galleryFilters, type GalleryFilter, type GalleryToolbarProps } from './GalleryToolbar.tsx';
