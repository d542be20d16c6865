// `npm run bench -- <name>`: benchmarks (not tests). Each reports against a baseline measured in the same run.
import { benchDiscover } from '../server/src/bench/discover.ts';
import { benchGeneration } from '../server/src/bench/generation.ts';
import { benchRender } from '../server/src/bench/render.ts';

const benches: Record<string, () => Promise<unknown>> = {
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
  render: () =>
    benchRender({
      runs: Number(process.env.BENCH_RUNS ?? 3),
      log: (line) => console.log(`render: ${line}`),
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
