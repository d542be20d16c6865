import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

const signIns = (screen: Screen | null) => screen?.transport.requests.filter((r) => r.path === '/auth/signin') ?? [];

const meta = {
  title: 'Screens/Login',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/login', signedIn: false, api: { 'GET /auth/providers': { body: socialProviders } } },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form has rendered (and the provider buttons have come). */
async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The first story waits for the page's lazy module to be built.
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 15_000 })).toBeVisible();
  await canvas.findByRole('button', { name: 'Continue with Google' });
  return { canvas, main: within(canvas.getByRole('main')) };
}

/** Spec 000 §2, §5: e-mail (required, e-mail type) and password (at least 6), links, and one button per provider. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { main } = await form(canvasElement);
    const email = main.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    const password = main.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('minlength', '6');
    await expect(main.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
  },
};

const invalid = screenHolder();

/** Nothing is sent while a field is wrong: missing values first, then a bad address and a short password. */
export const ValidationErrors: Story = {
  args: { onReady: invalid.onReady },
  play: async ({ canvasElement }) => {
    const { main } = await form(canvasElement);
    await userEvent.click(main.getByRole('button', { name: 'Sign In' }));
    await expect(await main.findByText('Enter your e-mail address.')).toBeVisible();
    await expect(main.getByText('Enter your password.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();

    await userEvent.type(main.getByRole('textbox', { name: 'E-mail' }), 'mia.hart');
    await userEvent.type(main.getByLabelText(/^Password/), 'abc12');
    await userEvent.click(main.getByRole('button', { name: 'Sign In' }));
    await expect(await main.findByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(main.getByText('Password must be at least 6 characters.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    await expect(signIns(invalid.screen)).toHaveLength(0);
  },
};

const refused = screenHolder();

/** Wrong password: the server's words inline (not 'session expired'), the values kept, still on /login. */
export const WrongPassword: Story = {
  args: {
    onReady: refused.onReady,
    api: {
      ...meta.args.api,
      'POST /auth/signin': { status: 401, body: { detail: 'Invalid e-mail or password' } },
    },
  },
  play: async ({ canvasElement }) => {
    const { main } = await form(canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: 'E-mail' }), 'mia.hart@example.com');
    await userEvent.type(main.getByLabelText(/^Password/), 'not-my-password');
    await userEvent.click(main.getByRole('button', { name: 'Sign In' }));
    const alert = await main.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Invalid e-mail or password'));
    await expect(main.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mia.hart@example.com');
    await expect(main.getByLabelText(/^Password/)).toHaveValue('not-my-password');
    await expect(main.getByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-busy');
    await expect(refused.screen!.router.state.location.pathname).toBe('/login');
    await expect(signIns(refused.screen)[0]!.body).toEqual({ email: 'mia.hart@example.com', password: 'not-my-password' });
  },
};

const busy = screenHolder();

/** While the server answers: the button shows it is busy, and a second click or Enter sends nothing more. */
export const Submitting: Story = {
  args: { onReady: busy.onReady, api: { ...meta.args.api, 'POST /auth/signin': pending } },
  play: async ({ canvasElement }) => {
    const { main } = await form(canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: 'E-mail' }), 'mia.hart@example.com');
    await userEvent.type(main.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    const submit = main.getByRole('button', { name: 'Sign In' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await userEvent.type(main.getByLabelText(/^Password/), '{Enter}');
    await expect(signIns(busy.screen)).toHaveLength(1);
    // Off the button again, so the screenshot shows the busy button without a hover colour.
    await userEvent.unhover(submit);
  },
};

const returning = screenHolder();

/** Sent here by the guard from a page under /app: signing in goes back to it (spec 000 §2). */
export const ReturnsToRememberedPage: Story = {
  args: {
    path: `/login?from=${encodeURIComponent('/app/billing-history')}`,
    onReady: returning.onReady,
    api: {
      ...signedInApi(),
      ...meta.args.api,
      'POST /auth/signin': signedInSession,
      // The page it returns to stays loading: this story is about where it lands.
      'GET /credit-transactions': pending,
      'GET /credits': pending,
    },
  },
  play: async ({ canvasElement }) => {
    const { main } = await form(canvasElement);
    await userEvent.type(main.getByRole('textbox', { name: 'E-mail' }), 'mia.hart@example.com');
    await userEvent.type(main.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await userEvent.click(main.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(returning.screen!.router.state.location.pathname).toBe('/app/billing-history'));
    await expect(returning.screen!.stores.auth.isAuthenticated).toBe(true);
  },
};

const social = screenHolder();

/** A provider button hands over to GET /api/auth/{provider} after 100 ms, remembering the page to return to. */
export const SocialSignIn: Story = {
  args: { path: `/login?from=${encodeURIComponent('/app/discover')}`, onReady: social.onReady },
  play: async ({ canvasElement }) => {
    const { main } = await form(canvasElement);
    const google = main.getByRole('button', { name: 'Continue with Google' });
    await userEvent.click(google);
    await expect(google).toHaveAttribute('aria-busy', 'true');
    await expect(main.getByRole('button', { name: 'Continue with GitHub' })).toBeDisabled();
    await waitFor(() => expect(social.screen!.leftFor).toEqual(['/api/auth/google?redirect_to=%2Fapp%2Fdiscover']));
    await userEvent.unhover(google);
  },
};

/** Spec 000 §9: the sign-in form on a phone (390 × 844), without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
