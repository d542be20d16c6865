import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@storyloom/api-client';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { FakeAnswer, SeenRequest } from '../../app/src/testing/fakeTransport.ts';
import {
  completedProject,
  galleryProjects,
  sharedProject,
  stage1Project,
  stage2Project,
  stage3Project,
  untitledProject,
} from '../fixtures/projects.ts';
import { sampleStoryVideo } from '../fixtures/videos.ts';

type Project = Schema<'ProjectListItem'>;

const PAGE_SIZE = 12;
/** Generous waits: story tests share the machine with other work, and a slow first render must not fail them. */
const slow = { timeout: 5000 };

/** One page of the gallery list, as GET /projects/ answers it. */
function listPage(projects: readonly Project[], { page = 1, total = projects.length } = {}): FakeAnswer {
  const pages = Math.ceil(total / PAGE_SIZE);
  return {
    body: {
      success: true,
      projects: [...projects],
      pagination: { page, limit: PAGE_SIZE, total, pages, has_next: page < pages, has_prev: page > 1 },
      error: null,
    } satisfies Schema<'ProjectListResponse'>,
  };
}

/** Six projects across every stage: with and without videos, one shared, one untitled. */
const sixProjects: readonly Project[] = [...galleryProjects, stage1Project, untitledProject];

/** `count` distinct projects (the fixtures again under other ids), for a list longer than a page. */
function manyProjects(count: number, offset = 0): Project[] {
  return Array.from({ length: count }, (_, index) => {
    const n = offset + index;
    const base = sixProjects[n % sixProjects.length]!;
    return {
      ...base,
      project_id: `6a1e2f30-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
      story_title: `${base.story_title || 'Untitled Story'} #${n + 1}`,
    };
  });
}

/** The open modal, after its entrance animation. */
async function opened(dialog: HTMLElement) {
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(dialog);
}

const lists = (screen: Screen) => screen.transport.requests.filter((r) => r.method === 'GET' && r.path === '/projects/');
const query = (request: SeenRequest | undefined) => Object.fromEntries(request?.query ?? []);

/** Holds the screen the harness hands over (a fresh one for each story run). */
function screenHolder() {
  const holder: { screen: Screen | null; onReady: (screen: Screen) => void } = {
    screen: null,
    onReady: (screen) => {
      holder.screen = screen;
    },
  };
  return holder;
}

const meta = {
  title: 'Screens/Gallery',
  component: ScreenHarness,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        // Two rows of cards are taller than the default test viewport, which would cut the screenshot.
        desktopTall: { name: 'Desktop 1280 × 1500', styles: { width: '1280px', height: '1500px' }, type: 'desktop' },
        mobileTall: { name: 'Phone 390 × 1400', styles: { width: '390px', height: '1400px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  args: { path: '/app/gallery' },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Skeleton cards while the first page loads. */
export const Loading: Story = {
  args: { api: { 'GET /projects/': pending } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your Magical Projects' }, slow)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"] ul')).not.toBeNull());
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('searchbox', { name: 'Search projects' })).toBeEnabled();
  },
};

const full = screenHolder();

