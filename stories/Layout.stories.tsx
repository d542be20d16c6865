import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Button, Heading, headingLevels, Inline, Stack, Text, textSizes, textTones } from '@storyloom/ui';
import { frame } from './storyLayout.css.ts';

const meta = {
  title: 'Foundations/Layout',
  component: Stack,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackAndInline: Story = {
  render: () => (
    <div className={frame.wide}>
      <Stack gap="lg">
        <Heading level={2}>Your Magical Projects</Heading>
        <Text tone="muted">Stack puts children one above the other; Inline puts them side by side and wraps.</Text>
        <Inline gap="sm" justify="spaceBetween">
          <Inline gap="xs">
            <Button size="sm">Select</Button>
            <Button size="sm" variant="secondary">
              New Project
            </Button>
          </Inline>
          <Text size="sm" tone="muted">
            1-12 of 14 projects
          </Text>
        </Inline>
        <Box padding="md" borderRadius="md" background="surfaceSunken">
          <Text>A Box with padding, radius and a background from the tokens.</Text>
        </Box>
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Your Magical Projects' });
    const select = canvas.getByRole('button', { name: 'Select' });
    const newProject = canvas.getByRole('button', { name: 'New Project' });
    await expect(heading.getBoundingClientRect().bottom).toBeLessThan(select.getBoundingClientRect().top);
    // Inline: same row.
    await expect(select.getBoundingClientRect().top).toBe(newProject.getBoundingClientRect().top);
  },
};

export const TextScale: Story = {
  render: () => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Heading level ${level}`}</Heading>
      ))}
      {textSizes.map((size) => (
        <Text key={size} size={size}>{`Text size ${size}: Čarobna šuma`}</Text>
      ))}
      <Inline gap="md">
        {textTones.map((tone) => (
          <Text key={tone} as="span" tone={tone} weight="semibold">
            {tone}
          </Text>
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Heading level ${level}`);
    }
  },
};

export const HeadingOutline: Story = {
  render: () => (
    <Heading level={1} as="h2">
      Looks like level 1, is an h2
    </Heading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Truncated: Story = {
  render: () => (
    <div className={frame.narrow}>
      <Text truncate>The little dragon who counted every star in the sky before she could fall asleep</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('p')!;
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

/** Stories can render at phone size; the story test resizes the page to the chosen viewport. */
export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Box display={{ mobile: 'block', tablet: 'none' }}>
      <Text>Only on phones</Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(canvas.getByText('Only on phones')).toBeVisible();
  },
};
