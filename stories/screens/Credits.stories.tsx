import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showPart } from './showPart.ts';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { packs, transactions, unknownCode, welcomeCode } from '../fixtures/credits.ts';

const creditsApi: Record<string, FakeRoute> = {
  'GET /credit-packages': { body: { success: true, packages: packs } },
  'POST /discount/validate': ({ body }) => ({
    body: (body as { code: string }).code === 'WELCOME10' ? welcomeCode : unknownCode,
  }),
  'POST /purchase-credits': { body: { success: true, checkout_url: 'https://checkout.example.com/c/pay/cs_test_d4e5' } },
  'GET /credit-transactions': { body: { success: true, transactions, total: transactions.length } },
};

const meta = {
  title: 'Screens/Credits',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/app/credits', api: creditsApi },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 3, name: 'Enterprise' }, { timeout: 10_000 });
  await waitFor(() => expect(canvas.getByRole('region', { name: 'Credits Overview' })).not.toHaveAttribute('aria-busy'));
  return canvas;
}

/** The balance and the packs on their way. */
export const Loading: Story = {
  args: { api: { ...creditsApi, 'GET /credits': pending, 'GET /credit-packages': pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Credits' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Credits Overview' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Choose your credit pack' })).toHaveAttribute('aria-busy', 'true');
    showPart(canvasElement);
  },
};

let fullScreen: Screen | undefined;

/** Balance, totals, the discount box and the packs (the same ones as the pricing page), and Billing History. */
export const Full: Story = {
  args: { onReady: (screen) => (fullScreen = screen) },
  play: async ({ canvasElement, step }) => {
    const canvas = await loaded(canvasElement);
    const overview = within(canvas.getByRole('region', { name: 'Credits Overview' }));
    for (const [label, value] of [
      ['Current Balance', '245'],
      ['Total Purchased', '600'],
      ['Total Used', '355'],
    ] as const) {
      await expect(overview.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    await expect(canvas.getByRole('heading', { name: 'Have a discount code?' })).toBeVisible();
    await expect(canvas.getAllByText('Most Popular')).toHaveLength(1);
    await step('Billing History opens the transactions', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Billing History' }));
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
      await expect(fullScreen!.router.state.location.pathname).toBe('/app/billing-history');
      await fullScreen!.router.navigate(-1);
      await loaded(canvasElement);
    });
    showPart(canvasElement);
  },
};

let failedScreen: Screen | undefined;

/** The packs could not load: the failure with Try Again in their place; the balance still shows. */
export const PacksFailed: Story = {
  args: {
    api: { ...creditsApi, 'GET /credit-packages': { status: 503, body: {} } },
    onReady: (screen) => (failedScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to load credit packages');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await waitFor(() => expect(failedScreen!.stores.credits.isLoaded).toBe(true));
    showPart(canvasElement, 'Choose your credit pack');
  },
};

/** A phone: the overview, the box and the packs in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    showPart(canvasElement);
  },
};
