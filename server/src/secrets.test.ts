import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecrets } from './secrets.ts';

describe('loadSecrets', () => {
  it('generates a key into DATA_DIR once, readable only by the owner, and reuses it', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sl-secrets-'));
    try {
      const first = await loadSecrets({ dataDir, jwtSecret: undefined });
      const second = await loadSecrets({ dataDir, jwtSecret: undefined });
      expect(first.jwt.length).toBeGreaterThanOrEqual(48);
      expect(Buffer.from(second.jwt).equals(Buffer.from(first.jwt))).toBe(true);
      const stat = await fs.stat(path.join(dataDir, 'secrets.json'));
      expect(stat.mode & 0o777).toBe(0o600);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('prefers JWT_SECRET from the environment', async () => {
    const secrets = await loadSecrets({ dataDir: '/nonexistent', jwtSecret: 'x'.repeat(40) });
    expect(new TextDecoder().decode(secrets.jwt)).toBe('x'.repeat(40));
  });
});
