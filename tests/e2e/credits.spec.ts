import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support.ts';

/** The balance the header's credits badge shows (it appears once the balance has loaded). */
async function badgeBalance(page: Page): Promise<number> {
  const badge = page
    .getByRole('banner')
    .getByText(/^[\d,]+ credits?$/)
    .first();
  await expect(badge).toBeVisible();
  return Number((await badge.textContent())!.replace(/\D/g, ''));
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('buying a pack through the test checkout adds its credits: the badge and Billing History show it', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/app/pricing');
  await expect(page.getByRole('heading', { level: 3, name: 'Pro' })).toBeVisible();
  const before = await badgeBalance(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Buy 100 credits' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[^/]+$/);
  // The payment page (where the checkout returns) confirms the session with the server.
  const confirmed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/payment-success');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=[^&]+/);
  expect((await confirmed).ok()).toBe(true);

  await page.goto('/app/billing-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  await expect.poll(() => badgeBalance(page)).toBe(before + 100);
  const overview = page.getByRole('region', { name: 'Credits Overview' });
  await expect(overview.getByText('Current Balance').locator('..')).toContainText(String(before + 100));
  await expect(overview.getByText('Total Purchased').locator('..')).toContainText('100');
  const purchase = page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem').filter({ hasText: 'Purchase' });
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toContainText('Starter pack (100 credits)');
  await expect(purchase).toContainText('+100 credits');

  // The purchase pill keeps only that row.
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('WELCOME10 redeems once; a second time the server refuses it', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/app/pricing');
  const before = await badgeBalance(page);

  const field = page.getByRole('textbox', { name: 'Discount code' });
  const redeem = page.getByRole('button', { name: 'Redeem' });
  await field.pressSequentially('welcome10');
  await expect(field).toHaveValue('WELCOME10');
  await expect(page.getByText('10 credits: Welcome gift: 10 free credits')).toBeVisible();
  await expect(redeem).toBeEnabled();
  await redeem.click();
  await expect(page.getByText('10 credits added to your account!')).toBeVisible();
  await expect.poll(() => badgeBalance(page)).toBe(before + 10);
  await expect(field).toHaveValue('');
  await expect(redeem).toBeDisabled();

  // The second time: the server's answer, and nothing to redeem.
  await field.pressSequentially('welcome10');
  await expect(page.getByText('You have already redeemed this code')).toBeVisible();
  await expect(redeem).toBeDisabled();
  expect(await badgeBalance(page)).toBe(before + 10);

  await page.goto('/app/billing-history');
  const bonus = page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem').filter({ hasText: 'WELCOME10' });
  await expect(bonus).toContainText('Discount code WELCOME10');
  await expect(bonus).toContainText('+10 credits');
});

test('the credits page shows the balance and totals, the packs and the way to Billing History', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/app/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  const balance = await badgeBalance(page);
  const overview = page.getByRole('region', { name: 'Credits Overview' });
  await expect(overview.getByText('Current Balance').locator('..')).toContainText(String(balance));
  await expect(overview.getByText('Total Used').locator('..')).toContainText('0');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Starter', 'Creator', 'Pro', 'Enterprise']);
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Billing History' }).last().click();
  await expect(page).toHaveURL(/\/app\/billing-history$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\/credits$/);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pricing, credits and billing history fit the screen', async ({ page }) => {
    await signUpInBrowser(page);
    for (const [path, ready] of [
      ['/app/pricing', page.getByRole('heading', { level: 3, name: 'Enterprise' })],
      ['/app/credits', page.getByRole('heading', { level: 3, name: 'Enterprise' })],
      ['/app/billing-history', page.getByRole('link', { name: 'Start Creating' })],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(ready).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
