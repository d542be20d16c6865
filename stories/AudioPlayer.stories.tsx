import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AudioPlayer } from '@storyloom/ui';
import { toneWav } from './fixtures/media.ts';
import { stretchColumn } from './feedback.css.ts';

const meta = {
  title: 'Primitives/AudioPlayer',
  component: AudioPlayer,
  args: { src: toneWav, label: 'Page 2 narration', onPlay: fn(), onEnded: fn() },
  argTypes: { src: { control: false } },
  decorators: [
    (Story) => (
      <div className={stretchColumn}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The native player, named by its caption, with its metadata loaded (so the screenshot shows the duration). */
async function loadedPlayer({ canvas, canvasElement }: Context, label: string) {
  const figure = canvas.getByRole('figure', { name: label });
  const audio = canvasElement.querySelector('audio')!;
  await expect(figure).toContainElement(audio);
  await expect(audio).toHaveAccessibleName(label);
  await expect(audio).toHaveAttribute('controls');
  await expect(audio).toHaveAttribute('preload', 'metadata');
  await waitFor(() => expect(audio.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
  return audio;
}

export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const audio = await loadedPlayer(context, 'Page 2 narration');
    await expect(audio.src).toBe(args.src);
    await expect(audio.duration).toBeCloseTo(0.5, 2);
    await expect(audio.paused).toBe(true);

    // The element's own events reach the callbacks.
    audio.dispatchEvent(new Event('play'));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    audio.dispatchEvent(new Event('ended'));
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Background music: a gentle lullaby with harp and soft strings for the moonlit forest adventure of Mia and her fox',
  },
  play: async (context) => {
    const audio = await loadedPlayer(context, context.args.label);
    const figure = audio.closest('figure')!;
    // The caption wraps; nothing overflows the frame.
    await expect(figure.scrollWidth).toBe(figure.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const audio = await loadedPlayer(context, 'Page 2 narration');
    await expect(audio.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
