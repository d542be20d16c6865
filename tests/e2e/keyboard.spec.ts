// Issue #11, accessibility: the whole journey from sign-up to a downloaded video by keyboard alone, in one test. No
// mouse events at all: only key presses and typing, walking with Tab / Shift+Tab and the arrow keys, and at every
// focus move the focused element must show a visible focus indicator. The one step outside the keyboard is choosing
// files in the operating system's file dialog, which the keyboard opens (Space on the upload control) and
// Playwright answers with `setInputFiles` on the file chooser.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { probe, samplePhoto, seconds } from './pipeline.ts';
import { TEST_PASSWORD } from './support.ts';

/** How many presses of a key may pass before the control it should reach counts as unreachable. */
const MAX_PRESSES = 80;

/**
 * `media`: the focus is on a button of a native audio or video player's own controls (the index among the page's
 * players); those live in the browser's closed shadow tree, whose styles cannot be read, so a screenshot decides.
 */
type FocusReport = { ok: boolean; what: string; ring: string; media: number | null; player?: boolean };

const PLAYERS = 'audio[controls], video[controls]';

/** How many focus positions were checked, and how many of them were a player's controls (its own or native ones). */
const checked = { moves: 0, playerButtons: 0 };

/**
 * What the focused element looks like: visible focus means `:focus-visible` matches it, and it or one of its pseudo
 * elements draws an outline (style not none, width > 0, not transparent) or a box-shadow ring on a box that has a
 * size; for a visually hidden input, what stands for it (the element after it, its label, a near wrapper) does.
 */
