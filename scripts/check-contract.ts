// The contract is linted (Redocly) and the committed client files are what `npm run generate` makes of it now.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps: [string, string[]][] = [
  ['redocly', ['lint', '--format', 'stylish', 'openapi.yaml']],
  ['node', ['scripts/generate.ts', '--check']],
];
for (const [command, args] of steps) {
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(1);
}
