import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepsExplainer, stepsExplainerTitleElements } from '@storyloom/ui';
import { pageFrame } from './community.css.ts';

const meta = {
  title: 'Landing/StepsExplainer',
  component: StepsExplainer,
  args: { description: 'Three steps from a handful of photos to a story video your family can watch again and again.' },
  argTypes: {
    titleAs: { control: 'inline-radio', options: stepsExplainerTitleElements },
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? pageFrame.phone : pageFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepsExplainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepTitles = [
  'Upload photos and pick a style',
  'Describe your characters and generate the story',
  'Choose a voice and create the video',
];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'How it works' })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(stepTitles);
    // Side by side on a wide page.
    const tops = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Stacked on a phone, in order.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(tops[1]).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom - 1);
    for (const item of items) await expect(item.scrollWidth).toBe(item.clientWidth);
  },
};
