import { messages, protocol, type PGlite } from '@electric-sql/pglite';
import { isStalePlan, type StatementNames } from './preparedStatements.ts';

interface Field {
  name: string;
  dataTypeID: number;
  /** PGlite's parser for the type (text format), or none to keep the text. */
  parse: ((text: string, typeId: number) => unknown) | undefined;
}

interface Statement {
  name: string;
  parameterTypes: number[];
  /** The statement's result columns (from its RowDescription): an execution sends rows only. */
  fields: Field[];
}

export interface PreparedResult {
  rows: Record<string, unknown>[];
  affectedRows: number | undefined;
}

/** Hears a `pg_notify` payload that arrived with a prepared statement's answer (the listeners PGlite would call). */
export type NotificationSink = (channel: string, payload: string) => void;

/**
 * Named prepared statements on PGlite's one connection, through its documented wire-protocol entries (under
 * `runExclusive` like its own queries). PGlite's `query` parses, describes and plans every statement again, in six
 * protocol calls; a prepared statement is bound and executed in one. Only statements run outside a transaction come
 * here (a transaction's statements go through PGlite's transaction object).
 *
 * The answer is read straight from the bytes PGlite hands over (`execProtocolRawStream`) by `AnswerReader`: PGlite's
 * own message parser copies every field into a new ArrayBuffer before decoding it, which was a quarter of the server's
 * time on an uncached gallery page (docs/quality.md). Statements of ours that need PGlite's parsed messages (prepare,
 * close) use `execProtocolStream`, which installs that parser for its own call.
 */
export class PglitePreparedStatements {
  readonly #pglite: PGlite;
  readonly #names: StatementNames;
  readonly #max: number;
  readonly #notify: NotificationSink;
  readonly #statements = new Map<string, Statement>();

  constructor(pglite: PGlite, names: StatementNames, options: { max?: number; notify?: NotificationSink } = {}) {
    this.#pglite = pglite;
    this.#names = names;
    this.#max = options.max ?? 500;
    this.#notify = options.notify ?? (() => {});
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
    const reader = new AnswerReader(statement.fields, this.#notify);
    try {
      await this.#pglite.execProtocolRawStream(execution, { onRawData: (chunk) => reader.read(chunk) });
    } finally {
      reader.close();
    }
    const error = reader.error ?? (reader.ready ? undefined : new Error('PGlite ended the answer before ReadyForQuery'));
    if (error) {
      if (isStalePlan(error)) await this.#close(text, statement.name);
      throw error;
    }
    return { rows: reader.rows, affectedRows: reader.affectedRows };
  }

  async #prepare(text: string, name: string): Promise<Statement> {
    const { serialize } = protocol;
    const prepare = () =>
      this.#pglite.execProtocolStream(
        Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
    const answer = await prepare().catch(async (error: unknown) => {
      // Left over from a statement whose closing failed: close it and prepare again.
      if ((error as { code?: string }).code !== '42P05') throw error;
      await this.#close(text, name);
      return prepare();
    });
    const parameters = answer.find((m) => m.name === 'parameterDescription') as { dataTypeIDs?: number[] } | undefined;
    const description = answer.find((m) => m.name === 'rowDescription') as
      { fields: { name: string; dataTypeID: number }[] } | undefined;
    const parsers = this.#pglite.parsers as Record<number, Field['parse']>;
    const statement: Statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      fields: (description?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID, parse: parsers[f.dataTypeID] })),
    };
    this.#statements.set(text, statement);
    return statement;
  }

  async #close(text: string, name: string): Promise<void> {
    this.#statements.delete(text);
    const { serialize } = protocol;
    await this.#pglite
      .execProtocolStream(Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false })
      .catch(() => {});
  }
}

/** The ErrorResponse fields node-postgres and PGlite put on their DatabaseError, by field code. */
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

