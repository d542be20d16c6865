import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, finishedProject } from './pipeline.ts';
import { signUpThroughApi, storeSession, type TestUser } from './support.ts';

/** The API as the user, with the project helpers the gallery tests use. */
function api(request: APIRequestContext, user: TestUser) {
  const send = apiAs(request, user);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, data?: object) => send(method, url, data ? { data } : {});
  return {
    call,
    /** POST /projects/ then PUT /projects/{id} with the title (and any other texts or settings). */
    async createProject(changes: Record<string, unknown>): Promise<string> {
      const { project_id: id } = await call('POST', '/projects/');
      await call('PUT', `/projects/${id}`, changes);
      return id;
    },
    async listTotal(): Promise<number> {
      return (await call('GET', '/projects/?page=1&limit=12')).pagination.total;
    },
  };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const listRequests = (page: Page) => {
  const seen: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname === '/api/projects/') seen.push(url);
  });
  return seen;
};

test('a new user sees the empty gallery, and Start Creating makes their first project', async ({ page, request }) => {
  const session = await signUpThroughApi(request);
  await storeSession(page, session);
  await page.goto('/app/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Magical Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No magical stories yet' })).toBeVisible();
  await expect(page).toHaveTitle('Your Magical Projects · Storyloom');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/projects/');
  await page.getByRole('main').getByRole('button', { name: 'Start Creating' }).click();
  expect((await created).status()).toBe(201);
  expect(await api(request, session).listTotal()).toBe(1);

  await page.goto('/app/gallery');
  const first = card(page, 'Untitled Story');
  await expect(first).toBeVisible();
  await expect(first.getByText('Stage 1 - Style')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByText('1-1 of 1 projects')).toBeVisible();
});

