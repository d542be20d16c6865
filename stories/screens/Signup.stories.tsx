import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SIGN_UP_MESSAGES } from '../../app/src/stores/AuthStore.ts';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import { passwordPolicy } from '../../app/src/routes/signup/passwordPolicy.ts';
import { socialProviders } from '../fixtures/auth.ts';

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

const signUps = (screen: Screen | null) => screen?.transport.requests.filter((r) => r.path === '/auth/signup') ?? [];

const meta = {
  title: 'Screens/Signup',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/signup', signedIn: false, api: { 'GET /auth/providers': { body: socialProviders } } },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The first story waits for the page's lazy module to be built.
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' }, { timeout: 15_000 })).toBeVisible();
  await canvas.findByRole('button', { name: 'Continue with Google' });
  const main = within(canvas.getByRole('main'));
  return {
    main,
    email: main.getByRole('textbox', { name: 'E-mail' }),
    password: main.getByLabelText(/^Password/),
    submit: main.getByRole('button', { name: 'Create Account' }),
  };
}

async function fillIn(canvasElement: HTMLElement, email = 'new.reader@example.com', password = 'Str0ng!Passw0rd') {
  const fields = await form(canvasElement);
  await userEvent.type(fields.email, email);
  await userEvent.type(fields.password, password);
  await userEvent.click(fields.submit);
  return fields;
}

/** Spec 000 §2, §5: e-mail and password with the policy shown as a hint, links to sign-in and home, providers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { main, email, password, submit } = await form(canvasElement);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(password).toHaveAttribute('minlength', '8');
    await expect(password).toHaveAccessibleDescription(passwordPolicy.message);
    await expect(submit).toBeEnabled();
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('button', { name: 'Continue with GitHub' })).toBeVisible();
  },
};

const invalid = screenHolder();

/** A bad address and a password that breaks the policy: the spec's exact message, and nothing is sent. */
export const ValidationErrors: Story = {
  args: { onReady: invalid.onReady },
  play: async ({ canvasElement }) => {
    const { main, password } = await fillIn(canvasElement, 'new.reader@', 'weakpassword1');
    await expect(await main.findByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(main.getByText(passwordPolicy.message)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(passwordPolicy.message);
    await expect(signUps(invalid.screen)).toHaveLength(0);
  },
};

const taken = screenHolder();

/** The server refuses (the address has an account): its message inline, the values kept. */
export const ServerError: Story = {
  args: {
    onReady: taken.onReady,
    api: {
      ...meta.args.api,
      'POST /auth/signup': { status: 409, body: { detail: 'An account with this e-mail already exists. Please sign in.' } },
    },
  },
  play: async ({ canvasElement }) => {
    const { main, email, password } = await fillIn(canvasElement);
    const alert = await main.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('An account with this e-mail already exists. Please sign in.'));
    await expect(email).toHaveValue('new.reader@example.com');
    await expect(password).toHaveValue('Str0ng!Passw0rd');
    await expect(signUps(taken.screen)[0]!.body).toEqual({ email: 'new.reader@example.com', password: 'Str0ng!Passw0rd' });
    await expect(taken.screen!.router.state.location.pathname).toBe('/signup');
  },
};

const busy = screenHolder();

/** While the server answers: the button is busy and a second click sends nothing. */
export const Submitting: Story = {
  args: { onReady: busy.onReady, api: { ...meta.args.api, 'POST /auth/signup': pending } },
  play: async ({ canvasElement }) => {
    const { submit } = await fillIn(canvasElement);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(signUps(busy.screen)).toHaveLength(1);
    await userEvent.unhover(submit);
  },
};

const confirm = screenHolder();

/** Spec 000 §4: no session and no success: the page asks to confirm by e-mail, and stays. */
export const ConfirmByEmail: Story = {
  args: { onReady: confirm.onReady, api: { ...meta.args.api, 'POST /auth/signup': { body: { success: false } } } },
  play: async ({ canvasElement }) => {
    const { main } = await fillIn(canvasElement);
    const notice = await main.findByRole('status');
    await expect(notice).toHaveTextContent(SIGN_UP_MESSAGES.confirmEmail);
    await expect(notice).toHaveFocus();
    await expect(main.queryByRole('form', { name: 'Sign up' })).toBeNull();
    await expect(main.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(confirm.screen!.router.state.location.pathname).toBe('/signup');
  },
};

const created = screenHolder();

/** Spec 000 §4: success without a session: the confirmation, then /login after 2 s. */
export const CreatedThenRedirect: Story = {
  args: {
    onReady: created.onReady,
    api: {
      ...meta.args.api,
      'POST /auth/signup': { body: { success: true, message: 'Account created! Check your inbox to confirm your e-mail.' } },
    },
  },
  play: async ({ canvasElement }) => {
    const { main } = await fillIn(canvasElement);
    const notice = await main.findByRole('status');
    await expect(notice).toHaveTextContent('Account created! Check your inbox to confirm your e-mail.');
    await expect(notice).toHaveTextContent('Taking you to sign in…');
    const shownAt = Date.now();
    await expect(created.screen!.router.state.location.pathname).toBe('/signup');
    await waitFor(() => expect(created.screen!.router.state.location.pathname).toBe('/login'), { timeout: 4000 });
    await expect(Date.now() - shownAt).toBeGreaterThan(1500);
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome back' });
  },
};

/** On a phone (390 × 844), with the policy error shown, without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { main } = await fillIn(canvasElement, 'new.reader@example.com', 'short');
    await expect(await main.findByText(passwordPolicy.message)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
