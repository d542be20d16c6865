import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, FolderSearch, VideoOff } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button, EmptyState, emptyStateTitleElements } from '@storyloom/ui';
import { wide } from './feedback.css.ts';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No magical stories yet' },
  argTypes: {
    titleAs: { control: 'inline-radio', options: emptyStateTitleElements },
    icon: { control: false },
    action: { control: false },
  },
  decorators: [
    (Story) => (
      <div className={wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onStartCreating = fn();

/** The gallery with no projects at all. */
export const NoStories: Story = {
  args: {
    icon: <BookOpen />,
    title: 'No magical stories yet',
    description: 'Turn a few photos and a few words into an illustrated, narrated story video.',
    action: (
      <Button size="lg" onClick={onStartCreating}>
        Start Creating
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onStartCreating.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No magical stories yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Creating' }));
    await expect(onStartCreating).toHaveBeenCalledTimes(1);
  },
};

/** The gallery when a search or filter matches nothing. */
export const NoProjectsFound: Story = {
  args: {
    icon: <FolderSearch />,
    title: 'No projects found',
    description: 'Try adjusting your search or filter',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Discover when a search or filter matches nothing. */
export const NoVideosFound: Story = {
  args: {
    icon: <VideoOff />,
    title: 'No videos found',
    description: 'Try adjusting your search or filter criteria',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No videos found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No notifications', titleAs: 'h3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No notifications' })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};

export const Mobile: Story = {
  ...NoStories,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await NoStories.play!(context);
    const button = context.canvas.getByRole('button', { name: 'Start Creating' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
