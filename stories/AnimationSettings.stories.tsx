import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AnimationSettings, DEFAULT_ANIMATION_PROMPT } from '@storyloom/ui';
import { CREDIT_COSTS } from '../app/src/testing/creditCosts.ts';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Workflow/AnimationSettings',
  component: AnimationSettings,
  args: {
    enabled: true,
    pages: [1, 2, 3],
    selectedPages: [1, 3],
    prompt: DEFAULT_ANIMATION_PROMPT,
    onEnabledChange: fn(),
    onSelectedPagesChange: fn(),
    onPromptChange: fn(),
    onGenerate: fn(),
    costPerPage: CREDIT_COSTS.animation,
    balance: 100,
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.box}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnimationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  args: { enabled: false },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Animate pages in the video' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByRole('button', { name: 'Generate Animations' })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onEnabledChange).toHaveBeenCalledWith(true);
  },
};

export const PagesChosen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('2 pages × 12 credits = 24 credits')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Animation prompt' })).toHaveValue(DEFAULT_ANIMATION_PROMPT);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Page 2' }));
    await expect(args.onSelectedPagesChange).toHaveBeenCalledWith([1, 2, 3]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Page 1' }));
    await expect(args.onSelectedPagesChange).toHaveBeenLastCalledWith([3]);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Animations' }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
  },
};

/** The balance cannot pay for the chosen pages: the total says so before the click. */
export const CannotPay: Story = {
  args: { balance: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 pages × 12 credits = 24 credits. You have 10 credits, 14 credits short.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate Animations' })).toBeEnabled();
  },
};

/** The price list has not loaded: no price is guessed. */
export const PricesLoading: Story = {
  args: { costPerPage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Optional: bring pages to life with gentle movement.')).toBeVisible();
    await expect(canvas.getByText('2 pages')).toBeVisible();
    await expect(canvas.queryByText(/credit/)).toBeNull();
  },
};

export const NoPagesChosen: Story = {
  args: { selectedPages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose at least one page.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate Animations' })).toBeDisabled();
  },
};

export const SomeAnimated: Story = {
  args: { pages: [1, 2, 3, 4, 5], animatedPages: [1, 2], selectedPages: [3] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Page 1 Animated' })).not.toBeChecked();
  },
};

export const Generating: Story = {
  args: { generating: true },
  play: async ({ args, canvas, userEvent }) => {
    const generate = canvas.getByRole('button', { name: 'Generate Animations' });
    await expect(generate).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(generate);
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Page 2' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: {
    error:
      'Insufficient credits to generate animations. You need 24 credits but have 10. Please purchase more credits to continue.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You need 24 credits but have 10.');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Animate pages in the video' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Page 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate Animations' })).toBeDisabled();
  },
};

/** Wired to state: keyboard only. */
export const Keyboard: Story = {
  args: { enabled: false, selectedPages: [] },
  render: function Wired(args) {
    const [enabled, setEnabled] = useState(args.enabled);
    const [selected, setSelected] = useState<number[]>([...args.selectedPages]);
    return (
      <AnimationSettings
        {...args}
        enabled={enabled}
        onEnabledChange={setEnabled}
        selectedPages={selected}
        onSelectedPagesChange={setSelected}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Animate pages in the video' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Page 1' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('1 page × 12 credits = 12 credits')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
