// Issue #11, accessibility: axe on every page of the app, in the light and the dark theme, signed out and signed in,
// with the gallery, Discover, billing history and each stage populated, plus the open states that matter (the
// notification centre, the user menu, a confirm dialog, the phone menu). Every rule axe runs by default (WCAG 2.x A
// and AA and its best practices) must pass: a violation is fixed in the app, never switched off here.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiAs, finishedProject, seconds, storyProject } from './pipeline.ts';
import { signUpThroughApi, storeSession, type TestUser } from './support.ts';

/** ThemeStore's storage key (app/src/stores/ThemeStore.ts) and the classes it puts on <html>. */
const THEME_STORAGE_KEY = 'storyloom.theme';
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const FINISHED_TITLE = 'The Owl Librarian';
const STORY_TITLE = 'The Lantern Fox';
const DRAFT_TITLE = 'A Story Not Yet Begun';

type Prepared = { user: TestUser; sessionId: string };

/** Buys the cheapest pack through the embedded test checkout, as the pricing page and the payment page do. */
async function buyCredits(request: APIRequestContext, user: TestUser): Promise<string> {
  const call = apiAs(request, user);
  const { packages } = (await call('GET', '/credit-packages')) as { packages: { id: string; price: number }[] };
  const cheapest = [...packages].sort((a, b) => a.price - b.price)[0]!;
  const checkout = (await call('POST', '/purchase-credits', { data: { package_id: cheapest.id } })) as {
    checkout_url: string;
    session_id: string;
  };
  const paid = await request.post(`${new URL(checkout.checkout_url).pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  const confirmed = (await call('POST', '/payment-success', { data: { session_id: checkout.session_id } })) as {
    success: boolean;
  };
  expect(confirmed.success).toBe(true);
  return checkout.session_id;
}

/**
 * One user with several projects: a finished one shared to Discover (stage 3 with its video, read-only), one with a
 * story and its narration (stages 1, 2 and 3 editable), and an empty draft; a purchase and a discount code in the
 * billing history; notifications in the centre.
 */
async function prepare(request: APIRequestContext): Promise<Prepared> {
  const user = await signUpThroughApi(request);
  const call = apiAs(request, user);
  const sessionId = await buyCredits(request, user);
  await call('POST', '/discount/redeem', { data: { code: 'WELCOME10' } });

  // The three projects side by side (the render is the long part).
  const shareFinished = async () => {
    const finished = await finishedProject(request, user, {
      title: FINISHED_TITLE,
      storyType: 'fantasy_story',
      characterDescription: 'Nell, a small owl with round glasses',
      context: 'An old library at midnight',
    });
    await call('POST', `/projects/${finished}/add-to-showcase`, {
      data: { title: FINISHED_TITLE, description: 'An owl who reads to the books that cannot sleep.', category: 'fantasy_story' },
    });
  };
  const narrateStory = async () => {
    const { id, written } = await storyProject(request, user, { title: STORY_TITLE });
    await call('POST', `/projects/${id}/audio`, {
      data: { story_pages: written.story.story.map((p) => ({ page: p.page_number, page_text: p.page_text })) },
    });
  };
  const draft = async () => {
    const { project_id: id } = (await call('POST', '/projects/')) as { project_id: string };
    await call('PUT', `/projects/${id}`, { data: { story_title: DRAFT_TITLE } });
  };
  await Promise.all([shareFinished(), narrateStory(), draft()]);

  await call('POST', '/notifications/test-credits-low');
  await call('POST', '/notifications/test');
  return { user, sessionId };
}

/** Runs axe on the page as it is now; the violations, one line each, with the page's name and the nodes. */
async function axeViolations(page: Page, name: string): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  // Axe looked at the page (a blank or unstyled page would pass few rules).
  expect(passes.length, name).toBeGreaterThan(10);
  return violations.map(
    (v) => `${name}: ${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** A fresh page in the theme (the choice the theme toggle saves), signed in as the user or not. */
async function openPage(page: Page, theme: Theme, user?: TestUser) {
  await page.addInitScript(
    ({ key, value }) => {
      // Once per tab, like the session: the toggle's later choices then hold across navigations.
      if (sessionStorage.getItem('e2e.themeStored')) return;
      sessionStorage.setItem('e2e.themeStored', '1');
      localStorage.setItem(key, value);
    },
    { key: THEME_STORAGE_KEY, value: theme },
  );
  if (user) await storeSession(page, user);
}

/** The theme whose class is on <html> now. */
async function currentTheme(page: Page): Promise<Theme> {
  const dark = await page.locator('html').evaluate((html) => html.classList.contains('sl-dark'));
  return dark ? 'dark' : 'light';
}

/** Waits until the theme's class (ui/src/theme/colorMode.ts) is on <html>. */
async function expectTheme(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\bsl-${theme}\\b`));
}

/**
 * Axe on the page in the theme it opened in, then in the other one, switched with the header's theme toggle (the
 * next page opens in the second theme: the toggle saves the choice).
 */
async function inBothThemes(page: Page, name: string): Promise<string[]> {
  const first = await currentTheme(page);
  const second: Theme = first === 'dark' ? 'light' : 'dark';
  const found = await axeViolations(page, `${first} ${name}`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Switch to ${second} theme` })
    .click();
  await expectTheme(page, second);
  await transitionsDone(page);
  found.push(...(await axeViolations(page, `${second} ${name}`)));
  return found;
}

/** Waits for running CSS transitions and animations (colours fading to the new theme), so axe sees the end state. */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until nothing on the page says it is still loading. */
async function settled(page: Page, ready: Locator) {
  await expect(ready).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await transitionsDone(page);
}

/** Opens a gallery project the way a user does: its card's Continue or View button. */
async function openProject(page: Page, title: string, button: 'Continue' | 'View') {
  await page.goto('/app/gallery');
  await page.getByRole('article', { name: title }).getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/stage\/\d$/);
}

