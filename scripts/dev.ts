// `npm run dev`: the API server on :8080 and the Vite dev server (with /api proxied to it) for working on the app.
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('node', ['--watch-path=server/src', '--watch-path=openapi.yaml', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      // Links the server makes (checkout return, social sign-in callback) must land on the Vite dev server.
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@storyloom/app'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
