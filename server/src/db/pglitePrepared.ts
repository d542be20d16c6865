import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { isStalePlan, type StatementNames } from './preparedStatements.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Statement {
  name: string;
  parameterTypes: number[];
  /** The statement's RowDescription (or NoData): an execution sends rows only, and the parser needs the fields. */
  description: BackendMessage[];
}

export interface PreparedResult {
  rows: Record<string, unknown>[];
  affectedRows: number | undefined;
}

/**
 * Named prepared statements on PGlite's one connection, through its documented wire-protocol entry (`execProtocol`,
 * under `runExclusive` like its own queries). PGlite's `query` parses, describes and plans every statement again, in
 * six protocol calls; a prepared statement is bound and executed in one. Only statements run outside a transaction
 * come here (a transaction's statements go through PGlite's transaction object).
 */
export class PglitePreparedStatements {
  readonly #pglite: PGlite;
  readonly #names: StatementNames;
  readonly #max: number;
  readonly #statements = new Map<string, Statement>();

  constructor(pglite: PGlite, names: StatementNames, max = 500) {
    this.#pglite = pglite;
    this.#names = names;
    this.#max = max;
  }

  /** Runs `text` prepared, or answers undefined when it is not one to prepare (the caller runs it as usual). */
  async query(text: string, parameters: readonly unknown[]): Promise<PreparedResult | undefined> {
    const name = this.#statements.get(text)?.name ?? this.#names.nameFor(text);
    if (!name || (!this.#statements.has(text) && this.#statements.size >= this.#max)) return undefined;
    // As PGlite's own query: after any open transaction (a migration's script runs outside Kysely), then alone.
    return this.#pglite._runExclusiveTransaction(() => this.#pglite.runExclusive(() => this.#run(text, name, parameters)));
  }

  async #run(text: string, name: string, parameters: readonly unknown[]): Promise<PreparedResult> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text, name));
    const values = parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = this.#pglite.serializers[statement.parameterTypes[i]!];
      return serialize ? serialize(value) : String(value);
    });
    const { serialize } = protocol;
    const execution = Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    try {
      const { messages } = await this.#pglite.execProtocol(execution);
      const [result] = parse.parseResults([...statement.description, ...messages], this.#pglite.parsers, {
        rowMode: 'object',
      });
      return { rows: (result?.rows ?? []) as Record<string, unknown>[], affectedRows: result?.affectedRows };
    } catch (error) {
      if (isStalePlan(error)) await this.#close(text, statement.name);
      throw error;
    }
  }

  async #prepare(text: string, name: string): Promise<Statement> {
    const { serialize } = protocol;
    const prepare = () =>
      this.#pglite.execProtocol(
        Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
    const { messages } = await prepare().catch(async (error: unknown) => {
      // Left over from a statement whose closing failed: close it and prepare again.
      if ((error as { code?: string }).code !== '42P05') throw error;
      await this.#close(text, name);
      return prepare();
    });
    const parameters = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const description = messages.filter((m) => m.name === 'rowDescription');
    const statement: Statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      description,
    };
    this.#statements.set(text, statement);
    return statement;
  }

  async #close(text: string, name: string): Promise<void> {
    this.#statements.delete(text);
    const { serialize } = protocol;
    await this.#pglite
      .execProtocol(Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false })
      .catch(() => {});
  }
}
