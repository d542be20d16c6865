import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MusicSettings } from '@storyloom/ui';
import { CREDIT_COSTS } from '../app/src/testing/creditCosts.ts';
import { credits as layout } from './credits.css.ts';
import { toneWav } from './fixtures/media.ts';

const meta = {
  title: 'Workflow/MusicSettings',
  component: MusicSettings,
  args: {
    enabled: true,
    prompt: 'calm lullaby with soft piano',
    onEnabledChange: fn(),
    onPromptChange: fn(),
    onGenerate: fn(),
    cost: CREDIT_COSTS.music,
    balance: 100,
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.box}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MusicSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The track's player has its metadata (the seek slider is live), so the screenshot shows its duration. */
async function musicPlayerLoaded(canvas: Canvas) {
  await expect(canvas.getByRole('button', { name: 'Play Background music' })).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('slider', { name: 'Seek Background music' })).toBeEnabled());
  await expect(canvas.getByText('0:00 / 0:00')).toBeVisible();
}

export const Off: Story = {
  args: { enabled: false },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Add background music' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('textbox', { name: 'Music mood' })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onEnabledChange).toHaveBeenCalledWith(true);
  },
};

export const NoMusicYet: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Music mood' }), '!');
    await expect(args.onPromptChange).toHaveBeenLastCalledWith('calm lullaby with soft piano!');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Music' }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('3 credits per track')).toBeVisible();
  },
};

/** The balance cannot pay for a track: the price says so before the click. */
export const CannotPay: Story = {
  args: { balance: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 credits per track. You have 2 credits, 1 credit short.')).toBeVisible();
  },
};

/** The price list has not loaded: no price is guessed. */
export const PricesLoading: Story = {
  args: { cost: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generate Music' })).toBeVisible();
    await expect(canvas.queryByText(/credit/)).toBeNull();
  },
};

export const WithMusic: Story = {
  args: { musicUrl: toneWav },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Make New Music' })).toBeVisible();
    await expect(canvas.getByText('Background music', { selector: 'figcaption, figcaption *' })).toBeVisible();
    await musicPlayerLoaded(canvas);
  },
};

export const Generating: Story = {
  args: { generating: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Generate Music' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Music mood' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Server error occurred. Please try again in a few minutes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server error occurred.');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, musicUrl: toneWav },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Add background music' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Make New Music' })).toBeDisabled();
    // Read-only stops changes, not listening.
    await musicPlayerLoaded(canvas);
  },
};

export const Mobile: Story = {
  args: { musicUrl: toneWav },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await musicPlayerLoaded(canvas);
  },
};
