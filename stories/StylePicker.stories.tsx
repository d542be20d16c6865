import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { StylePicker, stylePickerModes, type StylePickerProps } from '@storyloom/ui';
import { artStyles } from './fixtures/workflow.ts';
import { workflowFrame } from './workflow.css.ts';

/** Keeps mode, style and description in state like the stage 1 page does, and reports every change to the spies. */
function StatefulStylePicker({
  mode: initialMode,
  value: initialValue,
  customPrompt: initialPrompt,
  onModeChange,
  onChange,
  onCustomPromptChange,
  ...props
}: StylePickerProps) {
  const [mode, setMode] = useState(initialMode);
  const [value, setValue] = useState(initialValue);
  const [customPrompt, setCustomPrompt] = useState(initialPrompt);
  return (
    <StylePicker
      {...props}
      mode={mode}
      value={value}
      customPrompt={customPrompt}
      onModeChange={(next) => {
        setMode(next);
        onModeChange(next);
      }}
      onChange={(key) => {
        setValue(key);
        onChange(key);
      }}
      onCustomPromptChange={(text) => {
        setCustomPrompt(text);
        onCustomPromptChange(text);
      }}
    />
  );
}

const meta = {
  title: 'Workflow/StylePicker',
  component: StylePicker,
  args: {
    mode: 'predefined',
    styles: artStyles,
    value: 'realistic',
    customPrompt: '',
    onModeChange: fn(),
    onChange: fn(),
    onCustomPromptChange: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: stylePickerModes },
    styles: { control: false },
  },
  render: (args) => <StatefulStylePicker {...args} />,
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StylePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverOrder = [
  'Realistic',
  'Oil Painting',
  'Watercolor',
  'Studio Ghibli Style',
  'Disney Style',
  'Pixar Style',
  'Anime Style',
  'Caricature',
  "Children's Book",
  'Cartoon',
  'Digital Art',
  'Sketch',
];

export const Predefined: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const modes = canvas.getByRole('radiogroup', { name: 'Style Preferences' });
    await expect(modes).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Use Predefined Style' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Describe Custom Style' })).not.toBeChecked();

    // The 12 styles in the server's order, each named by its style and described by its description.
    const grid = canvas.getByRole('radiogroup', { name: 'Art Style' });
    const radios = within(grid).getAllByRole('radio');
    await expect(radios).toHaveLength(serverOrder.length);
    for (const [index, name] of serverOrder.entries()) await expect(radios[index]).toHaveAccessibleName(name);
    await expect(canvas.getByRole('radio', { name: 'Watercolor' })).toHaveAccessibleDescription(
      'Soft washes that bleed into each other on textured paper.',
    );
    // Preview pictures stop at the spec's 400 px.
    for (const image of grid.querySelectorAll('img')) await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(canvas.getByRole('radio', { name: 'Realistic' })).toBeChecked();

    // Click, then arrows.
    await userEvent.click(canvas.getByRole('radio', { name: 'Studio Ghibli Style' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('studio_ghibli_style');
    await expect(canvas.getByRole('radio', { name: 'Studio Ghibli Style' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Disney Style' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('disney_style');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Watercolor' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('watercolor');
    await expect(canvas.getByRole('radio', { name: 'Realistic' })).not.toBeChecked();

    // Switching to a custom style swaps the grid for the description box.
    await userEvent.click(canvas.getByRole('radio', { name: 'Describe Custom Style' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('custom');
    await expect(canvas.queryByRole('radiogroup', { name: 'Art Style' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Custom Style Description' })).toBeVisible();
  },
};

export const Custom: Story = {
  args: { mode: 'custom', customPrompt: 'Soft pastel crayons on recycled paper, with gold ink stars.' },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Custom Style Description' });
    await expect(box).toHaveValue('Soft pastel crayons on recycled paper, with gold ink stars.');
    await expect(canvas.queryByRole('radiogroup', { name: 'Art Style' })).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, 'Ink');
    await expect(args.onCustomPromptChange).toHaveBeenLastCalledWith('Ink');
    await expect(box).toHaveValue('Ink');

    // The mode choice is a radio group too: arrows switch back to the predefined styles.
    const custom = canvas.getByRole('radio', { name: 'Describe Custom Style' });
    await userEvent.click(custom);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Use Predefined Style' })).toBeChecked();
    await expect(args.onModeChange).toHaveBeenLastCalledWith('predefined');
    await expect(canvas.getByRole('radiogroup', { name: 'Art Style' })).toBeVisible();
  },
};

export const CustomEmptyError: Story = {
  args: { mode: 'custom', customPrompt: '', error: 'Please provide a custom style description.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Custom Style Description' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please provide a custom style description.');
  },
};

export const NoStyleError: Story = {
  args: { value: null, error: 'Please select an art style.' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('radiogroup', { name: 'Art Style' });
    await expect(grid).toHaveAttribute('aria-invalid', 'true');
    await expect(grid).toHaveAccessibleDescription('Please select an art style.');
    for (const radio of within(grid).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: 'pixar_style', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sketch' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Describe Custom Style' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onModeChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Pixar Style' })).toBeChecked();
  },
};

/** The first four styles: a phone screenshot only shows what fits in its 844 px viewport. */
export const Mobile: Story = {
  args: { styles: artStyles.slice(0, 4), value: 'watercolor' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole('radiogroup', { name: 'Art Style' });
    await expect(grid.scrollWidth).toBe(grid.clientWidth);
    const modes = canvas.getByRole('radiogroup', { name: 'Style Preferences' });
    await expect(modes.scrollWidth).toBe(modes.clientWidth);
    // Two styles a row on a phone.
    const [first, second, third] = within(grid)
      .getAllByRole('radio')
      .map((radio) => radio.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.top);
    await userEvent.click(canvas.getByRole('radio', { name: 'Studio Ghibli Style' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('studio_ghibli_style');
  },
};
