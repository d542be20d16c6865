import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpenText, Compass, ImagePlus, Mic, Palette, Share2, Wand2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { FeatureCard, featureCardElements, featureCardTitleElements, type FeatureCardProps } from '@storyloom/ui';
import { featureGrid, featureGridColumns, pageFrame } from './community.css.ts';

/** The four feature cards of the public landing page. */
const landingFeatures: FeatureCardProps[] = [
  {
    icon: <ImagePlus />,
    title: 'Your photos, illustrated',
    description: 'Upload a few photos and the people, pets and places you love become characters in a picture book.',
  },
  {
    icon: <BookOpenText />,
    title: 'A story written with you',
    description: 'Say who it is about and what should happen. You read every page and can change any of them.',
  },
  {
    icon: <Mic />,
    title: 'Narrated and ready to watch',
    description: 'Choose a narrator and add music, and the pages turn into a video to play at bedtime or share.',
  },
  {
    icon: <Share2 />,
    title: 'Share with the community',
    description: 'Publish a finished story to the showcase when you want to, and discover what other families made.',
  },
];

/** The three feature cards of the signed-in home. */
const homeFeatures: FeatureCardProps[] = [
  {
    icon: <Palette />,
    title: 'Pick an art style',
    description: 'Watercolour, cartoon or something of your own: every page of the story is drawn in the same style.',
  },
  {
    icon: <Wand2 />,
    title: 'Let the story grow',
    description: 'Describe your characters and a theme, and get a story with a picture for every page.',
  },
  {
    icon: <Compass />,
    title: 'Discover and be inspired',
    description: 'Browse stories other people have shared, and like the ones your family enjoys most.',
  },
];

const meta = {
  title: 'Landing/FeatureCard',
  component: FeatureCard,
  args: landingFeatures[0]!,
  argTypes: {
    as: { control: 'inline-radio', options: featureCardElements },
    titleAs: { control: 'inline-radio', options: featureCardTitleElements },
    icon: { control: false },
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  decorators: [
    (Story) => (
      <div className={pageFrame.card}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your photos, illustrated' })).toBeVisible();
    await expect(canvas.getByText(/people, pets and places/)).toBeVisible();
    // The icon is decorative.
    await expect(canvasElement.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Landing4: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className={pageFrame.page}>
      <ul className={`${featureGrid} ${featureGridColumns.four}`}>
        {landingFeatures.map((feature) => (
          <FeatureCard key={String(feature.title)} {...feature} as="li" />
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(landingFeatures.map((f) => f.title));
    // Four in one row on a wide page.
    const tops = headings.map((heading) => heading.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

export const Home3: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <div className={pageFrame.page}>
      <ul className={`${featureGrid} ${featureGridColumns.three}`}>
        {homeFeatures.map((feature) => (
          <FeatureCard key={String(feature.title)} {...feature} as="li" />
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      homeFeatures.map((f) => f.title),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
  render: () => (
    <div className={pageFrame.phone}>
      <ul className={`${featureGrid} ${featureGridColumns.four}`}>
        {landingFeatures.map((feature) => (
          <FeatureCard key={String(feature.title)} {...feature} as="li" />
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvas }) => {
    // One column on a phone: every card starts at the same left edge, one below the other.
    const items = canvas.getAllByRole('listitem');
    const lefts = items.map((item) => item.getBoundingClientRect().left);
    await expect(new Set(lefts).size).toBe(1);
    for (const item of items) await expect(item.scrollWidth).toBe(item.clientWidth);
  },
};
