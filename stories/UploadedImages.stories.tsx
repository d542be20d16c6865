import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { UploadedImages } from '@storyloom/ui';
import { uploadedPhotos } from './fixtures/workflow.ts';
import { workflowFrame } from './workflow.css.ts';

const meta = {
  title: 'Workflow/UploadedImages',
  component: UploadedImages,
  args: { images: uploadedPhotos.slice(0, 1), onRemove: fn() },
  argTypes: { images: { control: false } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? workflowFrame.phone : workflowFrame.card}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadedImages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Uploaded images' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByRole('img', { name: 'mia-at-the-beach.jpg' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove mia-at-the-beach.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('up-1');
  },
};

export const Several: Story = {
  args: { images: uploadedPhotos },
  play: async ({ args, canvas, userEvent }) => {
    const images = canvas.getAllByRole('img');
    await expect(images.map((image) => image.getAttribute('alt'))).toEqual(uploadedPhotos.map((photo) => photo.name));
    // The spec's preview limit.
    for (const image of images) await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual(300);
    // The tall portrait photo would be taller than its column is wide; it stops at 300 px.
    await expect(canvas.getByRole('img', { name: 'grandpa-luka.png' }).getBoundingClientRect().height).toBe(300);
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove IMG_2041.jpeg' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith('up-3');
  },
};

export const ReadOnly: Story = {
  args: { images: uploadedPhotos, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { images: uploadedPhotos },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div className={workflowFrame.phone}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Uploaded images' });
    await expect(list.scrollWidth).toBe(list.clientWidth);
    // Two previews a row on a phone.
    const [first, second, third] = canvas.getAllByRole('img').map((image) => image.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.top);
  },
};
