import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { categoryLabel } from '@storyloom/api-client';
import { DiscoverCard, discoverCardElements, discoverCardTitleElements } from '@storyloom/ui';
import { pageFrame } from './community.css.ts';
import { discoverVideos, longDescription } from './fixtures/videos.ts';

const [mia] = discoverVideos;

const meta = {
  title: 'Community/DiscoverCard',
  component: DiscoverCard,
  args: {
    video: mia,
    categoryLabel: categoryLabel(mia.category),
    onOpen: fn(),
    onLike: fn(),
    // Fixed, so the date reads the same on every machine.
    timeZone: 'UTC',
  },
  argTypes: {
    as: { control: 'inline-radio', options: discoverCardElements },
    titleAs: { control: 'inline-radio', options: discoverCardTitleElements },
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? pageFrame.phone : pageFrame.card}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Centre of an element, to check what a real pointer there would hit. */
function hitTarget(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: mia.title })).toBeVisible();
    await expect(canvas.getByText(mia.description)).toBeVisible();
    await expect(canvas.getByText("Children's Bedtime")).toBeVisible();
    await expect(canvas.getByText('1,234 views')).toBeVisible();
    await expect(canvas.getByText('2:34')).toBeVisible();
    await expect(canvas.getByText('mia.parent@example.com')).toBeVisible();
    const date = canvas.getByText('Nov 20, 2026');
    await expect(date.tagName).toBe('TIME');
    await expect(date).toHaveAttribute('datetime', '2026-11-20T18:30:00Z');

    const like = canvas.getByRole('button', { name: 'Like, 12' });
    const dislike = canvas.getByRole('button', { name: 'Dislike, 1' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenLastCalledWith(true);
    await userEvent.click(dislike);
    await expect(args.onLike).toHaveBeenLastCalledWith(false);
    await expect(args.onLike).toHaveBeenCalledTimes(2);
    // Liking does not open the video.
    await expect(args.onOpen).not.toHaveBeenCalled();

    // The rest of the card opens the player: a pointer on the thumbnail lands on the title's covering button.
    const onThumbnail = hitTarget(canvasElement.querySelector('img')!)!;
    await expect(onThumbnail).toBe(canvas.getByRole('button', { name: mia.title }));
    await userEvent.click(onThumbnail);
    await expect(args.onOpen).toHaveBeenCalledWith(mia);
    await expect(args.onLike).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Liked: Story = {
  args: { video: { ...mia, likes_count: 13, user_like_status: 'like' } },
  play: async ({ args, canvas, userEvent }) => {
    const like = canvas.getByRole('button', { name: 'Like, 13' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Dislike, 1' })).toHaveAttribute('aria-pressed', 'false');
    // Pressing an active like asks to remove it: the owner gets the same `true`.
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(true);
    like.blur();
  },
};

export const Disliked: Story = {
  args: { video: { ...mia, dislikes_count: 2, user_like_status: 'dislike' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Like, 12' })).toHaveAttribute('aria-pressed', 'false');
    const dislike = canvas.getByRole('button', { name: 'Dislike, 2' });
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Like, 12' }));
    await expect(args.onLike).toHaveBeenCalledWith(true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoThumbnail: Story = {
  args: { video: { ...mia, thumbnail_url: null } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('2:34')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: mia.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: mia.id }));
    canvas.getByRole('button', { name: mia.title }).blur();
  },
};

export const ZeroCounts: Story = {
  args: {
    video: { ...mia, view_count: 0, likes_count: 0, dislikes_count: 0, duration: null, user_email: null, description: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 views')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Like, 0' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'Dislike, 0' })).toHaveAttribute('aria-pressed', 'false');
    // No duration: the default 2:30; no uploader line without an e-mail.
    await expect(canvas.getByText('2:30')).toBeVisible();
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};

export const Pending: Story = {
  args: { video: { ...mia, likes_count: 13, user_like_status: 'like' }, likePending: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const like = canvas.getByRole('button', { name: 'Like, 13' });
    const dislike = canvas.getByRole('button', { name: 'Dislike, 1' });
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    await expect(dislike).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(like);
    await userEvent.click(dislike);
    await expect(args.onLike).not.toHaveBeenCalled();
    // The video can still be opened.
    await userEvent.click(canvas.getByRole('button', { name: mia.title }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: mia.title }).blur();
  },
};

export const LongText: Story = {
  args: {
    video: {
      ...mia,
      title: 'Čarobna šuma: the long, winding tale of a sleepy dragon who could not find the way to bed',
      description: longDescription,
      user_email: 'a.very.long.address.for.a.storyteller@grandparents-of-the-north.example.com',
      view_count: 1_234_567,
      likes_count: 12_345,
      dislikes_count: 678,
    },
    categoryLabel: 'Special Occasion',
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBe(card.clientWidth);
    await expect(canvas.getByText('1,234,567 views')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Like, 12,345' })).toBeVisible();
    // A long e-mail ends in an ellipsis; the whole address is in its tooltip.
    const email = canvas.getByText('a.very.long.address.for.a.storyteller@grandparents-of-the-north.example.com');
    await expect(email).toHaveAttribute('title', email.textContent);
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBe(card.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Like, 12' }));
    await expect(args.onLike).toHaveBeenCalledWith(true);
    canvas.getByRole('button', { name: 'Like, 12' }).blur();
  },
};
