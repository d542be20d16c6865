import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { VideoPlayer } from '@storyloom/ui';
import { moonlitPoster, toneWav } from './fixtures/media.ts';
import { wide } from './feedback.css.ts';

const meta = {
  title: 'Primitives/VideoPlayer',
  component: VideoPlayer,
  args: { title: 'Moonlit Forest Adventure', onEnded: fn() },
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

// The fixture's media is a half-second tone: the poster stays up (there are no frames to replace it), so
// screenshots never catch a playing picture.
export const WithPoster: Story = {
  args: { src: toneWav, poster: moonlitPoster },
  play: async (context) => {
    const { args } = context;
    const video = videoOf(context);
    await expect(video).toHaveAccessibleName('Moonlit Forest Adventure');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('poster', moonlitPoster);
    await expect(video).not.toHaveAttribute('autoplay');
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA));
    await expect(video.paused).toBe(true);
    await expectSixteenByNine(video.parentElement!);

    video.dispatchEvent(new Event('ended'));
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
  },
};

export const Autoplay: Story = {
  args: { src: toneWav, poster: moonlitPoster, autoPlay: true },
  play: async (context) => {
    const video = videoOf(context);
    await expect(video).toHaveAttribute('autoplay');
    await expect(video.autoplay).toBe(true);
    // Not muted: the spec asks for a playing video, and the controls stay for when the browser blocks sound.
    await expect(video.muted).toBe(false);
    await expect(video).toHaveAttribute('controls');
    // Let the half-second clip play out (or be refused), so the screenshot shows one settled state.
    await waitFor(
      () => expect(video.ended || (video.paused && video.readyState === HTMLMediaElement.HAVE_ENOUGH_DATA)).toBe(true),
      {
        timeout: 3000,
      },
    );
  },
};

export const Mobile: Story = {
  ...WithPoster,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await WithPoster.play!(context);
    const video = videoOf(context);
    await expect(video.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
