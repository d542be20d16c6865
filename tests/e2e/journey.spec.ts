// Issue #10's journey: a new account makes a Croatian story video through the three stages in the browser, with the
// real server and its embedded engines, and ends with a downloaded MP4 checked by ffprobe and an editable copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { probe, samplePhoto as photo } from './pipeline.ts';
import { signUpInBrowser } from './support.ts';

const projectIdOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('storyloom.project') ?? '{}') as { state?: { projectId?: string } }).state?.projectId,
  );

test('the whole journey: photos → styles → a Croatian story → narration → music → video → download → copy', async ({ page }) => {
  // Idle here: about a minute (styles ~5 s, story ~7 s, page ~4 s, narration ~5 s, render ~20 s). Other suites
  // running at the same time make every engine several times slower.
  test.setTimeout(480_000);
  await signUpInBrowser(page);
  await page.goto('/app');

  // Stage 1: a new project, Croatian, two photos, three style options, the second approved.
  await page.getByRole('button', { name: 'Start Creating Free' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/1$/);
  await page.getByRole('combobox', { name: 'Story language' }).selectOption('hr');
  await page.getByRole('radio', { name: 'Watercolor' }).check();
  const fileInput = page.locator('input[type="file"]');
  await expect(fileInput).toBeEnabled();
  await fileInput.setInputFiles([
    { name: 'mia.jpg', mimeType: 'image/jpeg', buffer: await photo(21) },
    { name: 'luka.jpg', mimeType: 'image/jpeg', buffer: await photo(22) },
  ]);
  await expect(page.getByRole('list', { name: 'Uploaded images' }).getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Generate Style Images' }).click();
  const options = page.getByRole('radiogroup', { name: 'Generated Style Options' });
  await expect(options.getByRole('radio')).toHaveCount(3, { timeout: 120_000 });
  await options.getByRole('radio', { name: 'Style option 2' }).click();
  await page.getByRole('button', { name: 'Continue to Story Details' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/2$/);
  const id = await projectIdOf(page);
  expect(id).toBeTruthy();

  // Stage 2: the blueprint says Croatian; Magic Fill fills the texts; a three-page story is written and illustrated.
  await expect(page.getByRole('region', { name: 'Story Blueprint' }).getByText('Croatian')).toBeVisible();
  await page.getByRole('button', { name: 'Magic Fill' }).click();
  await expect(page.getByRole('textbox', { name: /Character Description/ })).not.toHaveValue('', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /Story Context/ })).not.toHaveValue('');
  const story = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/projects/${id}/story`);
  await page.getByRole('button', { name: 'Generate Story' }).click();
  expect((await story).postDataJSON()).toMatchObject({ num_pages: 3, language: 'hr', art_style: 'watercolor' });
  await expect(page).toHaveURL(/\/app\/stage\/3$/, { timeout: 240_000 });

  // Back to stage 2: regenerate page 2's picture, then switch back to the original through the version dropdown.
  await page.getByRole('link', { name: 'Edit Images and Text' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/2$/);
  const second = page.getByRole('article', { name: 'Page 2' });
  const picture = second.getByRole('button', { name: 'Zoom image of page 2' }).locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  const original = await picture.getAttribute('src');
  await second.getByRole('textbox', { name: /What should change/ }).fill('A brighter moon over the sea');
  await second.getByRole('button', { name: 'Regenerate Image' }).click();
  const versionSelect = second.getByRole('combobox', { name: 'Image version' });
  await expect(versionSelect).toHaveValue('1', { timeout: 120_000 });
  await expect(picture).not.toHaveAttribute('src', original!);
  await versionSelect.selectOption({ label: 'Original' });
  await expect(picture).toHaveAttribute('src', original!);
  await page.getByRole('button', { name: 'Continue to Review and Finalize' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/3$/);

  // Stage 3: the Croatian default voice is chosen for an hr story; narrate, add music, render.
  await expect(page.getByRole('radio', { name: 'Ana', exact: true })).toBeChecked({ timeout: 30_000 });
  const narration = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/projects/${id}/audio`));
  await page.getByRole('button', { name: 'Generate Audio Narration' }).click();
  expect((await narration).postDataJSON()).toMatchObject({ voice_id: 'embedded-espeak-hr-f' });
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('figure', { name: `Page ${n} narration` })).toBeVisible({ timeout: 120_000 });
  }
  await page.getByRole('switch', { name: 'Add background music' }).click();
  await page.getByRole('textbox', { name: 'Music mood' }).fill('calm lullaby with soft piano');
  await page.getByRole('button', { name: 'Generate Music' }).click();
  await expect(page.getByRole('figure', { name: 'Background music' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Create Final Video' }).click();
  const panel = page.getByRole('region', { name: 'Video Generation' });
  await expect(panel.getByText('Your video is ready.')).toBeVisible({ timeout: 360_000 });

  // The video plays, and downloads as storybook-video.mp4 with picture and sound.
  const video = page.getByRole('region', { name: 'Final Video' }).locator('video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Video' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('storybook-video.mp4');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-journey-'));
  const file = path.join(folder, download.suggestedFilename());
  await download.saveAs(file);
  const { streams, format } = probe(file);
  expect(streams.map((stream) => stream.codec_type)).toEqual(expect.arrayContaining(['audio', 'video']));
  expect(Number(format.duration)).toBeGreaterThan(3);
  fs.rmSync(folder, { recursive: true, force: true });

  // The gallery shows it Completed; opening it is read-only.
  await page.goto('/app/gallery');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText('Completed') })
    .first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/3$/);
  await expect(page.getByText('Read-only mode: This project is completed and cannot be edited')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Final Video' })).toBeDisabled();

  // Edit as New: an editable copy, with the copy toasts, whose id differs from the original's.
  await page.getByRole('button', { name: 'Edit as New' }).click();
  await expect(page.getByText(/New project created successfully! \d+ images, \d+ audio files copied/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Read-only mode: This project is completed and cannot be edited')).toBeHidden();
  const copy = await projectIdOf(page);
  expect(copy).toBeTruthy();
  expect(copy).not.toBe(id);
});
