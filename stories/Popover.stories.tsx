import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, Heading, Popover, popoverAligns, Stack, Text, type PopoverProps } from '@storyloom/ui';
import { bellIcon, notificationList, panelFooter, panelHeader, stage, unreadBadge } from './overlays.css.ts';

const BellTrigger = (
  <>
    <Bell className={bellIcon} aria-hidden="true" />
    <span className={unreadBadge}>3</span>
  </>
);

/** Sample notification-centre content. */
function NotificationPanel() {
  return (
    <>
      <div className={panelHeader}>
        <Heading level={4} as="h2">
          Notifications
        </Heading>
        <Button size="sm" variant="ghost">
          Mark all read
        </Button>
      </div>
      <ul className={notificationList}>
        <li>
          <Stack gap="none">
            <Text weight="semibold">Your video is ready</Text>
            <Text size="sm" tone="muted">
              Moonlit Forest Adventure finished rendering. · 5 minutes ago
            </Text>
          </Stack>
        </li>
        <li>
          <Stack gap="none">
            <Text weight="semibold">Credits added</Text>
            <Text size="sm" tone="muted">
              120 credits were added to your account. · 2 hours ago
            </Text>
          </Stack>
        </li>
      </ul>
      <div className={panelFooter}>
        <Text size="xs" tone="muted">
          Notifications are saved for 7 days.
        </Text>
      </div>
    </>
  );
}

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    trigger: BellTrigger,
    triggerLabel: 'Notifications, 3 unread',
    panelLabel: 'Notifications',
    align: 'end',
    children: <NotificationPanel />,
    onOpenChange: fn(),
  },
  argTypes: {
    align: { control: 'inline-radio', options: popoverAligns },
    trigger: { control: false },
    children: { control: false },
  },
  decorators: [
    // Room for the open panel; a story picks another stage with `parameters.stage`.
    (Story, { parameters }) => (
      <div className={stage[(parameters.stage as keyof typeof stage | undefined) ?? 'tall']}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled(element: Element) {
  await Promise.all(element.getAnimations().map((animation: Animation) => animation.finished));
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveAttribute('aria-controls');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(trigger);
    const panel = canvas.getByRole('dialog', { name: 'Notifications' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    // Non-modal: not aria-modal, and the page behind stays usable.
    await expect(panel).not.toHaveAttribute('aria-modal');
    // Focus moves into the panel, to its first control.
    await expect(within(panel).getByRole('button', { name: 'Mark all read' })).toHaveFocus();

    // Escape closes and returns focus to the trigger.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // A press outside closes it too, and focus comes back to the trigger.
    await userEvent.click(trigger);
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(canvasElement.querySelector<HTMLElement>(`.${stage.tall}`)!);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());

    // The trigger toggles.
    await userEvent.click(trigger);
    await userEvent.click(trigger);
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(trigger);
    await settled(canvas.getByRole('dialog'));
    await expect(canvas.getByRole('dialog')).toBeVisible();
  },
};

/** The owner keeps the state: the popover shows what `open` says and reports what the user asks for. */
export const Controlled: Story = {
  args: { open: true },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    const panel = canvas.getByRole('dialog', { name: 'Notifications' });
    // Open from the start: focus is not moved (nobody asked for it).
    await expect(panel).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // The owner did not change `open`, so it stays open.
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

function ControlledDemo(props: PopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" align="right">
      <Text size="sm">{open ? 'Panel open' : 'Panel closed'}</Text>
      <Popover
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </Stack>
  );
}

export const ControlledByOwner: Story = {
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText('Panel open')).toBeVisible();
    await expect(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Panel closed')).toBeVisible();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await settled(canvas.getByRole('dialog'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { stage: 'phone' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = canvas.getByRole('dialog', { name: 'Notifications' });
    await settled(panel);
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(390);
    await expect(box.width).toBeLessThanOrEqual(390 - 32);
  },
};
