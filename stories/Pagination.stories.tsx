import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination, paginationWindow } from '@storyloom/ui';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 1, pages: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The page numbers the buttons show, in order. */
function pageNumbers(canvas: Canvas) {
  const nav = canvas.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => Number(button.textContent));
}

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(pageNumbers(canvas)).toEqual([1, 2, 3, 4, 5]);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');

    // Previous on page 1 is disabled and requests nothing.
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(pageNumbers(canvas)).toEqual([4, 5, 6, 7, 8]);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 6');

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 8' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

export const CurrentPageClick: Story = {
  args: { page: 6 },
  play: async ({ args, canvas, userEvent }) => {
    // The current page is not a new request.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(pageNumbers(canvas)).toEqual([8, 9, 10, 11, 12]);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 12');
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
  },
};

export const FewPages: Story = {
  args: { page: 2, pages: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(pageNumbers(canvas)).toEqual([1, 2, 3]);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** One page: there is nowhere to go, so the pagination renders nothing. */
export const SinglePage: Story = {
  args: { page: 1, pages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const KeyboardNavigation: Story = {
  args: { page: 6 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const CustomLabel: Story = {
  args: { page: 2, pages: 4, label: 'Projects pages' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Projects pages' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { page: 6 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(pageNumbers(canvas)).toEqual([4, 5, 6, 7, 8]);
    // Previous and Next keep their names with only their chevrons shown, and everything fits on one row.
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(previous.getBoundingClientRect().top).toBe(next.getBoundingClientRect().top);
    await expect(previous.offsetWidth).toBe(previous.offsetHeight);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
  },
};

/** `paginationWindow(page, pages, max = 5)`: the numbers the buttons show. */
export const Window: Story = {
  args: { page: 3, pages: 7 },
  play: async () => {
    await expect(paginationWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    await expect(paginationWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    await expect(paginationWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    await expect(paginationWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    await expect(paginationWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    await expect(paginationWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    await expect(paginationWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    await expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    await expect(paginationWindow(1, 1)).toEqual([1]);
    await expect(paginationWindow(1, 0)).toEqual([]);
    await expect(paginationWindow(5, 12, 3)).toEqual([4, 5, 6]);
    // A page outside the range is clamped into it.
    await expect(paginationWindow(40, 12)).toEqual([8, 9, 10, 11, 12]);
    await expect(paginationWindow(0, 12)).toEqual([1, 2, 3, 4, 5]);
  },
};
