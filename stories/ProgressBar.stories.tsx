import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones } from '@storyloom/ui';
import { stretchColumn } from './feedback.css.ts';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading images', value: 20, showValue: true },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
  },
  decorators: [
    (Story) => (
      <div className={stretchColumn}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Width of the filled part as a fraction of the track. */
function filled(bar: HTMLElement) {
  return (bar.firstElementChild as HTMLElement).getBoundingClientRect().width / bar.getBoundingClientRect().width;
}

/** The upload steps of the spec: 0, 20, 80, 100. */
export const UploadSteps: Story = {
  render: (args) => (
    <>
      {[0, 20, 80, 100].map((value) => (
        <ProgressBar key={value} {...args} value={value} label={`Upload step ${value}`} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const value of [0, 20, 80, 100]) {
      const bar = canvas.getByRole('progressbar', { name: `Upload step ${value}` });
      await expect(bar).toHaveAttribute('aria-valuenow', String(value));
      await expect(bar).toHaveAttribute('aria-valuemin', '0');
      await expect(bar).toHaveAttribute('aria-valuemax', '100');
      await expect(bar).toHaveAttribute('aria-valuetext', `${value}%`);
      await expect(filled(bar)).toBeCloseTo(value / 100, 2);
      await expect(bar.parentElement).toHaveTextContent(`Upload step ${value}${value}%`);
    }
  },
};

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading images' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success', label: 'Upload complete' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload complete' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(filled(bar)).toBeCloseTo(1, 2);
  },
};

export const CustomMax: Story = {
  args: { value: 2, max: 3, label: 'Pages narrated' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Pages narrated' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', '67%');
  },
};

export const OutOfRange: Story = {
  render: (args) => (
    <>
      <ProgressBar {...args} value={-10} label="Below zero" />
      <ProgressBar {...args} value={140} label="Above max" />
    </>
  ),
  play: async ({ canvas }) => {
    // Clamped, never an invalid ARIA value.
    await expect(canvas.getByRole('progressbar', { name: 'Below zero' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByRole('progressbar', { name: 'Above max' })).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Tones: Story = {
  args: { value: 60 },
  render: (args) => (
    <>
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(progressBarTones.length);
  },
};

export const Sizes: Story = {
  args: { value: 45, showValue: false },
  render: (args) => (
    <>
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const heights = progressBarSizes.map((size) => canvas.getByRole('progressbar', { name: `Size ${size}` }).offsetHeight);
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(progressBarSizes.length);
  },
};

export const HiddenLabel: Story = {
  args: { value: 80, hideLabel: true, showValue: false, label: 'Video rendering' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Video rendering' });
    await expect(bar).toHaveAttribute('aria-valuenow', '80');
    const label = canvas.getByText('Video rendering');
    await expect(label.offsetWidth).toBeLessThanOrEqual(1);
  },
};

export const Mobile: Story = {
  args: { value: 80, label: 'Uploading 3 inspiration images for the story' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading 3 inspiration images for the story' });
    await expect(bar).toHaveAttribute('aria-valuenow', '80');
    await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
