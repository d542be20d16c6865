import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UserMenu, userMenuItems } from '@storyloom/ui';
import { alignEnd, popoverRoom } from './shell.css.ts';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  args: {
    email: 'mia@example.com',
    onBuyCredits: fn(),
    onBillingHistory: fn(),
    onAccountSettings: fn(),
    onSignOut: fn(),
  },
  // The menu opens below the trigger, lined up with its right edge (the trigger sits at the header's right).
  decorators: [
    (Story) => (
      <div className={`${popoverRoom.menu} ${alignEnd}`}>
        <Story />
      </div>
    ),
  ],
  // Padded, not centred: whole-pixel positions keep the screenshots' anti-aliased edges identical run to run.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu, mia@example.com' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Avatar letter, then the name part and the domain as two parts.
    await expect(trigger).toHaveTextContent(/^MAccount menu, mia@example\.com$/);
    await expect(canvas.getByText('M')).toBeVisible();
    await expect(canvas.getByText('mia')).toBeVisible();
    await expect(canvas.getByText('@example.com')).toBeVisible();
  },
};

export const NoEmail: Story = {
  args: { email: null },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await expect(trigger).toHaveTextContent(/^UAccount menu$/);
    await expect(canvas.getByText('U')).toBeVisible();
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};

export const LongEmail: Story = {
  args: { email: 'bartholomew.featherstonehaugh-wainwright@storytellers-of-the-northern-isles.example.com' },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByText('bartholomew.featherstonehaugh-wainwright');
    await expect(canvas.getByText('@storytellers-of-the-northern-isles.example.com')).toBeVisible();
    // Both parts end in an ellipsis within the trigger's width instead of stretching the header.
    const identity = name.parentElement!;
    await expect(identity.scrollWidth).toBeGreaterThan(identity.clientWidth);
    await expect(getComputedStyle(identity).textOverflow).toBe('ellipsis');
    const trigger = canvas.getByRole('button', { name: /^Account menu, bartholomew/ });
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(260);

    // The menu shows the whole address, wrapped.
    await userEvent.click(trigger);
    await expect(canvas.getByRole('menu')).toHaveTextContent(
      'Signed in as bartholomew.featherstonehaugh-wainwright@storytellers-of-the-northern-isles.example.com',
    );
  },
};

export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu, mia@example.com' });
    await userEvent.click(trigger);
    const menu = canvas.getByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAccessibleDescription('Signed in as mia@example.com');
    const items = canvas.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([...userMenuItems]);
    await expect(items[0]).toHaveFocus();

    const callbacks = [args.onBuyCredits, args.onBillingHistory, args.onAccountSettings, args.onSignOut];
    for (const [index, label] of userMenuItems.entries()) {
      if (index > 0) await userEvent.click(trigger);
      await userEvent.click(canvas.getByRole('menuitem', { name: label }));
      await expect(callbacks[index]).toHaveBeenCalledTimes(1);
      // Each item calls only its own callback, and the menu closes.
      for (const other of callbacks.filter((_, i) => i > index)) await expect(other).not.toHaveBeenCalled();
      await expect(canvas.queryByRole('menu')).toBeNull();
    }

    // Shown open for the screenshot.
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(4);
  },
};

/** Keyboard: Enter opens on the first item, arrows move, Escape closes and returns focus, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu, mia@example.com' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'Buy Credits' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Billing History' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onSignOut).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Account Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccountSettings).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** Phones: the avatar alone opens the same menu; the e-mail stays in the trigger's name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const trigger = canvas.getByRole('button', { name: 'Account menu, mia@example.com' });
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(80);
    await userEvent.click(trigger);
    const menu = canvas.getByRole('menu');
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Billing History' }));
    await expect(args.onBillingHistory).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
  },
};
