// `npm run bench -- <name>`: benchmarks (not tests). Each reports against a baseline measured in the same run.
import { benchApi } from '../server/src/bench/api.ts';
import { benchDiscover } from '../server/src/bench/discover.ts';
import { benchFrontend } from '../server/src/bench/frontend.ts';
import { benchGeneration } from '../server/src/bench/generation.ts';
import { benchLighthouse } from '../server/src/bench/lighthouse.ts';
import { benchMemory } from '../server/src/bench/memory.ts';
import { benchRender } from '../server/src/bench/render.ts';
import { benchSpeech } from '../server/src/bench/speech.ts';

const benches: Record<string, () => Promise<unknown>> = {
  api: () =>
    benchApi({
      projects: Number(process.env.BENCH_PROJECTS ?? 10_000),
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
      connections: { postgres: 50, pglite: 10 },
      log: (line) => console.log(`api: ${line}`),
    }),
  discover: () =>
    benchDiscover({
      videos: Number(process.env.BENCH_VIDEOS ?? 100_000),
      likes: Number(process.env.BENCH_LIKES ?? 1_000_000),
      users: Number(process.env.BENCH_USERS ?? 2_000),
      runs: Number(process.env.BENCH_RUNS ?? 50),
      log: (line) => console.log(`discover: ${line}`),
    }),
  generation: () =>
    benchGeneration({
      runs: Number(process.env.BENCH_RUNS ?? 5),
      pages: Number(process.env.BENCH_PAGES ?? 10),
      log: (line) => console.log(`generation: ${line}`),
    }),
  frontend: () => benchFrontend({ log: (line) => console.log(`frontend: ${line}`) }),
  lighthouse: () =>
    benchLighthouse({
      runs: Number(process.env.BENCH_RUNS ?? 3),
      log: (line) => console.log(`lighthouse: ${line}`),
    }),
  memory: () =>
    benchMemory({
      intervalMs: Number(process.env.BENCH_INTERVAL_MS ?? 50),
      // With DATABASE_URL, the worker shape (API-only process + `npm run worker`) on a scratch database too.
      databaseServer: process.env.DATABASE_URL || undefined,
      log: (line) => console.log(`memory: ${line}`),
    }),
  render: () =>
    benchRender({
      runs: Number(process.env.BENCH_RUNS ?? 3),
      log: (line) => console.log(`render: ${line}`),
    }),
  speech: () =>
    benchSpeech({
      pages: process.env.BENCH_PAGES ? Number(process.env.BENCH_PAGES) : undefined,
      voices: process.env.BENCH_VOICES ? process.env.BENCH_VOICES.split(',') : undefined,
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? 2),
      log: (line) => console.log(`speech: ${line}`),
    }),
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const names = requested.length > 0 ? requested : Object.keys(benches);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Available: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
