// Components of the 'forms' group; each component folder exports through here.
export {};
