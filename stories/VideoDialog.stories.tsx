import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { VideoDialog } from '@storyloom/ui';
import { stillPlayer } from './community.css.ts';
import { posters, sampleStoryVideo, showcaseVideos } from './fixtures/videos.ts';
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
    videoUrl: sampleStoryVideo,
    poster: posters.moonlitForest,
  },
  decorators: [
    (Story) => (
      <div className={stillPlayer}>
        <Story />
      </div>
    ),
  ],
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
 * has no real click (test events are synthetic), so the browser may refuse: mute the player and let it load again,
 * which autoplay always may. The sample is a fraction of a second of a still scene, so waiting for its end leaves
 * every screenshot the same.
 */
async function playedVideo(dialog: HTMLElement) {
  const video = dialog.querySelector('video')!;
  video.muted = true;
  video.load();
  await waitFor(() => expect(video.ended).toBe(true), { timeout: 5000 });
  return video;
}

export const WithVideo: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openDialog(canvas.getByRole('dialog', { name: mia.title }));
    await expect(canvas.getByRole('heading', { level: 2, name: mia.title })).toBeVisible();
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAccessibleName(mia.title);
    await expect(video).toHaveAttribute('src', sampleStoryVideo);
    await expect(video).toHaveAttribute('poster', posters.moonlitForest);
    // Autoplay: it plays through without anyone pressing play; the browser's controls are there to pause it.
    await expect(video.autoplay).toBe(true);
    await expect(video.controls).toBe(true);
    await playedVideo(dialog);
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
    const video = await playedVideo(dialog);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expect(video.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};
