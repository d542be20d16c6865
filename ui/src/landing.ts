// Components of the 'landing' group; each component folder exports through here.
export {};
