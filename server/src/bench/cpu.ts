// CPU time per request, by process, around a load run: which of the API process, the database server and the load
// generator spends the machine's cores. Linux only (read from /proc); elsewhere no figures are given.
import fs from 'node:fs';
import os from 'node:os';
import { statFields, TICKS_PER_SECOND } from './procStat.ts';

function processMicros(pid: number): number | null {
  try {
    const fields = statFields(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Every local PostgreSQL server process (backends, writers, autovacuum): 0 when the server is elsewhere. */
function postgresMicros(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) total += processMicros(Number(entry)) ?? 0;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

function selfMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

export interface CpuPerRequest {
  /** µs of CPU per request in the server process, the local PostgreSQL processes and this (load-generating) process. */
  server: number;
  postgres: number;
  loadGenerator: number;
  /**
   * The most requests a second these costs allow here: the server process is one thread, and all three share the
   * machine's cores.
   */
  ceilingPerSecond: number;
}

/** Starts counting; the returned function takes the number of requests done meanwhile and gives the split. */
export function countCpu(serverPid: number | undefined): ((requests: number) => CpuPerRequest) | null {
  if (process.platform !== 'linux' || serverPid === undefined) return null;
  const read = () => ({ server: processMicros(serverPid), postgres: postgresMicros(), self: selfMicros() });
  const before = read();
  if (before.server === null) return null;
  return (requests) => {
    const after = read();
    const per = (a: number, b: number) => (b - a) / Math.max(1, requests);
    const server = per(before.server!, after.server ?? before.server!);
    const postgres = per(before.postgres, after.postgres);
    const loadGenerator = per(before.self, after.self);
    const cores = os.availableParallelism();
    const ceilingPerSecond = Math.min(1e6 / server, (1e6 * cores) / (server + postgres + loadGenerator));
    return { server, postgres, loadGenerator, ceilingPerSecond };
  };
}

export const formatCpu = (cpu: CpuPerRequest) =>
  `CPU per request: server ${cpu.server.toFixed(0)} µs, PostgreSQL ${cpu.postgres.toFixed(0)} µs, ` +
  `autocannon ${cpu.loadGenerator.toFixed(0)} µs (at most ${cpu.ceilingPerSecond.toFixed(0)} req/s on ${os.availableParallelism()} cores)`;
