import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, Globe } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, badgeSizes, badgeTones } from '@storyloom/ui';
import { column, phone, sentence } from './feedback.css.ts';
import { row } from './storyLayout.css.ts';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Public' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const toneLabel = (tone: string) => tone[0]!.toUpperCase() + tone.slice(1);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Public')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className={column}>
      {badgeSizes.map((size) => (
        <div key={size} className={row}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {toneLabel(tone)}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Every tone, in every size (axe checks each one's contrast in light and dark).
    for (const tone of badgeTones) {
      await expect(canvas.getAllByText(toneLabel(tone))).toHaveLength(badgeSizes.length);
    }
  },
};

export const WithIcon: Story = {
  render: (args) => (
    <div className={row}>
      <Badge {...args} tone="info" icon={<Globe />}>
        Public
      </Badge>
      <Badge {...args} tone="success" icon={<CircleCheck />}>
        Completed
      </Badge>
      <Badge {...args} tone="success" size="sm" icon={<CircleCheck />}>
        Purchase
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Public').parentElement!;
    // The icon is decorative: the badge reads as its text alone.
    await expect(badge.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(badge).toHaveTextContent(/^Public$/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>{`Size ${size}`}</Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = badgeSizes.map((size) => canvas.getByText(`Size ${size}`).parentElement!.offsetHeight);
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(badgeSizes.length);
  },
};

export const InText: Story = {
  render: (args) => (
    <p className={sentence}>
      Moonlit Forest Adventure{' '}
      <Badge {...args} tone="brand" size="sm">
        Stage 3
      </Badge>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stage 3')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'brand',
    children: 'Children’s bedtime story with a very long category name',
    title: 'Children’s bedtime story with a very long category name',
  },
  decorators: [
    (Story) => (
      <div className={phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const label = canvas.getByText(/very long category name/);
    const badge = label.parentElement!;
    // Cut with an ellipsis inside its container, the full text in the tooltip.
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.querySelector(`.${phone}`)!.getBoundingClientRect().right,
    );
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(badge).toHaveAttribute('title', 'Children’s bedtime story with a very long category name');
  },
};
