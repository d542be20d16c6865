// Components of the 'workflow' group; each component folder exports through here.
export {};
