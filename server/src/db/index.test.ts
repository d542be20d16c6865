import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './index.ts';

describe('embedded database lock', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-lock-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('refuses a second opener of the same data directory and frees it on close', async () => {
    const dataDir = path.join(dir, 'pgdata');
    const first = await openDatabase({ pgliteDir: dataDir });
    expect(await fs.readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ pgliteDir: dataDir })).rejects.toThrow(/in use by another Storyloom process \(pid \d+\)/);
    await first.close();
    const second = await openDatabase({ pgliteDir: dataDir });
    await second.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = path.join(dir, 'stale');
    await fs.writeFile(`${dataDir}.lock`, '2147483646');
    const database = await openDatabase({ pgliteDir: dataDir });
    expect(await fs.readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    await expect(fs.access(`${dataDir}.lock`)).rejects.toThrow();
  });
});
