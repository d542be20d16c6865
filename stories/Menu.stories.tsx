import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, Copy, LogOut, Pencil, Receipt, Settings, Share2, Trash2 } from 'lucide-react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, Menu, menuAligns, type MenuItem } from '@storyloom/ui';
import { avatar, identity, identityDomain, stage } from './overlays.css.ts';
import { row } from './storyLayout.css.ts';

const userItems: MenuItem[] = [
  { id: 'buy-credits', label: 'Buy Credits', icon: <CreditCard /> },
  { id: 'billing-history', label: 'Billing History', icon: <Receipt /> },
  { id: 'account-settings', label: 'Account Settings', icon: <Settings /> },
  { id: 'sign-out', label: 'Sign out', icon: <LogOut /> },
];

const projectItems: MenuItem[] = [
  { id: 'rename', label: 'Rename', icon: <Pencil /> },
  { id: 'duplicate', label: 'Create Similar', icon: <Copy /> },
  { id: 'share', label: 'Share to showcase', icon: <Share2 />, disabled: true },
  { type: 'separator', id: 'danger-zone' },
  { id: 'delete', label: 'Delete project', icon: <Trash2 />, tone: 'danger' },
];

/** The user menu's header: the e-mail's name part and domain. */
const userHeader: MenuItem = {
  type: 'header',
  id: 'identity',
  content: (
    <span className={identity}>
      <strong>mia.jones</strong>
      <span className={identityDomain}>@example.com</span>
    </span>
  ),
};

const AvatarTrigger = (
  <span className={avatar} aria-hidden="true">
    M
  </span>
);

const UserTrigger = (
  <>
    <span className={avatar} aria-hidden="true">
      M
    </span>
    mia.jones
  </>
);

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: { trigger: 'Account', items: userItems, onSelect: fn() },
  argTypes: {
    align: { control: 'inline-radio', options: menuAligns },
    trigger: { control: false },
    items: { control: false },
  },
  decorators: [
    // Room for the open panel; a story picks another stage with `parameters.stage`.
    (Story, { parameters }) => (
      <div className={stage[(parameters.stage as keyof typeof stage | undefined) ?? 'start']}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Waits for the panel's entrance animation, so positions and visibility are final. */
async function settled(element: Element) {
  await Promise.all(element.getAnimations().map((animation: Animation) => animation.finished));
}

async function openWithClick(canvas: Canvas, userEvent: UserEvent, name: string) {
  const trigger = canvas.getByRole('button', { name });
  await userEvent.click(trigger);
  const menu = canvas.getByRole('menu', { name });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toHaveAttribute('aria-controls', menu.id);
  await settled(menu.parentElement!);
  return { trigger, menu, inside: within(menu) };
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const { inside } = await openWithClick(canvas, userEvent, 'Account');
    const items = inside.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Buy Credits',
      'Billing History',
      'Account Settings',
      'Sign out',
    ]);
    await expect(items[0]).toHaveFocus();
    // Items are not tab stops: the menu is one stop, arrows move inside it.
    for (const item of items) await expect(item).toHaveAttribute('tabindex', '-1');
  },
};

export const WithHeaderAndSeparator: Story = {
  args: {
    trigger: UserTrigger,
    items: [
      userHeader,
      { type: 'separator', id: 'after-identity' },
      ...userItems.slice(0, 3),
      { type: 'separator', id: 'before-sign-out' },
      userItems[3]!,
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const { menu, inside } = await openWithClick(canvas, userEvent, 'mia.jones');
    // The header describes the menu but is not an item: arrows go from the last item straight to the first.
    await expect(menu).toHaveAccessibleDescription(/^mia\.jones\s*@example\.com$/);
    await expect(inside.getAllByRole('separator')).toHaveLength(2);
    await expect(inside.getAllByRole('menuitem')).toHaveLength(4);
    await expect(inside.getByRole('menuitem', { name: 'Buy Credits' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(inside.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(inside.getByRole('menuitem', { name: 'Buy Credits' })).toHaveFocus();
    await userEvent.click(within(menu).getByText('@example.com'));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(inside.getByRole('menuitem', { name: 'Buy Credits' })).toHaveFocus();
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const DangerItem: Story = {
  args: { trigger: 'Project actions', items: projectItems },
  play: async ({ args, canvas, userEvent }) => {
    const { trigger, inside } = await openWithClick(canvas, userEvent, 'Project actions');
    const remove = inside.getByRole('menuitem', { name: 'Delete project' });
    await expect(getComputedStyle(remove).color).not.toBe(
      getComputedStyle(inside.getByRole('menuitem', { name: 'Rename' })).color,
    );
    // A disabled item shows but cannot be chosen.
    const share = inside.getByRole('menuitem', { name: 'Share to showcase' });
    await expect(share).toBeDisabled();
    await userEvent.click(share);
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.click(remove);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('delete');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
  },
};

export const AlignEnd: Story = {
  args: { align: 'end', trigger: UserTrigger, items: [userHeader, ...userItems] },
  parameters: { stage: 'end' },
  play: async ({ canvas, userEvent }) => {
    const { trigger, menu } = await openWithClick(canvas, userEvent, 'mia.jones');
    const panel = menu.parentElement!.getBoundingClientRect();
    await expect(panel.right).toBe(trigger.getBoundingClientRect().right);
    await expect(panel.top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

export const Keyboard: Story = {
  args: { trigger: 'Project actions', items: projectItems },
  render: (args) => (
    <div className={row}>
      <Menu {...args} />
      <Button variant="secondary">After the menu</Button>
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Project actions' });
    const item = (name: string) => canvas.getByRole('menuitem', { name });

    // Tab to the trigger; Enter opens on the first item.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(item('Rename')).toHaveFocus();

    // Arrows move and wrap, skipping the disabled item; Home and End jump.
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Create Similar')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Delete project')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Delete project')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Delete project')).toHaveFocus();

    // A typed letter jumps to the next item starting with it.
    await userEvent.keyboard('c');
    await expect(item('Create Similar')).toHaveFocus();
    await userEvent.keyboard('r');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('s');
    await expect(item('Rename')).toHaveFocus(); // "Share to showcase" is disabled.

    // Escape closes and returns focus to the trigger.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();

    // ArrowUp opens on the last item; Enter chooses it, closes, and returns focus.
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Delete project')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('delete');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();

    // Space opens and chooses too; ArrowDown opens on the first item.
    await userEvent.keyboard(' ');
    await expect(item('Rename')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('duplicate');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Rename')).toHaveFocus();

    // Tab closes the menu and moves on.
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes it.
    await userEvent.click(trigger);
    await settled(canvas.getByRole('menu').parentElement!);
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'After the menu' }));
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(args.onSelect).toHaveBeenCalledTimes(2);

    // Open again from the keyboard for the screenshot.
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await settled(canvas.getByRole('menu').parentElement!);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    align: 'end',
    // On phones the trigger is the avatar alone, so it needs a name.
    trigger: AvatarTrigger,
    triggerLabel: 'Account menu',
    items: [userHeader, { type: 'separator', id: 'after-identity' }, ...userItems],
  },
  parameters: { stage: 'phone' },
  play: async ({ canvas, userEvent }) => {
    const { menu } = await openWithClick(canvas, userEvent, 'Account menu');
    const panel = menu.parentElement!.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThanOrEqual(0);
    await expect(panel.right).toBeLessThanOrEqual(390);
    // Items are comfortable touch targets.
    for (const item of within(menu).getAllByRole('menuitem')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};
