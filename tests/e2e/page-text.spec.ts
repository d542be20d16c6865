import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiAs, probe, seconds, storyProject, subtitleTexts } from './pipeline.ts';
import { storeSession, signUpThroughApi } from './support.ts';

const TITLE = 'The Fox Who Changed the Story';
const EDITED = 'Pip found a silver lantern under the snow, and its light showed him the way home.';
/** Ray (flite), the quickest of the embedded voices. */
const RAY = 'embedded-flite-rms';

test('page text: edit a page in stage 2, narrate the changed page again, and read the new words in the video', async ({
  page,
}) => {
  // Measured here (embedded engines, 2 cores): setup ~10 s, narration ~5 s, the captioned render ~30 s; under load
  // the render alone has taken minutes (see stage3.spec.ts).
  test.setTimeout(420_000);
  const started = Date.now();
  const user = await signUpThroughApi(page.request);
  const call = apiAs(page.request, user);
  const { id, written } = await storyProject(page.request, user, { title: TITLE });
  const original = [...written.story.story].sort((a, b) => a.page_number - b.page_number).map((p) => p.page_text);
  // Narrated before the edit: page 2's narration goes out of date when its text changes.
  await call('POST', `/projects/${id}/audio`, {
    data: { story_pages: original.map((page_text, i) => ({ page_text, page: i + 1 })), voice_id: RAY },
  });
  const { costs } = (await call('GET', '/credit-costs')) as { costs: { audio_page: number } };
  console.log(`page text e2e: a narrated 3-page story set up through the API in ${seconds(started)}`);

  await storeSession(page, user);
  await page.goto('/app/gallery');
  await page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/3$/);
  await expect(page.getByText('Narration out of date')).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit Images and Text' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/2$/);

  // Stage 2: each page's text is a box; the edit saves on its own a second after typing stops.
  const pages = page.getByRole('region', { name: 'Story Pages' });
  const second = pages.getByRole('article', { name: 'Page 2' });
  const box = second.getByRole('textbox', { name: 'Text of page 2' });
  await expect(box).toHaveValue(original[1]!);
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/projects/${id}/story/pages/1`));
  await box.fill(`  ${EDITED}\n`);
  expect((await saved).postDataJSON()).toEqual({ page_text: EDITED });
  await expect(second.getByRole('status').first()).toHaveText('Saved');
  // What was typed stays as typed; the server keeps it trimmed.
  await expect(box).toHaveValue(`  ${EDITED}\n`);
  const data = await call('GET', `/projects/${id}/data`);
  expect(data.story.story_data.map((p: { page_text: string }) => p.page_text)).toEqual([original[0], EDITED, original[2]]);
  expect(data.files.audio.map((f: { page_number: number; out_of_date: boolean }) => [f.page_number, f.out_of_date])).toEqual([
    [1, false],
    [2, true],
    [3, false],
  ]);

  // Stage 3: the new words show, page 2 is marked, and only it is narrated again, at the server's price.
  await page.getByRole('button', { name: 'Continue to Review and Finalize' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/3$/);
  const review = page.getByRole('region', { name: 'Story Pages' });
  await expect(review.getByRole('article', { name: 'Page 2' })).toContainText(EDITED);
  await expect(review.getByRole('article', { name: 'Page 2' }).getByText('Narration out of date')).toBeVisible();
  await expect(review.getByText('Narration out of date')).toHaveCount(1);
  await expect(page.getByRole('figure', { name: 'Page 2 narration (out of date)' })).toBeVisible();
  const again = page.getByRole('button', { name: 'Narrate Changed Pages Again' });
  await expect(again).toHaveAccessibleDescription(
    `Page 2 changed after narration. Narrates it again: ${costs.audio_page} ${costs.audio_page === 1 ? 'credit' : 'credits'}.`,
  );
  const before = (await call('GET', '/credits')).credits_balance as number;
  let step = Date.now();
  const narrating = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/projects/${id}/audio`));
  await again.click();
  expect((await narrating).postDataJSON()).toMatchObject({ story_pages: [{ page: 2, page_text: `  ${EDITED}\n` }] });
  await expect(page.getByText('Narration out of date')).toHaveCount(0, { timeout: 120_000 });
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('figure', { name: 'Page 2 narration', exact: true })).toBeVisible();
  console.log(`page text e2e: page 2 narrated again in ${seconds(step)}`);
  expect((await call('GET', '/credits')).credits_balance).toBe(before - costs.audio_page);

  // The video carries each page's current text as its subtitle track.
  step = Date.now();
  await page.getByRole('button', { name: 'Create Final Video' }).click();
  await expect(page.getByRole('region', { name: 'Video Generation' }).getByText('Your video is ready.')).toBeVisible({
    timeout: 360_000,
  });
  console.log(`page text e2e: render in ${seconds(step)}`);
  const latest = await call('GET', `/projects/${id}/video/latest`);
  const video = await page.request.get(latest.video_url);
  expect(video.status()).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-page-text-')), 'story.mp4');
  fs.writeFileSync(file, await video.body());
  expect(probe(file).streams.map((stream) => stream.codec_type)).toContain('subtitle');
  expect(subtitleTexts(file)).toEqual([original[0], EDITED, original[2]]);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });

  // Completed: the text is read-only now, in stage 2 as on the server.
  await page.goto('/app/gallery');
  await page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/3$/);
  await expect(page.getByRole('link', { name: 'Edit Images and Text' })).toHaveCount(0);
  await page.goto('/app/stage/2');
  const finished = page.getByRole('region', { name: 'Story Pages' }).getByRole('article', { name: 'Page 2' });
  await expect(finished).toContainText(EDITED);
  await expect(finished.getByRole('textbox')).toHaveCount(0);
  const refused = await page.request.put(`/api/projects/${id}/story/pages/1`, {
    headers: { authorization: `Bearer ${user.token}` },
    data: { page_text: 'Too late to change.' },
  });
  expect(refused.status()).toBe(409);
  console.log(`page text e2e: the whole test took ${seconds(started)}`);
});
