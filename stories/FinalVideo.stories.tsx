import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
    await expect(section.scrollWidth).toBe(section.clientWidth);
    await expect(within(section).getByRole('link', { name: 'Download Video' })).toHaveAttribute(
      'download',
      'storybook-video.mp4',
    );
  },
};
