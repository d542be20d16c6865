import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpInBrowser } from './support.ts';

/** A photo-like JPEG: a gradient sky, a face-coloured disc and a shirt, so every style has something to work on. */
async function photo(seed: number, width = 480, height = 360): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},50%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${height * 0.18}" fill="#e8b894"/>
    <rect x="${width * 0.35}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.4}" fill="#3a5fa0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** The drop zone's file input (the zone itself is its label; Playwright hands files to the input). */
const fileInput = (page: Page) => page.locator('input[type="file"]');

/** A new account with a new project, on stage 1. */
async function openNewProject(page: Page) {
  await signUpInBrowser(page);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Start Creating Free' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Images & Generate Style' })).toBeVisible();
  // The drop zone takes files once the project exists.
  await expect(fileInput(page)).toBeEnabled();
}

test('a new project: upload two photos, generate style options, approve one and go on to stage 2', async ({ page }) => {
  // The embedded style engine draws the three options in about 4 s here: room for a slower machine.
  test.setTimeout(120_000);
  await openNewProject(page);

  await page.getByRole('radio', { name: 'Watercolor' }).check();
  await fileInput(page).setInputFiles([
    { name: 'mia.jpg', mimeType: 'image/jpeg', buffer: await photo(1) },
    { name: 'luka.jpg', mimeType: 'image/jpeg', buffer: await photo(2, 360, 480) },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploaded images' });
  await expect(uploads.getByRole('img')).toHaveCount(2);
  await expect(page.getByText(/8 more can be added/)).toBeVisible();

  await page.getByRole('button', { name: 'Generate Style Images' }).click();
  const options = page.getByRole('radiogroup', { name: 'Generated Style Options' });
  await expect(options.getByRole('radio')).toHaveCount(3, { timeout: 90_000 });
  // The options are real pictures that loaded.
  await expect
    .poll(() =>
      options.getByRole('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);

  // The option's radio covers its picture (a transparent input over the image).
  await options.getByRole('radio', { name: 'Style option 2' }).click();
  await expect(options.getByRole('radio', { name: 'Style option 2' })).toBeChecked();
  const approval = page.waitForRequest((request) => request.url().endsWith('/approve-reference'));
  await page.getByRole('button', { name: 'Continue to Story Details' }).click();
  // The chosen picture goes as base64 without a data prefix, with the art style chosen above.
  const approved = (await approval).postDataJSON() as { image_base64: string; art_style: string };
  expect(approved.art_style).toBe('watercolor');
  expect(approved.image_base64).toMatch(/^[A-Za-z0-9+/]{100,}=*$/);

  await expect(page).toHaveURL(/\/app\/stage\/2$/);
  const stages = page.getByRole('navigation', { name: 'Workflow stages' });
  await expect(stages.getByRole('button', { name: 'Go to Image Upload & Style' })).toHaveAccessibleDescription('Completed');
  await expect(stages.getByRole('button', { name: 'Go to Story Details' })).toHaveAttribute('aria-current', 'step');
});

test('an uploaded photo can be removed: the server deletes it and a place frees up for another', async ({ page }) => {
  await openNewProject(page);
  await fileInput(page).setInputFiles([
    { name: 'mia.jpg', mimeType: 'image/jpeg', buffer: await photo(3) },
    { name: 'luka.jpg', mimeType: 'image/jpeg', buffer: await photo(4) },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploaded images' });
  await expect(uploads.getByRole('img')).toHaveCount(2);
  await expect(page.getByText(/8 more can be added/)).toBeVisible();

  const removal = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await uploads.getByRole('button', { name: 'Remove upload-1.jpg' }).click();
  const removed = await removal;
  expect(removed.status()).toBe(200);
  expect(new URL(removed.url()).pathname).toMatch(/^\/api\/projects\/[0-9a-f-]{36}\/uploads\/[0-9a-f-]{36}$/);
  await expect(uploads.getByRole('img')).toHaveCount(1);
  await expect(uploads.getByRole('img', { name: 'upload-2.jpg' })).toBeVisible();
  await expect(page.getByText(/9 more can be added/)).toBeVisible();

  // The next photo takes a new name, not the removed one's (names are the previews' alternative texts). The zone
  // takes files again once the last upload's progress bar has gone.
  await expect(fileInput(page)).toBeEnabled();
  await fileInput(page).setInputFiles([{ name: 'nana.jpg', mimeType: 'image/jpeg', buffer: await photo(5) }]);
  await expect(uploads.getByRole('img')).toHaveCount(2);
  await expect(uploads.getByRole('img', { name: 'upload-3.jpg' })).toBeVisible();
});

test("a file that is not an image is turned away with the drop zone's message, and nothing is uploaded", async ({ page }) => {
  await openNewProject(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/upload-images')) uploads.push(request.url());
  });
  await fileInput(page).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a photo. '.repeat(200)) },
  ]);
  const rejections = page.getByRole('alert').filter({ hasText: 'file was not added' });
  await expect(rejections.getByText('1 file was not added')).toBeVisible();
  await expect(rejections.getByText('notes.txt')).toBeVisible();
  await expect(rejections.getByText('Not a supported image type')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Uploaded images' })).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a project that cannot be made: stage 1 asks to refresh, New Project to try again', async ({ page }) => {
  await signUpInBrowser(page);
  await page.route('**/api/projects/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { detail: 'Down' } }) : route.continue(),
  );
  await page.goto('/app/stage/1');
  await expect(page.getByText('Failed to initialize project. Please refresh the page.')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'New Project' }).click();
  await expect(page.getByText('Failed to create project. Please try again.')).toBeVisible();
});
