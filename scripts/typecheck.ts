// Type-checks every TypeScript project of the workspace with tsgo (the native TypeScript compiler preview).
import { spawnSync } from 'node:child_process';

const projects = ['api-client', 'ui', 'app', 'server', 'stories', 'tests', 'scripts'];
let failed = 0;
for (const project of projects) {
  const run = spawnSync('tsgo', ['-p', `${project}/tsconfig.json`, '--pretty'], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.error(`typecheck: ${project} has type errors`);
  }
}
if (failed) process.exit(1);
console.log(`typecheck: ${projects.length} projects clean`);
