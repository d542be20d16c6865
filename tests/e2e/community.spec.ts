import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiAs, finishedProject } from './pipeline.ts';
import { signUpThroughApi, storeSession, type TestUser } from './support.ts';

type ShowcaseVideo = { id: string; title: string; video_url: string; view_count: number; category: string | null };

/**
 * Shares a finished story of `owner` to the public showcase, through the same API calls as the workflow: style,
 * story, narration and a real render (about 40 s on an idle machine; the API has no quicker way to a video),
 * then add-to-showcase. Returns the showcase entry.
 */
async function shareFinishedStory(request: APIRequestContext, owner: TestUser, title: string): Promise<ShowcaseVideo> {
  const call = apiAs(request, owner);
  const id = await finishedProject(request, owner, {
    title,
    storyType: 'fantasy_story',
    characterDescription: 'Nell, a small owl with round glasses',
    context: 'An old library at midnight',
  });
  await call('POST', `/projects/${id}/add-to-showcase`, {
    data: { title, description: 'An owl who reads to the books that cannot sleep.', category: 'fantasy_story' },
  });
  const { videos } = (await call('GET', '/showcase/videos?limit=50')) as { videos: ShowcaseVideo[] };
  const shared = videos.find((video) => video.title === title);
  expect(shared, 'the shared story is in the showcase').toBeTruthy();
  return shared!;
}

