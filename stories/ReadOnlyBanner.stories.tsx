import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button, ReadOnlyBanner } from '@storyloom/ui';
import { workflowFrame } from './workflow.css.ts';

const meta = {
  title: 'Workflow/ReadOnlyBanner',
  component: ReadOnlyBanner,
  argTypes: { action: { control: false } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadOnlyBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = 'Read-only mode: This project is completed and cannot be edited';

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('note');
    await expect(banner).toHaveTextContent(new RegExp(`^${message}$`));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const onEditAsNew = fn();

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="secondary" icon={<Copy />} onClick={onEditAsNew}>
        Edit as New
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onEditAsNew.mockClear();
    const banner = canvas.getByRole('note');
    await expect(banner).toHaveTextContent(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit as New' }));
    await expect(onEditAsNew).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  ...WithAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('note');
    await expect(banner).toHaveTextContent(message);
    await expect(banner.scrollWidth).toBe(banner.clientWidth);
    // The action wraps under the message instead of squeezing it.
    const text = canvas.getByText(message).getBoundingClientRect();
    await expect(canvas.getByRole('button', { name: 'Edit as New' }).getBoundingClientRect().top).toBeGreaterThan(text.top);
  },
};
