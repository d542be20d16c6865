import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlueprintSummary, blueprintSummaryTitleElements, languageName } from '@storyloom/ui';
import { workflowFrame } from './workflow.css.ts';

const meta = {
  title: 'Workflow/BlueprintSummary',
  component: BlueprintSummary,
  args: { storyTypeName: "Children's Bedtime Story", numPages: 3, language: 'en' },
  argTypes: { titleAs: { control: 'inline-radio', options: blueprintSummaryTitleElements } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlueprintSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of the summary. */
function valueOf(root: HTMLElement, term: string): string | null | undefined {
  return within(root).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

export const English: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Story Blueprint' });
    await expect(valueOf(summary, 'Story Type')).toBe("Children's Bedtime Story");
    await expect(valueOf(summary, 'Pages')).toBe('3');
    await expect(valueOf(summary, 'Language')).toBe('English');
    // No art style given, no art style row.
    await expect(within(summary).queryByText('Art Style')).toBeNull();
    // The language rule itself: en and hr by name, other codes by the server's name or in capitals.
    await expect([languageName('en'), languageName('hr'), languageName('de', 'German'), languageName('de')]).toEqual([
      'English',
      'Croatian',
      'German',
      'DE',
    ]);
  },
};

export const Croatian: Story = {
  args: { storyTypeName: 'Fantasy Story', numPages: 8, language: 'hr', artStyleName: 'Studio Ghibli Style' },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Story Blueprint' });
    await expect(valueOf(summary, 'Story Type')).toBe('Fantasy Story');
    await expect(valueOf(summary, 'Pages')).toBe('8');
    await expect(valueOf(summary, 'Language')).toBe('Croatian');
    await expect(valueOf(summary, 'Art Style')).toBe('Studio Ghibli Style');
  },
};

export const Mobile: Story = {
  args: { storyTypeName: 'Funny Friends Story', numPages: 10, language: 'de', languageLabel: 'German', artStyleName: 'Cartoon' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Story Blueprint' });
    await expect(valueOf(summary, 'Language')).toBe('German');
    await expect(valueOf(summary, 'Pages')).toBe('10');
    await expect(summary.scrollWidth).toBe(summary.clientWidth);
  },
};
