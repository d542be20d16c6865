import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CREDITS_FAQ, Faq } from '@storyloom/ui';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/Faq',
  component: Faq,
  args: { items: CREDITS_FAQ },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, userEvent }) => {
    const answer = canvas.getByText('Credits expire 30 days after purchase. The oldest credits are used first.');
    await expect(answer).not.toBeVisible();
    // Each question is a native summary: a Tab stop that opens and closes its answer.
    await userEvent.tab();
    await userEvent.tab();
    const question = canvas.getByText('How long do credits last?');
    await expect(question).toHaveFocus();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await userEvent.click(question);
    await expect(answer).not.toBeVisible();
  },
};

export const FirstOpen: Story = {
  args: { defaultOpen: [0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Putting the final video together is free/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: [2] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
