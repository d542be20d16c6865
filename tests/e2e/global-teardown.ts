import fs from 'node:fs/promises';

export default async function globalTeardown() {
  const dir = process.env.STORYLOOM_E2E_DATA;
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}
