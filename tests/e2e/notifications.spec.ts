import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser, type TestUser } from './support.ts';

type NotificationKind = 'test' | 'test-payment-success' | 'test-video-completion' | 'test-credits-low';

/** Writes a notification for the user through the server's test endpoints (as a finished job or payment would). */
async function notify(page: Page, user: TestUser, kind: NotificationKind, data: Record<string, string> = {}) {
  const response = await page.request.post(`/api/notifications/${kind}`, {
    headers: { authorization: `Bearer ${user.token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { notification: { id: string; title: string } }).notification;
}

/**
 * Signs up, opens /app and waits until the live stream is open (its headers come with the `ready` event, which the
 * server sends once it listens for the user's notifications). Counts the list loads, to tell live arrivals apart.
 */
async function openAppLive(page: Page) {
  const user = await signUpInBrowser(page);
  let listLoads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/notifications/') listLoads++;
  });
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/notifications/stream');
  await page.goto('/app');
  expect((await streamOpened).status()).toBe(200);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  return { user, header, listLoads: () => listLoads };
}

test('notifications arrive live with the unread badge; mark read, delete, mark all read and clear all', async ({ page }) => {
  const { user, header, listLoads } = await openAppLive(page);

  await notify(page, user, 'test');
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await notify(page, user, 'test-payment-success');
  await notify(page, user, 'test-credits-low');
  const bell = header.getByRole('button', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  // Through the stream: the list was loaded once, when the app opened.
  expect(listLoads()).toBe(1);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('button', { name: 'Unread: Payment successful' })).toBeVisible();
  await expect(panel.getByText('600 credits from the Pro pack were added to your account.')).toBeVisible();
  await expect(panel.getByText('Just now').first()).toBeVisible();
  await expect(panel.getByText('Notifications are saved for 7 days')).toBeVisible();

  // Mark one read.
  const credits = panel.getByRole('listitem').filter({ hasText: 'Credits running low' });
  await credits.getByRole('button', { name: 'Mark as read' }).click();
  await expect(header.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Credits running low', exact: true })).toBeVisible();

  // Delete one (unread: the count drops too).
  await panel.getByRole('listitem').filter({ hasText: 'Test notification' }).getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // Mark all read.
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  // Above 10 in all, Clear all shows; it asks first.
  for (let i = 0; i < 9; i++) await notify(page, user, 'test', { title: `Batch ${i + 1}` });
  await expect(panel.getByRole('listitem')).toHaveCount(11);
  await expect(header.getByRole('button', { name: 'Notifications, 9 unread' })).toBeVisible();
  await panel.getByRole('button', { name: 'Clear all' }).click();
  const confirm = panel.getByRole('group', { name: 'Clear all notifications? This cannot be undone.' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear all' }).click();
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const left = await page.request.get('/api/notifications/', { headers: { authorization: `Bearer ${user.token}` } });
  expect(await left.json()).toMatchObject({ notifications: [], unread_count: 0 });
});

test('a payment notification opens its page (redirect_url) and is marked read and clicked', async ({ page }) => {
  const { user, header } = await openAppLive(page);
  const payment = await notify(page, user, 'test-payment-success');
  await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Unread: Payment successful' }).click();
  await expect(page).toHaveURL(/\/app\/billing-history$/);
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  const list = await page.request.get('/api/notifications/', { headers: { authorization: `Bearer ${user.token}` } });
  const { notifications } = (await list.json()) as { notifications: { id: string; is_read: boolean; is_clicked: boolean }[] };
  expect(notifications.find((n) => n.id === payment.id)).toMatchObject({ is_read: true, is_clicked: true });
});

test('a completed video shows the loading toast, then opens its project at stage 3', async ({ page }) => {
  const { user, header } = await openAppLive(page);
  const projectId = await createProject(page, user);
  await notify(page, user, 'test-video-completion', { project_id: projectId });

  const visited = pathsVisited(page);
  await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const projectLoad = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/projects/${projectId}/data`);
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Unread: Your video is ready!' }).click();
  await expect(page.getByText('Loading your video project...')).toBeVisible();
  expect((await projectLoad).status()).toBe(200);
  await expect(page.getByText('Opening your completed video!')).toBeVisible();
  // 0.5 s later the app goes to stage 3 (what the stage pages then show belongs to the workflow's own tests).
  await expect.poll(() => visited).toContain('/app/stage/3');
});

test('a completed video whose project is gone says so once and goes to /app, creating nothing', async ({ page }) => {
  const { user, header } = await openAppLive(page);
  const projectId = await createProject(page, user);
  await notify(page, user, 'test-video-completion', { project_id: projectId });
  const deleted = await page.request.delete(`/api/projects/${projectId}`, { headers: { authorization: `Bearer ${user.token}` } });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  const visited = pathsVisited(page);
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/projects/') created.push(request.url());
  });
  await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Unread: Your video is ready!' }).click();
  await expect(page.getByText('Loading your video project...')).toBeVisible();
  await expect(page.getByText('Failed to load project. Redirecting to app...')).toBeVisible();
  // The project store's own 'Failed to load project. Please try again.' is not shown beside it.
  await expect(page.getByText('Failed to load project. Please try again.')).toHaveCount(0);
  // 1.5 s later: /app (the notification's redirect_url), never a stage page, and no new project.
  await expect(page).toHaveURL(/\/app$/);
  await page.waitForTimeout(500);
  expect(visited.filter((path) => path.startsWith('/app/stage/'))).toEqual([]);
  expect(created).toEqual([]);
  await expect(page.getByText('Failed to load project. Please try again.')).toHaveCount(0);
});

async function createProject(page: Page, user: TestUser): Promise<string> {
  const created = await page.request.post('/api/projects/', { headers: { authorization: `Bearer ${user.token}` } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { project_id: string }).project_id;
}

/** Every path the page's URL takes from now on (in-app navigations included). */
function pathsVisited(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}
