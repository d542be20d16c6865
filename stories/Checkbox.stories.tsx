import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from '@storyloom/ui';
import { field, phone, stack } from './forms.css.ts';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Include text on the video pages', onChange: fn() },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? phone : field}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include text on the video pages' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await expect(checkbox).toBeChecked();
    // Space toggles it back from the keyboard.
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
    await expect(checkbox).not.toBeChecked();
    // The label is part of the target.
    await userEvent.click(canvas.getByText('Include text on the video pages'));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(checkbox).toBeChecked();
    checkbox.blur();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Include text on the video pages' });
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await expect(checkbox).toBeChecked();
    checkbox.blur();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className={stack}>
      <Checkbox {...args} disabled />
      <Checkbox {...args} label="Use animation" disabled defaultChecked />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const unchecked = canvas.getByRole('checkbox', { name: 'Include text on the video pages' });
    const checked = canvas.getByRole('checkbox', { name: 'Use animation' });
    await expect(unchecked).toBeDisabled();
    await expect(checked).toBeDisabled();
    await userEvent.click(unchecked);
    await userEvent.click(checked);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(unchecked).not.toBeChecked();
    await expect(checked).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { label: 'Add music', hint: 'Background music is mixed under the narration.' },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Add music' });
    await expect(checkbox).toHaveAccessibleDescription('Background music is mixed under the narration.');
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    checkbox.blur();
  },
};

export const WithError: Story = {
  args: {
    label: 'I agree to the Terms of Service',
    required: true,
    error: 'Please accept the terms to continue.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

/** "Select all" over a partly selected list. */
export const Indeterminate: Story = {
  args: { label: 'Select all', indeterminate: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    await expect(checkbox.indeterminate).toBe(true);
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Send me an email when my video is ready, and a weekly digest of stories from the people I follow',
    hint: 'You can change this any time in your account settings.',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const label = canvas.getByText(/Send me an email/);
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
