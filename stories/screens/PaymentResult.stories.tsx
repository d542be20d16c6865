import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PAYMENT_MESSAGES } from '../../app/src/stores/PaymentStore.ts';
import { fakeAccessToken } from '../../app/src/testing/fakeTransport.ts';
import { pending, SCREEN_NOW, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import { paidCheckout } from '../fixtures/auth.ts';

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

const confirmations = (screen: Screen | null) =>
  screen?.transport.requests.filter((r) => r.method === 'POST' && r.path === '/payment-success') ?? [];

const meta = {
  title: 'Screens/PaymentResult',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/payment-success?session_id=cs_test_a1b2c3', api: { 'POST /payment-success': { body: paidCheckout } } },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first story waits for the page's lazy module to be built. */
async function heading(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name }, { timeout: 15_000 })).toBeVisible();
  return within(canvas.getByRole('main'));
}

const waiting = screenHolder();

/** Spec 000 §4: processing while the server confirms the checkout session. */
export const Processing: Story = {
  args: { onReady: waiting.onReady, api: { 'POST /payment-success': pending } },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Processing your payment…');
    await expect(main.getByRole('status')).toHaveTextContent('Processing your payment…');
    await waitFor(() => expect(confirmations(waiting.screen)).toHaveLength(1));
    await expect(confirmations(waiting.screen)[0]!.body).toEqual({ session_id: 'cs_test_a1b2c3' });
  },
};

const buyer = screenHolder();

/** Signed in: the credits added and the new balance; the buyer's bearer goes along and the badge's balance reloads. */
export const SuccessSignedIn: Story = {
  args: { onReady: buyer.onReady },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Payment Successful!');
    await expect(main.getByText('Payment successful! 600 credits added to your account.')).toBeVisible();
    await expect(main.getByText('Credits added').nextElementSibling).toHaveTextContent('+600');
    await expect(main.getByText('New balance').nextElementSibling).toHaveTextContent('845');
    await expect(main.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/app/gallery');
    await expect(main.getByRole('link', { name: 'View Billing History' })).toHaveAttribute('href', '/app/billing-history');
    await expect(main.queryByText('Please log in to see your credits.')).toBeNull();
    const [confirmation] = confirmations(buyer.screen);
    await expect(confirmation!.headers.get('authorization')).toBe(`Bearer ${fakeAccessToken(SCREEN_NOW)}`);
    // Once when the session was restored, once more after the purchase.
    await waitFor(() => expect(buyer.screen!.transport.requests.filter((r) => r.path === '/credits')).toHaveLength(2));
  },
};

const visitor = screenHolder();

/** Signed out: it still works, and asks to log in to see the credits (spec 000 §2). */
export const SuccessSignedOut: Story = {
  args: {
    signedIn: false,
    onReady: visitor.onReady,
    api: { 'POST /payment-success': { body: { ...paidCheckout, new_balance: null } } },
  },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Payment Successful!');
    await expect(main.getByText('Credits added').nextElementSibling).toHaveTextContent('+600');
    await expect(main.queryByText('New balance')).toBeNull();
    await expect(main.getByText('Please log in to see your credits.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?from=%2Fapp%2Fcredits');
    await expect(confirmations(visitor.screen)[0]!.headers.get('authorization')).toBeNull();
  },
};

const declined = screenHolder();

/** The session was not paid: the server's reason, Try Again (the same session once more) and Back to Pricing. */
export const PaymentError: Story = {
  args: {
    onReady: declined.onReady,
    api: { 'POST /payment-success': { body: { success: false, error: 'Your card was declined.' } } },
  },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Payment Error');
    await expect(main.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(main.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/app/pricing');
    await userEvent.click(main.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(confirmations(declined.screen)).toHaveLength(2));
    await expect(await main.findByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
    await userEvent.unhover(main.getByRole('button', { name: 'Try Again' }));
  },
};

/** The call failed and its answer says nothing: 'Payment processing failed'. */
export const CallFailed: Story = {
  args: { signedIn: false, api: { 'POST /payment-success': { status: 400, body: {} } } },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Payment Error');
    await expect(main.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.processingFailed);
  },
};

const missing = screenHolder();

/** Back from the provider without session_id: 'No session ID found', nothing sent, no Try Again. */
export const NoSessionId: Story = {
  args: { path: '/payment-success', onReady: missing.onReady },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Payment Error');
    await expect(main.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.noSession);
    await expect(main.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(main.getByRole('link', { name: 'Back to Pricing' })).toBeVisible();
    await expect(confirmations(missing.screen)).toHaveLength(0);
  },
};

/** Signed-out success on a phone (390 × 844), without sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { signedIn: false, api: { 'POST /payment-success': { body: { ...paidCheckout, new_balance: null } } } },
  play: async ({ canvasElement }) => {
    const main = await heading(canvasElement, 'Payment Successful!');
    await expect(main.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
