import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Schema } from '@storyloom/api-client';
import { VOICES_INITIAL, VOICES_STEP, VoicePicker, voiceTags, type VoicePickerProps } from '@storyloom/ui';
import { voices } from './fixtures/stage3.ts';
import { frame } from './storyLayout.css.ts';
import { phoneFrame } from './workflow-b.css.ts';

/** What the app's search does (the server matches name, description and labels); here over the sample voices. */
function matches(voice: Schema<'Voice'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [voice.name, voice.description ?? '', ...voiceTags(voice)].some((text) => text.toLowerCase().includes(needle));
}

/** The picker with its selection and search kept in state, as the app keeps them, and the spies still called. */
function StatefulVoicePicker({ selectedVoiceId, search, onSelect, onSearchChange, voices: all, ...props }: VoicePickerProps) {
  const [selected, setSelected] = useState(selectedVoiceId);
  const [query, setQuery] = useState(search ?? '');
  return (
    <VoicePicker
      {...props}
      voices={all.filter((voice) => matches(voice, query))}
      selectedVoiceId={selected}
      search={query}
      onSelect={(voiceId) => {
        setSelected(voiceId);
        onSelect?.(voiceId);
      }}
      onSearchChange={(value) => {
        setQuery(value);
        onSearchChange?.(value);
      }}
    />
  );
}

