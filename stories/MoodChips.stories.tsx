import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { MOOD_SUGGESTIONS, MoodChips, moodSuggestionsFor, type MoodChipsProps } from '@storyloom/ui';
import { workflowFrame } from './workflow.css.ts';

/** Adds or removes a word on toggle like the stage 2 page does, and reports every call to the spies. */
function StatefulMoodChips({ selected: initial, onToggle, freeText: initialText, onFreeTextChange, ...props }: MoodChipsProps) {
  const [selected, setSelected] = useState(initial);
  const [freeText, setFreeText] = useState(initialText);
  return (
    <MoodChips
      {...props}
      selected={selected}
      freeText={freeText}
      onToggle={(word) => {
        setSelected((words) => (words.includes(word) ? words.filter((other) => other !== word) : [...words, word]));
        onToggle(word);
      }}
      onFreeTextChange={(text) => {
        setFreeText(text);
        onFreeTextChange(text);
      }}
    />
  );
}

const meta = {
  title: 'Workflow/MoodChips',
  component: MoodChips,
  args: {
    suggestions: moodSuggestionsFor('childrens_bedtime_story'),
    selected: [],
    onToggle: fn(),
    freeText: '',
    onFreeTextChange: fn(),
  },
  argTypes: { suggestions: { control: false } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.card}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoodChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainTypes = [
  'childrens_bedtime_story',
  'childrens_story',
  'viral_story',
  'romantic_story',
  'funny_friends_story',
  'fantasy_story',
  'sci_fi_story',
  'sad_story',
  'adventure_story',
] as const;

/** The chips follow the `selected` prop alone; the spy only reports. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const chips = canvas.getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual([...MOOD_SUGGESTIONS.childrens_bedtime_story]);
    for (const chip of chips) await expect(chip).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(canvas.getByRole('button', { name: 'dreamy' }));
    await expect(args.onToggle).toHaveBeenCalledWith('dreamy');
    // Nobody changed `selected`, so the chip is still not pressed.
    await expect(canvas.getByRole('button', { name: 'dreamy' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Mood in your own words' }), 'c');
    await expect(args.onFreeTextChange).toHaveBeenCalledWith('c');

    // The word lists: ten per main story type, the default eight for the rest.
    for (const type of mainTypes) {
      await expect(new Set(moodSuggestionsFor(type)).size).toBe(10);
    }
    await expect(moodSuggestionsFor('occasion_story')).toEqual([
      'exciting',
      'peaceful',
      'dramatic',
      'lighthearted',
      'mysterious',
      'uplifting',
      'emotional',
      'magical',
    ]);
    await expect(moodSuggestionsFor(null)).toBe(MOOD_SUGGESTIONS.default);
  },
};

export const SomeSelected: Story = {
  args: {
    suggestions: moodSuggestionsFor('fantasy_story'),
    selected: ['magical', 'whimsical'],
    freeText: 'a little spooky at night',
  },
  render: (args) => <StatefulMoodChips {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const magical = canvas.getByRole('button', { name: 'magical' });
    const epic = canvas.getByRole('button', { name: 'epic' });
    await expect(magical).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'whimsical' })).toHaveAttribute('aria-pressed', 'true');
    await expect(epic).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Mood in your own words' })).toHaveValue('a little spooky at night');

    await userEvent.click(epic);
    await expect(args.onToggle).toHaveBeenLastCalledWith('epic');
    await expect(epic).toHaveAttribute('aria-pressed', 'true');
    // Space on a focused chip toggles it too.
    magical.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith('magical');
    await expect(magical).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { selected: ['cosy'], freeText: 'warm and slow', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    for (const chip of canvas.getAllByRole('button')) await expect(chip).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'cosy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Mood in your own words' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'calm' }));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { suggestions: moodSuggestionsFor('sci_fi_story'), selected: ['cosmic'] },
  render: (args) => <StatefulMoodChips {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Mood suggestions' });
    await expect(list.scrollWidth).toBe(list.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'awe-inspiring' }));
    await expect(args.onToggle).toHaveBeenCalledWith('awe-inspiring');
    await expect(canvas.getByRole('button', { name: 'awe-inspiring' })).toHaveAttribute('aria-pressed', 'true');
  },
};
