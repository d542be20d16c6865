import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { JOB_FAILED_MESSAGE, JOB_HISTORY_CAP, JobPanel } from '@storyloom/ui';
import { jobs, pastJobs } from './fixtures/stage3.ts';
import { frame } from './storyLayout.css.ts';
import { phoneFrame } from './workflow-b.css.ts';

const meta = {
  title: 'Workflow/JobPanel',
  component: JobPanel,
  args: { job: jobs.pending, history: [], onCancel: fn(), onWatch: fn(), timeZone: 'UTC' },
  argTypes: { job: { control: 'object' }, history: { control: 'object' } },
  // Top-left, not centred: a centred root of fractional height lands on a fractional pixel offset, and its
  // anti-aliased edges then differ by a colour step from run to run.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JobPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const wide: Story['decorators'] = [
  (Story) => (
    <div className={frame.wide}>
      <Story />
    </div>
  ),
];

export const Pending: Story = {
  decorators: wide,
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    const status = within(panel).getByRole('status');
    await expect(status).toHaveTextContent('Queued');
    await expect(status).toHaveTextContent('Waiting to start…');
    await expect(within(panel).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledWith(jobs.pending.job_id);
  },
};

export const Processing: Story = {
  decorators: wide,
  args: { job: jobs.processing },
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('Processing');
    const bar = within(panel).getByRole('progressbar', { name: 'Video progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(panel).toHaveTextContent('42%');
    const cancel = within(panel).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledWith(jobs.processing.job_id);
  },
};

export const Completed: Story = {
  decorators: wide,
  args: { job: jobs.completed },
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('CompletedYour video is ready.');
    await expect(within(panel).getByText('Size', { selector: 'dt' }).nextElementSibling).toHaveTextContent('12.4 MB');
    await expect(within(panel).getByText('Duration', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1:35');
    // A finished job cannot be cancelled.
    await expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(within(panel).queryByRole('progressbar')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Watch video' }));
    await expect(args.onWatch).toHaveBeenCalledTimes(1);
    await expect(args.onWatch).toHaveBeenCalledWith(jobs.completed);
  },
};

export const Failed: Story = {
  decorators: wide,
  args: { job: jobs.failed },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('Failed');
    await expect(within(panel).getByRole('alert')).toHaveTextContent(jobs.failed.error);
    await expect(panel).not.toHaveTextContent(JOB_FAILED_MESSAGE);
    await expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(within(panel).queryByRole('button', { name: 'Watch video' })).toBeNull();
  },
};

export const FailedDefaultMessage: Story = {
  decorators: wide,
  args: { job: jobs.failedNoError },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('Video generation failed. Please try again.');
  },
};

export const Cancelled: Story = {
  decorators: wide,
  args: { job: jobs.cancelled },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    // The server still says processing; the client shows its own cancel.
    await expect(within(panel).getByRole('status')).toHaveTextContent('Cancelled');
    await expect(within(panel).queryByRole('progressbar')).toBeNull();
    await expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

export const WithHistory: Story = {
  decorators: wide,
  args: { job: jobs.processing, history: pastJobs(5) },
  play: async ({ canvas, userEvent }) => {
    const history = canvas.getByRole('region', { name: 'Past jobs' });
    const items = within(history).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // Newest first, whatever order they came in; times in the given zone.
    await expect(items[0]).toHaveTextContent('Completed');
    await expect(items[0]).toHaveTextContent('Nov 20, 2026, 6:00 PM');
    await expect(items[0]).toHaveTextContent('10.0 MB · 1:20');
    await expect(items[1]).toHaveTextContent('Failed');
    await expect(items[1]).toHaveTextContent('Nov 20, 2026, 5:30 PM');
    await expect(items[4]).toHaveTextContent('Nov 20, 2026, 4:00 PM');
    // The scrolling history takes keyboard focus.
    await expect(history).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await userEvent.tab();
    await expect(history).toHaveFocus();
  },
};

export const HistoryCapped: Story = {
  decorators: wide,
  args: { job: null, history: pastJobs(60) },
  play: async ({ canvas }) => {
    const history = canvas.getByRole('region', { name: 'Past jobs' });
    const items = within(history).getAllByRole('listitem');
    await expect(JOB_HISTORY_CAP).toBe(50);
    await expect(items).toHaveLength(50);
    // The newest 50 (6:00 PM back to 5:30 PM the day before); the 10 oldest are left out.
    await expect(items[0]).toHaveTextContent('Nov 20, 2026, 6:00 PM');
    await expect(items[49]).toHaveTextContent('Nov 19, 2026, 5:30 PM');
    await expect(history).not.toHaveTextContent('Nov 19, 2026, 5:00 PM');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Empty: Story = {
  decorators: wide,
  args: { job: null, history: [] },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    await expect(panel).toHaveTextContent('No video jobs yet.');
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** The project has its video from an earlier visit: no "No video jobs yet" beside "Final video: Generated". */
export const EmptyWithVideo: Story = {
  decorators: wide,
  args: { job: null, history: [], hasVideo: true },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    await expect(panel).toHaveTextContent('The final video is ready. A new render shows its progress here.');
    await expect(panel).not.toHaveTextContent('No video jobs yet.');
  },
};

export const Mobile: Story = {
  args: { job: jobs.processing, history: pastJobs(3) },
  decorators: [
    (Story) => (
      <div className={phoneFrame}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'Video Generation' });
    await expect(panel.scrollWidth).toBe(panel.clientWidth);
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledWith(jobs.processing.job_id);
  },
};