/** A page of projects in every stage: Continue without a video; View, Create Similar and Share with one. */
export const Full: Story = {
  args: { api: { 'GET /projects/': listPage(sixProjects) }, onReady: full.onReady },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1-6 of 6 projects', undefined, slow)).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(6);
    const card = (title: string) => within(canvas.getByRole('article', { name: title }));
    await expect(card('The Enchanted Oak').getByText('Completed')).toBeVisible();
    await expect(card('Rocket to Grandma').getByText('Stage 3 - Video')).toBeVisible();
    await expect(card('Castle in the Clouds').getByText('Stage 2 - Story')).toBeVisible();
    await expect(card('The Sleepy Dragon').getByText('Stage 1 - Style')).toBeVisible();
    await expect(card('Autumn Leaves Dance').getByText('Public')).toBeVisible();
    await expect(card('Autumn Leaves Dance').getByRole('button', { name: 'Remove from showcase' })).toBeVisible();
    await expect(card('The Enchanted Oak').getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(card('The Enchanted Oak').getByRole('button', { name: 'Create Similar' })).toBeVisible();
    await expect(card('The Sleepy Dragon').getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(card('The Sleepy Dragon').queryByRole('button', { name: 'View' })).toBeNull();
    await expect(canvas.getByRole('article', { name: 'Untitled Story' })).toBeVisible();
    // One page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Gallery pages' })).toBeNull();
    const [request] = lists(full.screen!);
    await expect(query(request)).toMatchObject({ page: '1', limit: '12' });
    await expect(query(request)).not.toHaveProperty('filter_type');
    await expect(query(request)).not.toHaveProperty('search');
  },
};

const secondPage = screenHolder();

/** Page 2 of 18 projects, reached with the pagination. */
export const SecondPage: Story = {
  args: {
    api: {
      'GET /projects/': (request) =>
        request.query.get('page') === '2'
          ? listPage(manyProjects(6, 12), { page: 2, total: 18 })
          : listPage(manyProjects(12), { page: 1, total: 18 }),
    },
    onReady: secondPage.onReady,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1-12 of 18 projects', undefined, slow)).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Gallery pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByText('13-18 of 18 projects', undefined, slow)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(query(lists(secondPage.screen!).at(-1))).toMatchObject({ page: '2', limit: '12' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
    // Back to the top of the results for the new page.
    window.scrollTo(0, 0);
  },
};

/** A new user: nothing made yet. */
export const Empty: Story = {
  args: { api: { 'GET /projects/': listPage([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No magical stories yet' }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Creating' })).toBeEnabled();
    await expect(canvas.queryByRole('heading', { name: 'No projects found' })).toBeNull();
  },
};

const noResults = screenHolder();

/** A search that matches nothing: the request goes out 500 ms after typing stops, from page 1. */
export const NoResults: Story = {
  args: {
    api: {
      'GET /projects/': (request) =>
        request.query.has('search') ? listPage([], { total: 0 }) : listPage(manyProjects(12), { total: 18 }),
    },
    onReady: noResults.onReady,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1-12 of 18 projects', undefined, slow)).toBeVisible();
    const screen = noResults.screen!;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search projects' }), 'unicorn');
    await waitFor(() => expect(lists(screen)).toHaveLength(2), slow);
    await expect(query(lists(screen)[1])).toMatchObject({ search: 'unicorn', page: '1', limit: '12' });
    await expect(await canvas.findByRole('heading', { name: 'No projects found' }, slow)).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search or filter to find what you are looking for.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'No magical stories yet' })).toBeNull();
    // Debounced: one request for the whole word, none for 'u', 'un', 'uni'…
    await expect(lists(screen).filter((request) => request.query.has('search'))).toHaveLength(1);
  },
};

const filtered = screenHolder();

/** The filter asks the server again from page 1, with filter_type. */
export const Filtered: Story = {
  args: {
    api: {
      'GET /projects/': (request) =>
        request.query.get('filter_type') === 'in_progress'
          ? listPage([stage3Project, stage2Project, stage1Project])
          : listPage(manyProjects(12), { total: 18 }),
    },
    onReady: filtered.onReady,
  },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Gallery pages' }, slow);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lists(filtered.screen!)).toHaveLength(2));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter projects' }), 'In Progress');
    await expect(await canvas.findByText('1-3 of 3 projects', undefined, slow)).toBeVisible();
    await expect(query(lists(filtered.screen!).at(-1))).toMatchObject({ filter_type: 'in_progress', page: '1' });
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: 'Gallery pages' })).toBeNull();
    const options = [...canvas.getByRole('combobox', { name: 'Filter projects' }).querySelectorAll('option')];
    await expect(options.map((option) => option.value)).toEqual([
      'all',
      'completed',
      'in_progress',
      'childrens_bedtime_story',
      'viral_story',
      'romantic_story',
      'funny_friends_story',
      'fantasy_story',
      'sci_fi_story',
    ]);
  },
};

const failing = screenHolder();

/** The list failed: 'Unable to Load Projects' with Try Again. */
export const LoadError: Story = {
  args: { api: { 'GET /projects/': { status: 500, body: {} } }, onReady: failing.onReady },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Projects' }, slow)).toBeVisible();
    await expect(canvas.getByText('Server error occurred. Please try again in a few minutes.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refresh Page' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(lists(failing.screen!)).toHaveLength(2));
    await expect(await canvas.findByRole('heading', { name: 'Unable to Load Projects' }, slow)).toBeVisible();
  },
};

const timingOut = screenHolder();

