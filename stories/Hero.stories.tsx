import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sparkles } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink, Hero, heroAlignments, heroTitleElements } from '@storyloom/ui';
import { heroArt, pageFrame } from './community.css.ts';
import { posters } from './fixtures/videos.ts';

const onStartCreating = fn();

const landingCopy = {
  eyebrow: 'Bedtime stories, made together',
  title: 'Turn your photos into a story they will ask for every night',
  description:
    'Upload a few photos, say who the story is about, and Storyloom writes, illustrates and narrates it as a ' +
    'short video. Bedtime stories by default, or any tale your family dreams up.',
};

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  parameters: { layout: 'padded' },
  args: {
    ...landingCopy,
    eyebrowIcon: <Sparkles />,
    actions: (
      <>
        <ButtonLink href="/signup" size="lg">
          Start Creating Free
        </ButtonLink>
        <ButtonLink href="/login" size="lg" variant="secondary">
          Sign In
        </ButtonLink>
      </>
    ),
    footnote: 'Sign up with your e-mail or a social account.',
    media: <img className={heroArt} src={posters.moonlitForest} alt="" />,
  },
  argTypes: {
    align: { control: 'inline-radio', options: heroAlignments },
    titleAs: { control: 'inline-radio', options: heroTitleElements },
    actions: { control: false },
    media: { control: false },
    eyebrowIcon: { control: false },
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? pageFrame.phone : pageFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: landingCopy.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: landingCopy.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Creating Free' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    // The artwork is decorative: the eyebrow icon and the poster add nothing to the names.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const SignedInHome: Story = {
  args: {
    eyebrow: 'Welcome back',
    title: 'What story shall we tell tonight?',
    description:
      'Start a new project from a few photos, or pick up where you left off in your gallery. Every story gets ' +
      'its own pictures, narration and a video to keep.',
    footnote: undefined,
    actions: (
      <>
        <Button size="lg" onClick={onStartCreating}>
          Start Creating Free
        </Button>
        <ButtonLink href="/app/gallery" size="lg" variant="secondary">
          View Gallery
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onStartCreating.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'What story shall we tell tonight?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Creating Free' }));
    await expect(onStartCreating).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/app/gallery');
  },
};

export const ClosingCallToAction: Story = {
  args: {
    eyebrow: undefined,
    eyebrowIcon: undefined,
    title: 'Ready to make your first story?',
    description: 'Sign up in a minute. Finished videos stay in your own gallery unless you choose to share them.',
    titleAs: 'h2',
    align: 'center',
    media: undefined,
    footnote: undefined,
    actions: (
      <ButtonLink href="/signup" size="lg">
        Get Started
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to make your first story?' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: landingCopy.title });
    await expect(section.scrollWidth).toBe(section.clientWidth);
    // On a phone the artwork follows the text instead of sitting beside it.
    const heading = canvas.getByRole('heading', { level: 1 });
    const art = canvasElement.querySelector('img')!;
    await expect(art.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
};
