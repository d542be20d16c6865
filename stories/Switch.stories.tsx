import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from '@storyloom/ui';
import { field, phone, stack } from './forms.css.ts';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Animate pages', onChange: fn() },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? phone : field}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Animate pages' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // Space and Enter toggle it from the keyboard.
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    // So does its label.
    await userEvent.click(canvas.getByText('Animate pages'));
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.blur();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Animate pages' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.blur();
  },
};

/** Controlled: the switch shows what the caller says, and asks to change it. */
export const Controlled: Story = {
  args: { checked: false },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Animate pages' });
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    // The caller did not change `checked`, so it stays off.
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.blur();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className={stack}>
      <Switch {...args} disabled />
      <Switch {...args} label="Add music" disabled defaultChecked />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const off = canvas.getByRole('switch', { name: 'Animate pages' });
    const on = canvas.getByRole('switch', { name: 'Add music' });
    await expect(off).toBeDisabled();
    await userEvent.click(off);
    await userEvent.click(on);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(off).toHaveAttribute('aria-checked', 'false');
    await expect(on).toHaveAttribute('aria-checked', 'true');
  },
};

export const WithHint: Story = {
  args: { label: 'Add music', hint: 'A mood-matched score plays under the narration.' },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Add music' });
    await expect(toggle).toHaveAccessibleDescription('A mood-matched score plays under the narration.');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    toggle.blur();
  },
};
