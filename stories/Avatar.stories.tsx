import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, avatarLetter, avatarSizes } from '@storyloom/ui';
import { column, userRow } from './feedback.css.ts';
import { row } from './storyLayout.css.ts';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { email: 'mia.novak@example.com' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEmail: Story = {
  render: (args) => (
    // As in the user menu: the text beside the circle names the user.
    <div className={userRow}>
      <Avatar {...args} />
      <span>mia.novak@example.com</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const circle = canvas.getByText('M');
    await expect(circle).toHaveAttribute('aria-hidden', 'true');
    await expect(circle.offsetWidth).toBe(circle.offsetHeight);
  },
};

export const NoEmail: Story = {
  args: { email: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('U')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByText('M').map((circle) => circle.offsetWidth);
    await expect(widths).toHaveLength(avatarSizes.length);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(avatarSizes.length);
  },
};

const letterCases: [string | null | undefined, string][] = [
  ['mia.novak@example.com', 'M'],
  ['Zoe@example.com', 'Z'],
  ['  ivan@example.com', 'I'],
  ['čarobna@example.com', 'Č'],
  ['7dwarfs@example.com', '7'],
  ['', 'U'],
  [null, 'U'],
  [undefined, 'U'],
];

/** `avatarLetter`: the first character upper-cased, U without an e-mail. */
export const Letters: Story = {
  render: () => (
    <div className={column}>
      {letterCases.map(([email], index) => (
        <div key={index} className={userRow}>
          <Avatar email={email} size="sm" />
          <span>{email === '' ? '(empty)' : (email ?? String(email))}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const [email, letter] of letterCases) {
      await expect(avatarLetter(email)).toBe(letter);
    }
    const shown = [...canvasElement.querySelectorAll('[aria-hidden="true"]')].map((circle) => circle.textContent);
    await expect(shown).toEqual(letterCases.map(([, letter]) => letter));
  },
};
