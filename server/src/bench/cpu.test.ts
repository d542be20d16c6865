import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { countCpu } from './cpu.ts';

describe.runIf(process.platform === 'linux')('CPU per request', () => {
  it('charges a busy server process its CPU time, divided by the requests', async () => {
    // Busy for 400 ms of CPU, then idle until killed.
    const child = spawn(
      process.execPath,
      ['-e', 'const t = Date.now(); while (Date.now() - t < 400); setTimeout(() => {}, 60_000);'],
      {
        stdio: 'ignore',
      },
    );
    try {
      await once(child, 'spawn');
      const done = countCpu(child.pid);
      expect(done).not.toBeNull();
      await new Promise((r) => setTimeout(r, 900));
      const cpu = done!(100);
      // 400 ms over 100 requests, give or take the start-up's share and a 10 ms tick.
      expect(cpu.server).toBeGreaterThan(3_500);
      expect(cpu.server).toBeLessThan(8_000);
      expect(cpu.ceilingPerSecond).toBeLessThanOrEqual(1e6 / cpu.server);
      expect(cpu.loadGenerator).toBeGreaterThanOrEqual(0);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('gives nothing for a process that is not there', () => {
    expect(countCpu(undefined)).toBeNull();
    expect(countCpu(2 ** 22 + 12345)).toBeNull();
  });
});
