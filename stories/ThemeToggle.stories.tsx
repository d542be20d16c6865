import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { colorModes, ThemeToggle, type ColorMode } from '@storyloom/ui';

const meta = {
  title: 'Primitives/ThemeToggle',
  component: ThemeToggle,
  args: { mode: 'light', onToggle: fn() },
  argTypes: { mode: { control: 'inline-radio', options: colorModes } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  args: { mode: 'dark' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light theme' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Wired to state the way the app's header wires it to the theme store. */
export const Toggling: Story = {
  render: function ToggleWithState({ mode: initialMode, onToggle }) {
    const [mode, setMode] = useState<ColorMode>(initialMode);
    return (
      <ThemeToggle
        mode={mode}
        onToggle={() => {
          onToggle();
          setMode((current) => (current === 'light' ? 'dark' : 'light'));
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    const toggle = canvas.getByRole('button', { name: 'Switch to light theme' });
    await expect(args.onToggle).toHaveBeenCalledTimes(1);

    toggle.blur();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Switch to dark theme');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    await expect(args.onToggle).toHaveBeenCalledTimes(3);
  },
};
