// The public account screens against the real server: sign-up, sign-out, sign-in, the page remembered by the guard,
// session expiry, and the payment result after the embedded checkout.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser, signUpThroughApi, storeSession, TEST_PASSWORD, type TestUser } from './support.ts';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

async function signInThroughForm(page: Page, email: string, password = TEST_PASSWORD) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main.getByLabel(/^Password/).fill(password);
  await main.getByRole('button', { name: 'Sign In' }).click();
}

test('signs up through the form, signs out from the user menu, and signs back in', async ({ page }) => {
  const email = `${randomUUID()}@example.com`;
  await page.goto('/signup');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  // The policy is checked before anything is sent, with the spec's message.
  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main.getByLabel(/^Password/).fill('weakpassword');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    main.getByText(
      'Password must be at least 8 characters and contain uppercase letter, lowercase letter, number, and special character.',
    ),
  ).toHaveCount(1);
  await expect(page).toHaveURL(/\/signup$/);

  await main.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  expect(await page.evaluate(() => localStorage.getItem('storyloom.auth.token'))).toBeTruthy();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storyloom.auth.token'))).toBeNull();

  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app$/);
});

test('an address that already has an account is refused inline on sign-up', async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await main.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByRole('alert')).toHaveText('An account with this e-mail already exists. Please sign in.');
  await expect(main.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email);
});

test("a wrong password shows the server's message inline and keeps the form", async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  await page.goto('/login');
  await signInThroughForm(page, user.email, 'Wrong!Passw0rd');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText('Invalid e-mail or password');
  await expect(main.getByRole('textbox', { name: 'E-mail' })).toHaveValue(user.email);
  await expect(main.getByLabel(/^Password/)).toHaveValue('Wrong!Passw0rd');
  await expect(page).toHaveURL(/\/login$/);
  // A refused sign-in is not a session that expired.
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
});

test('signing in returns to the page the guard sent the user from', async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  await page.goto('/app/billing-history');
  await expect(page).toHaveURL(/\/login\?from=%2Fapp%2Fbilling-history$/);
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL(/\/app\/billing-history$/);
});

test('Sign up from the sign-in page keeps the page to return to, and a new account lands there', async ({ page }) => {
  await page.goto('/app/billing-history');
  await expect(page).toHaveURL(/\/login\?from=%2Fapp%2Fbilling-history$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup\?from=%2Fapp%2Fbilling-history$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail' }).fill(`${randomUUID()}@example.com`);
  await main.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/billing-history$/);
});

test('a brand-new account is welcomed, not welcomed back', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/app');
  await expect(page.getByText('Welcome to Storyloom')).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
});

test('a stored session that fails its check on the payment page goes to /login and comes back', async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  await storeSession(page, { ...user, token: `${user.token.slice(0, -4)}AAAA` });
  await page.goto('/payment-success?session_id=cs_unknown');
  await expect(page).toHaveURL(/\/login\?from=%2Fpayment-success%3Fsession_id%3Dcs_unknown$/);
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_unknown$/);
});

test('/login and /signup send a signed-in user on to /app', async ({ page }) => {
  await signUpInBrowser(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/app$/);
});

/** The session in the browser as the app keeps it, without a refresh token (so it cannot be renewed). */
async function storeUnrenewableSession(page: Page, user: TestUser, token = user.token) {
  const exp = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
  await page.addInitScript(
    ({ token, account, expiry }) => {
      if (sessionStorage.getItem('e2e.sessionStored')) return;
      sessionStorage.setItem('e2e.sessionStored', '1');
      localStorage.setItem('storyloom.auth.token', token);
      localStorage.setItem('storyloom.auth.expiry', String(expiry));
      localStorage.setItem('storyloom.auth.user', JSON.stringify(account));
    },
    { token, account: user.user, expiry: exp },
  );
}

