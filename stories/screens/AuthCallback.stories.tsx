import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OAUTH_RETURN_KEY, SOCIAL_MESSAGES } from '../../app/src/stores/AuthStore.ts';
import { pending, ScreenHarness, signedInApi, type Screen } from '../../app/src/testing/screen.tsx';
import { signedInSession, socialProviders } from '../fixtures/auth.ts';

/** Holds the screen the harness hands over (a fresh one for each story run). */
function screenHolder() {
  const holder: { screen: Screen | null; onReady: (screen: Screen) => void } = {
    screen: null,
    onReady: (screen) => {
      holder.screen = screen;
    },
  };
  return holder;
}

const exchanges = (screen: Screen | null) => screen?.transport.requests.filter((r) => r.path === '/auth/exchange') ?? [];

const meta = {
  title: 'Screens/AuthCallback',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/auth/callback?code=one-time-code&redirect_to=%2Fapp%2Fgallery', signedIn: false },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first story waits for the page's lazy module to be built. */
async function heading(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name }, { timeout: 15_000 })).toBeVisible();
  return within(canvas.getByRole('main'));
}

const trading = screenHolder();

/** The one-time code is being traded for a session: a spinner, the code sent once. */
export const Processing: Story = {
  args: { onReady: trading.onReady, api: { 'POST /auth/exchange': pending } },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Signing you in…');
    await expect(main.getByRole('status')).toHaveTextContent('Completing sign-in…');
    await waitFor(() => expect(exchanges(trading.screen)).toHaveLength(1));
    await expect(exchanges(trading.screen)[0]!.body).toEqual({ code: 'one-time-code' });
  },
};

const back = screenHolder();

/** The provider sent an error: error_description is shown, and Return to Login goes to /login. Nothing is traded. */
export const ProviderError: Story = {
  args: {
    path: `/auth/callback?${new URLSearchParams({
      error: 'access_denied',
      error_description: 'You cancelled the sign-in with Google.',
    })}`,
    onReady: back.onReady,
    api: { 'GET /auth/providers': { body: socialProviders } },
  },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Sign-in failed');
    await expect(main.getByRole('alert')).toHaveTextContent('You cancelled the sign-in with Google.');
    await expect(exchanges(back.screen)).toHaveLength(0);
    const link = main.getByRole('link', { name: 'Return to Login' });
    await expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    await waitFor(() => expect(back.screen!.router.state.location.pathname).toBe('/login'));
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' });
  },
};

/** Only an error code: that is shown. */
export const ProviderErrorCode: Story = {
  args: { path: '/auth/callback?error=server_error' },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Sign-in failed');
    await expect(main.getByRole('alert')).toHaveTextContent('server_error');
  },
};

const empty = screenHolder();

/** Spec 000 §8: nothing came back from the provider. */
export const NoData: Story = {
  args: { path: '/auth/callback', onReady: empty.onReady },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Sign-in failed');
    await expect(main.getByRole('alert')).toHaveTextContent(SOCIAL_MESSAGES.noData);
    await expect(exchanges(empty.screen)).toHaveLength(0);
  },
};

const refused = screenHolder();

/** The code was refused (used or expired): 'Authentication failed.', and it was tried once only. */
export const ExchangeFailed: Story = {
  args: {
    onReady: refused.onReady,
    api: { 'POST /auth/exchange': { status: 401, body: { detail: 'This sign-in code is invalid or has expired' } } },
  },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Sign-in failed');
    await expect(main.getByRole('alert')).toHaveTextContent(SOCIAL_MESSAGES.failed);
    await expect(exchanges(refused.screen)).toHaveLength(1);
  },
};

const signedIn = screenHolder();

/** Signed in: on to the page remembered before sign-in (its content stays loading here). */
export const SignedInToRememberedPage: Story = {
  args: {
    onReady: signedIn.onReady,
    sessionStorage: { [OAUTH_RETURN_KEY]: '/app/billing-history' },
    api: {
      ...signedInApi(),
      'POST /auth/exchange': signedInSession,
      'GET /credit-transactions': pending,
      'GET /credits': pending,
    },
  },
  play: async () => {
    await waitFor(() => expect(signedIn.screen!.router.state.location.pathname).toBe('/app/billing-history'), {
      timeout: 15_000,
    });
    await expect(signedIn.screen!.stores.auth.isAuthenticated).toBe(true);
    await expect(exchanges(signedIn.screen)).toHaveLength(1);
  },
};

/** The error state on a phone (390 × 844). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { path: '/auth/callback?error=access_denied&error_description=You%20cancelled%20the%20sign-in%20with%20Google.' },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Sign-in failed');
    await expect(main.getByRole('link', { name: 'Return to Login' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
