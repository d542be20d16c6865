import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, Card, cardElements, cardPaddings, cardTitleElements } from '@storyloom/ui';
import { frame, list } from './storyLayout.css.ts';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'Moonlit Forest Adventure',
    description: 'Mia and her brave little fox follow the fireflies home before the moon goes to sleep.',
  },
  argTypes: {
    as: { control: 'select', options: cardElements },
    titleAs: { control: 'inline-radio', options: cardTitleElements },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [
    (Story) => (
      <div className={frame.medium}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Moonlit Forest Adventure' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithContent: Story = {
  args: {
    children: <p>Stage 2 – Story · 6 pages · edited 2 hours ago</p>,
  },
};

const onContinue = fn();

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" onClick={onContinue}>
          Continue
        </Button>
        <Button size="sm" variant="secondary">
          Duplicate
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onContinue.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Centre of an element, to check what a real pointer there would hit. */
function hitTarget(element: Element) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

const onShare = fn();

export const Clickable: Story = {
  args: {
    onClick: fn(),
    actions: (
      <Button size="sm" variant="ghost" onClick={onShare}>
        Share
      </Button>
    ),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    onShare.mockClear();
    const open = canvas.getByRole('button', { name: 'Moonlit Forest Adventure' });
    const share = canvas.getByRole('button', { name: 'Share' });

    // The title's button covers the card; the action stays on top of it.
    const card = canvasElement.querySelector('p')!;
    await expect(hitTarget(card)).toBe(open);
    await expect(share.contains(hitTarget(share))).toBe(true);

    await userEvent.click(open);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(share);
    await expect(onShare).toHaveBeenCalledTimes(1);
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    share.blur();
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Link: Story = {
  args: { href: '#/stories/moonlit-forest' },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Moonlit Forest Adventure' });
    await expect(link).toHaveAttribute('href', '#/stories/moonlit-forest');
    await expect(hitTarget(canvasElement.querySelector('p')!)).toBe(link);
  },
};

export const Section: Story = {
  args: { as: 'section', titleAs: 'h2' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Moonlit Forest Adventure' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Moonlit Forest Adventure');
  },
};

export const Paddings: Story = {
  render: (args) => (
    <ul className={list}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} as="li" padding={padding} title={`Padding ${padding}`} />
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(cardPaddings.length);
  },
};

export const LongText: Story = {
  args: {
    title: 'Čarobna šuma: the long, winding tale of a sleepy dragon who could not find the way to bed',
    description:
      'Every night the little dragon counted the stars, named the clouds after her friends and asked the owl for directions. ' +
      'This description is long on purpose, to show how a card wraps text without overflowing its column.',
  },
  decorators: [
    (Story) => (
      <div className={frame.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>(`.${frame.narrow} > *`)!;
    await expect(card.scrollWidth).toBe(card.clientWidth);
  },
};
