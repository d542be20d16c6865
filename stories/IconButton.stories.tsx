import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Heart, Menu, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from '@storyloom/ui';
import { spacedRow } from './feedback.css.ts';
import { row } from './storyLayout.css.ts';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <Menu />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    // The label doubles as the tooltip.
    await expect(button).toHaveAttribute('title', 'Open menu');
    await expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={row}>
      {iconButtonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`Delete (${variant})`}
          icon={variant === 'danger' ? <Trash2 /> : <Heart />}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of iconButtonVariants) {
      await expect(canvas.getByRole('button', { name: `Delete (${variant})` })).toBeEnabled();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} variant="secondary" size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = iconButtonSizes.map((size) => canvas.getByRole('button', { name: `Size ${size}` }).offsetWidth);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(iconButtonSizes.length);
    for (const size of iconButtonSizes) {
      const button = canvas.getByRole('button', { name: `Size ${size}` });
      // Square.
      await expect(button.offsetHeight).toBe(button.offsetWidth);
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Delete project', icon: <Trash2 />, variant: 'danger' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Delete project' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Pressed: Story = {
  render: (args) => (
    <div className={row}>
      <IconButton {...args} label="Like" icon={<Heart />} variant="secondary" pressed={false} />
      <IconButton {...args} label="Like" icon={<Heart />} variant="secondary" pressed />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const notPressed = canvas.getByRole('button', { name: 'Like', pressed: false });
    const pressed = canvas.getByRole('button', { name: 'Like', pressed: true });
    await expect(notPressed).toHaveAttribute('aria-pressed', 'false');
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pressed);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithBadge: Story = {
  render: (args) => (
    <div className={spacedRow}>
      <IconButton {...args} icon={<Bell />} label="Notifications, 3 unread" badge={3} />
      <IconButton {...args} icon={<Bell />} label="Notifications, 99+ unread" badge={120} />
      <IconButton {...args} icon={<Bell />} label="Notifications" badge={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    // The bubble is hidden from assistive technology; the name is the label alone.
    const three = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    const bubble = three.lastElementChild;
    await expect(bubble).toHaveTextContent(/^3$/);
    await expect(bubble).toHaveAttribute('aria-hidden', 'true');
    // Above 99 the bubble reads 99+.
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent(/^99\+$/);
    // No bubble for zero.
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveTextContent(/^$/);
  },
};

export const CustomTooltip: Story = {
  args: { label: 'Delete project', title: 'Delete this project permanently', icon: <Trash2 />, variant: 'danger' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete project' });
    await expect(button).toHaveAttribute('title', 'Delete this project permanently');
  },
};
