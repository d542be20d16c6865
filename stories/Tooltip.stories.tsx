import type { Meta, StoryObj } from '@storybook/react-vite';
import { Share2 } from 'lucide-react';
import { expect, waitFor } from 'storybook/test';
import { Button, Tooltip, tooltipPlacements } from '@storyloom/ui';
import { tooltipStage } from './overlays.css.ts';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Share to the Community Showcase',
    children: <Button icon={<Share2 size="100%" />}>Share</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div className={tooltipStage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    // The description is there for screen readers even while the tooltip is hidden.
    await expect(button).toHaveAccessibleDescription('Share to the Community Showcase');
  },
};

export const ShownOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Share to the Community Showcase');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    // Above the button by default.
    await expect(tooltip.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top);

    // Escape hides it without moving focus.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(button).toHaveFocus();

    // Blur hides it; focusing again shows it.
    await userEvent.tab({ shift: true });
    await expect(button).not.toHaveFocus();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    // Visible once its fade-in has run.
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await userEvent.hover(button);
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
    // Centred under the button.
    const centre = (box: DOMRect) => box.left + box.width / 2;
    await expect(Math.abs(centre(tooltip.getBoundingClientRect()) - centre(button.getBoundingClientRect()))).toBeLessThan(1);

    await userEvent.unhover(button);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(button);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};
