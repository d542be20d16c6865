import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/queue.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { DEMO_QUEUE, DEMO_STORIES, scheduleDemoSeed, seedDemoStories } from './seed.ts';

let server: TestServer;
let queue: JobQueue;
const quiet = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  server = await startTestServer();
  queue = new JobQueue(server.ctx.database, quiet);
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await server?.close();
});

describe('demo stories', () => {
  it('are queued once for an empty installation, then made through the API and shared to the showcase', async () => {
    expect(await scheduleDemoSeed(server.ctx, queue, server.app.log)).toBe(true);
    expect(await scheduleDemoSeed(server.ctx, queue, server.app.log)).toBe(false);
    const boss = await queue.boss();
    expect(await boss.findJobs(DEMO_QUEUE)).toHaveLength(1);

    // One story here (each takes a few seconds to narrate and render); the job makes all four the same way.
    const croatian = DEMO_STORIES.find((s) => s.language === 'hr')!;
    expect(await seedDemoStories(server.app, server.app.log, [croatian])).toBe(1);
    expect(await seedDemoStories(server.app, server.app.log, [croatian])).toBe(0);
    const showcase = (await server.app.inject({ method: 'GET', url: '/api/showcase/videos' })).json();
    expect(showcase.videos).toEqual([expect.objectContaining({ title: croatian.title, category: croatian.storyType })]);
    expect(showcase.videos[0].duration).toBeGreaterThan(10);
    // A started installation with a showcase is not seeded again.
    expect(await scheduleDemoSeed(server.ctx, queue, server.app.log)).toBe(false);
  }, 180_000);
});
