// Components of the 'forms' group; each component folder exports through here.
export * from './components/TextField/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/Select/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/Switch/index.ts';
export * from './components/TextLink/index.ts';
export * from './components/DropZone/index.ts';
