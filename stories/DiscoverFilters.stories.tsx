import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DiscoverFilters, type DiscoverFiltersProps } from '@storyloom/ui';
import { pageFrame } from './community.css.ts';
import { videoCategories } from './fixtures/videos.ts';

/** Keeps the value like the Discover page does, and reports every change to the story's spy. */
function ControlledFilters({ value: initial, onChange, ...props }: DiscoverFiltersProps) {
  const [value, setValue] = useState(initial);
  return (
    <DiscoverFilters
      {...props}
      value={value}
      onChange={(change) => {
        onChange(change);
        setValue((current) => ({ ...current, ...change }));
      }}
    />
  );
}

const meta = {
  title: 'Community/DiscoverFilters',
  component: DiscoverFilters,
  args: {
    value: { search: '', category: '', sortBy: 'created_at', userEmail: '' },
    categories: videoCategories,
    onChange: fn(),
  },
  render: (args) => <ControlledFilters {...args} />,
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? pageFrame.phone : pageFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscoverFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('search', { name: 'Filter videos' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    const category = canvas.getByRole('combobox', { name: 'Category' });
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    const email = canvas.getByRole('searchbox', { name: 'User email' });
    await expect(search).toHaveAttribute('placeholder', 'Search videos...');
    await expect(email).toHaveAttribute('placeholder', 'Filter by user email...');

    // 'All Categories' first, then the loaded ones; the four sorts in the spec's order.
    const categoryOptions = [...(category as HTMLSelectElement).options].map((option) => option.text);
    await expect(categoryOptions).toEqual(['All Categories', ...videoCategories.map((c) => c.label)]);
    await expect(category).toHaveDisplayValue('All Categories');
    const sortOptions = [...(sort as HTMLSelectElement).options].map((option) => option.text);
    await expect(sortOptions).toEqual(['Latest', 'Most Liked', 'Most Viewed', 'Most Disliked']);
    await expect(sort).toHaveDisplayValue('Latest');

    await userEvent.type(search, 'dragon');
    await expect(args.onChange).toHaveBeenLastCalledWith({ search: 'dragon' });
    await expect(args.onChange).toHaveBeenCalledTimes(6);

    await userEvent.selectOptions(category, 'Fantasy');
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'fantasy_story' });
    await userEvent.selectOptions(category, 'All Categories');
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: '' });

    await userEvent.selectOptions(sort, 'Most Liked');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sortBy: 'likes' });
    await userEvent.selectOptions(sort, 'Most Disliked');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sortBy: 'dislikes' });

    await userEvent.type(email, 'sam@');
    await expect(args.onChange).toHaveBeenLastCalledWith({ userEmail: 'sam@' });

    // Clearing the search reports an empty string (the page sends no filter).
    await userEvent.clear(search);
    await expect(args.onChange).toHaveBeenLastCalledWith({ search: '' });

    // Enter in a box applies nothing new and does not submit a form.
    await userEvent.type(email, '{Enter}');
    await expect(canvas.getByRole('search')).toBeVisible();

    // Back to the empty state for the screenshot.
    await userEvent.clear(email);
    await userEvent.selectOptions(sort, 'Latest');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sortBy: 'created_at' });
    email.blur();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filled: Story = {
  args: {
    value: { search: 'moon', category: 'childrens_bedtime_story', sortBy: 'views', userEmail: 'mia.parent@example.com' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('moon');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue("Children's Bedtime");
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Most Viewed');
    await expect(canvas.getByRole('searchbox', { name: 'User email' })).toHaveValue('mia.parent@example.com');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    value: { search: 'moon', category: '', sortBy: 'created_at', userEmail: '' },
  },
  play: async ({ args, canvas, userEvent }) => {
    const controls = [
      canvas.getByRole('searchbox', { name: 'Search' }),
      canvas.getByRole('combobox', { name: 'Category' }),
      canvas.getByRole('combobox', { name: 'Sort by' }),
      canvas.getByRole('searchbox', { name: 'User email' }),
    ];
    // Stacked: one control per row, in order.
    const boxes = controls.map((control) => control.getBoundingClientRect());
    for (let index = 1; index < boxes.length; index += 1) {
      await expect(boxes[index]!.top).toBeGreaterThan(boxes[index - 1]!.bottom);
    }
    const form = canvas.getByRole('search');
    await expect(form.scrollWidth).toBe(form.clientWidth);
    await userEvent.selectOptions(controls[2]!, 'Most Viewed');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sortBy: 'views' });
    await userEvent.selectOptions(controls[2]!, 'Latest');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
