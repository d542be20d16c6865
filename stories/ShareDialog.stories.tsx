import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, ShareDialog, shareDefaults, type ShareDialogProps } from '@storyloom/ui';
import { completedProject, showcaseCategoryOptions, untitledProject } from './fixtures/projects.ts';
import { overlayDocs } from './docsParameters.ts';

const fantasyProject = { ...completedProject, story_type: 'fantasy_story' } as const;

const meta = {
  title: 'Gallery/ShareDialog',
  parameters: overlayDocs,
  component: ShareDialog,
  args: {
    open: true,
    project: fantasyProject,
    categories: showcaseCategoryOptions,
    processing: false,
    onSubmit: fn(),
    onCancel: fn(),
  },
  argTypes: {
    project: { control: 'object' },
    categories: { control: false },
    error: { control: 'text' },
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

function form(canvas: Canvas) {
  const dialog = canvas.getByRole('dialog', { name: 'Share to showcase' });
  return {
    dialog,
    title: within(dialog).getByRole('textbox', { name: 'Title' }),
    description: within(dialog).getByRole('textbox', { name: 'Description' }),
    category: within(dialog).getByRole('combobox', { name: 'Category' }),
    share: within(dialog).getByRole('button', { name: 'Share' }),
    cancel: within(dialog).getByRole('button', { name: 'Cancel' }),
  };
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { title, description, category, share } = form(canvas);
    // Prefilled from the project; focus starts in the title.
    await expect(title).toHaveValue('The Enchanted Oak');
    await expect(title).toBeRequired();
    await expect(title).toHaveFocus();
    await expect(description).toHaveValue('Mia finds a door in the old oak tree and a family of owls who keep the stars lit.');
    // The project's story type is one of the six: it is the default category.
    await expect(category).toHaveValue('fantasy_story');
    await expect(category).toHaveDisplayValue('Fantasy');
    await expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Children's Bedtime", 'Viral', 'Romance', 'Comedy', 'Fantasy', 'Sci-Fi']);

    await userEvent.click(share);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      title: 'The Enchanted Oak',
      description: 'Mia finds a door in the old oak tree and a family of owls who keep the stars lit.',
      category: 'fantasy_story',
    });

    // Edited values go out as typed (the description may be cleared: it is optional).
    await userEvent.clear(description);
    await userEvent.selectOptions(category, 'Sci-Fi');
    await userEvent.click(share);
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      title: 'The Enchanted Oak',
      description: '',
      category: 'sci_fi_story',
    });
    await expect(args.onCancel).not.toHaveBeenCalled();

    // Back to the prefilled state for the screenshot.
    await userEvent.selectOptions(category, 'Fantasy');
    await userEvent.type(description, 'Mia finds a door in the old oak tree and a family of owls who keep the stars lit.');
    description.blur();
  },
};

export const UntitledDefaults: Story = {
  args: { project: untitledProject },
  play: async ({ args, canvas, userEvent }) => {
    const { title, description, category, share } = form(canvas);
    await expect(title).toHaveValue('Untitled Story');
    // A blank context and no theme fall through to the character description.
    await expect(description).toHaveValue('A shy robot who collects lost socks');
    // occasion_story is not a showcase category: the default is childrens_bedtime_story.
    await expect(category).toHaveValue('childrens_bedtime_story');
    await userEvent.click(share);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Untitled Story',
      description: 'A shy robot who collects lost socks',
      category: 'childrens_bedtime_story',
    });

    // The rule behind the defaults, down to the last fallback.
    const blank = { story_title: null, context: null, theme: ' ', character_description: '', story_type: 'viral_story' } as const;
    await expect(shareDefaults({ ...blank, additional_context: 'Told at the seaside' })).toEqual({
      title: 'Untitled Story',
      description: 'Told at the seaside',
      category: 'viral_story',
    });
    await expect(shareDefaults({ ...blank, additional_context: null }).description).toBe('');
    await expect(shareDefaults({ ...fantasyProject, story_title: '  Moon Song ' }).title).toBe('Moon Song');
  },
};

export const BlankTitle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { title, share } = form(canvas);
    await userEvent.clear(title);
    await expect(share).toBeDisabled();
    await expect(title).toHaveAccessibleDescription('A title is required to share.');
    // Spaces only are still blank; Enter does not submit either.
    await userEvent.type(title, '   {Enter}');
    await expect(share).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(title, 'Moon Song  ');
    await expect(share).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    // Sent trimmed.
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Moon Song', category: 'fantasy_story' }));

    // Blank again, for the screenshot of the disabled state.
    await userEvent.clear(title);
    await expect(share).toBeDisabled();
  },
};

export const Processing: Story = {
  args: { processing: true },
  play: async ({ args, canvas, userEvent }) => {
    const { title, category, share, cancel } = form(canvas);
    await expect(share).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(share);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(title).toHaveAttribute('readonly');
    await expect(category).toBeDisabled();
    await expect(cancel).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const ServerError: Story = {
  args: { error: 'This project has no videos to share' },
  play: async ({ args, canvas, userEvent }) => {
    const { dialog, share, cancel } = form(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This project has no videos to share');
    // The form stays usable: the owner decides whether a retry makes sense.
    await expect(share).toBeEnabled();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyShared: Story = {
  args: { error: 'This story is already shared to the public showcase!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This story is already shared to the public showcase!');
  },
};

/** As the gallery owns it: edits are dropped when the dialog closes, and it reopens with the defaults. */
function ShareDialogDemo({ open: initiallyOpen, onCancel, ...props }: ShareDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Share
      </Button>
      <ShareDialog
        {...props}
        open={open}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Reopen: Story = {
  args: { open: false },
  render: (args) => <ShareDialogDemo {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    let fields = form(canvas);
    await userEvent.clear(fields.title);
    await userEvent.type(fields.title, 'Draft title');
    await userEvent.selectOptions(fields.category, 'Comedy');
    await userEvent.click(fields.cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    fields = form(canvas);
    await expect(fields.title).toHaveValue('The Enchanted Oak');
    await expect(fields.category).toHaveValue('fantasy_story');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const { dialog, share } = form(canvas);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(share.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(share);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