test('search (debounced), filter and pages narrow the list and its range', async ({ page, request }) => {
  const session = await signUpThroughApi(request);
  const { createProject } = api(request, session);
  for (let n = 1; n <= 12; n++)
    await createProject({ story_title: `Moon Garden ${n}`, context: 'A garden that only blooms at night' });
  await createProject({ story_title: 'Dragon Picnic', story_type: 'fantasy_story', context: 'A dragon packs sandwiches' });
  await createProject({ story_title: 'Rocket Race', story_type: 'sci_fi_story', context: 'Two kids race cardboard rockets' });

  await storeSession(page, session);
  const lists = listRequests(page);
  await page.goto('/app/gallery');
  await expect(page.getByText('1-12 of 14 projects')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(12);
  // Newest first: the last two made lead the first page.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Rocket Race');

  const pages = page.getByRole('navigation', { name: 'Gallery pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('13-14 of 14 projects')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, 'Moon Garden 1')).toBeVisible();
  expect(lists.at(-1)?.searchParams.get('page')).toBe('2');

  // Typed letter by letter on page 2: one request, for the whole word, from page 1.
  await page.getByRole('searchbox', { name: 'Search projects' }).pressSequentially('dragon', { delay: 60 });
  await expect(page.getByText('1-1 of 1 projects')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Dragon Picnic')).toBeVisible();
  const searches = lists.filter((url) => url.searchParams.has('search'));
  expect(searches.map((url) => [url.searchParams.get('search'), url.searchParams.get('page')])).toEqual([['dragon', '1']]);
  await expect(pages).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
  await expect(page.getByText('1-12 of 14 projects')).toBeVisible();

  const filter = page.getByRole('combobox', { name: 'Filter projects' });
  await filter.selectOption({ label: 'Sci-Fi' });
  await expect(page.getByText('1-1 of 1 projects')).toBeVisible();
  await expect(card(page, 'Rocket Race')).toBeVisible();
  expect(lists.at(-1)?.searchParams.get('filter_type')).toBe('sci_fi_story');

  await filter.selectOption({ label: 'Completed' });
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter to find what you are looking for.')).toBeVisible();

  await filter.selectOption({ label: 'In Progress' });
  await expect(page.getByText('1-12 of 14 projects')).toBeVisible();
  await filter.selectOption({ label: 'All Projects' });
  await expect(page.getByText('1-12 of 14 projects')).toBeVisible();
  expect(lists.at(-1)?.searchParams.has('filter_type')).toBe(false);
});

test("bulk delete needs 'delete' typed, and one project can be deleted on its own", async ({ page, request }) => {
  const session = await signUpThroughApi(request);
  const { createProject, listTotal } = api(request, session);
  for (const title of ['Alpha Tale', 'Bravo Tale', 'Charlie Tale', 'Delta Tale']) await createProject({ story_title: title });

  await storeSession(page, session);
  await page.goto('/app/gallery');
  await expect(page.getByText('1-4 of 4 projects')).toBeVisible();

  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Select Alpha Tale' }).check();
  await page.getByRole('checkbox', { name: 'Select Bravo Tale' }).check();
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
  const bulk = page.getByRole('alertdialog', { name: 'Delete 2 projects?' });
  const confirm = bulk.getByRole('button', { name: 'Delete 2 projects' });
  await expect(confirm).toBeDisabled();
  await bulk.getByRole('textbox', { name: 'Type delete to confirm' }).fill('remove');
  await expect(bulk.getByText('Please type "delete" exactly as shown')).toBeVisible();
  await bulk.getByRole('textbox', { name: 'Type delete to confirm' }).fill('DELETE');
  await expect(bulk.getByText('Confirmation text matches')).toBeVisible();
  await confirm.click();

  await expect(page.getByText('Successfully deleted 2 project(s)')).toBeVisible();
  await expect(bulk).toBeHidden();
  await expect(page.getByText('1-2 of 2 projects')).toBeVisible();
  await expect(card(page, 'Alpha Tale')).toHaveCount(0);
  await expect(card(page, 'Bravo Tale')).toHaveCount(0);
  // Bulk mode ends with the delete.
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  expect(await listTotal()).toBe(2);

  await card(page, 'Charlie Tale').getByRole('button', { name: 'Delete Charlie Tale' }).click();
  const single = page.getByRole('alertdialog', { name: 'Delete this project?' });
  await single.getByRole('button', { name: 'Delete Project' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(card(page, 'Charlie Tale')).toHaveCount(0);
  await expect(page.getByText('1-1 of 1 projects')).toBeVisible();
  expect(await listTotal()).toBe(1);
});

test('a finished story plays, is shared and removed, opens and is copied with Create Similar', async ({ page, request }) => {
  // Making the story renders images, narration and a video (seconds on an idle machine, minutes on a busy one).
  test.setTimeout(300_000);
  const session = await signUpThroughApi(request);
  const title = 'The Fox Who Lit the Lanterns';
  const id = await finishedProject(request, session, { title, storyType: 'fantasy_story' });

  await storeSession(page, session);
  await page.goto('/app/gallery');
  const finished = card(page, title);
  await expect(finished.getByText('Completed')).toBeVisible();
  await expect(finished.getByRole('button', { name: 'Continue' })).toHaveCount(0);

  // The thumbnail plays the latest video.
  await finished.getByRole('button', { name: `Play latest video of ${title}` }).click();
  const player = page.getByRole('dialog', { name: title });
  await expect(player.locator('video')).toHaveAttribute('src', /\/api\/media\//);
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toBeHidden();

  // Share to the showcase: the form starts from the project.
  await finished.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share to showcase' });
  await expect(share.getByRole('textbox', { name: /Title/ })).toHaveValue(title);
  await expect(share.getByRole('combobox', { name: 'Category' })).toHaveValue('fantasy_story');
  await share.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Video shared to public showcase!')).toBeVisible();
  await expect(share).toBeHidden();
  await expect(finished.getByText('Public')).toBeVisible();
  const showcase = await (await request.get('/api/showcase/videos')).json();
  expect(showcase.videos.map((v: { title: string }) => v.title)).toContain(title);

  // …and off it again, after confirming.
  await finished.getByRole('button', { name: 'Remove from showcase' }).click();
  await page.getByRole('alertdialog', { name: 'Remove from showcase?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Video removed from public showcase!')).toBeVisible();
  await expect(finished.getByText('Public')).toHaveCount(0);
  await expect(finished.getByRole('button', { name: 'Share' })).toBeVisible();

  // View opens the project (its record, files and story).
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/projects/${id}/data`);
  await finished.getByRole('button', { name: 'View' }).click();
  expect((await opened).status()).toBe(200);

  // Create Similar copies it (without the video) and opens the copy.
  await page.goto('/app/gallery');
  const copied = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/projects/${id}/copy`);
  await card(page, title).getByRole('button', { name: 'Create Similar' }).click();
  const copy = await (await copied).json();
  await expect(page.getByText('Starting to copy project with all assets...')).toBeVisible();
  await expect(
    page.getByText(
      `New project created successfully! ${copy.copied_files.images} images, ${copy.copied_files.audio} audio files copied. You can now edit from any stage.`,
    ),
  ).toBeVisible();
  expect(copy.copied_files.audio).toBe(3);

  await page.goto('/app/gallery');
  await expect(page.getByText('1-2 of 2 projects')).toBeVisible();
  const cards = page.getByRole('article', { name: title });
  await expect(cards).toHaveCount(2);
  // The copy is the newest, has no video and carries on from stage 3.
  await expect(cards.first().getByText('Stage 3 - Video')).toBeVisible();
  await expect(cards.first().getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(cards.nth(1).getByText('Completed')).toBeVisible();
});
