import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TipsBox, tipsBoxTitleElements, UPLOAD_TIPS } from '@storyloom/ui';
import { workflowFrame } from './workflow.css.ts';

const meta = {
  title: 'Workflow/TipsBox',
  component: TipsBox,
  argTypes: { titleAs: { control: 'inline-radio', options: tipsBoxTitleElements } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.card}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TipsBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Tips for best results' });
    await expect(within(box).getByRole('heading', { level: 3, name: 'Tips for best results' })).toBeVisible();
    const tips = within(box).getAllByRole('listitem');
    await expect(tips.map((tip) => tip.textContent)).toEqual([...UPLOAD_TIPS]);
    await expect(tips[0]).toHaveTextContent('Use one photo per person');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Tips for best results' });
    await expect(box.scrollWidth).toBe(box.clientWidth);
    await expect(within(box).getAllByRole('listitem')).toHaveLength(UPLOAD_TIPS.length);
  },
};
