import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink, buttonSizes, buttonVariants } from '@storyloom/ui';
import { PlusIcon, TrashIcon } from './icons.tsx';
import { frame, row } from './storyLayout.css.ts';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Create story', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create story' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Save draft' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete project', icon: <TrashIcon /> },
};

export const WithIcon: Story = {
  args: { children: 'New project', icon: <PlusIcon /> },
  play: async ({ canvas }) => {
    // The icon is decorative: the name is the label alone.
    await expect(canvas.getByRole('button', { name: 'New project' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className={row}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant[0]!.toUpperCase() + variant.slice(1)}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={row}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = buttonSizes.map((size) => canvas.getByRole('button', { name: `Size ${size}` }).offsetHeight);
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(buttonSizes.length);
  },
};

export const Loading: Story = {
  args: { children: 'Saving story' },
  // The same label idle and loading, to show (and test) that loading keeps the width.
  render: (args) => (
    <div className={row}>
      <Button {...args} loading={false} />
      <Button {...args} loading />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const [idle, loading] = canvas.getAllByRole('button', { name: 'Saving story' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    await expect(idle).not.toHaveAttribute('aria-busy');
    await expect(loading!.offsetWidth).toBe(idle!.offsetWidth);

    await userEvent.click(loading!);
    loading!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Generate video' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Generate video' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  args: { children: 'Continue' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Get Started' },
  decorators: [
    (Story) => (
      <div className={frame.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Get Started' });
    await expect(button.offsetWidth).toBe(canvasElement.querySelector(`.${frame.narrow}`)!.clientWidth);
  },
};

/** `ButtonLink`: navigation that looks like a button, rendered through the app's link component. */
export const AsLink: Story = {
  render: () => (
    <div className={row}>
      <ButtonLink href="#/signup">Get Started</ButtonLink>
      <ButtonLink href="#/login" variant="secondary">
        Sign In
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#/signup');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '#/login');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
