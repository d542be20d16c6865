import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, EyeOff, Search, X } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { IconButton, TextField, textFieldSizes, textFieldTypes } from '@storyloom/ui';
import { field, phone } from './forms.css.ts';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Story title', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    size: { control: 'inline-radio', options: textFieldSizes },
    icon: { control: false },
    action: { control: false },
    labelAction: { control: false },
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? phone : field}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. The Lighthouse Keeper' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Story title' });
    await userEvent.type(input, 'Moon');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(args.onChange).toHaveBeenLastCalledWith('Moon', expect.anything());
    await expect(input).toHaveValue('Moon');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown on the cover and in your gallery.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Story title' })).toHaveAccessibleDescription(
      'Shown on the cover and in your gallery.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'maria@',
    error: 'Please enter a valid email address.',
    hint: 'We send the receipt here.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    // The error is announced with the field, before the hint.
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address. We send the receipt here.');
    const errorId = input.getAttribute('aria-describedby')!.split(' ')[0]!;
    await expect(document.getElementById(errorId)).toHaveTextContent('Please enter a valid email address.');
  },
};

export const Required: Story = {
  args: { required: true, label: 'Character description' },
  play: async ({ canvas }) => {
    // The asterisk is for the eye only; the name stays the label.
    const input = canvas.getByRole('textbox', { name: 'Character description' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'The Brave Little Fox' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Story title' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('The Brave Little Fox');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'The Brave Little Fox', hint: 'This project is completed.' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Story title' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('The Brave Little Fox');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!', expect.anything());
  },
};

export const SearchWithIcon: Story = {
  args: { label: 'Search stories', type: 'search', placeholder: 'Search by title or character', icon: <Search /> },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search stories' });
    await userEvent.type(input, 'fox');
    await expect(args.onChange).toHaveBeenLastCalledWith('fox', expect.anything());
  },
};

export const Email: Story = {
  args: { label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'maria@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('maria@example.com', expect.anything());
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search voices', hideLabel: true, type: 'search', icon: <Search />, placeholder: 'Search voices' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search voices' });
    await expect(input).toBeVisible();
    // The label is there for assistive technology, one pixel and clipped on screen.
    const label = canvas.getByText('Search voices', { selector: 'label' });
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

function PasswordWithToggle(args: Story['args']) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...args}
      label="New password"
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      hint="At least 8 characters."
      action={
        <IconButton
          size="sm"
          label={visible ? 'Hide password' : 'Show password'}
          icon={visible ? <EyeOff /> : <Eye />}
          onClick={() => setVisible(!visible)}
        />
      }
    />
  );
}

export const WithTrailingAction: Story = {
  render: (args) => <PasswordWithToggle {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('New password');
    await userEvent.type(input, 'moonlight');
    await expect(args.onChange).toHaveBeenLastCalledWith('moonlight', expect.anything());
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('moonlight');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    hide.blur();
  },
};

function ClearableSearch(args: Story['args']) {
  const [value, setValue] = useState('bedtime');
  return (
    <TextField
      {...args}
      label="Search stories"
      type="search"
      size="sm"
      icon={<Search />}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        args?.onChange?.(next, event);
      }}
      action={value ? <IconButton size="sm" label="Clear search" icon={<X />} onClick={() => setValue('')} /> : null}
    />
  );
}

export const SmallWithClearAction: Story = {
  render: (args) => <ClearableSearch {...args} />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search stories' });
    await expect(input).toHaveValue('bedtime');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const Mobile: Story = {
  args: { label: 'Story title', hint: 'Shown on the cover and in your gallery.', defaultValue: 'The Brave Little Fox' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Story title' });
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};
