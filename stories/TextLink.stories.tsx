import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { LinkProvider, TextLink, textLinkTones, type LinkComponentProps } from '@storyloom/ui';
import { paragraph } from './forms.css.ts';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  args: { href: '/app/gallery', children: 'your gallery' },
  argTypes: { tone: { control: 'inline-radio', options: textLinkTones } },
  render: (args) => (
    <p className={paragraph}>
      Finished videos are saved to <TextLink {...args} />, where you can share them.
    </p>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'your gallery' });
    await expect(link).toHaveAttribute('href', '/app/gallery');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
  },
};

export const External: Story = {
  args: { href: 'https://example.com/help/sharing', children: 'sharing guide', external: true },
  render: (args) => (
    <p className={paragraph}>
      Read the <TextLink {...args} /> before you publish to the showcase.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'sharing guide (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://example.com/help/sharing');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The hint is for assistive technology; the eye gets the icon.
    await expect(canvas.getByText('(opens in a new tab)').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Muted: Story = {
  args: { href: '/terms', children: 'Terms of Service', tone: 'muted' },
  render: (args) => (
    <p className={paragraph}>
      By signing up you agree to the <TextLink {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'your gallery' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

// A stand-in for the app's router link: marks what it renders so the story can tell.
function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

function WithRouter({ children }: { children: ReactNode }) {
  return <LinkProvider component={RouterLink}>{children}</LinkProvider>;
}

/** Internal links go through the app's link component (client-side navigation); external ones never do. */
export const ThroughLinkProvider: Story = {
  decorators: [
    (Story) => (
      <WithRouter>
        <Story />
      </WithRouter>
    ),
  ],
  render: (args) => (
    <p className={paragraph}>
      Open <TextLink {...args} /> or the{' '}
      <TextLink href="https://example.com/status" external>
        status page
      </TextLink>
      .
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'your gallery' })).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'status page (opens in a new tab)' })).not.toHaveAttribute('data-router-link');
  },
};
