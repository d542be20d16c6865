import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Select, selectSizes, type SelectOption } from '@storyloom/ui';
import { field, phone } from './forms.css.ts';

const languages: SelectOption[] = [
  { value: 'en', label: 'English' },
  { value: 'hr', label: 'Croatian' },
  { value: 'de', label: 'German' },
];

const artStyles: SelectOption[] = [
  { value: 'realistic', label: 'Realistic' },
  { value: 'watercolor', label: 'Watercolor' },
  { value: 'children_book', label: "Children's Book" },
];

// Pages 3 to 10: numbers in, numbers out.
const pageCounts: SelectOption<number>[] = Array.from({ length: 8 }, (_, index) => ({
  value: index + 3,
  label: `${index + 3} pages`,
}));

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Story language', options: languages, defaultValue: 'en', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
    labelAction: { control: false },
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? phone : field}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Story language' });
    await expect(select).toHaveDisplayValue('English');
    // Reached from the keyboard. The native picker's arrow keys and type-ahead are the browser's own and do not
    // react to synthetic key events, so the choice itself is made with selectOptions.
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Croatian');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('hr', expect.anything());
    await expect(select).toHaveDisplayValue('Croatian');
  },
};

export const WithHint: Story = {
  args: { hint: 'The story, the title and the narration use this language.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Story language' })).toHaveAccessibleDescription(
      'The story, the title and the narration use this language.',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Art style',
    options: artStyles,
    defaultValue: undefined,
    value: null,
    placeholder: 'Choose an art style',
    required: true,
    error: 'Please select an art style.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Art style' });
    await expect(select).toHaveDisplayValue('Choose an art style');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Please select an art style.');
    // The placeholder cannot be chosen back.
    await expect(canvas.getByRole('option', { name: 'Choose an art style' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'Languages are loading.' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Story language' });
    await expect(select).toBeDisabled();
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    label: 'Sort by',
    options: [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'title', label: 'Title' },
    ],
    defaultValue: 'newest',
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select.offsetHeight).toBe(32);
    await userEvent.selectOptions(select, 'title');
    await expect(args.onChange).toHaveBeenCalledWith('title', expect.anything());
  },
};

const onPages = fn<(pages: number) => void>();

function PageCountSelect() {
  const [pages, setPages] = useState(3);
  return (
    <Select
      label="Number of pages"
      options={pageCounts}
      value={pages}
      onChange={(next) => {
        setPages(next);
        onPages(next);
      }}
    />
  );
}

/** Typed values: the page count comes back as a number. */
export const NumberValues: Story = {
  render: () => <PageCountSelect />,
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Number of pages' });
    await expect(select).toHaveDisplayValue('3 pages');
    await userEvent.selectOptions(select, '6 pages');
    await expect(onPages).toHaveBeenLastCalledWith(6);
    await expect(select).toHaveDisplayValue('6 pages');
    await expect(canvas.getAllByRole('option')).toHaveLength(8);
  },
};
