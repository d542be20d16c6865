import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './pipeline.ts';
import { signUpThroughApi, storeSession } from './support.ts';

/** Counts the page's full loads from now on (a reload is one). */
function countLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('load', () => loads++);
  return { count: () => loads };
}

/**
 * From now on the scripts the page had not fetched yet are gone, as after a redeploy: the server answers 404 for
 * them (it does for a missing asset). With `untilReload`, the next page load gets them (the new build's index.html
 * names files that exist); without it they stay gone (a broken deploy, or the network).
 */
async function removeUnloadedChunks(page: Page, loaded: Set<string>, untilReload: boolean): Promise<void> {
  let newBuild = false;
  page.on('request', (request) => {
    if (untilReload && request.isNavigationRequest()) newBuild = true;
  });
  await page.route('**/assets/**', async (route) => {
    if (newBuild || loaded.has(route.request().url())) return route.continue();
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
}

function trackAssets(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) loaded.add(request.url());
  });
  return loaded;
}

test('a page whose code is gone after a redeploy reloads once and opens', async ({ page }) => {
  const loaded = trackAssets(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await removeUnloadedChunks(page, new Set(loaded), true);
  const loads = countLoads(page);

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(loads.count()).toBe(1);
});

test('a page whose code keeps failing shows the error after one reload, and never loops', async ({ page }) => {
  const loaded = trackAssets(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await removeUnloadedChunks(page, new Set(loaded), false);
  const loads = countLoads(page);

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads.count()).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
});

test('a new page opens at the top with focus on its heading; back restores the scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const landingScroll = await page.evaluate(() => window.scrollY);
  expect(landingScroll).toBeGreaterThan(300);

  await footer.getByRole('link', { name: 'Sign In' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Welcome back' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(landingScroll);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('gallery → Continue opens stage 1 at its top, focused on its heading', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const user = await signUpThroughApi(request);
  const send = apiAs(request, user);
  for (let n = 1; n <= 9; n++) {
    const { project_id: id } = await send('POST', '/projects/');
    await send('PUT', `/projects/${id}`, { data: { story_title: `Story ${n}` } });
  }
  await storeSession(page, user);
  await page.goto('/app/gallery');
  const last = page.getByRole('article', { name: 'Story 1' });
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await last.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/stage\/1$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Upload Images & Generate Style' });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