const meta = {
  title: 'Workflow/VoicePicker',
  component: VoicePicker,
  args: {
    voices,
    selectedVoiceId: null,
    search: '',
    readOnly: false,
    loading: false,
    samplePlayingId: null,
    sampleLoadingId: null,
    onSelect: fn(),
    onSearchChange: fn(),
    onPlaySample: fn(),
  },
  render: (args) => <StatefulVoicePicker {...args} />,
  // Wide enough for the two-column list, so the screenshot never reaches past the page.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // Top-left, not centred: a centred root of fractional height lands on a fractional pixel offset, and its
  // anti-aliased edges then differ by a colour step from run to run.
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? phoneFrame : frame.wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoicePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the voices shown, in order (each radio is named by its voice's name). */
const voiceNames = (root: HTMLElement) =>
  within(root)
    .getAllByRole('radio')
    .map((radio) => document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    await expect(VOICES_INITIAL).toBe(6);
    await expect(VOICES_STEP).toBe(3);
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await expect(group).toHaveTextContent('Showing 6 of 10 voices');
    await expect(within(group).queryByRole('radio', { checked: true })).toBeNull();

    const more = within(group).getByRole('button', { name: 'Show more voices' });
    await userEvent.click(more);
    await expect(within(group).getAllByRole('radio')).toHaveLength(9);
    await expect(group).toHaveTextContent('Showing 9 of 10 voices');
    await expect(within(group).getByRole('radio', { name: 'Jonas' })).toBeVisible();

    await userEvent.click(more);
    await expect(within(group).getAllByRole('radio')).toHaveLength(10);
    await expect(group).toHaveTextContent('Showing 10 of 10 voices');
    await expect(within(group).queryByRole('button', { name: 'Show more voices' })).toBeNull();
    // The button is gone: focus lands on the first voice it revealed.
    await expect(within(group).getByRole('radio', { name: 'Lucía' })).toHaveFocus();
    await expect(voiceNames(group)).toEqual(voices.map((voice) => voice.name));
  },
};

export const Selected: Story = {
  args: { selectedVoiceId: 'embedded-flite-rms' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    const ray = within(group).getByRole('radio', { name: 'Ray' });
    await expect(ray).toBeChecked();
    await expect(ray).toHaveAccessibleDescription(/Male American Middle aged English/);

    // Clicking anywhere on the row chooses the voice.
    await userEvent.click(within(group).getByText('Light and quick.'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenLastCalledWith('embedded-flite-slt');
    await expect(within(group).getByRole('radio', { name: 'Sally' })).toBeChecked();

    // Arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('embedded-flite-awb');
    await expect(within(group).getByRole('radio', { name: 'Alan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('embedded-flite-slt');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('embedded-flite-rms');
    await expect(args.onSelect).toHaveBeenCalledTimes(4);
    await expect(ray).toBeChecked();
  },
};

/** A chosen voice beyond the first six stays in view, after them. */
export const SelectedFurtherDown: Story = {
  args: { selectedVoiceId: 'embedded-espeak-de-m' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    await expect(voiceNames(group)).toEqual(['Nora', 'Ray', 'Sally', 'Alan', 'Kal', 'Ana', 'Jonas']);
    await expect(within(group).getByRole('radio', { name: 'Jonas' })).toBeChecked();
    await expect(group).toHaveTextContent('Showing 6 of 10 voices');
  },
};

export const Searching: Story = {
  args: { search: 'croatian', selectedVoiceId: 'embedded-espeak-hr-f' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    const search = within(group).getByRole('searchbox', { name: 'Search voices' });
    await expect(search).toHaveValue('croatian');
    await expect(voiceNames(group)).toEqual(['Ana', 'Ivan']);
    await expect(within(group).queryByRole('button', { name: 'Show more voices' })).toBeNull();

    await userEvent.clear(search);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await userEvent.type(search, 'German');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('German');
    await expect(voiceNames(group)).toEqual(['Lena', 'Jonas']);
  },
};

export const PlayingSample: Story = {
  args: {
    selectedVoiceId: 'embedded-festival-slt-hts',
    samplePlayingId: 'embedded-festival-slt-hts',
    sampleLoadingId: 'embedded-flite-rms',
  },
  play: async ({ args, canvas, userEvent }) => {
    const playing = canvas.getByRole('button', { name: 'Play sample of Nora' });
    await expect(playing).toHaveAttribute('aria-pressed', 'true');
    const loading = canvas.getByRole('button', { name: 'Play sample of Ray' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(loading);
    await expect(args.onPlaySample).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Play sample of Sally' }));
    await expect(args.onPlaySample).toHaveBeenCalledTimes(1);
    await expect(args.onPlaySample).toHaveBeenCalledWith('embedded-flite-slt');
    // Playing a sample does not choose the voice.
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Nora' })).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, selectedVoiceId: 'embedded-flite-rms' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    await expect(within(group).getByRole('searchbox', { name: 'Search voices' })).toBeDisabled();
    await expect(within(group).getByRole('radio', { name: 'Ray' })).toBeChecked();
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(within(group).getByText('Light and quick.'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(within(group).getByRole('radio', { name: 'Ray' })).toBeChecked();
    // Listening is not editing.
    const sally = within(group).getByRole('button', { name: 'Play sample of Sally' });
    await userEvent.click(sally);
    await expect(args.onPlaySample).toHaveBeenCalledWith('embedded-flite-slt');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(within(group).getByRole('status')).toHaveTextContent('Loading voices');
    await expect(within(group).queryAllByRole('radio')).toHaveLength(0);
    await expect(within(group).queryByText('No voices found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { search: 'klingon' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    await expect(group).toHaveTextContent('No voices found');
    await expect(within(group).queryAllByRole('radio')).toHaveLength(0);
    await expect(within(group).queryByRole('button', { name: 'Show more voices' })).toBeNull();
    // Clearing the search brings the voices back.
    await userEvent.clear(within(group).getByRole('searchbox', { name: 'Search voices' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(6));
  },
};

/** A short result list, so the whole picker fits on the 390 × 844 screen (and its screenshot). */
export const Mobile: Story = {
  args: { selectedVoiceId: 'embedded-festival-slt-hts', voices: voices.slice(0, 4) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Voice' });
    await expect(group.scrollWidth).toBe(group.clientWidth);
    await userEvent.click(within(group).getByRole('radio', { name: 'Alan' }));
    await expect(args.onSelect).toHaveBeenCalledWith('embedded-flite-awb');
    await userEvent.click(within(group).getByRole('button', { name: 'Play sample of Alan' }));
    await expect(args.onPlaySample).toHaveBeenCalledWith('embedded-flite-awb');
  },
};
