export * from './theme/index.ts';
export * from './components/Box/index.ts';
export * from './components/Text/index.ts';
export * from './components/Button/index.ts';
export * from './components/Card/index.ts';
export * from './components/LinkProvider/index.ts';
export * from './components/ThemeToggle/index.ts';
// Component groups (each a barrel of its component folders).
export * from './forms.ts';
export * from './overlays.ts';
export * from './feedback.ts';
export * from './media.ts';
export * from './shell.ts';
export * from './gallery.ts';
export * from './community.ts';
export * from './credits.ts';
export * from './workflow.ts';
export * from './landing.ts';
