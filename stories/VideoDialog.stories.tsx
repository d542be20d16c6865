import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VideoDialog } from '@storyloom/ui';
import { rewind, toneWav } from './fixtures/media.ts';
import { posters, showcaseVideos } from './fixtures/videos.ts';
import { overlayDocs } from './docsParameters.ts';

const [mia] = showcaseVideos;

const meta = {
  title: 'Community/VideoDialog',
  parameters: overlayDocs,
  component: VideoDialog,
  args: {
    open: true,
    onClose: fn(),
    title: mia.title,
    // Half a second of sound and no picture: the poster stays up, so no screenshot shows a decoded frame (which
    // differs between browser builds).
    videoUrl: toneWav,
    poster: posters.moonlitForest,
  },
} satisfies Meta<typeof VideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open modal, after its entrance animation. */
async function openDialog(dialog: HTMLElement) {
  await expect(dialog).toHaveAttribute('open');
  await expect(dialog.matches(':modal')).toBe(true);
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * In the app the dialog opens from a real click on a card, which lets the browser autoplay with sound. A story
 * has no real click (test events are synthetic), so the browser may refuse: then the poster stays up with the Play
 * button there to start it. Either way the player settles (refused, or the half-second clip played out), then
 * rewinds, so the screenshot is the same whichever way the browser went.
 */
async function settledVideo(dialog: HTMLElement) {
  const video = dialog.querySelector('video')!;
  await waitFor(() => expect(video.ended || (video.paused && video.readyState >= HTMLMediaElement.HAVE_METADATA)).toBe(true), {
    timeout: 5000,
  });
  await expect(within(dialog).getByRole('button', { name: `Play ${mia.title}` })).toBeVisible();
  await rewind(video);
  return video;
}

export const WithVideo: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openDialog(canvas.getByRole('dialog', { name: mia.title }));
    await expect(canvas.getByRole('heading', { level: 2, name: mia.title })).toBeVisible();
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAccessibleName(mia.title);
    await expect(video).toHaveAttribute('src', toneWav);
    await expect(video).toHaveAttribute('poster', posters.moonlitForest);
    // Autoplay: it plays without anyone pressing play; the player's own controls are there to pause or start it.
    await expect(video.autoplay).toBe(true);
    await expect(video).not.toHaveAttribute('controls');
    await settledVideo(dialog);
    await expect(canvas.queryByText('Video not available')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const NoVideo: Story = {
  args: { videoUrl: null, title: 'Grandpa’s Sunny Meadow' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas.getByRole('dialog', { name: 'Grandpa’s Sunny Meadow' }));
    await expect(canvas.getByText('Video not available')).toBeVisible();
    await expect(dialog.querySelector('video')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas.getByRole('dialog', { name: mia.title }));
    const video = await settledVideo(dialog);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(video.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};
