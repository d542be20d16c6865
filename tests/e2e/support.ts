import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Meets the sign-up password policy. */
export const TEST_PASSWORD = 'Str0ng!Passw0rd';

export type TestUser = { email: string; password: string; token: string; refreshToken: string; user: unknown };

/** A fresh account made through the API (each test its own, so tests never share data). */
export async function signUpThroughApi(request: APIRequestContext, email = `${randomUUID()}@example.com`): Promise<TestUser> {
  const response = await request.post('/api/auth/signup', { data: { email, password: TEST_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    session: { access_token: string; refresh_token: string };
    user: unknown;
  };
  return {
    email,
    password: TEST_PASSWORD,
    token: body.session.access_token,
    refreshToken: body.session.refresh_token,
    user: body.user,
  };
}

/** Puts a session in the browser's storage the way the app keeps it (AuthStore's keys). */
export async function storeSession(page: Page, user: TestUser): Promise<void> {
  const exp = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  await page.addInitScript(
    ({ token, refreshToken, account, expiry }) => {
      // Once per tab: a later sign-out must stay signed out across navigations.
      if (sessionStorage.getItem('e2e.sessionStored')) return;
      sessionStorage.setItem('e2e.sessionStored', '1');
      localStorage.setItem('storyloom.auth.token', token);
      localStorage.setItem('storyloom.auth.refreshToken', refreshToken);
      localStorage.setItem('storyloom.auth.expiry', String(expiry));
      localStorage.setItem('storyloom.auth.user', JSON.stringify(account));
    },
    { token: user.token, refreshToken: user.refreshToken, account: user.user, expiry: exp.exp },
  );
}

/** A new account, signed in in this page's browser context. */
export async function signUpInBrowser(page: Page): Promise<TestUser> {
  const user = await signUpThroughApi(page.request);
  await storeSession(page, user);
  return user;
}