function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate((players) => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return { ok: false, what: 'nothing (the page)', ring: '', media: null };
    }
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    const what = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
    if (element.matches(players) && !element.matches(':focus')) {
      return {
        ok: false,
        what: `${what} (a button of its controls)`,
        ring: '',
        media: Array.from(document.querySelectorAll(players)).indexOf(element),
      };
    }
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const ringOf = (style: CSSStyleDeclaration): string | null => {
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)) {
        return `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      }
      if (style.boxShadow !== 'none' && style.boxShadow !== '') return `box-shadow ${style.boxShadow}`;
      return null;
    };
    const sized = (node: Element) => {
      const box = node.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    // The design system's players draw their own controls: Play/Pause, Seek, Mute/Unmute with the player's label.
    const player = /^(?:Play|Pause|Seek|Mute|Unmute) /.test(element.getAttribute('aria-label') ?? '');
    if (!element.matches(':focus-visible')) return { ok: false, what, ring: 'not :focus-visible', media: null, player };
    const own = [null, '::before', '::after'].map((pseudo) => ringOf(getComputedStyle(element, pseudo))).find(Boolean);
    if (own && sized(element)) return { ok: true, what, ring: own, media: null, player };
    // A visually hidden input (a picker card's radio, the upload's file input) shows its focus on what stands for
    // it: the element drawn right after it, its label, or a wrapper up to three levels up.
    const standIns: [Element | null, string][] = [];
    if (!sized(element)) standIns.push([element.nextElementSibling, 'next sibling']);
    for (const label of Array.from((element as HTMLInputElement).labels ?? [])) standIns.push([label, 'label']);
    let ancestor = element.parentElement;
    for (let level = 1; ancestor && level <= 3; level++, ancestor = ancestor.parentElement) {
      standIns.push([ancestor, `ancestor ${level}`]);
    }
    for (const [node, where] of standIns) {
      if (!node) continue;
      const ring = [null, '::after'].map((pseudo) => ringOf(getComputedStyle(node, pseudo))).find(Boolean);
      if (ring && sized(node)) return { ok: true, what, ring: `${ring} on ${where}`, media: null };
    }
    return { ok: false, what, ring: 'none', media: null };
  }, PLAYERS);
}

/** Pictures of the page's native players as they look without the focus, by index (see `FocusReport.media`). */
async function unfocusedPlayers(page: Page): Promise<Map<number, Buffer>> {
  const shots = new Map<number, Buffer>();
  const players = page.locator(PLAYERS);
  for (let index = 0; index < (await players.count()); index++) {
    const player = players.nth(index);
    if (await player.evaluate((element) => element.contains(document.activeElement))) continue;
    shots.set(index, await player.screenshot({ animations: 'disabled' }));
  }
  return shots;
}

/**
 * The focus is visible: by the styles of the focused element, or, on a button of a native player's controls, by the
 * player looking different from its unfocused picture (Chromium draws a ring around the focused button).
 */
async function checkFocus(page: Page, report: FocusReport, players: Map<number, Buffer>, step: string) {
  checked.moves++;
  if (report.player) checked.playerButtons++;
  if (report.media === null) {
    expect(report.ok, `${step}: focus on ${report.what} is not visible (${report.ring})`).toBe(true);
    return;
  }
  const unfocused = players.get(report.media);
  expect(unfocused, `${step}: no unfocused picture of ${report.what}`).toBeDefined();
  checked.playerButtons++;
  const focused = await page.locator(PLAYERS).nth(report.media).screenshot({ animations: 'disabled' });
  expect(focused.equals(unfocused!), `${step}: focus on ${report.what} changes nothing on screen`).toBe(false);
}

/**
 * Presses `key` (Tab by default; Shift+Tab to go back, an arrow key inside a radio group) until `target` has the
 * focus (with `within`, until the focus is inside it: a radio group, entered at its checked radio), checking the
 * focus is visible after every press. Fails after MAX_PRESSES presses.
 */
async function tabTo(page: Page, target: Locator, key = 'Tab', { within = false } = {}) {
  await expect(target).toBeVisible();
  const players = await unfocusedPlayers(page);
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    const reached = await target.evaluate(
      (element, inside) => element === document.activeElement || (inside && element.contains(document.activeElement)),
      within,
    );
    if (reached) {
      await checkFocus(page, await focusReport(page), players, `at ${target}`);
      return;
    }
    await page.keyboard.press(key);
    const report = await focusReport(page);
    // Tab wraps from the last control to the browser's own UI and back: the page has no focus in between.
    if (report.what !== 'nothing (the page)') await checkFocus(page, report, players, `on the way to ${target}`);
  }
  throw new Error(`${target} was not reached with ${MAX_PRESSES} presses of ${key}`);
}

/** Reaches `target` with Tab and presses `key` on it (Enter by default). */
async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

test('the whole journey by keyboard alone: sign-up → photos → styles → story → narration → video → download', async ({
  page,
}) => {
  // Idle here: about a minute (styles ~5 s, story ~7 s, narration ~5 s, render ~20 s); other suites running at the
  // same time make every engine several times slower.
  test.setTimeout(480_000);
  const started = Date.now();

  // Sign up from the landing page.
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Turn your photos into a story/ });
  await press(page, hero.getByRole('link', { name: 'Start Creating Free' }));
  await expect(page).toHaveURL(/\/signup$/);
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('textbox', { name: 'E-mail' }));
  await page.keyboard.type(`${randomUUID()}@example.com`);
  await tabTo(page, main.getByLabel(/^Password/));
  await page.keyboard.type(TEST_PASSWORD);
  await press(page, main.getByRole('button', { name: 'Create Account' }));
  await expect(page).toHaveURL(/\/app$/);

  // A new project from the home page.
  await press(page, page.getByRole('button', { name: 'Start Creating Free' }));
  await expect(page).toHaveURL(/\/app\/stage\/1$/);

  // Stage 1: Croatian (typed into the closed select), the watercolor style (arrows in the radio group), two photos.
  const language = page.getByRole('combobox', { name: 'Story language' });
  await tabTo(page, language);
  await page.keyboard.type('Croatian');
  await expect(language).toHaveValue('hr');
  const watercolor = page.getByRole('radio', { name: 'Watercolor' });
  await tabTo(page, page.getByRole('radiogroup').filter({ has: watercolor }), 'Tab', { within: true });
  await tabTo(page, watercolor, 'ArrowRight');
  await expect(watercolor).toBeChecked();

  const upload = page.locator('input[type="file"]');
  await expect(upload).toBeEnabled();
  const choosing = page.waitForEvent('filechooser');
  await press(page, upload, 'Space');
  // The one step that is not the keyboard: picking the files in the operating system's dialog.
  await (
    await choosing
  ).setFiles([
    { name: 'mia.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(21) },
    { name: 'luka.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto(22) },
  ]);
  await expect(page.getByRole('list', { name: 'Uploaded images' }).getByRole('img')).toHaveCount(2, { timeout: 60_000 });

  await press(page, page.getByRole('button', { name: 'Generate Style Images' }));
  const options = page.getByRole('radiogroup', { name: 'Generated Style Options' });
  await expect(options.getByRole('radio')).toHaveCount(3, { timeout: 120_000 });
  await tabTo(page, options, 'Tab', { within: true });
  await tabTo(page, options.getByRole('radio', { name: 'Style option 2' }), 'ArrowRight');
  await expect(options.getByRole('radio', { name: 'Style option 2' })).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Continue to Story Details' }));
  await expect(page).toHaveURL(/\/app\/stage\/2$/);
  console.log(`keyboard e2e: signed up and through stage 1 in ${seconds(started)}`);

  // Stage 2: Magic Fill writes the character and context; the story is written and illustrated.
  await press(page, page.getByRole('button', { name: 'Magic Fill' }));
  await expect(page.getByRole('textbox', { name: /Character Description/ })).not.toHaveValue('', { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /Story Context/ })).not.toHaveValue('');
  await press(page, page.getByRole('button', { name: 'Generate Story' }));
  await expect(page).toHaveURL(/\/app\/stage\/3$/, { timeout: 240_000 });
  console.log(`keyboard e2e: through stage 2 in ${seconds(started)}`);

  // Stage 3: the Croatian default voice (Ana) is chosen; narrate, then render.
  const ana = page.getByRole('radio', { name: 'Ana', exact: true });
  await expect(ana).toBeChecked({ timeout: 30_000 });
  // Another voice and back, with the arrow keys: the choice follows the focus.
  // Tab enters the voices at the chosen one.
  await tabTo(page, ana);
  await page.keyboard.press('ArrowDown');
  await checkFocus(page, await focusReport(page), new Map(), 'the next voice');
  await expect(ana).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Voice' }).getByRole('radio', { checked: true })).toBeFocused();
  await tabTo(page, ana, 'ArrowUp');
  await expect(ana).toBeChecked();
  const narration = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/audio'));
  await press(page, page.getByRole('button', { name: 'Generate Audio Narration' }));
  expect((await narration).postDataJSON()).toMatchObject({ voice_id: 'embedded-espeak-hr-f' });
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('figure', { name: `Page ${n} narration` })).toBeVisible({ timeout: 120_000 });
  }
  await press(page, page.getByRole('button', { name: 'Create Final Video' }));
  const panel = page.getByRole('region', { name: 'Video Generation' });
  await expect(panel.getByText('Your video is ready.')).toBeVisible({ timeout: 360_000 });
  console.log(`keyboard e2e: narrated and rendered in ${seconds(started)}`);

  // Download Video (a link): Enter saves storybook-video.mp4, an MP4 with picture and sound.
  const downloading = page.waitForEvent('download');
  await press(page, page.getByRole('link', { name: 'Download Video' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('storybook-video.mp4');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-keyboard-'));
  try {
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const { streams, format } = probe(file);
    expect(streams.map((stream) => stream.codec_type)).toEqual(expect.arrayContaining(['audio', 'video']));
    expect(Number(format.duration)).toBeGreaterThan(3);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  console.log(`keyboard e2e: the whole journey in ${seconds(started)}; visible focus checked ${checked.moves} times`);
  // The walk went past the narration players' own buttons (Tab from the pages to Create Final Video).
  expect(checked.playerButtons).toBeGreaterThan(0);
});
