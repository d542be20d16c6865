import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DiscountCodeBox, discountCodeStatuses } from '@storyloom/ui';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/DiscountCodeBox',
  component: DiscountCodeBox,
  args: { value: '', status: 'idle', onChange: fn(), onRedeem: fn() },
  argTypes: { status: { control: 'inline-radio', options: discountCodeStatuses } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.box}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountCodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const redeem = canvas.getByRole('button', { name: 'Redeem' });
    await expect(redeem).toBeDisabled();
    await expect(canvas.getByText('Codes are checked as you type.')).toBeVisible();
    await userEvent.click(redeem);
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** Wired to state as the pricing store wires it: whatever is typed comes back upper-cased. */
export const UpperCasesWhatIsTyped: Story = {
  render: function Typing(args) {
    const [value, setValue] = useState('');
    return (
      <DiscountCodeBox
        {...args}
        value={value}
        onChange={(code) => {
          args.onChange(code);
          setValue(code);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'welcome10');
    await expect(field).toHaveValue('WELCOME10');
    await expect(args.onChange).toHaveBeenLastCalledWith('WELCOME10');
    // Not validated yet: redeeming needs a code validated as valid.
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  },
};

export const Validating: Story = {
  args: { value: 'WELCOME10', status: 'validating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking code…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  },
};

export const Valid: Story = {
  args: {
    value: 'WELCOME10',
    status: 'valid',
    validation: { valid: true, credits_amount: 10, description: 'Welcome gift' },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('10 credits: Welcome gift')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith('WELCOME10');
    // Enter in the field submits too.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Discount code' }), '{Enter}');
    await expect(args.onRedeem).toHaveBeenCalledTimes(2);
  },
};

export const Invalid: Story = {
  args: {
    value: 'SUMMER99',
    status: 'invalid',
    validation: { valid: false, error: 'This discount code has expired' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This discount code has expired')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  },
};

export const Redeeming: Story = {
  args: { ...Valid.args, redeeming: true },
  play: async ({ args, canvas, userEvent }) => {
    const redeem = canvas.getByRole('button', { name: 'Redeem' });
    await expect(redeem).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(redeem);
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

export const Redeemed: Story = {
  args: { ...Valid.args, redeemedMessage: 'Code redeemed: 10 credits added. New balance: 60 credits.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Code redeemed: 10 credits added. New balance: 60 credits.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { ...Valid.args, error: 'Failed to redeem discount code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to redeem discount code')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: Valid.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
