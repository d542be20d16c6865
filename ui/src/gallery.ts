// Components of the 'gallery' group; each component folder exports through here.
export * from './components/ProjectCard/index.ts';
export * from './components/GalleryToolbar/index.ts';
export * from './components/ResultRange/index.ts';
export * from './components/BulkDeleteConfirm/index.ts';
export * from './components/ShareDialog/index.ts';
