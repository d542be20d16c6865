import fs from 'node:fs/promises';
import path from 'node:path';

export async function readVersion(): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