test('a session that runs out while the app is open ends with the warning and /login', async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  await storeUnrenewableSession(page, user);
  await page.clock.install();
  await page.goto('/app/gallery');
  await expect(page).toHaveURL(/\/app\/gallery$/);

  // Two hours later (the server's token life) the 30-minute check finds it expired and cannot renew it.
  await page.clock.fastForward('02:00:00');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storyloom.auth.token'))).toBeNull();
});

test('a stored token the server refuses ends the session with the warning and /login', async ({ page, request }) => {
  const user = await signUpThroughApi(request);
  // Looks valid for hours to the browser, but its signature is not the server's.
  const [header, payload] = user.token.split('.');
  await storeUnrenewableSession(page, user, `${header}.${payload}.forged-signature`);
  await page.goto('/app/gallery');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
});

test('a stored token that has already run out is dropped on start with the warning, and the guard asks to sign in', async ({
  page,
  request,
}) => {
  const user = await signUpThroughApi(request);
  await storeUnrenewableSession(page, user);
  // Opened 2 hours later than the token was made: fewer than 30 minutes of life left.
  await page.clock.install({ time: Date.now() + 2 * 3600 * 1000 });
  await page.goto('/app/gallery');
  await expect(page).toHaveURL(/\/login\?from=%2Fapp%2Fgallery$/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storyloom.auth.token'))).toBeNull();
});

test('the sign-in, sign-up and callback pages pass axe', async ({ page }) => {
  for (const path of ['/login', '/signup', '/auth/callback?error=access_denied&error_description=Cancelled']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
  }
  await expect(page.getByRole('alert')).toHaveText(/Cancelled/);
  await page.getByRole('link', { name: 'Return to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

/** Starts a checkout of the cheapest pack for the user, as the pricing page does, and returns the checkout page. */
async function startCheckout(page: Page, user: TestUser): Promise<string> {
  const auth = { authorization: `Bearer ${user.token}` };
  const packs = (await (await page.request.get('/api/credit-packages', { headers: auth })).json()) as {
    packages: { id: string }[];
  };
  const response = await page.request.post('/api/purchase-credits', {
    headers: auth,
    data: { package_id: packs.packages[0]!.id },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { checkout_url: string }).checkout_url;
}

test('after paying signed in, the payment page shows the credits added and the new balance', async ({ page }) => {
  const user = await signUpInBrowser(page);
  await page.goto(await startCheckout(page, user));
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  const credits = (await (
    await page.request.get('/api/credits', { headers: { authorization: `Bearer ${user.token}` } })
  ).json()) as {
    credits_balance: number;
  };
  await expect(main.getByText('New balance')).toBeVisible();
  await expect(main.getByText(credits.credits_balance.toLocaleString('en-US'), { exact: true })).toBeVisible();
  await expect(main.getByText('Please log in to see your credits.')).toHaveCount(0);
  // A signed-in buyer keeps the app's header: the balance, the bell and the account menu.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(header.getByText(`${credits.credits_balance} credits`)).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
});

test('a cancelled checkout says so on the pricing page, once', async ({ page }) => {
  const user = await signUpInBrowser(page);
  await page.goto(await startCheckout(page, user));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app\/pricing$/);
  await expect(page.getByText('Checkout cancelled. No payment was made and no credits were added.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Checkout cancelled. No payment was made and no credits were added.')).toHaveCount(0);
});

test('after paying signed out, the payment page works and asks to log in to see the credits', async ({ browser, request }) => {
  const user = await signUpThroughApi(request);
  const buyer = await browser.newContext();
  const page = await buyer.newPage();
  await page.goto(await startCheckout(page, user));
  await page.getByRole('button', { name: /^Pay/ }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(main.getByText('Please log in to see your credits.')).toBeVisible();
  await main.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fapp%2Fcredits$/);
  await signInThroughForm(page, user.email);
  await expect(page).toHaveURL(/\/app\/credits$/);
  await buyer.close();
});

test('the payment page without a session id says so', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('No session ID found');
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-in and sign-up forms fit without sideways scrolling', async ({ page }) => {
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
