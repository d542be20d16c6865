import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MagicFillConfirm } from '@storyloom/ui';
import { overlayDocs } from './docsParameters.ts';

const meta = {
  title: 'Workflow/MagicFillConfirm',
  parameters: overlayDocs,
  component: MagicFillConfirm,
  args: {
    open: true,
    written: ['Character Description', 'Story Context'],
    hasEmpty: true,
    cost: 1,
    onFillEmpty: fn(),
    onReplace: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MagicFillConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some texts written, some empty: keep them and fill the rest, or replace them too. */
export const SomeWritten: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Replace what you wrote?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Magic Fill can fill in only the empty texts and keep yours, or replace these too. It costs 1 credit.',
    );
    const list = within(dialog).getByRole('list', { name: 'Texts that would be replaced' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Character Description', 'Story Context']);
    // Focus starts on the choice that changes nothing.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fill the empty ones' }));
    await expect(args.onFillEmpty).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await expect(args.onReplace).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    cancel.focus();
  },
};

/** Every text written: only Replace or Cancel. */
export const AllWritten: Story = {
  args: {
    written: ['Character Description', 'Story Context', 'Additional Context', 'Story Instructions', 'Story Title'],
    hasEmpty: false,
  },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Replace what you wrote?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Every text is filled in already: Magic Fill would replace these. It costs 1 credit.',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Fill the empty ones' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onReplace).not.toHaveBeenCalled();
  },
};

/** The price list not loaded yet: no price is guessed. */
export const PriceUnknown: Story = {
  args: { cost: null, written: ['Story Title'] },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Replace what you wrote?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Magic Fill can fill in only the empty texts and keep yours, or replace these too.',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Replace what you wrote?' });
    const replace = within(dialog).getByRole('button', { name: 'Replace' });
    await expect(replace.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(replace);
    await expect(args.onReplace).toHaveBeenCalledTimes(1);
  },
};
