// Components of the 'feedback' group; each component folder exports through here.
export {};