test.describe('axe finds nothing', () => {
  test.describe.configure({ mode: 'serial' });
  let prepared: Prepared;

  test.beforeAll(async ({ playwright }, testInfo) => {
    // A real render and two stories: about 40 s on an idle machine, minutes when other suites run beside it.
    testInfo.setTimeout(420_000);
    const started = Date.now();
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    prepared = await prepare(request);
    await request.dispose();
    console.log(`a11y: user, projects, Discover and billing prepared through the API in ${seconds(started)}`);
  });

  test('signed out, both themes: landing, sign-in, sign-up, payment result, sign-in callback, an unknown path', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPage(page, 'light');
    const found: string[] = [];
    const check = async (path: string, ready: Locator, url?: RegExp) => {
      await page.goto(path);
      if (url) await expect(page).toHaveURL(url);
      await settled(page, ready);
      found.push(...(await inBothThemes(page, path)));
    };
    const h1 = page.getByRole('heading', { level: 1 });
    await check('/', page.getByRole('region', { name: 'Community Showcase' }).getByRole('listitem').first());
    await check('/login', h1);
    await check('/signup', h1);
    await check(`/payment-success?session_id=${prepared.sessionId}`, h1);
    await check('/payment-success', h1);
    await check('/auth/callback?error=access_denied&error_description=Cancelled', page.getByRole('alert'));
    await check('/no/such/page', h1, /\/$/);
    expect(found).toEqual([]);
  });

  test('signed in, both themes: every page with content, and each stage', async ({ page }) => {
    // 12 pages, axe twice on each: about a minute on this 2-core machine with other suites running beside it.
    test.setTimeout(240_000);
    await openPage(page, 'dark', prepared.user);
    const found: string[] = [];
    const check = async (name: string, ready: Locator) => {
      await settled(page, ready);
      found.push(...(await inBothThemes(page, name)));
    };
    const goto = async (path: string, ready: Locator) => {
      await page.goto(path);
      await check(path, ready);
    };
    await goto('/app', page.getByRole('heading', { level: 1 }));
    await goto('/app/gallery', page.getByRole('article', { name: DRAFT_TITLE }));
    await goto('/app/discover', page.getByRole('heading', { name: FINISHED_TITLE }).first());
    await goto('/app/pricing', page.getByRole('heading', { level: 3, name: 'Pro' }));
    await goto('/app/credits', page.getByRole('heading', { level: 3, name: 'Pro' }));
    await goto(
      '/app/billing-history',
      page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem').filter({ hasText: 'WELCOME10' }),
    );

    // The story with its narration: stage 3, then back to its story (2) and its photos and styles (1).
    await openProject(page, STORY_TITLE, 'Continue');
    await check('/app/stage/3 (narrated)', page.getByRole('figure', { name: 'Page 3 narration' }));
    await goto('/app/stage/2', page.getByRole('article', { name: 'Page 3' }));
    await goto('/app/stage/1', page.getByRole('radiogroup', { name: 'Generated Style Options' }));

    // The finished story: stage 3 read-only, with its video.
    await openProject(page, FINISHED_TITLE, 'View');
    await check('/app/stage/3 (finished)', page.getByRole('region', { name: 'Final Video' }).locator('video'));

    // A new project's empty stage 1.
    await page.getByRole('banner').getByRole('button', { name: 'New Project' }).click();
    await expect(page).toHaveURL(/\/app\/stage\/1$/);
    await check('/app/stage/1 (new)', page.getByRole('radio', { name: 'Watercolor' }));
    expect(found).toEqual([]);
  });

  for (const theme of THEMES) {
    test(`open states, ${theme}: notification centre, user menu, a confirm dialog, the phone menu`, async ({ page }) => {
      test.setTimeout(90_000);
      await openPage(page, theme, prepared.user);
      const found: string[] = [];
      const check = async (name: string, ready: Locator) => {
        await expectTheme(page, theme);
        await settled(page, ready);
        found.push(...(await axeViolations(page, `${theme} ${name}`)));
      };
      const header = page.getByRole('banner');
      await page.goto('/app/gallery');
      await settled(page, page.getByRole('article', { name: DRAFT_TITLE }));

      await header.getByRole('button', { name: /^Notifications/ }).click();
      const centre = page.getByRole('dialog', { name: 'Notifications' });
      await check('notification centre', centre.getByRole('listitem').first());
      await page.keyboard.press('Escape');
      await expect(centre).toBeHidden();

      await header.getByRole('button', { name: /^Account menu/ }).click();
      await check('user menu', page.getByRole('menuitem', { name: 'Account Settings' }));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      await page.getByRole('button', { name: `Delete ${DRAFT_TITLE}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this project?' });
      await check('delete dialog', confirm.getByRole('button', { name: 'Delete Project' }));
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();

      await page.setViewportSize({ width: 390, height: 844 });
      await header.getByRole('button', { name: 'Menu', exact: true }).click();
      await check('phone menu', header.getByRole('button', { name: 'Logout' }));
      expect(found).toEqual([]);
    });
  }
});
