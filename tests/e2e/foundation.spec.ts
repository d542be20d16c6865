import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('health reports the database and every media tool available', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe('ok');
  for (const name of ['database', 'ffmpeg', 'flite', 'espeak_ng']) {
    expect(body.components[name], name).toMatchObject({ ok: true });
  }
});

test('unknown API paths answer 404 in the error shape, app paths get the app', async ({ request }) => {
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: 'Not found' });
  const page = await request.get('/some/app/route');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});

test('landing page renders, passes axe, and the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const html = page.locator('html');
  const lightClass = await html.getAttribute('class');
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  await toDark.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  const darkClass = await html.getAttribute('class');
  expect(darkClass).not.toBe(lightClass);
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(html).toHaveAttribute('class', darkClass ?? '');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

  const darkAxe = await new AxeBuilder({ page }).analyze();
  expect(darkAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('any other path redirects to the landing page', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
