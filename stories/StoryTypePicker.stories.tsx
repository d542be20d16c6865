import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StoryTypePicker, type StoryTypePickerProps } from '@storyloom/ui';
import { storyTypes } from './fixtures/workflow.ts';
import { workflowFrame } from './workflow.css.ts';

/** Keeps the selection in state like the stage 1 page does, and reports every change to the `onChange` spy. */
function StatefulStoryTypePicker({ value: initial, onChange, ...props }: StoryTypePickerProps) {
  const [value, setValue] = useState(initial);
  return (
    <StoryTypePicker
      {...props}
      value={value}
      onChange={(key) => {
        setValue(key);
        onChange(key);
      }}
    />
  );
}

const meta = {
  title: 'Workflow/StoryTypePicker',
  component: StoryTypePicker,
  args: { types: storyTypes, value: 'childrens_bedtime_story', onChange: fn() },
  argTypes: { types: { control: false } },
  render: (args) => <StatefulStoryTypePicker {...args} />,
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoryTypePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const description = (key: string) => storyTypes.find((type) => type.key === key)!.description;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Story Type' });
    await expect(canvas.getAllByRole('radio')).toHaveLength(12);
    const bedtime = canvas.getByRole('radio', { name: "Children's Bedtime Story" });
    await expect(bedtime).toBeChecked();
    await expect(bedtime).toHaveAccessibleDescription(description('childrens_bedtime_story'));
    await expect(group.nextElementSibling).toHaveTextContent(description('childrens_bedtime_story'));

    // A click selects a type and the panel describes it.
    const fantasy = canvas.getByRole('radio', { name: 'Fantasy Story' });
    await userEvent.click(fantasy);
    await expect(args.onChange).toHaveBeenLastCalledWith('fantasy_story');
    await expect(fantasy).toBeChecked();
    await expect(bedtime).not.toBeChecked();
    await expect(group.nextElementSibling).toHaveTextContent(description('fantasy_story'));
    await expect(canvas.queryByText(description('childrens_bedtime_story'))).toBeNull();

    // Arrow keys move the selection (the ARIA radio group pattern), wrapping at the ends.
    await expect(fantasy).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const sciFi = canvas.getByRole('radio', { name: 'Sci-Fi Story' });
    await expect(sciFi).toBeChecked();
    await expect(sciFi).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('sci_fi_story');
    await expect(group.nextElementSibling).toHaveTextContent(description('sci_fi_story'));

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Funny Adult Story' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('funny_adult_story');
    await expect(group.nextElementSibling).toHaveTextContent(description('funny_adult_story'));

    await userEvent.click(bedtime);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Occasion Story' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('occasion_story');
    await userEvent.keyboard('{ArrowDown}');
    await expect(bedtime).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

/** In a narrower card: the grid fits as many columns as it can. */
export const OtherSelected: Story = {
  args: { value: 'adventure_story' },
  decorators: [
    (Story) => (
      <div className={workflowFrame.card}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const adventure = canvas.getByRole('radio', { name: 'Adventure Story' });
    await expect(adventure).toBeChecked();
    await expect(adventure).toHaveAccessibleDescription(description('adventure_story'));
    // One tab stop for the whole group: the selected card.
    await userEvent.tab();
    await expect(adventure).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Romantic Story' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: "Children's Bedtime Story" })).toBeChecked();
    await expect(canvas.getByText(description('childrens_bedtime_story'))).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const group = canvas.getByRole('radiogroup', { name: 'Story Type' });
    await expect(group.scrollWidth).toBe(group.clientWidth);
    // Two cards a row on a phone.
    const [first, second, third] = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.top);

    await userEvent.click(canvas.getByRole('radio', { name: 'Sad Story' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('sad_story');
    await expect(group.nextElementSibling).toHaveTextContent(description('sad_story'));
  },
};
