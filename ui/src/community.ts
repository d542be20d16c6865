// Components of the 'community' group; each component folder exports through here.
export {};
