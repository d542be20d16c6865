import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from '@storyloom/ui';
import { sentence, stretchColumn, surface } from './feedback.css.ts';
import { row } from './storyLayout.css.ts';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    // The label is read, not shown.
    await expect(status).toHaveTextContent('Loading');
    const label = canvas.getByText('Loading');
    await expect(label.offsetWidth).toBeLessThanOrEqual(1);
    await expect(label.offsetHeight).toBeLessThanOrEqual(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(spinnerSizes.length);
    const widths = statuses.map((status) => (status.firstElementChild as HTMLElement).offsetWidth);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(spinnerSizes.length);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Checking your sign-in', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Checking your sign-in$/);
  },
};

export const Inline: Story = {
  args: { inline: true, label: 'Saving' },
  render: (args) => (
    <p className={sentence}>
      Saving your story <Spinner {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status.tagName).toBe('SPAN');
    await expect(status).toHaveTextContent('Saving');
    // As tall as the text it sits in (1em).
    const circle = status.firstElementChild as HTMLElement;
    await expect(circle.offsetHeight).toBe(Math.round(parseFloat(getComputedStyle(status).fontSize)));
  },
};

export const InPanel: Story = {
  args: { label: 'Loading projects' },
  render: (args) => (
    <div className={`${stretchColumn} ${surface}`}>
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    const circle = status.firstElementChild as HTMLElement;
    const panel = status.getBoundingClientRect();
    const box = circle.getBoundingClientRect();
    // Centred in the panel.
    await expect(Math.abs(box.left + box.width / 2 - (panel.left + panel.width / 2))).toBeLessThan(1);
  },
};
