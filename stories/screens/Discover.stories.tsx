import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@storyloom/api-client';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { FakeAnswer, FakeRoute, SeenRequest } from '../../app/src/testing/fakeTransport.ts';
import { discoverFeed, sampleStoryVideo, videoCategories } from '../fixtures/videos.ts';

const feed = (videos: readonly Schema<'DiscoverVideo'>[]): FakeAnswer => ({ body: { success: true, videos } });

const discoverApi: Record<string, FakeRoute> = {
  'GET /discover/videos': feed(discoverFeed),
  'GET /discover/categories': { body: { success: true, categories: videoCategories } },
};

const meta = {
  title: 'Screens/Discover',
  component: ScreenHarness,
  parameters: {
    layout: 'fullscreen',
    // Tall enough for the whole feed: a screenshot only paints what is inside the viewport.
    viewport: {
      options: {
        desktopTall: { name: 'Desktop, whole page', styles: { width: '1280px', height: '1500px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  args: { path: '/app/discover', api: discoverApi },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Discover Magical Stories';
const subtitle = 'Explore incredible AI-generated stories from our community';

const feedRequests = (screen: Screen): SeenRequest[] =>
  screen.transport.requests.filter((r) => r.method === 'GET' && r.path === '/discover/videos');

/** The feed has loaded (the list is not busy) and its thumbnails are decoded; the header's balance is in. */
async function feedShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Videos' });
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  await canvas.findByRole('link', { name: 'Buy credits' });
  await Promise.all([...canvasElement.querySelectorAll('img')].map((image) => image.decode().catch(() => {})));
  return within(list);
}

const card = (canvasElement: HTMLElement, videoTitle: string) =>
  within(
    within(within(canvasElement).getByRole('list', { name: 'Videos' }))
      .getByRole('heading', { level: 2, name: videoTitle })
      .closest('li')!,
  );

/** Waits for a modal dialog to finish opening. */
async function openedDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement).findByRole('dialog', { name });
  await expect(dialog.matches(':modal')).toBe(true);
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** The feed on its way: the title and placeholder cards in a busy list. */
export const Loading: Story = {
  args: { api: { ...discoverApi, 'GET /discover/videos': pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(subtitle)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Videos' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.children).toHaveLength(6);
    await canvas.findByRole('link', { name: 'Buy credits' });
  },
};

let fullScreen: Screen | undefined;

/** Spec 000 §2: title, subtitle, the four filters, and a card per video with its details and reactions. */
export const Full: Story = {
  args: { onReady: (screen) => (fullScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await feedShown(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(subtitle)).toBeVisible();
    await expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      discoverFeed.map((video) => video.title),
    );
    await expect(Object.fromEntries(feedRequests(fullScreen!)[0]!.query)).toEqual({ limit: '50', sort_by: 'created_at' });

    const filters = within(canvas.getByRole('search', { name: 'Filter videos' }));
    await expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search videos...');
    await expect(filters.getByRole('searchbox', { name: 'User email' })).toHaveAttribute(
      'placeholder',
      'Filter by user email...',
    );
    const categories = filters.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect([...categories.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
        'All Categories',
        ...videoCategories.map((c) => c.label),
      ]),
    );
    const sorts = filters.getByRole('combobox', { name: 'Sort by' });
    await expect([...sorts.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Latest',
      'Most Liked',
      'Most Viewed',
      'Most Disliked',
    ]);

    const mia = card(canvasElement, discoverFeed[0].title);
    await expect(mia.getByText('mia.parent@example.com')).toBeVisible();
    await expect(mia.getByText("Children's Bedtime")).toBeVisible();
    await expect(mia.getByRole('button', { name: 'Like, 12' })).toHaveAttribute('aria-pressed', 'false');
    await expect(mia.getByRole('button', { name: 'Dislike, 1' })).toBeVisible();
    // The viewer's own reactions show as pressed.
    await expect(card(canvasElement, 'Ember and the Night Sky').getByRole('button', { name: 'Like, 31' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Nothing matches: 'No videos found' and the hint. */
export const Empty: Story = {
  args: { api: { ...discoverApi, 'GET /discover/videos': feed([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No videos found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    // The filters stay, so the search can be changed.
    await expect(canvas.getByRole('search', { name: 'Filter videos' })).toBeVisible();
    await canvas.findByRole('link', { name: 'Buy credits' });
  },
};

let errorScreen: Screen | undefined;

/** The feed could not load: 'Failed to load videos' in place of the feed, and Try Again. */
export const LoadError: Story = {
  args: {
    api: { ...discoverApi, 'GET /discover/videos': { status: 500, body: {} } },
    onReady: (screen) => (errorScreen = screen),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load videos');
    await expect(canvas.queryByRole('search')).toBeNull();
    await step('Try Again loads the feed', async () => {
      errorScreen!.transport.routes['GET /discover/videos'] = feed(discoverFeed);
      await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
      await feedShown(canvasElement);
      // Failing again, so the screenshot shows the failure.
      errorScreen!.transport.routes['GET /discover/videos'] = { status: 500, body: {} };
      await errorScreen!.stores.discover.load();
      await canvas.findByRole('alert');
    });
    await canvas.findByRole('link', { name: 'Buy credits' });
  },
};

/** A 401 from the feed: Discover is for registered users (spec 000 §6). */
export const LoginRequired: Story = {
  args: { api: { ...discoverApi, 'GET /discover/videos': { status: 401, body: { detail: 'Not authenticated' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Please log in to access the Discover feature' })).toBeVisible();
    await expect(canvas.getByText('The Discover feature is available for registered users only.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In Again' })).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
    await canvas.findByRole('link', { name: 'Buy credits' });
  },
};

let likeScreen: Screen | undefined;
const [mia] = discoverFeed;

/** Like: { is_like: true } is sent, the count goes up by one, the button is pressed, and 'Video liked!' shows. */
export const Like: Story = {
  args: {
    api: { ...discoverApi, [`POST /discover/videos/${mia.id}/like`]: { body: { success: true, action: 'added' } } },
    onReady: (screen) => (likeScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await feedShown(canvasElement);
    await userEvent.click(card(canvasElement, mia.title).getByRole('button', { name: 'Like, 12' }));
    const like = await card(canvasElement, mia.title).findByRole('button', { name: 'Like, 13' });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // The button pressed keeps the focus through the request (a keyboard user stays where they were).
    await expect(like).toHaveFocus();
    await expect(card(canvasElement, mia.title).getByRole('button', { name: 'Dislike, 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const sent = likeScreen!.transport.requests.find((r) => r.path === `/discover/videos/${mia.id}/like`)!;
    await expect(sent.method).toBe('POST');
    await expect(sent.body).toEqual({ is_like: true });
    const toast = await canvas.findByText('Video liked!');
    // The pointer rests on the toast, which holds it on screen for the screenshots.
    await userEvent.hover(toast);
  },
};

/** A failed like changes nothing and says 'Failed to update like status'. */
export const LikeFailed: Story = {
  args: { api: { ...discoverApi, [`POST /discover/videos/${mia.id}/like`]: { status: 500, body: {} } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await feedShown(canvasElement);
    await userEvent.click(card(canvasElement, mia.title).getByRole('button', { name: 'Dislike, 1' }));
    const toast = await canvas.findByText('Failed to update like status');
    await expect(card(canvasElement, mia.title).getByRole('button', { name: 'Dislike, 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.hover(toast);
  },
};

let sortScreen: Screen | undefined;

/**
 * The dropdowns reload at once (Most Liked → sort_by=likes, a category → category=…); the text boxes reload once
 * typing stops, with what was typed (trimmed).
 */
export const SortAndFilter: Story = {
  args: {
    api: {
      ...discoverApi,
      'GET /discover/videos': (request) => {
        if (request.query.get('user_email') === 'nobody') return feed([]);
        return feed(
          request.query.get('sort_by') === 'likes'
            ? [...discoverFeed].sort((a, b) => b.likes_count - a.likes_count)
            : discoverFeed,
        );
      },
    },
    onReady: (screen) => (sortScreen = screen),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await feedShown(canvasElement);
    const filters = within(canvas.getByRole('search', { name: 'Filter videos' }));
    const query = (index: number) => Object.fromEntries(feedRequests(sortScreen!)[index]!.query);

    await step('Most Liked sorts by likes', async () => {
      await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Sort by' }), 'Most Liked');
      await waitFor(() => expect(feedRequests(sortScreen!)).toHaveLength(2));
      await expect(query(1)).toEqual({ limit: '50', sort_by: 'likes' });
      await waitFor(() =>
        expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('The Surprise Party That Wasn’t'),
      );
    });

    await step('a category is sent as chosen', async () => {
      await waitFor(() => expect(filters.getByRole('option', { name: 'Fantasy' })).toBeInTheDocument());
      await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Category' }), 'Fantasy');
      await waitFor(() => expect(feedRequests(sortScreen!)).toHaveLength(3));
      await expect(query(2)).toEqual({ limit: '50', sort_by: 'likes', category: 'fantasy_story' });
      await userEvent.selectOptions(filters.getByRole('combobox', { name: 'Category' }), 'All Categories');
      await waitFor(() => expect(feedRequests(sortScreen!)).toHaveLength(4));
    });

    await step('typing asks once, after the pause', async () => {
      await userEvent.type(filters.getByRole('searchbox', { name: 'Search' }), ' moon ');
      await waitFor(() => expect(feedRequests(sortScreen!)).toHaveLength(5));
      await expect(query(4)).toEqual({ limit: '50', sort_by: 'likes', search: 'moon' });
      await userEvent.type(filters.getByRole('searchbox', { name: 'User email' }), 'nobody');
      await expect(await canvas.findByRole('heading', { name: 'No videos found' })).toBeVisible();
      await expect(feedRequests(sortScreen!)).toHaveLength(6);
      await expect(query(5)).toEqual({ limit: '50', sort_by: 'likes', search: 'moon', user_email: 'nobody' });
    });
    // Typing leaves the focus (and its caret) in the box; the screenshot shows the result without it.
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  },
};

let modalScreen: Screen | undefined;

/** A card opens the player with its title; the view counts at once and is recorded (a real, hyphenated id). */
export const VideoModal: Story = {
  args: {
    api: {
      ...discoverApi,
      'GET /discover/videos': feed([{ ...mia, video_url: sampleStoryVideo }, ...discoverFeed.slice(1)]),
      [`POST /showcase/videos/${mia.id}/view`]: { body: { success: true, counted: true, view_count: 1235 } },
    },
    onReady: (screen) => (modalScreen = screen),
  },
  play: async ({ canvasElement }) => {
    await feedShown(canvasElement);
    await expect(card(canvasElement, mia.title).getByText('1,234 views')).toBeVisible();
    await userEvent.click(card(canvasElement, mia.title).getByRole('button', { name: mia.title }));
    const dialog = await openedDialog(canvasElement, mia.title);
    await expect(within(dialog).getByRole('heading', { name: mia.title })).toBeVisible();
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAttribute('src', sampleStoryVideo);
    await expect(video.autoplay).toBe(true);
    await expect(card(canvasElement, mia.title).getByText('1,235 views')).toBeInTheDocument();
    await waitFor(() =>
      expect(modalScreen!.transport.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `POST /showcase/videos/${mia.id}/view`,
      ),
    );
    // A story's click is synthetic, so the browser may refuse autoplay with sound: muted, it plays to its still end.
    video.muted = true;
    video.load();
    await waitFor(() => expect(video.ended).toBe(true), { timeout: 5000 });
  },
};

/** A phone: one column of cards, stacked filters, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = await feedShown(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const [first, second] = list.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};
