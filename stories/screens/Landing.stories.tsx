import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { SAMPLE_SHOWCASE_VIDEOS } from '../../app/src/stores/ShowcaseStore.ts';
import { landingShowcase, sampleStoryVideo } from '../fixtures/videos.ts';

const showcaseApi = (videos: readonly object[]): Record<string, FakeRoute> => ({
  'GET /showcase/videos': { body: { success: true, videos } },
});

const meta = {
  title: 'Screens/Landing',
  component: ScreenHarness,
  parameters: {
    layout: 'fullscreen',
    // Tall enough for the whole page: a screenshot only paints what is inside the viewport.
    viewport: {
      options: { desktopTall: { name: 'Desktop, whole page', styles: { width: '1280px', height: '2900px' }, type: 'desktop' } },
    },
  },
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  args: { path: '/', signedIn: false, api: showcaseApi(landingShowcase) },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const showcaseRegion = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Community Showcase' }));

/** The showcase has loaded: the grid is no longer busy and every thumbnail has been decoded. */
async function showcaseShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = within(await canvas.findByRole('region', { name: 'Community Showcase' }));
  await waitFor(() => expect(region.getByRole('list')).not.toHaveAttribute('aria-busy'));
  await Promise.all([...canvasElement.querySelectorAll('img')].map((image) => image.decode().catch(() => {})));
  return region;
}

const cardTitles = (canvasElement: HTMLElement) =>
  showcaseRegion(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A stat's value by its term ('Featured stories', 'Total views', 'Categories'). */
const stat = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling;

/** Waits for a modal dialog to finish opening. */
async function openedDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement).findByRole('dialog', { name });
  await expect(dialog.matches(':modal')).toBe(true);
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** The showcase on its way: eight skeleton cards and busy statistics; the hero's calls to action are there at once. */
export const Loading: Story = {
  args: { api: { 'GET /showcase/videos': pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const hero = within(canvas.getByRole('region', { name: /Turn your photos into a story/ }));
    await expect(hero.getByRole('link', { name: 'Start Creating Free' })).toHaveAttribute('href', '/signup');
    await expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const grid = showcaseRegion(canvasElement).getByRole('list');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(grid.children).toHaveLength(8);
    await expect(canvas.getByRole('region', { name: 'Community statistics' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Growing fast! +500 new stories daily')).toBeVisible();
  },
};

let fullScreen: Screen | undefined;

/** Spec 000 §2: hero, four feature cards, 8 showcase cards and the statistics of what is shown. */
export const FullShowcase: Story = {
  args: { onReady: (screen) => (fullScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showcaseShown(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The header and the hero both offer the way in.
    await expect(canvas.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/signup');
    await expect(canvas.getAllByRole('link', { name: 'Sign In' }).map((link) => link.getAttribute('href'))).toContain('/login');
    const features = within(canvas.getByRole('region', { name: 'Everything a story needs' }));
    await expect(features.getAllByRole('listitem')).toHaveLength(4);

    await expect(cardTitles(canvasElement)).toEqual(landingShowcase.map((video) => video.title));
    const request = fullScreen!.transport.requests.find((r) => r.path === '/showcase/videos')!;
    await expect(Object.fromEntries(request.query)).toEqual({ limit: '8' });
    await expect(request.headers.get('authorization')).toBeNull();

    // Category labels, 'General' for an unknown one, views only above 0, and the 2:30 default duration.
    const showcase = showcaseRegion(canvasElement);
    await expect(showcase.getAllByText("Children's Bedtime")).toHaveLength(2);
    await expect(showcase.getByText('General')).toBeVisible();
    await expect(showcase.getByText('Special Occasion')).toBeVisible();
    await expect(showcase.getByText('2:30')).toBeVisible();

    await expect(stat(canvasElement, 'Featured stories')).toHaveTextContent('8');
    await expect(stat(canvasElement, 'Total views')).toHaveTextContent('19,546');
    await expect(stat(canvasElement, 'Categories')).toHaveTextContent('7');
    await expect(canvas.getByText('Growing fast! +500 new stories daily')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  },
};

/** A description over 120 characters is cut, with Read more / Show less. */
export const LongDescription: Story = {
  play: async ({ canvasElement }) => {
    const showcase = await showcaseShown(canvasElement);
    const readMore = showcase.getByRole('button', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(readMore);
    await expect(showcase.getByText(/before the fog rolls in\.$/)).toBeVisible();
    await userEvent.click(showcase.getByRole('button', { name: 'Show less' }));
    await expect(showcase.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  },
};

let fallbackScreen: Screen | undefined;

/** The showcase could not load: the four built-in samples instead; they have no video, and no view is recorded. */
export const FallbackSamples: Story = {
  args: {
    api: { 'GET /showcase/videos': { status: 500, body: {} } },
    onReady: (screen) => (fallbackScreen = screen),
  },
  play: async ({ canvasElement }) => {
    await showcaseShown(canvasElement);
    await expect(cardTitles(canvasElement)).toEqual(SAMPLE_SHOWCASE_VIDEOS.map((video) => video.title));
    // The samples are no real stories: no statistics of them.
    await expect(within(canvasElement).queryByText('Featured stories', { selector: 'dt' })).toBeNull();

    const [first] = SAMPLE_SHOWCASE_VIDEOS;
    await userEvent.click(showcaseRegion(canvasElement).getByRole('button', { name: first!.title }));
    const dialog = await openedDialog(canvasElement, first!.title);
    await expect(within(dialog).getByText('Video not available')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(fallbackScreen!.transport.requests.filter((r) => r.method === 'POST')).toEqual([]);
    // The pointer and the focus leave the card (its hover and focus styles are not part of this state).
    await userEvent.click(within(canvasElement).getByRole('heading', { level: 1 }));
  },
};

/** Nobody has shared a story yet (a fresh installation): the showcase says so, and no 0 / 0 / 0 strip shows. */
export const EmptyShowcase: Story = {
  args: { api: showcaseApi([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No stories shared yet' })).toBeVisible();
    await expect(canvas.queryByText('Featured stories', { selector: 'dt' })).toBeNull();
  },
};

let modalScreen: Screen | undefined;
const [playable, ...rest] = landingShowcase;

/** Clicking a card opens the player with the title; the video starts by itself, and the view is recorded. */
export const VideoModal: Story = {
  args: {
    api: {
      ...showcaseApi([{ ...playable, video_url: sampleStoryVideo }, ...rest]),
      [`POST /showcase/videos/${playable.id}/view`]: { body: { success: true, counted: true, view_count: 1235 } },
    },
    onReady: (screen) => (modalScreen = screen),
  },
  play: async ({ canvasElement }) => {
    await showcaseShown(canvasElement);
    await userEvent.click(showcaseRegion(canvasElement).getByRole('button', { name: playable.title }));
    const dialog = await openedDialog(canvasElement, playable.title);
    await expect(within(dialog).getByRole('heading', { level: 2, name: playable.title })).toBeVisible();
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAttribute('src', sampleStoryVideo);
    await expect(video.autoplay).toBe(true);
    await waitFor(() =>
      expect(modalScreen!.transport.requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `POST /showcase/videos/${playable.id}/view`,
      ),
    );
    // A story's click is synthetic, so the browser may refuse autoplay with sound: muted, it plays to its still end.
    video.muted = true;
    video.load();
    await waitFor(() => expect(video.ended).toBe(true), { timeout: 5000 });
  },
};

/** A phone: everything in one column, no sideways scrolling. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await showcaseShown(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const [first, second] = showcaseRegion(canvasElement).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};
