import type { Compilable, CompiledQuery } from 'kysely';

// Statements built once. Kysely builds a query as a tree of frozen nodes and compiles the tree to text on every call;
// for the gallery's page (a join of 19 columns) and the session check that every request makes, building and
// compiling took 18 % of the API process's CPU on an uncached page (a profile of `npm run bench -- api`, 2026-11-28),
// more than reading the rows. A template is built with stand-ins for its values, compiled once per shape, and each
// call only puts its values where the stand-ins are.

/** Where a value goes in a template's statement (a parameter: never written into its text). */
class Slot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** Compiled statements by shape, at most `max` of them (a shape is the text's part that varies: limit, offset…). */
export class QueryTemplates {
  readonly #compiled = new Map<string, CompiledQuery<unknown>>();
  readonly #max: number;

  constructor(max = 1_000) {
    this.#max = max;
  }

  /** How many shapes are kept. */
  get size(): number {
    return this.#compiled.size;
  }

  /**
   * The statement `build` makes for `shape`, with `values` as its parameters. `build` gets stand-ins typed as the
   * values and must use each as a value the statement sends as a parameter (a comparison, an insert's value, a `sql`
   * placeholder), never in its text (`sql.lit`, `rowCount`) or as a list to expand: everything that changes the text
   * belongs in `shape`. The first build checks that every stand-in became a parameter.
   */
  bind<V extends Record<string, unknown>, R>(shape: string, values: V, build: (values: V) => Compilable<R>): CompiledQuery<R> {
    let compiled = this.#compiled.get(shape) as CompiledQuery<R> | undefined;
    if (!compiled) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)])) as unknown as V;
      compiled = build(slots).compile();
      const used = new Set(compiled.parameters.filter((p) => p instanceof Slot).map((p) => (p as Slot).name));
      const missing = Object.keys(values).filter((name) => !used.has(name));
      if (missing.length > 0) throw new Error(`template ${shape}: ${missing.join(', ')} did not become parameters`);
      if (this.#compiled.size >= this.#max) this.#compiled.clear();
      this.#compiled.set(shape, compiled);
    }
    return {
      ...compiled,
      parameters: compiled.parameters.map((p) => (p instanceof Slot ? values[p.name] : p)),
    };
  }
}

const byDatabase = new WeakMap<object, QueryTemplates>();

/** The templates of one database (a Kysely instance): each compiles with its own dialect. */
export function templatesOf(db: object): QueryTemplates {
  let templates = byDatabase.get(db);
  if (!templates) byDatabase.set(db, (templates = new QueryTemplates()));
  return templates;
}
