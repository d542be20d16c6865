import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { checkTool, REQUIRED_TOOLS, type ToolName, type ToolStatus } from './tools.ts';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  components: Record<'database' | ToolName, ToolStatus>;
}

/** Installed programs rarely change while the server runs: re-check them at most once a minute. */
const TOOL_CHECK_TTL_MS = 60_000;

export function createHealthCheck(database: Database, version: string, now: () => number = Date.now) {
  let tools: { at: number; value: Promise<Record<ToolName, ToolStatus>> } | undefined;

  function toolStatuses() {
    if (!tools || now() - tools.at > TOOL_CHECK_TTL_MS) {
      const names = Object.keys(REQUIRED_TOOLS) as ToolName[];
      const value = Promise.all(names.map(checkTool)).then(
        (results) => Object.fromEntries(names.map((n, i) => [n, results[i]!])) as Record<ToolName, ToolStatus>,
      );
      tools = { at: now(), value };
    }
    return tools.value;
  }

  async function databaseStatus(): Promise<ToolStatus> {
    try {
      await sql`select 1`.execute(database.db);
      return { ok: true, detail: database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL server' };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  return async function health(): Promise<HealthReport> {
    const [databaseResult, toolResults] = await Promise.all([databaseStatus(), toolStatuses()]);
    const components = { database: databaseResult, ...toolResults };
    const status = Object.values(components).every((c) => c.ok) ? 'ok' : 'degraded';
    return { status, version, components };
  };
}
