import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { probe, seconds, storyProject } from './pipeline.ts';
import { storeSession, signUpThroughApi } from './support.ts';

const TITLE = 'The Lantern Fox';

test('stage 3: narrate in a chosen voice, add music, render, watch and download the final video', async ({ page }) => {
  // Measured here (embedded engines, 2 cores, idle): setup ~4 s, narration ~3 s, music ~2 s, the render of ~85 s of
  // story ~20 s; the whole test ~35 s. Under heavy load (other suites running) the render took ~160 s: hence the room.
  test.setTimeout(360_000);
  const started = Date.now();
  const user = await signUpThroughApi(page.request);
  const { id } = await storyProject(page.request, user, { title: TITLE });
  console.log(`stage 3 e2e: project with a story set up through the API in ${seconds(started)}`);

  await storeSession(page, user);
  await page.goto('/app/gallery');
  // Opening the project goes to the stage its files point to: 3, with uploads, style images, pictures and pages.
  await page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and Finalize' })).toBeVisible();
  await expect(page).toHaveTitle('Review and Finalize · Storyloom');
  await expect(page.getByRole('region', { name: 'Story Pages' }).getByRole('article')).toHaveCount(3);

  // Ray (flite) is the quickest of the embedded voices.
  const ray = page.getByRole('radio', { name: 'Ray', exact: true });
  await ray.check();
  await expect(ray).toBeChecked();

  let step = Date.now();
  await page.getByRole('button', { name: 'Generate Audio Narration' }).click();
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('figure', { name: `Page ${n} narration` })).toBeVisible({ timeout: 120_000 });
  }
  console.log(`stage 3 e2e: narration of 3 pages in ${seconds(step)}`);
  const summary = page.getByRole('region', { name: 'Project Summary' });
  await expect(summary.getByText('Audio files').locator('xpath=following-sibling::dd')).toHaveText('3');

  step = Date.now();
  await page.getByRole('switch', { name: 'Add background music' }).click();
  await page.getByRole('textbox', { name: 'Music mood' }).fill('calm lullaby with soft piano');
  await page.getByRole('button', { name: 'Generate Music' }).click();
  await expect(page.getByRole('figure', { name: 'Background music' })).toBeVisible({ timeout: 60_000 });
  console.log(`stage 3 e2e: background music in ${seconds(step)}`);

  step = Date.now();
  const start = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/projects/${id}/video/async`));
  await page.getByRole('button', { name: 'Create Final Video' }).click();
  const payload = (await start).postDataJSON() as { image_urls: string[]; audio_urls: string[]; music_url: string | null };
  expect(payload.image_urls).toHaveLength(3);
  expect(payload.audio_urls).toHaveLength(3);
  expect(payload.music_url).toBeTruthy();

  const panel = page.getByRole('region', { name: 'Video Generation' });
  const progress = panel.getByRole('progressbar', { name: 'Video progress' });
  await expect(progress).toBeVisible({ timeout: 30_000 });
  // The panel follows the render (polled every 2 s): the progress moves on before it completes.
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 120_000 }).toBeGreaterThan(0);
  await expect(panel.getByText('Your video is ready.')).toBeVisible({ timeout: 300_000 });
  console.log(`stage 3 e2e: render (start to completed in the panel) in ${seconds(step)}`);
  await expect(summary.getByText('Generated')).toBeVisible();

  // The player plays the video: its time moves on.
  const video = page.getByRole('region', { name: 'Final Video' }).locator('video');
  await expect(video).toHaveAttribute('src', /\/api\/media\//);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await video.evaluate((element: HTMLVideoElement) => element.pause());

  // Download Video saves it as storybook-video.mp4: an MP4 with picture and sound.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Video' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('storybook-video.mp4');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-stage3-')), download.suggestedFilename());
  await download.saveAs(file);
  const { streams, format } = probe(file);
  expect(streams.map((stream) => stream.codec_type).sort()).toEqual(expect.arrayContaining(['audio', 'video']));
  expect(Number(format.duration)).toBeGreaterThan(0);
  console.log(`stage 3 e2e: a ${Number(format.duration).toFixed(1)} s video; the whole test took ${seconds(started)}`);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });

  // The gallery shows the project completed.
  await page.goto('/app/gallery');
  await expect(page.getByRole('article', { name: TITLE }).getByText('Completed')).toBeVisible();
});
