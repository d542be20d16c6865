import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PageCountSelect, type PageCountSelectProps } from '@storyloom/ui';
import { workflowFrame } from './workflow.css.ts';

/** Keeps the page count in state like the stage 1 page does, and reports every change to the `onChange` spy. */
function StatefulPageCountSelect({ value: initial, onChange, ...props }: PageCountSelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <PageCountSelect
      {...props}
      value={value}
      onChange={(pages) => {
        setValue(pages);
        onChange(pages);
      }}
    />
  );
}

const meta = {
  title: 'Workflow/PageCountSelect',
  component: PageCountSelect,
  args: { onChange: fn() },
  render: (args) => <StatefulPageCountSelect {...args} />,
  decorators: [
    (Story) => (
      <div className={workflowFrame.field}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageCountSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Number of pages' });
    // 3 pages unless told otherwise; 3 to 10 to choose from.
    await expect(select).toHaveDisplayValue('3 pages');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '3 pages',
      '4 pages',
      '5 pages',
      '6 pages',
      '7 pages',
      '8 pages',
      '9 pages',
      '10 pages',
    ]);
    await userEvent.selectOptions(select, '10 pages');
    // A number, not the native select's string.
    await expect(args.onChange).toHaveBeenCalledWith(10);
    await expect(select).toHaveDisplayValue('10 pages');
  },
};

export const Selected: Story = {
  args: { value: 6 },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Number of pages' });
    await expect(select).toHaveDisplayValue('6 pages');
    await userEvent.selectOptions(select, '4 pages');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(select).toHaveDisplayValue('4 pages');
  },
};

export const Disabled: Story = {
  args: { value: 5, disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Number of pages' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('5 pages');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
