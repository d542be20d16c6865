// Spec 000 §2 and §8: every string of the screens of the accounts/community/credits issue, where the spec puts it.
// Strings a page always shows are checked on the rendered page (the real server, real Chromium); messages that
// only appear on a failure or after an action are checked in the built bundle the browser loads.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './support.ts';

/** Rendered: route → strings visible there for a new user. */
const RENDERED: Record<string, readonly string[]> = {
  '/': ['Sign In', 'Get Started', 'Start Creating Free', 'Growing fast! +500 new stories daily'],
  '/login': ['Sign In'],
  '/app': ['Start Creating Free', 'View Gallery', 'Gallery', 'Discover', 'New Project'],
  '/app/gallery': ['Your Magical Projects', 'Select', 'New Project', 'No magical stories yet', 'Start Creating'],
  '/app/pricing': ['Starter', 'Creator', 'Pro', 'Most Popular', 'Enterprise'],
  '/app/billing-history': [
    'Billing History',
    'View your credit purchases and usage history',
    'Current Balance',
    'Total Purchased',
    'Total Used',
    'Latest 50',
    'All Transactions',
    'Buy More Credits',
    'Start Creating',
  ],
  '/app/discover': ['Discover Magical Stories', 'Explore incredible AI-generated stories from our community'],
};

/** Options (§2) of a dropdown on a rendered page. */
const OPTIONS: Record<string, readonly string[]> = {
  '/app/discover': ['All Categories', 'Latest', 'Most Liked', 'Most Viewed', 'Most Disliked'],
};

/** Placeholders (§2) of inputs on a rendered page. */
const PLACEHOLDERS: Record<string, readonly string[]> = {
  '/app/discover': ['Search videos...', 'Filter by user email...'],
};

/** §2 and §8 texts shown in particular states: they must be in the app the browser loads. */
const IN_BUNDLE: readonly string[] = [
  // §2
  'Video not available',
  'No projects found',
  'Delete Selected',
  'Clear all notifications? This cannot be undone.',
  'Account settings coming soon!',
  'No transactions found',
  'Buy Your First Credits',
  'No videos found',
  'Try adjusting your search or filter criteria',
  'Return to Login',
  // §5
  'Password must be at least 8 characters and contain uppercase letter, lowercase letter, number, and special character.',
  'This project has no videos to share',
  'This story is already shared to the public showcase!',
  'Untitled Story',
  'Confirmation text matches',
  'Please type "delete" exactly as shown',
  // §6
  'Please log in to access the Discover feature',
  'The Discover feature is available for registered users only.',
  // §8 catalogue
  'Insufficient credits. You need ',
  'Your session has expired. Please log in again.',
  'Too many requests. Please wait a moment and try again.',
  'The request is taking longer than expected. Please try again in a moment.',
  'Server error occurred. Please try again in a few minutes.',
  'An error occurred. Please try again.',
  'Failed to refresh credits',
  'Browser storage cleared successfully',
  'Failed to clear browser storage',
  'Failed to load projects',
  'Connection Timeout',
  'Refresh Page',
  'If the problem persists, try refreshing the page or contact support.',
  'Unable to Load Projects',
  'Failed to create new project. Please try again.',
  'Failed to create project. Please try again.',
  'Failed to initialize project. Please refresh the page.',
  'Failed to load project. Please try again.',
  'Starting to copy project with all assets...',
  'Loading copied project data...',
  'New project created successfully! ',
  ' audio files copied. You can now edit from any stage.',
  'Project deleted successfully',
  'Failed to delete project: ',
  'Failed to delete project. Please try again.',
  'Successfully deleted ',
  'Failed to delete projects: ',
  'Failed to delete projects. Please try again.',
  'No video found for this project',
  'Failed to load video',
  'Video shared to public showcase!',
  'Failed to share video',
  'Failed to share video. Please try again.',
  'Video removed from public showcase!',
  'Failed to remove video from showcase',
  'Loading your video project...',
  'Opening your completed video!',
  'Failed to load project. Redirecting to app...',
  'Error loading project. Redirecting to app...',
  'Failed to load transaction history',
  'Failed to load videos',
  'Failed to update like status',
  'Video liked!',
  'Video disliked!',
  'Video removed!',
  'Failed to validate code',
  'Failed to redeem discount code',
  'Failed to load credit packages',
  'Failed to start purchase process',
  'No session ID found',
  'Failed to process payment',
  'Payment processing failed',
  'There was an issue processing your payment. Please try again.',
  'No authentication data received.',
  'Authentication failed.',
  'Retrying...',
];

function bundleText(): string {
  const dist = process.env.STORYLOOM_E2E_DIST || path.join(import.meta.dirname, '../../app/dist');
  const assets = path.join(dist, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(assets, name), 'utf8'))
    .join('\n');
}

test('every state-dependent spec string is in the app the browser loads', () => {
  const js = bundleText();
  // A string may be minified into either quote style, with its double quotes escaped.
  const missing = IN_BUNDLE.filter((text) => !js.includes(text) && !js.includes(text.replaceAll('"', '\\"')));
  expect(missing).toEqual([]);
});

async function expectTexts(page: Page, route: string) {
  await page.goto(route);
  for (const text of RENDERED[route] ?? []) {
    await expect(page.getByText(text, { exact: true }).first(), `${route}: ${text}`).toBeVisible();
  }
  for (const option of OPTIONS[route] ?? []) {
    await expect(page.getByRole('option', { name: option, exact: true }), `${route}: ${option}`).toHaveCount(1);
  }
  for (const placeholder of PLACEHOLDERS[route] ?? []) {
    await expect(page.getByPlaceholder(placeholder, { exact: true }), `${route}: ${placeholder}`).toBeVisible();
  }
}

test('the public pages show the spec strings', async ({ page }) => {
  for (const route of ['/', '/login']) await expectTexts(page, route);
});

test('the signed-in pages show the spec strings', async ({ page }) => {
  await signUpInBrowser(page);
  for (const route of Object.keys(RENDERED).filter((r) => r.startsWith('/app'))) await expectTexts(page, route);
});
