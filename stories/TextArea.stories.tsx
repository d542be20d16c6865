import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sparkles } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button, TextArea, textAreaResizes } from '@storyloom/ui';
import { field, phone } from './forms.css.ts';

const description = 'Mia, a curious seven-year-old with curly red hair and a yellow raincoat, and Pip, her small grey fox.';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Character Description', onChange: fn() },
  argTypes: {
    resize: { control: 'inline-radio', options: textAreaResizes },
    labelAction: { control: false },
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? phone : field}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Who is in your reference image?' },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Character Description' });
    await userEvent.type(textarea, 'Mia{Enter}Pip');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
    await expect(args.onChange).toHaveBeenLastCalledWith('Mia\nPip', expect.anything());
    await expect(textarea).toHaveValue('Mia\nPip');
  },
};

export const WithCount: Story = {
  args: { label: 'Story Context', showCount: true, maxLength: 200, defaultValue: 'A rainy afternoon in the forest.' },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Story Context' });
    await expect(canvas.getByText('32 / 200')).toBeVisible();
    await userEvent.type(textarea, ' Fireflies.');
    await expect(args.onChange).toHaveBeenLastCalledWith('A rainy afternoon in the forest. Fireflies.', expect.anything());
    await expect(canvas.getByText('43 / 200')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('43 / 200');
    await expect(textarea).toHaveAttribute('maxlength', '200');
  },
};

export const CountWithoutLimit: Story = {
  args: { label: 'Story Instructions', showCount: true, hint: 'Optional: anything the story must include.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('0 characters')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Story Instructions' }), 'A');
    await expect(canvas.getByText('1 character')).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'Please describe the characters in your reference image and provide a story context.',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Character Description' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription(
      'Please describe the characters in your reference image and provide a story context.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: description },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Character Description' });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: description },
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Character Description' });
    await expect(textarea).toHaveAttribute('readonly');
    await userEvent.type(textarea, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(textarea).toHaveValue(description);
  },
};

const onImprove = fn();

export const WithLabelAction: Story = {
  args: {
    required: true,
    defaultValue: description,
    labelAction: (
      <Button variant="ghost" size="sm" icon={<Sparkles />} onClick={onImprove}>
        Improve with AI
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Character Description' })).toBeVisible();
    const improve = canvas.getByRole('button', { name: 'Improve with AI' });
    await userEvent.click(improve);
    await expect(onImprove).toHaveBeenCalledTimes(1);
    improve.blur();
  },
};

export const Mobile: Story = {
  args: { label: 'Story Context', showCount: true, maxLength: 1000, defaultValue: description },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Story Context' });
    await expect(textarea.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
