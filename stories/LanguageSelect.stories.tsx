import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LanguageSelect, withFallbackLanguages, type LanguageSelectProps } from '@storyloom/ui';
import { languages } from './fixtures/workflow.ts';
import { workflowFrame } from './workflow.css.ts';

/** Keeps the language in state like the stage 1 page does, and reports every change to the `onChange` spy. */
function StatefulLanguageSelect({ value: initial, onChange, ...props }: LanguageSelectProps) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageSelect
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Workflow/LanguageSelect',
  component: LanguageSelect,
  args: { languages, value: 'en', onChange: fn() },
  argTypes: { languages: { control: false } },
  render: (args) => <StatefulLanguageSelect {...args} />,
  decorators: [
    (Story) => (
      <div className={workflowFrame.field}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = { code: 'en', name: 'English', native_name: 'English' };
const croatian = { code: 'hr', name: 'Croatian', native_name: 'Hrvatski' };
const german = { code: 'de', name: 'German', native_name: 'Deutsch' };

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Story language' });
    await expect(select).toHaveDisplayValue('English');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Croatian (Hrvatski)',
      'German (Deutsch)',
      'Spanish (Español)',
    ]);
    await userEvent.selectOptions(select, 'Croatian (Hrvatski)');
    await expect(args.onChange).toHaveBeenCalledWith('hr');
    await expect(select).toHaveDisplayValue('Croatian (Hrvatski)');
  },
};

/** The server's list lacks English and Croatian: both are offered anyway, first. */
export const Selected: Story = {
  args: { languages: [german], value: 'de' },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Story language' });
    await expect(select).toHaveDisplayValue('German (Deutsch)');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Croatian (Hrvatski)',
      'German (Deutsch)',
    ]);
    await userEvent.selectOptions(select, 'English');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('en');

    // The rule on its own: nothing added twice, the server's order kept.
    await expect(withFallbackLanguages([])).toEqual([english, croatian]);
    await expect(withFallbackLanguages([croatian, german])).toEqual([english, croatian, german]);
    await expect(withFallbackLanguages([german, croatian, english])).toEqual([german, croatian, english]);
  },
};

export const Disabled: Story = {
  args: { value: 'hr', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Story language' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Croatian (Hrvatski)');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
