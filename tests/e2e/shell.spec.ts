import { expect, test } from '@playwright/test';
import { signUpInBrowser } from './support.ts';

test('the signed-in header: credits badge, user menu, theme, and Account Settings is coming soon', async ({ page }) => {
  const user = await signUpInBrowser(page);
  await page.goto('/app');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Discover' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'New Project' })).toBeVisible();
  // The sign-up bonus is the balance (the badge shows only once it has loaded).
  const credits = (await (
    await page.request.get('/api/credits', { headers: { authorization: `Bearer ${user.token}` } })
  ).json()) as {
    credits_balance: number;
  };
  await expect(header.getByText(`${credits.credits_balance} credits`)).toBeVisible();

  await header.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  const toast = page.getByText('Account settings coming soon!');
  await expect(toast).toBeVisible();
  // The toast opens under the header: Buy, the bell and the account menu stay in reach while it shows.
  const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await header.getByRole('button', { name: /^Notifications/ }).click({ trial: true });

  await header.getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(/\/app\/pricing$/);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header collapses into a menu with Gallery, Discover, New Project and Logout', async ({ page }) => {
    await signUpInBrowser(page);
    await page.goto('/app');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'New Project' })).toBeHidden();
    await header.getByRole('button', { name: 'Menu', exact: true }).click();

    const panel = header.getByRole('navigation', { name: 'Main' }).last();
    await expect(panel.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Discover' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'New Project' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await panel.getByRole('link', { name: 'Discover' }).click();
    await expect(page).toHaveURL(/\/app\/discover$/);
    await expect(header.getByRole('button', { name: 'Logout' })).toBeHidden();

    await header.getByRole('button', { name: 'Menu', exact: true }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
