import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AudioPlayer } from '@storyloom/ui';
import { holdStill, narrationWav } from './fixtures/media.ts';
import { stretchColumn } from './feedback.css.ts';

const meta = {
  title: 'Primitives/AudioPlayer',
  component: AudioPlayer,
  args: { src: narrationWav, label: 'Page 2 narration', onPlay: fn(), onEnded: fn() },
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

/**
 * The player, named by its caption, with its metadata loaded (so the screenshot shows the duration), and its
 * controls: the design system's, never the browser's.
 */
async function loadedPlayer({ canvas, canvasElement }: Context, label: string) {
  const figure = canvas.getByRole('figure', { name: label });
  const audio = canvasElement.querySelector('audio')!;
  await expect(figure).toContainElement(audio);
  // Without `controls` the element itself is not drawn (nor in the accessibility tree): the figure and the
  // controls carry the name.
  await expect(audio).toHaveAttribute('aria-labelledby', figure.getAttribute('aria-labelledby'));
  await expect(audio).not.toHaveAttribute('controls');
  await expect(audio).toHaveAttribute('preload', 'metadata');
  await waitFor(() => expect(audio.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
  const controls = within(figure);
  const seek = controls.getByRole('slider', { name: `Seek ${label}` });
  await waitFor(() => expect(seek).toBeEnabled());
  return { audio, figure, controls, seek };
}

/** Nothing in the figure sticks out of it, nor out of the page. */
async function expectNoOverflow(figure: HTMLElement) {
  await expect(figure.scrollWidth).toBe(figure.clientWidth);
  const right = figure.getBoundingClientRect().right;
  for (const control of figure.querySelectorAll('button, input')) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  }
  await expect(right).toBeLessThanOrEqual(window.innerWidth);
}

export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const { audio, controls, seek } = await loadedPlayer(context, 'Page 2 narration');
    await expect(audio.src).toBe(args.src);
    await expect(audio.duration).toBeCloseTo(12, 2);
    await expect(audio.paused).toBe(true);
    await expect(controls.getByRole('button', { name: 'Play Page 2 narration' })).toBeVisible();
    await expect(controls.getByRole('button', { name: 'Mute Page 2 narration' })).toBeVisible();
    await expect(controls.getByText('0:00 / 0:12')).toBeVisible();
    await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:12');
    await expect(seek).toHaveAttribute('max', '12');
    // Touch targets of at least 24 × 24 px.
    for (const target of [...controls.getAllByRole('button'), seek]) {
      const box = target.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }

    // The element's own events reach the callbacks.
    audio.dispatchEvent(new Event('play'));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    audio.dispatchEvent(new Event('ended'));
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
  },
};

/**
 * Playing (and muted: a story's clicks are synthetic, and a browser only lets unmuted media start from a real
 * gesture). Play becomes Pause; Space and Enter work the buttons. The clip is held still for the screenshot.
 */
export const Playing: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const { audio, controls } = await loadedPlayer(context, 'Page 2 narration');
    holdStill(audio);
    await userEvent.click(controls.getByRole('button', { name: 'Mute Page 2 narration' }));
    await expect(audio.muted).toBe(true);
    await userEvent.click(controls.getByRole('button', { name: 'Play Page 2 narration' }));
    const pause = await controls.findByRole('button', { name: 'Pause Page 2 narration' });
    await expect(audio.paused).toBe(false);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);

    // The same button, from the keyboard: Enter pauses, Space plays again.
    pause.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await controls.findByRole('button', { name: 'Play Page 2 narration' })).toHaveFocus();
    await expect(audio.paused).toBe(true);
    await userEvent.keyboard(' ');
    await expect(await controls.findByRole('button', { name: 'Pause Page 2 narration' })).toHaveFocus();
    await expect(audio.paused).toBe(false);
    await expect(controls.getByRole('button', { name: 'Unmute Page 2 narration' })).toBeVisible();
  },
};

