// Components of the 'overlays' group; each component folder exports through here.
export * from './components/Dialog/index.ts';
export * from './components/ConfirmDialog/index.ts';
export * from './components/Menu/index.ts';
export * from './components/Popover/index.ts';
export * from './components/Tooltip/index.ts';
export * from './components/Toast/index.ts';
