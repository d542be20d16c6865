import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonCard, skeletonShapes } from '@storyloom/ui';
import { cardGrid, grow, stretchColumn, userRow } from './feedback.css.ts';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const inColumn: NonNullable<Story['decorators']> = [
  (Story) => (
    <div className={stretchColumn}>
      <Story />
    </div>
  ),
];

export const TextLines: Story = {
  decorators: inColumn,
  args: { shape: 'text', lines: 3 },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    const lines = [...group.children] as HTMLElement[];
    await expect(lines).toHaveLength(3);
    // The last line is shorter, like the end of a paragraph.
    await expect(lines[2]!.offsetWidth).toBeLessThan(lines[0]!.offsetWidth);
    await expect(lines[0]!.offsetWidth).toBe(lines[1]!.offsetWidth);
  },
};

export const Rect: Story = {
  decorators: inColumn,
  args: { shape: 'rect', height: '10rem' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(block.offsetHeight).toBe(160);
    await expect(block.offsetWidth).toBe(block.parentElement!.clientWidth);
  },
};

export const Circle: Story = {
  decorators: inColumn,
  args: { shape: 'circle', width: '3rem' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(circle.offsetWidth).toBe(48);
    await expect(circle.offsetHeight).toBe(48);
  },
};

/** A placeholder row, as in a list of users or notifications. */
export const Composition: Story = {
  decorators: inColumn,
  render: () => (
    <div className={userRow}>
      <Skeleton shape="circle" />
      <div className={grow}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Nothing in a placeholder reaches assistive technology.
    await expect(canvasElement.querySelectorAll(':not([aria-hidden="true"]) > [aria-hidden="true"]')).toHaveLength(3);
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};

/** The landing showcase's placeholders while its videos load. */
export const Cards: Story = {
  decorators: [
    (Story) => (
      <div className={cardGrid} aria-busy="true" aria-label="Community Showcase" role="region">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <SkeletonCard />
      <SkeletonCard />
    </>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Community Showcase' });
    const cards = [...region.children] as HTMLElement[];
    await expect(cards).toHaveLength(2);
    for (const card of cards) {
      await expect(card).toHaveAttribute('aria-hidden', 'true');
      // A 16:9 thumbnail edge to edge.
      const thumbnail = card.firstElementChild as HTMLElement;
      await expect(thumbnail.offsetWidth / thumbnail.offsetHeight).toBeCloseTo(16 / 9, 1);
    }
  },
};

/** The shimmer is an animation; with reduced motion the placeholder stands still. */
export const Shimmer: Story = {
  decorators: inColumn,
  args: { shape: 'rect', height: '4rem' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    const style = getComputedStyle(block);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(style.animationName === 'none').toBe(reduced);
  },
};
