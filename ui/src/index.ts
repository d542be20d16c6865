export * from './theme/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/LinkProvider/index.ts';
export * from './components/ThemeToggle/index.ts';
