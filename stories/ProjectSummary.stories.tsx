import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProjectSummary } from '@storyloom/ui';
import { frame } from './storyLayout.css.ts';
import { phoneFrame } from './workflow-b.css.ts';

const meta = {
  title: 'Workflow/ProjectSummary',
  component: ProjectSummary,
  args: { pageCount: 6, audioFileCount: 4, videoGenerated: false },
  // Top-left, not centred: a centred root of fractional height lands on a fractional pixel offset, and its
  // anti-aliased edges then differ by a colour step from run to run.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProjectSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const wide: Story['decorators'] = [
  (Story) => (
    <div className={frame.wide}>
      <Story />
    </div>
  ),
];

/** The value next to a term of the summary. */
function valueOf(root: HTMLElement, term: string): string | null | undefined {
  return within(root).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

export const Pending: Story = {
  decorators: wide,
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Project Summary' });
    await expect(valueOf(summary, 'Story pages')).toBe('6');
    await expect(valueOf(summary, 'Audio files')).toBe('4');
    await expect(valueOf(summary, 'Final video')).toBe('Pending');
  },
};

export const Generated: Story = {
  args: { pageCount: 6, audioFileCount: 6, videoGenerated: true },
  decorators: wide,
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Project Summary' });
    await expect(valueOf(summary, 'Audio files')).toBe('6');
    await expect(valueOf(summary, 'Final video')).toBe('Generated');
  },
};

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div className={phoneFrame}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Project Summary' });
    await expect(valueOf(summary, 'Story pages')).toBe('6');
    await expect(summary.scrollWidth).toBe(summary.clientWidth);
  },
};
