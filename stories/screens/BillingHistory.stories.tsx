import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showPart } from './showPart.ts';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { shownTransactionRows, transactionHistory, transactions } from '../fixtures/credits.ts';

const billingApi: Record<string, FakeRoute> = {
  'GET /credit-transactions': { body: { success: true, transactions, total: transactions.length } },
};

const meta = {
  title: 'Screens/BillingHistory',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/app/billing-history', api: billingApi },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const listName = 'Credit transactions';

async function listShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The first story of a run waits for the app's modules to compile.
  await waitFor(() => expect(canvas.getByRole('list', { name: listName })).not.toHaveAttribute('aria-busy'), {
    timeout: 10_000,
  });
  return canvas;
}

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: listName })).getAllByRole('listitem');

/** The transactions on their way: the list is busy. */
export const Loading: Story = {
  args: { api: { 'GET /credit-transactions': pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Billing History' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: listName })).toHaveAttribute('aria-busy', 'true');
    showPart(canvasElement);
  },
};

let fullScreen: Screen | undefined;

/** Spec 000 §2: Back, title and subtitle, the overview, filters, the latest 50, and the two ways on. */
export const Full: Story = {
  args: { onReady: (screen) => (fullScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = await listShown(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByText('View your credit purchases and usage history')).toBeVisible();
    const overview = within(canvas.getByRole('region', { name: 'Credits Overview' }));
    await waitFor(() => expect(overview.getByText('Current Balance').nextElementSibling).toHaveTextContent('245'));
    await expect(overview.getByText('Total Purchased').nextElementSibling).toHaveTextContent('600');
    await expect(overview.getByText('Total Used').nextElementSibling).toHaveTextContent('355');
    await expect(rows(canvasElement)).toHaveLength(shownTransactionRows);
    await expect(canvas.getByText('+250 credits')).toBeVisible();
    await expect(canvas.getByText('-18 credits')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Latest 50' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      Object.fromEntries(fullScreen!.transport.requests.find((r) => r.path === '/credit-transactions')!.query),
    ).toEqual({
      limit: '50',
    });
    await expect(canvas.getByRole('link', { name: 'Buy More Credits' })).toHaveAttribute('href', '/app/pricing');
    await expect(canvas.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/app/gallery');
    await expect(canvas.queryByText(/total\)/)).toBeNull();
    showPart(canvasElement);
  },
};

/** No transactions: 'No transactions found' with 'Buy Your First Credits' to the pricing page. */
export const Empty: Story = {
  args: { api: { 'GET /credit-transactions': { body: { success: true, transactions: [], total: 0 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No transactions found' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy Your First Credits' })).toHaveAttribute('href', '/app/pricing');
    showPart(canvasElement, 'Transactions');
  },
};

let errorScreen: Screen | undefined;

/** The list could not load: 'Failed to load transaction history' in its place, and Try Again. */
export const LoadError: Story = {
  args: {
    api: { 'GET /credit-transactions': { status: 500, body: {} } },
    onReady: (screen) => (errorScreen = screen),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Failed to load transaction history',
    );
    await step('Try Again loads the list', async () => {
      errorScreen!.transport.routes['GET /credit-transactions'] = billingApi['GET /credit-transactions']!;
      await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
      await listShown(canvasElement);
      await expect(rows(canvasElement)).toHaveLength(shownTransactionRows);
      // Failing again, so the screenshot shows the failure.
      errorScreen!.transport.routes['GET /credit-transactions'] = { status: 500, body: {} };
      await errorScreen!.stores.billing.load();
      await canvas.findByRole('alert');
    });
    showPart(canvasElement, 'Transactions');
  },
};

/** The 'usage' pill keeps only what was spent; 'all' brings the rest back (no new request). */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await listShown(canvasElement);
    const usage = canvas.getByRole('button', { name: /^usage$/i });
    await userEvent.click(usage);
    await expect(usage).toHaveAttribute('aria-pressed', 'true');
    // The narration, the story (one charge of four) and the style images.
    const usageCount = 3;
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(usageCount));
    for (const row of rows(canvasElement)) await expect(within(row).getByText('Usage')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^all$/i }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(shownTransactionRows));
    await userEvent.click(usage);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(usageCount));
    showPart(canvasElement, 'Transactions');
  },
};

/** Only spending so far: the Refund pill says there are no refunds, without offering a first purchase. */
export const NoRefunds: Story = {
  args: {
    api: {
      'GET /credit-transactions': {
        body: { success: true, transactions: transactions.filter((t) => t.type !== 'refund'), total: 9 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await listShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^refund$/i }));
    await expect(await canvas.findByRole('heading', { name: 'No refunds yet' })).toBeVisible();
    await expect(canvas.getByText('Credits given back when a generation fails show here.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Buy Your First Credits' })).toBeNull();
    showPart(canvasElement, 'Transactions');
  },
};

const history = transactionHistory(73);
let allScreen: Screen | undefined;

/** 'All Transactions' asks for everything and says '(73 total)' (more than 50). */
export const AllTransactions: Story = {
  args: {
    api: {
      'GET /credit-transactions': ({ query }) => ({
        body: { success: true, transactions: query.has('limit') ? history.slice(0, 50) : history, total: history.length },
      }),
    },
    onReady: (screen) => (allScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const canvas = await listShown(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(50);
    await expect(canvas.queryByText('(73 total)')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'All Transactions' }));
    await expect(await canvas.findByText('(73 total)')).toBeVisible();
    await listShown(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(73);
    const asked = allScreen!.transport.requests.filter((r) => r.path === '/credit-transactions');
    await expect(asked.map((r) => Object.fromEntries(r.query))).toEqual([{ limit: '50' }, {}]);
    showPart(canvasElement, 'Transactions');
  },
};

/** A phone: one column, stacked buttons, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await listShown(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    showPart(canvasElement, 'Transactions');
  },
};
