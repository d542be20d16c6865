import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STAGE_NAMES, StageProgressBar, workflowStages, type StageState } from '@storyloom/ui';
import { shellFrame } from './shell.css.ts';

const stages = (completed: number, reachable: number): StageState[] =>
  workflowStages.map((stage) => ({ stage, completed: stage <= completed, reachable: stage <= reachable }));

const meta = {
  title: 'Shell/StageProgressBar',
  component: StageProgressBar,
  args: { currentStage: 1, stages: stages(0, 1), onSelect: fn() },
  argTypes: { currentStage: { control: 'inline-radio', options: workflowStages } },
  // Padded, not centred: whole-pixel positions keep the screenshots' anti-aliased edges identical run to run.
  parameters: { layout: 'padded', frame: 'bar' },
  decorators: [
    (Story, { parameters }) => (
      <div className={shellFrame[parameters.frame as keyof typeof shellFrame]}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StageProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new project: only stage 1 can be opened. */
export const Stage1New: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Workflow stages' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '1Go to Image Upload & StyleCurrent',
      '2Story DetailsComplete previous stages first',
      '3Review & FinalizeComplete previous stages first',
    ]);

    const current = canvas.getByRole('button', { name: 'Go to Image Upload & Style' });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveAccessibleDescription('Current');

    for (const name of [STAGE_NAMES[2], STAGE_NAMES[3]]) {
      const locked = canvas.getByRole('button', { name });
      await expect(locked).toHaveAttribute('aria-disabled', 'true');
      await expect(locked).toHaveAccessibleDescription('Complete previous stages first');
      await expect(locked).not.toHaveAttribute('aria-current');
      await userEvent.click(locked);
    }
    await expect(args.onSelect).not.toHaveBeenCalled();

    // Locked stages stay in the tab order (so their reason is heard) but Enter does nothing.
    current.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: STAGE_NAMES[2] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Stage 1 is done and the user is on stage 2; clicking picks reachable stages only. */
export const Stage2: Story = {
  args: { currentStage: 2, stages: stages(1, 2) },
  play: async ({ args, canvas, userEvent }) => {
    const stage1 = canvas.getByRole('button', { name: 'Go to Image Upload & Style' });
    const stage2 = canvas.getByRole('button', { name: 'Go to Story Details' });
    const stage3 = canvas.getByRole('button', { name: 'Review & Finalize' });
    await expect(stage1).toHaveAccessibleDescription('Completed');
    await expect(stage2).toHaveAccessibleDescription('Current');
    await expect(stage2).toHaveAttribute('aria-current', 'step');
    await expect(stage1).not.toHaveAttribute('aria-current');
    await expect(stage3).toHaveAccessibleDescription('Complete previous stages first');

    await userEvent.click(stage3);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(stage1);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

/** On stage 3 with stages 1 and 2 done: every stage can be opened, by mouse or keyboard. */
export const Stage3AllReachable: Story = {
  args: { currentStage: 3, stages: stages(2, 3) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Go to Review & Finalize' })).toHaveAccessibleDescription('Current');
    await expect(canvas.queryByRole('button', { name: /^(?!Go to)/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to Story Details' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Go to Image Upload & Style' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** A finished project: every stage is completed; the one being viewed is still marked as the current step. */
export const AllCompleted: Story = {
  args: { currentStage: 3, stages: stages(3, 3) },
  play: async ({ canvas }) => {
    for (const stage of workflowStages) {
      await expect(canvas.getByRole('button', { name: `Go to ${STAGE_NAMES[stage]}` })).toHaveAccessibleDescription('Completed');
    }
    await expect(canvas.getByRole('button', { name: 'Go to Review & Finalize' })).toHaveAttribute('aria-current', 'step');
  },
};

/** Phones: number and name per stage in one row; the status is told by the indicator and the description. */
export const Mobile: Story = {
  args: { currentStage: 2, stages: stages(1, 2) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen', frame: 'phone' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const buttons = canvas.getAllByRole('button');
    // One row, nothing overflowing the phone's width.
    await expect(new Set(buttons.map((button) => button.getBoundingClientRect().top)).size).toBe(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const name of Object.values(STAGE_NAMES)) await expect(canvas.getByText(name)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review & Finalize' })).toHaveAccessibleDescription(
      'Complete previous stages first',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Image Upload & Style' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};