/** Muted, paused: the mute button says Unmute and shows the struck-out speaker. */
export const Muted: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const { audio, controls } = await loadedPlayer(context, 'Page 2 narration');
    await userEvent.click(controls.getByRole('button', { name: 'Mute Page 2 narration' }));
    await expect(audio.muted).toBe(true);
    await userEvent.click(controls.getByRole('button', { name: 'Unmute Page 2 narration' }));
    await expect(audio.muted).toBe(false);
    await userEvent.click(controls.getByRole('button', { name: 'Mute Page 2 narration' }));
    await expect(audio.muted).toBe(true);
    await expect(audio.paused).toBe(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The seek slider from the keyboard (Tab reaches it after Play): arrows move 5 s, Page Up/Down a tenth, Home and
 * End the ends. It rests at 0:05 with its focus ring.
 */
export const KeyboardSeeking: Story = {
  play: async (context) => {
    const { userEvent } = context;
    const { audio, controls, seek } = await loadedPlayer(context, 'Page 2 narration');
    await userEvent.tab();
    await expect(controls.getByRole('button', { name: 'Play Page 2 narration' })).toHaveFocus();
    await userEvent.tab();
    await expect(seek).toHaveFocus();

    const press = async (key: string, seconds: number, valueText: string) => {
      await userEvent.keyboard(key);
      await expect(audio.currentTime).toBeCloseTo(seconds, 3);
      await expect(seek).toHaveAttribute('aria-valuetext', valueText);
    };
    await press('{ArrowRight}', 5, '0:05 of 0:12');
    await press('{ArrowUp}', 10, '0:10 of 0:12');
    await press('{ArrowRight}', 12, '0:12 of 0:12');
    await press('{ArrowLeft}', 7, '0:07 of 0:12');
    await press('{ArrowDown}', 2, '0:02 of 0:12');
    await press('{ArrowLeft}', 0, '0:00 of 0:12');
    await press('{End}', 12, '0:12 of 0:12');
    await press('{PageDown}', 10.8, '0:10 of 0:12');
    await press('{Home}', 0, '0:00 of 0:12');
    await press('{PageUp}', 1.2, '0:01 of 0:12');
    await press('{Home}', 0, '0:00 of 0:12');
    await press('{ArrowRight}', 5, '0:05 of 0:12');
    await expect(controls.getByText('0:05 / 0:12')).toBeVisible();
    await expect(audio.paused).toBe(true);
  },
};

/** A file that does not load: no duration ("--:--") and nothing to seek; Play is still there to try. */
export const Unavailable: Story = {
  args: { src: '/media/storybook/missing-narration.wav' },
  play: async ({ canvas, canvasElement }) => {
    const audio = canvasElement.querySelector('audio')!;
    await waitFor(() => expect(audio.error).not.toBeNull());
    await expect(canvas.getByText('0:00 / --:--')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek Page 2 narration' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Play Page 2 narration' })).toBeEnabled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Background music: a gentle lullaby with harp and soft strings for the moonlit forest adventure of Mia and her fox',
  },
  play: async (context) => {
    const { figure } = await loadedPlayer(context, context.args.label);
    // The caption wraps; nothing overflows the frame.
    await expectNoOverflow(figure);
  },
};

/** A phone: the bar is narrow, so the seek slider takes a row of its own above the buttons and the time. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { figure, controls, seek } = await loadedPlayer(context, 'Page 2 narration');
    await expectNoOverflow(figure);
    const play = controls.getByRole('button', { name: 'Play Page 2 narration' });
    await expect(seek.getBoundingClientRect().bottom).toBeLessThanOrEqual(play.getBoundingClientRect().top);
    await expect(controls.getByText('0:00 / 0:12')).toBeVisible();
  },
};

/** The narrowest phone (320 px): everything still fits. */
export const SmallPhone: Story = {
  parameters: {
    viewport: {
      options: { smallPhone: { name: 'Phone 320 × 640', styles: { width: '320px', height: '640px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async (context) => {
    const { figure, controls } = await loadedPlayer(context, 'Page 2 narration');
    await expect(window.innerWidth).toBe(320);
    await expectNoOverflow(figure);
    await expect(controls.getByText('0:00 / 0:12')).toBeVisible();
  },
};
