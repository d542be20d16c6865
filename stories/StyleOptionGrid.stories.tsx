import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StyleOptionGrid, type StyleOptionGridProps } from '@storyloom/ui';
import { styleOptions } from './fixtures/workflow.ts';
import { workflowFrame } from './workflow.css.ts';

/** Keeps the choice in state like the stage 1 page does, and reports every choice to the `onSelect` spy. */
function StatefulStyleOptionGrid({ selectedId: initial, onSelect, ...props }: StyleOptionGridProps) {
  const [selectedId, setSelectedId] = useState(initial);
  return (
    <StyleOptionGrid
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Workflow/StyleOptionGrid',
  component: StyleOptionGrid,
  args: { options: styleOptions, selectedId: null, onSelect: fn() },
  argTypes: { options: { control: false } },
  render: (args) => <StatefulStyleOptionGrid {...args} />,
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.card}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StyleOptionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Generated Style Options' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    // Three placeholders, one per option on its way, and nothing to choose yet.
    await expect(group.children).toHaveLength(3);
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Generating style options…');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Generated Style Options' })).toBeVisible();
    await expect(canvas.getByText('Your style options will appear here once they are generated.')).toBeVisible();
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

export const ThreeOptions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Generated Style Options' });
    await expect(group).not.toHaveAttribute('aria-busy');
    const [first, second, third] = canvas.getAllByRole('radio');
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    for (const radio of [first, second, third]) await expect(radio).not.toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Style option 2' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('style-2');
    await expect(second).toBeChecked();

    // Arrow keys move the choice like any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(third).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('style-3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith('style-1');
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
  },
};

export const Selected: Story = {
  args: { selectedId: 'style-1' },
  play: async ({ args, canvas, userEvent }) => {
    const chosen = canvas.getByRole('radio', { name: 'Style option 1' });
    await expect(chosen).toBeChecked();
    // The selected picture carries the check mark.
    await expect(chosen.closest('label')!.querySelector('svg')).not.toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Style option 3' }).closest('label')!.querySelector('svg')).toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: 'Style option 3' }));
    await expect(args.onSelect).toHaveBeenCalledWith('style-3');
    await expect(canvas.getByRole('radio', { name: 'Style option 3' })).toBeChecked();
    await expect(chosen).not.toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { selectedId: 'style-2', readOnly: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Generated Style Options' })).toHaveAttribute('aria-readonly', 'true');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Style option 2' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Style option 1' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Style option 2' })).toBeChecked();
  },
};

export const Mobile: Story = {
  args: { selectedId: 'style-3' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Generated Style Options' });
    await expect(group.scrollWidth).toBe(group.clientWidth);
    // The three options stay in one row on a phone.
    const tops = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Style option 1' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('style-1');
  },
};
