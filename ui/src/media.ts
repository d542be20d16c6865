// Components of the 'media' group; each component folder exports through here.
export * from './components/MediaControls/index.ts';
export * from './components/AudioPlayer/index.ts';
export * from './components/VideoPlayer/index.ts';
