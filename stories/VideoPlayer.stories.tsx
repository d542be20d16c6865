import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VideoPlayer } from '@storyloom/ui';
import { holdStill, moonlitPoster, narrationWav, rewind, toneWav } from './fixtures/media.ts';
import { wide } from './feedback.css.ts';

const title = 'Moonlit Forest Adventure';

// The sources are WAV tones: a <video> of sound only keeps its poster up (there are no frames to replace it), so no
// screenshot shows a decoded picture, which differs from one browser build to the next.
const meta = {
  title: 'Primitives/VideoPlayer',
  component: VideoPlayer,
  args: { title, onEnded: fn() },
  argTypes: { src: { control: false }, poster: { control: false } },
  decorators: [
    (Story) => (
      <div className={wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function videoOf({ canvasElement }: Context) {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('no <video> rendered');
  return video;
}

/** The video with its metadata loaded (the duration in the time label), and its controls: the design system's. */
async function loadedPlayer(context: Context) {
  const video = videoOf(context);
  await expect(video).toHaveAccessibleName(title);
  await expect(video).not.toHaveAttribute('controls');
  await expect(video).toHaveAttribute('playsinline');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
  // The story's column, which the whole player must fit in.
  const column = video.closest<HTMLElement>(`.${wide}`)!;
  const controls = within(column);
  await waitFor(() => expect(controls.getByRole('slider', { name: `Seek ${title}` })).toBeEnabled());
  return { video, column, controls };
}

/** 16:9, to the pixel. */
async function expectSixteenByNine(element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
}

export const NoVideo: Story = {
  args: { src: undefined },
  play: async ({ canvas, canvasElement }) => {
    const message = canvas.getByText('Video not available');
    await expect(message).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expectSixteenByNine(message.parentElement!);
  },
};

export const EmptyUrl: Story = {
  args: { src: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Video not available')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const WithPoster: Story = {
  args: { src: narrationWav, poster: moonlitPoster },
  play: async (context) => {
    const { args } = context;
    const { video, controls } = await loadedPlayer(context);
    await expect(video).toHaveAttribute('poster', moonlitPoster);
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video.paused).toBe(true);
    // The picture keeps its 16:9 frame; the controls sit under it, off the burnt-in captions.
    await expectSixteenByNine(video.parentElement!);
    await expect(controls.getByRole('button', { name: `Play ${title}` })).toBeVisible();
    await expect(controls.getByRole('button', { name: `Mute ${title}` })).toBeVisible();
    await expect(controls.getByText('0:00 / 0:12')).toBeVisible();
    await expect(controls.getByRole('slider', { name: `Seek ${title}` })).toHaveAttribute('aria-valuetext', '0:00 of 0:12');
    // Full screen wherever the browser can show an element full screen.
    if ('requestFullscreen' in HTMLElement.prototype) {
      await expect(controls.getByRole('button', { name: 'Full screen' })).toBeVisible();
    }

    video.dispatchEvent(new Event('ended'));
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
  },
};

/**
 * A click on the picture plays and pauses, like the Play button; keys seek. Muted, because a story's clicks are
 * synthetic and a browser only starts unmuted media from a real gesture; held still for the screenshot.
 */
export const Playing: Story = {
  args: { src: narrationWav, poster: moonlitPoster },
  play: async (context) => {
    const { userEvent } = context;
    const { video, controls } = await loadedPlayer(context);
    holdStill(video);
    await userEvent.click(controls.getByRole('button', { name: `Mute ${title}` }));
    await expect(video.muted).toBe(true);

    await userEvent.click(video);
    await expect(await controls.findByRole('button', { name: `Pause ${title}` })).toBeVisible();
    await expect(video.paused).toBe(false);
    await userEvent.click(video);
    await expect(await controls.findByRole('button', { name: `Play ${title}` })).toBeVisible();
    await expect(video.paused).toBe(true);
    await userEvent.click(controls.getByRole('button', { name: `Play ${title}` }));
    await expect(await controls.findByRole('button', { name: `Pause ${title}` })).toBeVisible();
    await expect(video.paused).toBe(false);

    const seek = controls.getByRole('slider', { name: `Seek ${title}` });
    seek.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(video.currentTime).toBeCloseTo(5, 3);
    await expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:12');
    await expect(controls.getByText('0:05 / 0:12')).toBeVisible();
    await expect(controls.getByRole('button', { name: `Unmute ${title}` })).toBeVisible();
    seek.blur();
  },
};

export const Autoplay: Story = {
  args: { src: toneWav, poster: moonlitPoster, autoPlay: true },
  play: async (context) => {
    const video = videoOf(context);
    await expect(video).toHaveAttribute('autoplay');
    await expect(video.autoplay).toBe(true);
    // Not muted: the spec asks for a playing video, and the Play button stays for when the browser blocks sound.
    await expect(video.muted).toBe(false);
    // Let the half-second clip play out (or be refused): either way the Play button is there afterwards. Then back
    // to the start, so the screenshot does not depend on which way the browser went.
    await waitFor(
      () => expect(video.ended || (video.paused && video.readyState === HTMLMediaElement.HAVE_ENOUGH_DATA)).toBe(true),
      { timeout: 3000 },
    );
    const { controls } = await loadedPlayer(context);
    await expect(controls.getByRole('button', { name: `Play ${title}` })).toBeVisible();
    await expect(controls.getByRole('button', { name: `Mute ${title}` })).toBeVisible();
    await rewind(video);
  },
};

export const Mobile: Story = {
  ...WithPoster,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await WithPoster.play!(context);
    const { video, column } = await loadedPlayer(context);
    await expect(video.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(column.scrollWidth).toBe(column.clientWidth);
    for (const control of column.querySelectorAll('button, input')) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(column.getBoundingClientRect().right);
    }
  },
};
