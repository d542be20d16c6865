import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showPart } from './showPart.ts';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { packs, unknownCode, welcomeCode, welcomeRedeemed } from '../fixtures/credits.ts';

const CHECKOUT_URL = 'https://checkout.example.com/c/pay/cs_test_a1b2c3';

const pricingApi: Record<string, FakeRoute> = {
  'GET /credit-packages': { body: { success: true, packages: packs } },
  'POST /discount/validate': ({ body }) => ({
    body: (body as { code: string }).code === 'WELCOME10' ? welcomeCode : unknownCode,
  }),
  'POST /discount/redeem': { body: welcomeRedeemed },
  'POST /purchase-credits': { body: { success: true, checkout_url: CHECKOUT_URL } },
};

const meta = {
  title: 'Screens/Pricing',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/app/pricing', api: pricingApi },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const packNames = ['Starter', 'Creator', 'Pro', 'Enterprise'];

async function packsShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The first story of a run waits for the app's modules to compile.
  await canvas.findByRole('heading', { level: 3, name: 'Enterprise' }, { timeout: 10_000 });
  return canvas;
}

/** The packs on their way: skeletons in a busy region; the code box and the explainer are already there. */
export const Loading: Story = {
  args: { api: { ...pricingApi, 'GET /credit-packages': pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buy Credits' }, { timeout: 10_000 })).toBeVisible();
    const packsRegion = canvas.getByRole('region', { name: 'Choose your credit pack' });
    await expect(packsRegion).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Have a discount code?' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How credits work' })).toBeVisible();
    showPart(canvasElement, 'Choose your credit pack');
  },
};

/** Code box, how credits work, the four packs with Pro marked 'Most Popular', and the FAQ. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await packsShown(canvasElement);
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(packNames);
    await expect(canvas.getAllByText('Most Popular')).toHaveLength(1);
    const pro = canvas.getByRole('article', { name: 'Pro' });
    await expect(within(pro).getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    showPart(canvasElement);
  },
};

let failedScreen: Screen | undefined;

/** The packs could not load: 'Failed to load credit packages' in their place; Try Again loads them. */
export const PacksFailed: Story = {
  args: {
    api: { ...pricingApi, 'GET /credit-packages': { status: 500, body: { detail: 'boom' } } },
    onReady: (screen) => (failedScreen = screen),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Failed to load credit packages');
    await expect(canvas.queryByRole('heading', { level: 3, name: 'Starter' })).toBeNull();
    await step('Try Again loads the packs', async () => {
      failedScreen!.transport.routes['GET /credit-packages'] = { body: { success: true, packages: packs } };
      await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
      await packsShown(canvasElement);
      await expect(canvas.queryByRole('alert')).toBeNull();
      // Back to failing, so the screenshot shows the failure.
      failedScreen!.transport.routes['GET /credit-packages'] = { status: 500, body: {} };
      await failedScreen!.stores.pricing.loadPacks();
      await canvas.findByRole('alert');
    });
    showPart(canvasElement, 'Choose your credit pack');
  },
};

let validScreen: Screen | undefined;

/** Typing 'welcome10': upper-cased, validated once 500 ms after typing stops; Redeem only once it is valid. */
export const DiscountValid: Story = {
  args: { onReady: (screen) => (validScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = await packsShown(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Discount code' });
    const redeem = canvas.getByRole('button', { name: 'Redeem' });
    const validations = () => validScreen!.transport.requests.filter((r) => r.path === '/discount/validate');
    await userEvent.type(field, 'welcome10');
    await expect(field).toHaveValue('WELCOME10');
    // Still inside the debounce: nothing asked yet, nothing to redeem.
    await expect(validations()).toHaveLength(0);
    await expect(redeem).toBeDisabled();
    await waitFor(() => expect(redeem).toBeEnabled());
    await expect(validations().map((r) => r.body)).toEqual([{ code: 'WELCOME10' }]);
    await expect(canvas.getByText('10 credits: Welcome gift: 10 free credits')).toBeVisible();
    showPart(canvasElement);
  },
};

/** An unknown code: the server's reason under the field, and Redeem stays off. */
export const DiscountInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await packsShown(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), 'nope');
    await expect(await canvas.findByText('Invalid discount code')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    showPart(canvasElement);
  },
};

let redeemScreen: Screen | undefined;

/** Redeeming WELCOME10: the server's message, the box emptied, and the header badge shows the new balance. */
export const DiscountRedeemed: Story = {
  args: { onReady: (screen) => (redeemScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = await packsShown(canvasElement);
    await expect(canvas.getByText('245')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), 'welcome10');
    const redeem = canvas.getByRole('button', { name: 'Redeem' });
    await waitFor(() => expect(redeem).toBeEnabled());
    redeemScreen!.transport.routes['GET /credits'] = {
      body: { success: true, credits_balance: 255, total_purchased: 600, total_used: 355 },
    };
    await userEvent.click(redeem);
    await expect(await canvas.findByText('10 credits added to your account!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    await expect(redeem).toBeDisabled();
    await expect(redeemScreen!.transport.requests.find((r) => r.path === '/discount/redeem')?.body).toEqual({
      code: 'WELCOME10',
    });
    await expect(await canvas.findByText('255')).toBeVisible();
    showPart(canvasElement);
  },
};

let purchaseScreen: Screen | undefined;

/** Choosing a pack starts its checkout and hands the browser to the provider's page. */
export const Purchase: Story = {
  args: { onReady: (screen) => (purchaseScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = await packsShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 600 credits' }));
    await waitFor(() => expect(purchaseScreen!.leftFor).toEqual([CHECKOUT_URL]));
    await expect(purchaseScreen!.transport.requests.find((r) => r.path === '/purchase-credits')?.body).toEqual({
      package_id: 'pro',
    });
    // While the browser leaves, the other packs cannot start a second checkout.
    await expect(canvas.getByRole('button', { name: 'Buy 100 credits' })).toBeDisabled();
    showPart(canvasElement, 'Choose your credit pack');
  },
};

/** A phone: everything in one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await packsShown(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    showPart(canvasElement);
  },
};
