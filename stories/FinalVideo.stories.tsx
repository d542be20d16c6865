import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FinalVideo, VIDEO_DOWNLOAD_FILE_NAME } from '@storyloom/ui';
import { finalVideoUrl, videoPoster } from './fixtures/stage3.ts';
import { frame } from './storyLayout.css.ts';
import { phoneFrame } from './workflow-b.css.ts';

const meta = {
  title: 'Workflow/FinalVideo',
  component: FinalVideo,
  args: { videoUrl: finalVideoUrl, videoTitle: 'Mia and the Moonlit Forest', poster: videoPoster },
  // Top-left, not centred: a centred root of fractional height lands on a fractional pixel offset, and its
  // anti-aliased edges then differ by a colour step from run to run.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FinalVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The fixture's URL is a path to nothing: the poster stays up and the player settles with no duration ("--:--"),
 * the same on every run, and never on a decoded frame.
 */
async function stillUnloaded(section: HTMLElement) {
  const video = section.querySelector('video')!;
  await waitFor(() => expect(video.error).not.toBeNull());
  const player = within(section);
  await expect(player.getByRole('button', { name: 'Play Mia and the Moonlit Forest' })).toBeVisible();
  await expect(player.getByText('0:00 / --:--')).toBeVisible();
}

const wide: Story['decorators'] = [
  (Story) => (
    <div className={frame.wide}>
      <Story />
    </div>
  ),
];

export const Ready: Story = {
  decorators: wide,
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Final Video' });
    const video = section.querySelector('video')!;
    await expect(video).toHaveAccessibleName('Mia and the Moonlit Forest');
    await expect(video.getAttribute('src')).toBe(finalVideoUrl);
    await expect(video).not.toHaveAttribute('controls');
    await expect(video).toHaveAttribute('poster', videoPoster);
    await stillUnloaded(section);
    const download = within(section).getByRole('link', { name: 'Download Video' });
    await expect(download).toHaveAttribute('download', 'storybook-video.mp4');
    await expect(VIDEO_DOWNLOAD_FILE_NAME).toBe('storybook-video.mp4');
    await expect(download).toHaveAttribute('href', finalVideoUrl);
  },
};

export const NoVideo: Story = {
  decorators: wide,
  args: { videoUrl: null },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Final Video' });
    await expect(section).toHaveTextContent('Video not available');
    await expect(section.querySelector('video')).toBeNull();
    await expect(within(section).queryByRole('link', { name: 'Download Video' })).toBeNull();
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div className={phoneFrame}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Final Video' });
    await stillUnloaded(section);
    await expect(section.scrollWidth).toBe(section.clientWidth);
    await expect(within(section).getByRole('link', { name: 'Download Video' })).toHaveAttribute(
      'download',
      'storybook-video.mp4',
    );
  },
};
