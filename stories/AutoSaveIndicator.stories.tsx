import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { AutoSaveIndicator, autoSaveStatuses, Button } from '@storyloom/ui';
import { row } from './storyLayout.css.ts';

const meta = {
  title: 'Workflow/AutoSaveIndicator',
  component: AutoSaveIndicator,
  args: { status: 'idle' },
  argTypes: { status: { control: 'inline-radio', options: autoSaveStatuses } },
} satisfies Meta<typeof AutoSaveIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The indicator is one polite live region in every state, so each change is announced. */
function liveRegion(canvasElement: HTMLElement) {
  return canvasElement.querySelector<HTMLElement>('[aria-live]')!;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const region = liveRegion(canvasElement);
    await expect(region).toHaveAttribute('role', 'status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent(/^$/);
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas, canvasElement }) => {
    const region = liveRegion(canvasElement);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    // Read once: the spinner's label; the visible words are hidden from assistive technology.
    await expect(canvas.getByText('Saving…', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(region.querySelector('[role="status"]')).toHaveTextContent('Saving…');
  },
};

export const Saved: Story = {
  args: { status: 'saved' },
  play: async ({ canvasElement }) => {
    const region = liveRegion(canvasElement);
    await expect(region).toHaveTextContent(/^Saved$/);
  },
};

export const SaveError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const region = liveRegion(canvasElement);
    await expect(region).toHaveTextContent(/^Couldn't save — will retry$/);
  },
};

function CyclingIndicator() {
  const [index, setIndex] = useState(0);
  return (
    <div className={row}>
      <Button size="sm" variant="secondary" onClick={() => setIndex((index + 1) % autoSaveStatuses.length)}>
        Next state
      </Button>
      <AutoSaveIndicator status={autoSaveStatuses[index]!} />
    </div>
  );
}

/** Idle → saving → saved → error: one live region stays in the page throughout, so each change is announced. */
export const Changing: Story = {
  render: () => <CyclingIndicator />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = liveRegion(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next state' });
    await expect(region).toHaveTextContent(/^$/);
    await userEvent.click(next);
    await expect(liveRegion(canvasElement)).toBe(region);
    await expect(region.querySelector('[role="status"]')).toHaveTextContent('Saving…');
    await userEvent.click(next);
    await expect(liveRegion(canvasElement)).toBe(region);
    await expect(region).toHaveTextContent(/^Saved$/);
    await userEvent.click(next);
    await expect(liveRegion(canvasElement)).toBe(region);
    await expect(region).toHaveTextContent(/^Couldn't save — will retry$/);
  },
};
