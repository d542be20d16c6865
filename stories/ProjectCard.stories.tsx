import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ProjectCard, projectStageLabel, type ProjectCardProps } from '@storyloom/ui';
import {
  completedProject,
  galleryProjects,
  longTextProject,
  sharedProject,
  stage1Project,
  stage2Project,
  stage3Project,
  untitledProject,
} from './fixtures/projects.ts';
import { cardColumn, cardGrid, gallery } from './gallery.css.ts';

const meta = {
  title: 'Gallery/ProjectCard',
  component: ProjectCard,
  args: {
    project: completedProject,
    copying: false,
    selectable: false,
    selected: false,
    onOpen: fn(),
    onPlayVideo: fn(),
    onView: fn(),
    onCreateSimilar: fn(),
    onShare: fn(),
    onRemoveFromShowcase: fn(),
    onContinue: fn(),
    onDelete: fn(),
    onSelectedChange: fn(),
  },
  argTypes: {
    project: { control: 'object' },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
  },
  decorators: [
    // One card at the width of a gallery column; the grid stories lay out their own.
    (Story, { parameters }) =>
      parameters.cardFrame === false ? (
        <Story />
      ) : (
        <div className={gallery.card}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Args = ProjectCardProps;
const callbacks = [
  'onOpen',
  'onPlayVideo',
  'onView',
  'onCreateSimilar',
  'onShare',
  'onRemoveFromShowcase',
  'onContinue',
  'onDelete',
  'onSelectedChange',
] as const satisfies readonly (keyof Args)[];

/** Called once, with these arguments. */
async function expectCalledOnceWith(spy: unknown, ...expected: unknown[]) {
  await expect(spy).toHaveBeenCalledTimes(1);
  await expect(spy).toHaveBeenCalledWith(...expected);
}

/** Every callback but `except` is untouched: a click reaches exactly one handler. */
async function expectOnlyCalled(args: Args, except: (typeof callbacks)[number][]) {
  for (const name of callbacks) {
    if (!except.includes(name)) await expect(args[name]).not.toHaveBeenCalled();
  }
}

export const InProgressStage1: Story = {
  args: { project: stage1Project },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'The Sleepy Dragon' });
    await expect(within(card).getByText('Stage 1 - Style')).toBeVisible();
    await expect(within(card).getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T18:30:00Z');
    await expect(within(card).getByText('0 images')).toBeInTheDocument();
    await expect(within(card).getByText('0 audio files')).toBeInTheDocument();
    await expect(within(card).getByText('0 videos')).toBeInTheDocument();
    // No video: no play overlay, no View / Create Similar / Share.
    await expect(within(card).queryByRole('button', { name: /^Play latest video/ })).toBeNull();
    await expect(card.querySelector('[data-play-overlay]')).toBeNull();
    for (const name of ['View', 'Create Similar', 'Share', 'Remove from showcase']) {
      await expect(within(card).queryByRole('button', { name })).toBeNull();
    }

    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    await expectCalledOnceWith(args.onContinue, stage1Project);
    await userEvent.click(within(card).getByRole('button', { name: 'The Sleepy Dragon' }));
    await expectCalledOnceWith(args.onOpen, stage1Project);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete The Sleepy Dragon' }));
    await expectCalledOnceWith(args.onDelete, stage1Project);
    await expectOnlyCalled(args, ['onContinue', 'onOpen', 'onDelete']);
  },
};

export const Stage2: Story = {
  args: { project: stage2Project },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Castle in the Clouds' });
    await expect(within(card).getByText('Stage 2 - Story')).toBeVisible();
    await expect(within(card).getByText('1 image')).toBeInTheDocument();
    // The thumbnail is only a picture while there is no video.
    await expect(card.querySelector('img')).toBeVisible();
    await expect(card.querySelector('[data-play-overlay]')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Continue' }));
    await expectCalledOnceWith(args.onContinue, stage2Project);
  },
};

export const Stage3: Story = {
  args: { project: stage3Project },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Rocket to Grandma' });
    await expect(within(card).getByText('Stage 3 - Video')).toBeVisible();
    await expect(within(card).getByText('4 images')).toBeInTheDocument();
    await expect(within(card).getByText('3 audio files')).toBeInTheDocument();
    // An empty context falls through to the theme.
    await expect(within(card).getByText('A boy flies a cardboard rocket to visit his grandma on the moon.')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(card.querySelector('[data-play-overlay]')).toBeNull();
  },
};

export const Completed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'The Enchanted Oak' });
    await expect(within(card).getByText('Completed')).toBeVisible();
    await expect(within(card).queryByText('Public')).toBeNull();
    await expect(within(card).getByText('1 video')).toBeInTheDocument();
    await expect(within(card).getByText(/Mia finds a door in the old oak tree/)).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Continue' })).toBeNull();
    await expect(card.querySelector('[data-play-overlay]')).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Play latest video of The Enchanted Oak' }));
    await expectCalledOnceWith(args.onPlayVideo, completedProject);
    await userEvent.click(within(card).getByRole('button', { name: 'View' }));
    await expectCalledOnceWith(args.onView, completedProject);
    await userEvent.click(within(card).getByRole('button', { name: 'Create Similar' }));
    await expectCalledOnceWith(args.onCreateSimilar, completedProject);
    await userEvent.click(within(card).getByRole('button', { name: 'Share' }));
    await expectCalledOnceWith(args.onShare, completedProject);
    await userEvent.click(within(card).getByRole('button', { name: 'The Enchanted Oak' }));
    await expectCalledOnceWith(args.onOpen, completedProject);
    await userEvent.click(within(card).getByRole('button', { name: 'Delete The Enchanted Oak' }));
    await expectCalledOnceWith(args.onDelete, completedProject);
    await expectOnlyCalled(args, ['onPlayVideo', 'onView', 'onCreateSimilar', 'onShare', 'onOpen', 'onDelete']);
  },
};