/** Commands whose completion tag counts affected rows, as PGlite's `parseResults` adds them up. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Reads the backend messages of one bind-execute-sync (PostgreSQL frontend/backend protocol 3.0) as they arrive:
 * DataRow fields are decoded where they lie, without a copy per field. A message split across two chunks is kept
 * (copied: a chunk is PGlite's memory, reused after the call) until the rest arrives.
 */
export class AnswerReader {
  readonly rows: Record<string, unknown>[] = [];
  affectedRows = 0;
  error: Error | undefined;
  ready = false;
  readonly #fields: Field[];
  readonly #notify: NotificationSink;
  #partial: Buffer | undefined;
  #closed = false;

  constructor(fields: Field[], notify: NotificationSink) {
    this.#fields = fields;
    this.#notify = notify;
  }

  /** No more chunks belong to this answer (PGlite keeps the last raw-data callback installed after the call). */
  close(): void {
    this.#closed = true;
  }

  read(chunk: Uint8Array): void {
    if (this.#closed) return;
    let bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.#partial) {
      bytes = Buffer.concat([this.#partial, bytes]);
      this.#partial = undefined;
    }
    let at = 0;
    while (at + 5 <= bytes.length) {
      const end = at + 1 + bytes.readInt32BE(at + 1);
      if (end > bytes.length) break;
      this.#message(bytes[at]!, bytes, at + 5, end);
      at = end;
    }
    if (at < bytes.length) this.#partial = Buffer.from(bytes.subarray(at));
  }

  #message(type: number, bytes: Buffer, start: number, end: number): void {
    switch (type) {
      case 0x44: // D: DataRow
        this.#row(bytes, start);
        break;
      case 0x43: {
        // C: CommandComplete, "UPDATE 3", "INSERT 0 1", "SELECT 12"
        const words = bytes.toString('utf8', start, end - 1).split(' ');
        const count = Number.parseInt(words.at(-1)!, 10);
        if (COUNTED.has(words[0]!) && !Number.isNaN(count)) this.affectedRows += count;
        break;
      }
      case 0x45: // E: ErrorResponse (the first one counts, as in PGlite)
        this.error ??= errorFrom(bytes, start, end);
        break;
      case 0x41: {
        // A: NotificationResponse (a pg_notify of this statement, delivered on its commit)
        const channelEnd = bytes.indexOf(0, start + 4);
        const channel = bytes.toString('utf8', start + 4, channelEnd);
        const payload = bytes.toString('utf8', channelEnd + 1, bytes.indexOf(0, channelEnd + 1));
        queueMicrotask(() => this.#notify(channel, payload));
        break;
      }
      case 0x5a: // Z: ReadyForQuery
        this.ready = true;
        break;
      default: // BindComplete, NoticeResponse, ParameterStatus and the like carry nothing for the caller
    }
  }

  #row(bytes: Buffer, start: number): void {
    const count = bytes.readInt16BE(start);
    const row: Record<string, unknown> = {};
    let at = start + 2;
    for (let i = 0; i < count; i++) {
      const length = bytes.readInt32BE(at);
      at += 4;
      const field = this.#fields[i]!;
      if (length < 0) {
        row[field.name] = null;
        continue;
      }
      const text = bytes.toString('utf8', at, at + length);
      at += length;
      row[field.name] = field.parse ? field.parse(text, field.dataTypeID) : text;
    }
    this.rows.push(row);
  }
}

function errorFrom(bytes: Buffer, start: number, end: number): Error {
  const fields: Record<string, string> = {};
  let at = start;
  while (at < end && bytes[at] !== 0) {
    const code = String.fromCharCode(bytes[at]!);
    const valueEnd = bytes.indexOf(0, at + 1);
    fields[code] = bytes.toString('utf8', at + 1, valueEnd);
    at = valueEnd + 1;
  }
  const error = new messages.DatabaseError(fields.M ?? 'database error', end - start + 4, 'error');
  for (const [code, property] of Object.entries(ERROR_FIELDS)) {
    (error as unknown as Record<string, unknown>)[property] = fields[code];
  }
  return error;
}
