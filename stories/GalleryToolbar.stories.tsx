import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { GalleryToolbar, galleryFilters, type GalleryFilter, type GalleryToolbarProps } from '@storyloom/ui';
import { galleryFilterOptions } from './fixtures/projects.ts';
import { gallery } from './gallery.css.ts';

/** The toolbar as the gallery screen owns it: search text and filter live in the screen's state. */
function GalleryToolbarDemo({ search: initialSearch, filter: initialFilter, ...props }: GalleryToolbarProps) {
  const [search, setSearch] = useState(initialSearch);
  const [filter, setFilter] = useState<GalleryFilter>(initialFilter);
  return (
    <GalleryToolbar
      {...props}
      search={search}
      filter={filter}
      onSearchChange={(next) => {
        setSearch(next);
        props.onSearchChange(next);
      }}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Gallery/GalleryToolbar',
  component: GalleryToolbar,
  args: {
    search: '',
    filter: 'all',
    filterOptions: galleryFilterOptions,
    selectMode: false,
    selectedCount: 0,
    creatingProject: false,
    onSearchChange: fn(),
    onFilterChange: fn(),
    onToggleSelectMode: fn(),
    onDeleteSelected: fn(),
    onNewProject: fn(),
  },
  argTypes: {
    filter: { control: 'select', options: galleryFilters },
    filterOptions: { control: false },
  },
  render: (args) => <GalleryToolbarDemo {...args} />,
  decorators: [
    // The width of the gallery's content column, or of a phone.
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? gallery.phone : gallery.toolbar}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GalleryToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Magical Projects' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search projects' });
    await expect(search).toHaveAttribute('placeholder', 'Search projects...');
    await expect(search).toHaveValue('');

    // Every keystroke reaches the owner (the store debounces the request).
    await userEvent.type(search, 'moon');
    await expect(args.onSearchChange).toHaveBeenCalledTimes(4);
    await expect(args.onSearchChange).toHaveBeenNthCalledWith(1, 'm');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('moon');
    await userEvent.clear(search);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');

    const filter = canvas.getByRole('combobox', { name: 'Filter projects' });
    await expect(filter).toHaveDisplayValue('All Projects');
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Projects',
      'Completed',
      'In Progress',
      "Children's Bedtime",
      'Viral',
      'Romance',
      'Comedy',
      'Fantasy',
      'Sci-Fi',
    ]);
    await userEvent.selectOptions(filter, 'In Progress');
    await expect(args.onFilterChange).toHaveBeenCalledTimes(1);
    await expect(args.onFilterChange).toHaveBeenCalledWith('in_progress');
    await userEvent.selectOptions(filter, "Children's Bedtime");
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('childrens_bedtime_story');

    // Out of bulk mode there is nothing to delete.
    await expect(canvas.queryByRole('button', { name: /^Delete Selected/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Select' }));
    await expect(args.onToggleSelectMode).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    await expect(args.onNewProject).toHaveBeenCalledTimes(1);
    await expect(args.onDeleteSelected).not.toHaveBeenCalled();

    // Leave the filter as the story started, for the screenshot.
    await userEvent.selectOptions(filter, 'All Projects');
    filter.blur();
  },
};

export const WithSearch: Story = {
  args: { search: 'dragon', filter: 'completed' },
  play: async ({ args, canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search projects' });
    await expect(search).toHaveValue('dragon');
    await expect(canvas.getByRole('combobox', { name: 'Filter projects' })).toHaveDisplayValue('Completed');
    await userEvent.type(search, 's');
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await expect(args.onSearchChange).toHaveBeenCalledWith('dragons');
    await userEvent.type(search, '{Backspace}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('dragon');
    search.blur();
  },
};

export const SelectMode: Story = {
  args: { selectMode: true, selectedCount: 0 },
  play: async ({ args, canvas, userEvent }) => {
    const deleteSelected = canvas.getByRole('button', { name: 'Delete Selected (0)' });
    await expect(deleteSelected).toBeDisabled();
    await userEvent.click(deleteSelected);
    await expect(args.onDeleteSelected).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Select' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onToggleSelectMode).toHaveBeenCalledTimes(1);
  },
};

export const SelectModeWithSelection: Story = {
  args: { selectMode: true, selectedCount: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const deleteSelected = canvas.getByRole('button', { name: 'Delete Selected (3)' });
    await expect(deleteSelected).toBeEnabled();
    await userEvent.click(deleteSelected);
    await expect(args.onDeleteSelected).toHaveBeenCalledTimes(1);
    await expect(args.onToggleSelectMode).not.toHaveBeenCalled();
    deleteSelected.blur();
  },
};

export const CreatingProject: Story = {
  args: { creatingProject: true },
  play: async ({ args, canvas, userEvent }) => {
    const newProject = canvas.getByRole('button', { name: 'New Project' });
    await expect(newProject).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(newProject);
    await expect(args.onNewProject).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { selectMode: true, selectedCount: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search projects' });
    const filter = canvas.getByRole('combobox', { name: 'Filter projects' });
    // Search and filter stack, full width.
    await expect(filter.getBoundingClientRect().top).toBeGreaterThan(search.getBoundingClientRect().bottom);
    for (const element of canvasElement.querySelectorAll('button, input, select')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Selected (3)' }));
    await expect(args.onDeleteSelected).toHaveBeenCalledTimes(1);
  },
};
