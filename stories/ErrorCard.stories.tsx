import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorCard, errorCardTitleElements } from '@storyloom/ui';
import { wide } from './feedback.css.ts';

const meta = {
  title: 'Primitives/ErrorCard',
  component: ErrorCard,
  args: {
    title: 'Unable to Load Projects',
    message: 'Failed to load projects',
    onRetry: fn(),
  },
  argTypes: {
    titleAs: { control: 'inline-radio', options: errorCardTitleElements },
  },
  decorators: [
    (Story) => (
      <div className={wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery's list load failed. */
export const UnableToLoad: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to Load Projects');
    await expect(alert).toHaveTextContent('Failed to load projects');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Unable to Load Projects' })).toBeVisible();
    // The buttons are outside the announcement.
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(alert).not.toContainElement(retry);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);

    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const onRefresh = fn();

/** A timeout-like message: Try Again, Refresh Page and the hint. */
export const ConnectionTimeout: Story = {
  args: {
    title: 'Connection Timeout',
    message: 'The request is taking longer than expected. Please try again in a moment.',
    secondaryAction: { label: 'Refresh Page', onClick: onRefresh },
    hint: 'If the problem persists, try refreshing the page or contact support.',
  },
  play: async ({ args, canvas, userEvent }) => {
    onRefresh.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Connection TimeoutThe request is taking longer than expected. Please try again in a moment.',
    );
    await expect(canvas.getByText('If the problem persists, try refreshing the page or contact support.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Page' }));
    await expect(onRefresh).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardRetry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Discover's full-screen failure: no retry offered. */
export const MessageOnly: Story = {
  args: { title: 'Failed to load videos', message: undefined, onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^Failed to load videos$/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  ...ConnectionTimeout,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await ConnectionTimeout.play!(context);
    // The buttons wrap inside the card rather than overflow the phone.
    const card = context.canvas.getByRole('alert').parentElement!;
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(card.scrollWidth).toBe(card.clientWidth);
  },
};
