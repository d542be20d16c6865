// Components of the 'shell' group; each component folder exports through here.
export {};
