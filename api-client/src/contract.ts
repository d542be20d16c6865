/**
 * The contract's types and nothing else: what the design system (ui/) may import. No runtime code lives here or is
 * imported from here, so a component typed by it never pulls in the client.
 */
import type { components } from './schema.ts';

type Schemas = components['schemas'];
/** One of openapi.yaml's component schemas, as the API sends it. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];