/** Completed from stage 3 being marked done, before any video exists: no play button yet. */
export const CompletedWithoutVideo: Story = {
  args: { project: { ...stage3Project, stages_completed: { 1: true, 2: true, 3: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Play latest video/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const CompletedShared: Story = {
  args: { project: sharedProject },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Autumn Leaves Dance' });
    await expect(within(card).getByText('Public')).toBeVisible();
    await expect(within(card).getByText('Completed')).toBeVisible();
    await expect(within(card).getByText('2 videos')).toBeInTheDocument();
    await expect(within(card).queryByRole('button', { name: 'Share' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from showcase' }));
    await expectCalledOnceWith(args.onRemoveFromShowcase, sharedProject);
    await expectOnlyCalled(args, ['onRemoveFromShowcase']);
  },
};

/** A finished project without a thumbnail or a title: the placeholder still plays the video. */
export const NoThumbnail: Story = {
  args: { project: { ...untitledProject, thumbnail_url: null } },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Untitled Story' });
    await expect(card.querySelector('img')).toBeNull();
    // A blank context and no theme fall through to the character description.
    await expect(within(card).getByText('A shy robot who collects lost socks')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Play latest video of Untitled Story' }));
    await expect(args.onPlayVideo).toHaveBeenCalledTimes(1);
    await expect(within(card).getByRole('button', { name: 'Delete Untitled Story' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: { project: longTextProject },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBe(card.clientWidth);
    await expect(canvasElement.querySelector(`.${gallery.card}`)!.scrollWidth).toBe(card.offsetWidth);
    // The description is clamped (three lines), the rest is cut.
    const description = canvas.getByText(/Every night the little dragon/);
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
    const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
    await expect(Math.round(description.clientHeight / lineHeight)).toBe(3);
    await expect(canvas.getByText('12 images')).toBeInTheDocument();
  },
};

/** Bulk mode as the gallery runs it: the card's checkbox drives `selected`. */
function SelectableCard({ selected: initiallySelected, onSelectedChange, ...props }: ProjectCardProps) {
  const [selected, setSelected] = useState(initiallySelected ?? false);
  return (
    <ProjectCard
      {...props}
      selected={selected}
      onSelectedChange={(next, project) => {
        setSelected(next);
        onSelectedChange?.(next, project);
      }}
    />
  );
}

export const Selectable: Story = {
  args: { selectable: true },
  render: (args) => <SelectableCard {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'The Enchanted Oak' });
    const checkbox = within(card).getByRole('checkbox', { name: 'Select The Enchanted Oak' });
    await expect(checkbox).not.toBeChecked();
    await expect(card).not.toHaveAttribute('data-selected');
    // While selecting, the card does nothing else: no actions, no play button, the title is plain text.
    for (const name of ['View', 'Create Similar', 'Share', 'Delete The Enchanted Oak', 'The Enchanted Oak']) {
      await expect(within(card).queryByRole('button', { name })).toBeNull();
    }
    await expect(within(card).queryByRole('button', { name: /^Play latest video/ })).toBeNull();
    await expect(within(card).getByRole('heading', { name: 'The Enchanted Oak' })).toBeVisible();

    // Space toggles it from the keyboard.
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true, completedProject);
    await expect(checkbox).toBeChecked();
    await expect(card).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false, completedProject);
    await expect(checkbox).not.toBeChecked();

    // The picture is a bigger target for the same checkbox.
    await userEvent.click(card.querySelector('img')!);
    await expect(args.onSelectedChange).toHaveBeenCalledTimes(3);
    await expect(checkbox).toBeChecked();
    await userEvent.click(card.querySelector('img')!);
    await expect(checkbox).not.toBeChecked();
    await expectOnlyCalled(args, ['onSelectedChange']);
  },
};

export const Selected: Story = {
  args: { selectable: true, selected: true },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'The Enchanted Oak' });
    await expect(card).toHaveAttribute('data-selected', 'true');
    const checkbox = within(card).getByRole('checkbox', { name: 'Select The Enchanted Oak' });
    await expect(checkbox).toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expectCalledOnceWith(args.onSelectedChange, false, completedProject);
  },
};

export const CreatingSimilar: Story = {
  args: { copying: true },
  play: async ({ args, canvas, userEvent }) => {
    const createSimilar = canvas.getByRole('button', { name: 'Create Similar' });
    await expect(createSimilar).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(createSimilar);
    await expect(args.onCreateSimilar).not.toHaveBeenCalled();
    // The rest of the card still works.
    await userEvent.click(canvas.getByRole('button', { name: 'View' }));
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

export const Grid: Story = {
  // Two rows of cards are taller than the default test viewport (1200 × 900), which would cut the screenshot.
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  parameters: {
    cardFrame: false,
    viewport: {
      options: {
        desktopTall: { name: 'Desktop 1280 × 1100', styles: { width: '1280px', height: '1100px' }, type: 'desktop' },
      },
    },
  },
  render: (args) => (
    <ul className={cardGrid}>
      {galleryProjects.map((project) => (
        <li key={project.project_id}>
          <ProjectCard {...args} project={project} titleAs="h2" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    const tops = cards.map((card) => card.getBoundingClientRect().top);
    // Three to a row; the fourth starts the next row.
    await expect(new Set(tops.slice(0, 3)).size).toBe(1);
    await expect(tops[3]).toBeGreaterThan(cards[0]!.getBoundingClientRect().bottom);
    // Cards in a row are as tall as the tallest.
    const heights = cards.slice(0, 3).map((card) => card.offsetHeight);
    await expect(new Set(heights).size).toBe(1);
    await expect(cards.map((card) => within(card).getAllByText(/Completed|Stage/)[0]!.textContent)).toEqual(
      galleryProjects.map(projectStageLabel),
    );
  },
};

export const Mobile: Story = {
  // A phone's width (390 px); taller than the 'mobile' viewport (844 px) so both cards fit in the screenshot.
  globals: { viewport: { value: 'mobileTall', isRotated: false } },
  parameters: {
    cardFrame: false,
    viewport: {
      options: {
        mobileTall: { name: 'Phone 390 × 1100', styles: { width: '390px', height: '1100px' }, type: 'mobile' },
      },
    },
  },
  render: (args) => (
    <ul className={cardColumn}>
      {[completedProject, stage1Project].map((project) => (
        <li key={project.project_id}>
          <ProjectCard {...args} project={project} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    // One column, inside the phone's width.
    await expect(window.innerWidth).toBe(390);
    await expect(cards[0]!.getBoundingClientRect().left).toBe(cards[1]!.getBoundingClientRect().left);
    for (const card of cards) {
      await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expect(card.scrollWidth).toBe(card.clientWidth);
    }
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Continue' }));
    await expectCalledOnceWith(args.onContinue, stage1Project);
  },
};
