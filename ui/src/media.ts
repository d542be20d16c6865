// Components of the 'media' group; each component folder exports through here.
export {};
