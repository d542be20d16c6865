import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs as api, approvedProject, seconds } from './pipeline.ts';
import { signUpThroughApi, storeSession, type TestUser } from './support.ts';

/** Opens the project from the gallery: with uploads and style images but no pages, it opens at stage 2. */
async function openFromGallery(page: Page, user: TestUser) {
  await storeSession(page, user);
  await page.goto('/app/gallery');
  await page.getByRole('article', { name: 'Untitled Story' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Story Details and Generation' })).toBeVisible();
  await expect(page).toHaveTitle('Story Details · Storyloom');
}

const isCall = (method: string, path: string) => (response: { request(): { method(): string }; url(): string }) =>
  response.request().method() === method && new URL(response.url()).pathname === `/api${path}`;

test('stage 2: Magic Fill, a 3-page story, then one page regenerated and its versions switched', async ({ page }) => {
  // Measured here (embedded engines, 2 cores, idle): setup ~10 s (the style options), the story ~7 s, one page ~4 s;
  // the whole test ~30 s. Other suites running at once make it several times slower: hence the room.
  test.setTimeout(300_000);
  const started = Date.now();
  const user = await signUpThroughApi(page.request);
  const id = await approvedProject(page.request, user);
  console.log(`stage 2 e2e: project with an approved reference set up through the API in ${seconds(started)}`);
  const call = api(page.request, user);

  await openFromGallery(page, user);
  const blueprint = page.getByRole('region', { name: 'Story Blueprint' });
  await expect(blueprint.getByText("Children's Bedtime Story")).toBeVisible();
  await expect(blueprint.getByText('English')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Approved reference' })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Story' });
  await expect(generate).toBeDisabled();
  await expect(
    page.getByText('Please describe the characters in your reference image and provide a story context.'),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Magic Fill: the details suggested from the reference image fill the texts, which then save to the project.
  const description = page.getByRole('textbox', { name: /Character Description/ });
  const context = page.getByRole('textbox', { name: /Story Context/ });
  const filled = page.waitForResponse(isCall('POST', `/projects/${id}/auto-generate-story-details`));
  await page.getByRole('button', { name: 'Magic Fill' }).click();
  const details = (await (await filled).json()).story_details as Record<string, string>;
  await expect(description).toHaveValue(details.character_description!);
  await expect(context).toHaveValue(details.story_context!);
  await expect(page.getByRole('textbox', { name: 'Story Title' })).toHaveValue(details.story_title!);
  await expect(page.getByRole('textbox', { name: 'Story Instructions' })).toHaveValue(details.story_instructions!);
  await expect(page.getByText('Saved')).toBeVisible({ timeout: 10_000 });
  const saved = (await call('GET', `/projects/${id}`)).project;
  expect(saved).toMatchObject({ character_description: details.character_description, story_title: details.story_title });

  // Generate Story: written and illustrated, then on to stage 3.
  let step = Date.now();
  await expect(generate).toBeEnabled();
  const story = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/projects/${id}/story`);
  await generate.click();
  expect((await story).postDataJSON()).toMatchObject({
    character_description: details.character_description,
    context: details.story_context,
    num_pages: 3,
    language: 'en',
    art_style: 'watercolor',
  });
  await expect(page).toHaveURL(/\/app\/stage\/3$/, { timeout: 180_000 });
  console.log(`stage 2 e2e: story of 3 pages written and illustrated in ${seconds(step)}`);
  const versions = await call('GET', `/projects/${id}/image-versions`);
  expect(Object.keys(versions.image_versions)).toEqual(['0', '1', '2']);
  expect((await call('GET', `/projects/${id}`)).project.stages_completed).toMatchObject({ 1: true, 2: true });

  // Back on stage 2: the pages with their pictures.
  await page.getByRole('button', { name: 'Go to Story Details' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/2$/);
  await expect(page.getByRole('button', { name: 'Regenerate Story' })).toBeVisible();
  const pages = page.getByRole('region', { name: 'Story Pages' }).getByRole('article');
  await expect(pages).toHaveCount(3);
  const second = page.getByRole('article', { name: 'Page 2' });
  const picture = second.getByRole('button', { name: 'Zoom image of page 2' }).locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  const original = await picture.getAttribute('src');

  // Regenerate Image: the new picture becomes page 2's current version.
  step = Date.now();
  await second.getByRole('textbox', { name: /What should change/ }).fill('Make the sky a little brighter');
  const regenerated = page.waitForResponse(isCall('POST', `/projects/${id}/regenerate-image`), { timeout: 120_000 });
  await second.getByRole('button', { name: 'Regenerate Image' }).click();
  expect((await regenerated).status()).toBe(200);
  const versionSelect = second.getByRole('combobox', { name: 'Image version' });
  await expect(versionSelect).toHaveValue('1');
  await expect(versionSelect.locator('option')).toHaveText(['Original', 'Version 2']);
  await expect(picture).not.toHaveAttribute('src', original!);
  console.log(`stage 2 e2e: page 2 regenerated in ${seconds(step)}`);
  const afterRegenerate = await call('GET', `/projects/${id}/image-versions`);
  // The server keeps the regenerated picture as the page's second version, once.
  expect(afterRegenerate.image_versions['1']).toHaveLength(2);
  expect(afterRegenerate.current_versions['1']).toBe(1);

  // Back to the original picture through the dropdown: shown and saved.
  const switched = page.waitForResponse(isCall('PUT', `/projects/${id}/current-image-versions`));
  await versionSelect.selectOption({ label: 'Original' });
  expect((await switched).status()).toBe(200);
  await expect(picture).toHaveAttribute('src', afterRegenerate.image_versions['1'][0].image_url);
  expect((await call('GET', `/projects/${id}/image-versions`)).current_versions['1']).toBe(0);
  await expect(page.getByRole('button', { name: 'Continue to Review and Finalize' })).toBeEnabled();
});

test('stage 2: a story that costs more credits than the user has opens the insufficient-credits dialog', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await signUpThroughApi(page.request);
  const id = await approvedProject(page.request, user);
  // Ten pages cost 10 + 50 credits; the new account has 45 left after its style options.
  const call = api(page.request, user);
  await call('PUT', `/projects/${id}`, { data: { num_pages: 10 } });
  expect((await call('GET', '/credits')).credits_balance).toBe(45);

  await openFromGallery(page, user);
  await expect(page.getByRole('region', { name: 'Story Blueprint' }).getByText('10')).toBeVisible();
  await page.getByRole('textbox', { name: /Character Description/ }).fill('Pip, a small fox with a blue scarf');
  await page.getByRole('textbox', { name: /Story Context/ }).fill('A snowy forest on the longest night of the year');
  const refused = page.waitForResponse(isCall('POST', `/projects/${id}/story`));
  await page.getByRole('button', { name: 'Generate Story' }).click();
  expect((await refused).status()).toBe(402);

  const dialog = page.getByRole('dialog', { name: 'Insufficient Credits' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('You need 60 credits but have 45.')).toBeVisible();
  await expect(dialog.getByText('Shortage').locator('xpath=following-sibling::dd')).toHaveText('15');
  await expect(
    page.getByText(
      'Insufficient credits to generate story. You need 60 credits but have 45. Please purchase more credits to continue.',
    ),
  ).toBeVisible();

  // Buy Credits opens the credits page in a new tab; the story stays where it was.
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: 'Buy Credits' }).click();
  const credits = await opened;
  await expect(credits).toHaveURL(/\/app\/credits$/);
  await credits.close();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/stage\/2$/);
  await expect(page.getByRole('button', { name: 'Generate Story' })).toBeEnabled();
  expect((await call('GET', '/credits')).credits_balance).toBe(45);
});
