// Components of the 'overlays' group; each component folder exports through here.
export {};