/** A 504 answered three times: 'Retrying...' twice, 2 s apart, then the timeout card with Refresh Page. */
export const Timeout: Story = {
  args: { api: { 'GET /projects/': { status: 504, body: {} } }, onReady: timingOut.onReady },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Retrying...', { selector: '[aria-hidden="true"]' }, slow)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Connection Timeout' }, { timeout: 10_000 })).toBeVisible();
    await expect(lists(timingOut.screen!)).toHaveLength(3);
    await expect(canvas.getByText('The request is taking longer than expected. Please try again in a moment.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(canvas.getByText('If the problem persists, try refreshing the page or contact support.')).toBeVisible();
    await expect(canvas.queryByText('Retrying...')).toBeNull();
  },
};

/** Bulk mode with two projects selected and 'delete' typed in the confirmation. */
export const BulkDelete: Story = {
  args: { api: { 'GET /projects/': listPage(sixProjects) } },
  play: async ({ canvas }) => {
    await canvas.findByText('1-6 of 6 projects', undefined, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Select' }));
    await expect(canvas.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select The Enchanted Oak' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select The Sleepy Dragon' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Selected (2)' }));
    const dialog = await opened(await canvas.findByRole('alertdialog', { name: 'Delete 2 projects?' }, slow));
    const confirm = dialog.getByRole('button', { name: 'Delete 2 projects' });
    await expect(confirm).toBeDisabled();
    const field = dialog.getByRole('textbox', { name: 'Type delete to confirm' });
    await userEvent.type(field, 'delet');
    await expect(dialog.getByText('Please type "delete" exactly as shown')).toBeVisible();
    await userEvent.type(field, 'e');
    await expect(dialog.getByText('Confirmation text matches')).toBeVisible();
    await expect(confirm).toBeEnabled();
  },
};

/** The share-to-showcase form, filled in from the project. */
export const ShareForm: Story = {
  args: { api: { 'GET /projects/': listPage(sixProjects) } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: 'The Enchanted Oak' }, slow));
    await userEvent.click(card.getByRole('button', { name: 'Share' }));
    const dialog = await opened(await canvas.findByRole('dialog', { name: 'Share to showcase' }, slow));
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('The Enchanted Oak');
    await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveValue(completedProject.context);
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue("Children's Bedtime");
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeEnabled();
  },
};

/** Deleting one project asks first. */
export const DeleteConfirm: Story = {
  args: { api: { 'GET /projects/': listPage(sixProjects) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Castle in the Clouds' }, slow));
    const dialog = await opened(await canvas.findByRole('alertdialog', { name: 'Delete this project?' }, slow));
    await expect(dialog.getByText(/“Castle in the Clouds” and all its images, audio and videos/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Delete Project' })).toBeEnabled();
  },
};

/** Removing a shared video from the showcase asks first. */
export const RemoveFromShowcaseConfirm: Story = {
  args: { api: { 'GET /projects/': listPage(sixProjects) } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: sharedProject.story_title! }, slow));
    await userEvent.click(card.getByRole('button', { name: 'Remove from showcase' }));
    const dialog = await opened(await canvas.findByRole('alertdialog', { name: 'Remove from showcase?' }, slow));
    await expect(dialog.getByText(/You can share it again later/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

const playing = screenHolder();

/** The thumbnail of a project with videos plays its latest video. */
export const LatestVideo: Story = {
  args: {
    api: {
      'GET /projects/': listPage(sixProjects),
      [`GET /projects/${completedProject.project_id}/video/latest`]: {
        body: { success: true, video_url: sampleStoryVideo },
      },
    },
    onReady: playing.onReady,
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Play latest video of The Enchanted Oak' }, slow));
    const dialog = await canvas.findByRole('dialog', { name: 'The Enchanted Oak' }, slow);
    await opened(dialog);
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAttribute('src', sampleStoryVideo);
    await expect(video).toHaveAccessibleName('The Enchanted Oak');
    // Synthetic clicks may not autoplay with sound: mute and reload, then wait for the still last frame.
    video.muted = true;
    video.load();
    await waitFor(() => expect(video.ended).toBe(true), { timeout: 5000 });
    await expect(
      playing.screen!.transport.requests.some((r) => r.path === `/projects/${completedProject.project_id}/video/latest`),
    ).toBe(true);
  },
};

/** A phone: one column, the toolbar stacked (taller than the 'mobile' viewport, so both cards are in the screenshot). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobileTall', isRotated: false } },
  args: { api: { 'GET /projects/': listPage([completedProject, stage2Project]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1-2 of 2 projects', undefined, slow)).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('searchbox', { name: 'Search projects' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      390,
    );
  },
};
