// Components of the 'gallery' group; each component folder exports through here.
export {};
