import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { categoryLabel } from '@storyloom/api-client';
import {
  ShowcaseCard,
  ShowcaseCardSkeleton,
  showcaseCardElements,
  showcaseCardTitleElements,
  showcaseDescriptionLimit,
} from '@storyloom/ui';
import { cardGrid, pageFrame } from './community.css.ts';
import { longDescription, showcaseVideos } from './fixtures/videos.ts';

const [mia, meadow, dragon, captain] = showcaseVideos;

type Frame = keyof typeof pageFrame;
const frameOf = (viewport: unknown, frame: Frame | undefined): Frame => (viewport === 'mobile' ? 'phone' : (frame ?? 'card'));

const meta = {
  title: 'Community/ShowcaseCard',
  component: ShowcaseCard,
  args: {
    video: mia,
    categoryLabel: categoryLabel(mia.category),
    onOpen: fn(),
  },
  argTypes: {
    as: { control: 'inline-radio', options: showcaseCardElements },
    titleAs: { control: 'inline-radio', options: showcaseCardTitleElements },
  },
  decorators: [
    // `parameters.frame` picks a width; phone stories get the phone's.
    (Story, { globals, parameters }) => (
      <div className={pageFrame[frameOf(globals.viewport?.value, parameters.frame)]}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShowcaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Centre of an element, to check what a real pointer there would hit. */
function hitTarget(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mia and the Moonlit Forest' })).toBeVisible();
    await expect(canvas.getByText("Children's Bedtime")).toBeVisible();
    await expect(canvas.getByText('1,234 views')).toBeVisible();
    await expect(canvas.getByText('2:34')).toBeVisible();
    // A short description shows whole, without a toggle.
    await expect(canvas.getByText(mia.description)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Read more' })).toBeNull();

    // The title's button covers the card: a pointer on the thumbnail lands on it and opens the video.
    const open = canvas.getByRole('button', { name: 'Mia and the Moonlit Forest' });
    const onThumbnail = hitTarget(canvasElement.querySelector('img')!)!;
    await expect(onThumbnail).toBe(open);
    await userEvent.click(onThumbnail);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(mia);

    // Keyboard: one tab stop, Enter opens.
    open.blur();
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    open.blur();
  },
};

export const NoViews: Story = {
  args: { video: captain, categoryLabel: categoryLabel(captain.category) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sci-Fi')).toBeVisible();
    // A view count of 0 is not shown at all.
    await expect(canvas.queryByText(/\bviews?\b/)).toBeNull();
    await expect(canvas.getByText('2:12')).toBeVisible();
  },
};

export const NoDuration: Story = {
  args: { video: { ...mia, duration: null } },
  play: async ({ canvas }) => {
    // The spec's default duration.
    await expect(canvas.getByText('2:30')).toBeVisible();
  },
};

export const LongDescription: Story = {
  args: { video: { ...mia, title: 'Nora and the Acorn Library', description: longDescription } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const cut = `${longDescription.slice(0, showcaseDescriptionLimit).trimEnd()}…`;
    const text = canvasElement.querySelector('p')!;
    await expect(text).toHaveTextContent(cut);
    await expect(text.textContent).toHaveLength(showcaseDescriptionLimit + 1);

    const more = canvas.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', text.id);
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text.textContent).toBe(longDescription);

    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(text.textContent).toBe(cut);
    // The toggle sits above the card's covering button: it never opens the video.
    await expect(args.onOpen).not.toHaveBeenCalled();

    // Expanded for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(text.textContent).toBe(longDescription);
    canvas.getByRole('button', { name: 'Show less' }).blur();
  },
};

export const NoThumbnail: Story = {
  args: { video: { ...meadow, thumbnail: null, thumbnail_url: null }, categoryLabel: categoryLabel(meadow.category) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('87 views')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: meadow.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: meadow.id }));
    canvas.getByRole('button', { name: meadow.title }).blur();
  },
};

export const ThumbnailField: Story = {
  // Showcase entries may carry the image in `thumbnail` instead of `thumbnail_url`.
  args: { video: meadow, categoryLabel: categoryLabel(meadow.category) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', meadow.thumbnail);
  },
};

export const Loading: Story = {
  parameters: { layout: 'padded', frame: 'page' },
  render: () => (
    <ul className={cardGrid} aria-label="Community Showcase" aria-busy="true">
      {[1, 2, 3, 4].map((key) => (
        <ShowcaseCardSkeleton key={key} as="li" />
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Community Showcase' })).toHaveAttribute('aria-busy', 'true');
    // Placeholders only: nothing to click or read yet.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  },
};

export const Grid: Story = {
  parameters: { layout: 'padded', frame: 'page' },
  render: (args) => (
    <ul className={cardGrid} aria-label="Community Showcase">
      {showcaseVideos.map((video) => (
        <ShowcaseCard key={video.id} as="li" video={video} categoryLabel={categoryLabel(video.category)} onOpen={args.onOpen} />
      ))}
    </ul>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('15,820 views')).toBeVisible();
    // Over an hour: h:mm:ss.
    await expect(canvas.getByText('1:02:05')).toBeVisible();
    await expect(canvas.getByText('Fantasy')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: dragon.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: dragon.id }));
    canvas.getByRole('button', { name: dragon.title }).blur();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { video: { ...mia, description: longDescription } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    await expect(card.scrollWidth).toBe(card.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
  },
};
