// Components of the 'credits' group; each component folder exports through here.
export {};