/** The card of a video: the list item whose heading is its title. */
function cardOf(scope: Page | Locator, title: string): Locator {
  // `has` is matched inside each list item, so it is built from the page, not from the scope.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The Discover feed requests the page makes from now on. */
function feedRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/discover/videos') seen.push(url);
  });
  return seen;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a visitor sees what the showcase holds: the server’s stories, or that none are shared yet', async ({ page, request }) => {
  const { videos } = (await (await request.get('/api/showcase/videos?limit=8')).json()) as { videos: ShowcaseVideo[] };
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Turn your photos into a story/ });
  await expect(hero.getByRole('link', { name: 'Start Creating Free' })).toHaveAttribute('href', '/signup');
  await expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('region', { name: 'Everything a story needs' }).getByRole('listitem')).toHaveCount(4);
  const showcase = page.getByRole('region', { name: 'Community Showcase' });
  const stats = page.getByRole('region', { name: 'Community statistics' });
  await expect(stats).not.toHaveAttribute('aria-busy');
  await expect(stats.getByText('Featured stories').locator('xpath=following-sibling::dd')).toHaveText(String(videos.length));
  await expect(page.getByText('Growing fast! +500 new stories daily')).toBeVisible();
  if (videos.length === 0) {
    // SEED_DEMO=0 and nothing shared yet: an empty showcase, not the samples (those stand in for a failed load).
    await expect(showcase.getByRole('heading', { name: 'No stories shared yet' })).toBeVisible();
  } else {
    await expect(showcase.getByRole('listitem').getByRole('heading')).toHaveText(videos.map((video) => video.title));
  }
  await page.getByRole('link', { name: 'Start Creating Free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test.describe('with a story shared by one user', () => {
  test.describe.configure({ mode: 'serial' });

  let owner: TestUser;
  let shared: ShowcaseVideo;
  const title = `The Owl Librarian ${randomUUID().slice(0, 8)}`;

  test.beforeAll(async ({ playwright }, testInfo) => {
    // A real render: about 40 s on an idle machine, minutes when the machine is busy.
    testInfo.setTimeout(420_000);
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    owner = await signUpThroughApi(request);
    shared = await shareFinishedStory(request, owner, title);
    await request.dispose();
  });

  test('the landing showcase shows it; its card opens the player with the title, and the view is recorded', async ({ page }) => {
    await page.goto('/');
    const showcase = page.getByRole('region', { name: 'Community Showcase' });
    const card = cardOf(showcase, title);
    await expect(card.getByText('Fantasy')).toBeVisible();
    await expect(card.getByText('An owl who reads to the books that cannot sleep.')).toBeVisible();
    const stats = page.getByRole('region', { name: 'Community statistics' });
    const shown = await showcase.getByRole('listitem').count();
    await expect(stats.getByText('Featured stories').locator('xpath=following-sibling::dd')).toHaveText(String(shown));
    await expectNoAxeViolations(page);

    const viewed = page.waitForResponse(
      (response) => response.url().endsWith(`/api/showcase/videos/${shared.id}/view`) && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', shared.video_url);
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(true);
    // It starts by itself after the click.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect((await viewed).status()).toBe(200);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: title })).toBeFocused();
  });

  test('Discover: another user filters by the owner’s e-mail, likes, switches to dislike and takes it back', async ({
    page,
    request,
  }) => {
    const viewer = await signUpThroughApi(request);
    await storeSession(page, viewer);
    const requests = feedRequests(page);
    await page.goto('/app/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Magical Stories' })).toBeVisible();
    await expect(page.getByText('Explore incredible AI-generated stories from our community')).toBeVisible();
    await expect(cardOf(page, title)).toBeVisible();
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ limit: '50', sort_by: 'created_at' });

    // Only the owner's videos: the one shared above.
    await page.getByRole('searchbox', { name: 'User email' }).fill(owner.email);
    await expect.poll(() => requests.at(-1)?.searchParams.get('user_email')).toBe(owner.email);
    const videos = page.getByRole('list', { name: 'Videos' });
    await expect(videos.getByRole('listitem')).toHaveCount(1);
    const card = cardOf(videos, title);
    await expect(card.getByText(owner.email)).toBeVisible();
    await expectNoAxeViolations(page);

    const like = card.getByRole('button', { name: /^Like, / });
    const dislike = card.getByRole('button', { name: /^Dislike, / });
    await expect(like).toHaveAccessibleName('Like, 0');
    await expect(dislike).toHaveAccessibleName('Dislike, 0');

    const sent = page.waitForRequest((r) => r.url().endsWith(`/api/discover/videos/${shared.id}/like`));
    await like.click();
    expect((await sent).postDataJSON()).toEqual({ is_like: true });
    await expect(page.getByText('Video liked!')).toBeVisible();
    await expect(like).toHaveAccessibleName('Like, 1');
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // Switching: the like goes, the dislike comes.
    await dislike.click();
    await expect(page.getByText('Video disliked!')).toBeVisible();
    await expect(like).toHaveAccessibleName('Like, 0');
    await expect(dislike).toHaveAccessibleName('Dislike, 1');
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // The server kept it: a fresh load shows the same.
    await page.reload();
    await expect(cardOf(page, title).getByRole('button', { name: 'Dislike, 1' })).toHaveAttribute('aria-pressed', 'true');

    // The owner sees the viewer's dislike in the count, not as their own.
    const ownerCounts = (await (
      await request.get(`/api/discover/videos?limit=50&user_email=${encodeURIComponent(owner.email)}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      })
    ).json()) as { videos: { id: string; likes_count: number; dislikes_count: number; user_like_status: string }[] };
    expect(ownerCounts.videos.find((v) => v.id === shared.id)).toMatchObject({
      likes_count: 0,
      dislikes_count: 1,
      user_like_status: 'none',
    });

    // Taking it back.
    const again = cardOf(page, title).getByRole('button', { name: /^Dislike, / });
    await again.click();
    await expect(page.getByText('Video removed!')).toBeVisible();
    await expect(again).toHaveAccessibleName('Dislike, 0');
    await expect(again).toHaveAttribute('aria-pressed', 'false');
  });

  test('Discover: sort and filters are sent to the server, a miss says so, and a card opens the player', async ({
    page,
    request,
  }) => {
    await storeSession(page, await signUpThroughApi(request));
    const requests = feedRequests(page);
    await page.goto('/app/discover');
    await expect(cardOf(page, title)).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter videos' });

    await filters.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most Liked' });
    await expect.poll(() => requests.at(-1)?.searchParams.get('sort_by')).toBe('likes');
    await filters.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most Viewed' });
    await expect.poll(() => requests.at(-1)?.searchParams.get('sort_by')).toBe('views');

    // The categories come from the server ('All Categories' first); choosing one filters by it.
    const category = filters.getByRole('combobox', { name: 'Category' });
    await expect(category.getByRole('option', { name: 'Fantasy' })).toBeAttached();
    await expect(category.getByRole('option').first()).toHaveText('All Categories');
    await category.selectOption({ label: 'Fantasy' });
    await expect.poll(() => requests.at(-1)?.searchParams.get('category')).toBe('fantasy_story');
    await expect(cardOf(page, title)).toBeVisible();

    // Typing asks once, after the pause, with every filter so far.
    const before = requests.length;
    await filters.getByRole('searchbox', { name: 'Search' }).pressSequentially('Owl Librarian', { delay: 30 });
    await expect.poll(() => requests.length).toBe(before + 1);
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toEqual({
      limit: '50',
      sort_by: 'views',
      category: 'fantasy_story',
      search: 'Owl Librarian',
    });
    await expect(cardOf(page, title)).toBeVisible();

    await filters.getByRole('searchbox', { name: 'Search' }).fill(`no such story ${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'No videos found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();

    await filters.getByRole('searchbox', { name: 'Search' }).fill('');
    const card = cardOf(page, title);
    const views = await card.getByText(/\d+ views?$/).textContent();
    const counted = Number(views!.replace(/\D/g, '')) + 1;
    await card.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.locator('video')).toHaveAttribute('src', shared.video_url);
    // Counted at once on the card.
    await expect(card.getByText(`${counted} ${counted === 1 ? 'view' : 'views'}`)).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing page and Discover fit without sideways scrolling', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Community statistics' })).not.toHaveAttribute('aria-busy');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await storeSession(page, await signUpThroughApi(request));
    await page.goto('/app/discover');
    await expect(page.getByRole('search', { name: 'Filter videos' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
