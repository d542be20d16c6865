import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as userEventLibrary, waitFor } from 'storybook/test';
import { acceptedImageExtensions, DropZone, type FileRejection } from '@storyloom/ui';
import { dragFiles, kib, makeFile, mib, photos } from './fixtures/files.ts';
import { phone, wide } from './forms.css.ts';

const idleTitle = 'Drag and drop images here, or click to browse';

const meta = {
  title: 'Primitives/DropZone',
  component: DropZone,
  args: { onFiles: fn(), onReject: fn() },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? phone : wide}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const reasons = (rejections: FileRejection[]) => rejections.map(({ file, reason }) => [file.name, reason]);

export const Idle: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(idleTitle);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAccessibleDescription(
      'Accepted: jpeg, jpg, png, webp, gif, bmp, tiff, tif, svg, avif or jfif. Up to 10 files.',
    );
    for (const extension of acceptedImageExtensions) {
      await expect(input.getAttribute('accept')!.split(',')).toContain(`.${extension}`);
    }
    // Keyboard: the zone is one Tab stop (Enter and Space open the native picker).
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // A click anywhere on the zone clicks the file input, which opens the picker.
    const opened = fn((event: Event) => event.preventDefault());
    input.addEventListener('click', opened);
    await userEvent.click(canvas.getByText('click to browse'));
    await expect(opened).toHaveBeenCalledTimes(1);
    input.removeEventListener('click', opened);
  },
};

export const UploadImages: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const files = [
      makeFile('mia.jpg', 'image/jpeg'),
      makeFile('pip.png', 'image/png'),
      makeFile('garden.webp', 'image/webp'),
      makeFile('scan.TIFF', 'image/tiff'),
      makeFile('portrait.jfif', 'image/jpeg'),
    ];
    await userEvent.upload(canvas.getByLabelText(idleTitle), files);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
    await expect(args.onReject).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Rejections: Story = {
  args: { maxSize: 5 * mib, minSize: 1 * kib },
  play: async ({ args, canvas }) => {
    // A user can switch the picker to "All files", so the zone checks what the `accept` filter would hide.
    const userEvent = userEventLibrary.setup({ applyAccept: false });
    const good = makeFile('mia.png', 'image/png', 200 * kib);
    const files = [
      good,
      makeFile('notes.pdf', 'application/pdf'),
      makeFile('fake.png', 'text/plain'),
      makeFile('clip.mp4', 'image/png'),
      makeFile('huge.jpg', 'image/jpeg', 6 * mib),
      makeFile('tiny.gif', 'image/gif', 200),
    ];
    const input = canvas.getByLabelText(idleTitle);
    await userEvent.upload(input, files);
    await expect(args.onFiles).toHaveBeenCalledWith([good]);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    const rejected = (args.onReject as ReturnType<typeof fn>).mock.calls[0]![0] as FileRejection[];
    await expect(reasons(rejected)).toEqual([
      ['notes.pdf', 'file-invalid-type'],
      ['fake.png', 'file-invalid-type'],
      ['clip.mp4', 'file-invalid-type'],
      ['huge.jpg', 'file-too-large'],
      ['tiny.gif', 'file-too-small'],
    ]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('5 files were not added');
    await expect(alert).toHaveTextContent('huge.jpgLarger than 5 MB');
    await expect(alert).toHaveTextContent('tiny.gifSmaller than 1 KB');
    await expect(alert).toHaveTextContent('notes.pdfNot a supported image type');
    await expect(input).toHaveAccessibleDescription(/5 files were not added/);
  },
};

export const TooManyFiles: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const files = photos(11);
    await userEvent.upload(canvas.getByLabelText(idleTitle), files);
    await expect(args.onFiles).toHaveBeenCalledWith(files.slice(0, 10));
    await expect(args.onReject).toHaveBeenCalledWith([{ file: files[10], reason: 'too-many-files', message: 'Too many files' }]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('1 file was not added');
    await expect(alert).toHaveTextContent('photo-11.jpgToo many files');
  },
};

/** Eight images already uploaded: two more fit. */
export const NearTheLimit: Story = {
  args: { currentCount: 8 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(idleTitle);
    await expect(input).toHaveAccessibleDescription(/2 more can be added\.$/);
    const files = photos(3);
    await userEvent.upload(input, files);
    await expect(args.onFiles).toHaveBeenCalledWith(files.slice(0, 2));
    await expect(reasons((args.onReject as ReturnType<typeof fn>).mock.calls[0]![0] as FileRejection[])).toEqual([
      ['photo-03.jpg', 'too-many-files'],
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many files');
  },
};

export const DismissRejections: Story = {
  args: { currentCount: 10 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(idleTitle);
    await expect(input).toHaveAccessibleDescription(/The limit of 10 is reached\.$/);
    await userEvent.upload(input, photos(1));
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many files');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    // Focus goes back to the zone, not to the page.
    await expect(input).toHaveFocus();
    input.blur();
  },
};

export const DragOver: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText('click to browse').closest('label')!;
    dragFiles(zone, 'dragenter', photos(2));
    // The zone takes the drop (dragover is cancelled) and says so.
    await expect(dragFiles(zone, 'dragover', photos(2))).toBe(false);
    await expect(await canvas.findByLabelText('Drop images to upload')).toHaveAttribute('type', 'file');
    await expect(zone.parentElement).toHaveAttribute('data-dragging', 'true');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const DropFiles: Story = {
  play: async ({ args, canvas }) => {
    const zone = canvas.getByText('click to browse').closest('label')!;
    const files = [makeFile('mia.png', 'image/png'), makeFile('notes.txt', 'text/plain')];
    dragFiles(zone, 'dragenter', files);
    await waitFor(() => expect(zone.parentElement).toHaveAttribute('data-dragging', 'true'));
    dragFiles(zone, 'dragover', files);
    // Cancelled, so the browser does not open the file itself.
    await expect(dragFiles(zone, 'drop', files)).toBe(false);
    await expect(args.onFiles).toHaveBeenCalledWith([files[0]]);
    await expect(reasons((args.onReject as ReturnType<typeof fn>).mock.calls[0]![0] as FileRejection[])).toEqual([
      ['notes.txt', 'file-invalid-type'],
    ]);
    // The highlight ends with the drop, and the rejected file is listed.
    await waitFor(() => expect(zone.parentElement).not.toHaveAttribute('data-dragging'));
    await expect(canvas.getByLabelText(idleTitle)).toBeInTheDocument();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('notes.txtNot a supported image type');
  },
};

function uploadingStory(progress: number, label: string): Story {
  return {
    args: { progress, currentCount: 3 },
    play: async ({ args, canvas, userEvent }) => {
      const bar = canvas.getByRole('progressbar', { name: label });
      await expect(bar).toHaveAttribute('aria-valuenow', String(progress));
      await expect(bar).toHaveAttribute('aria-valuetext', `${progress}%`);
      // No second upload while one runs.
      const input = canvas.getByLabelText(idleTitle);
      await expect(input).toBeDisabled();
      await userEvent.upload(input, photos(1));
      await expect(args.onFiles).not.toHaveBeenCalled();
    },
  };
}

export const Uploading0: Story = uploadingStory(0, 'Uploading images');
export const Uploading20: Story = uploadingStory(20, 'Uploading images');
export const Uploading80: Story = uploadingStory(80, 'Uploading images');
export const Uploaded100: Story = uploadingStory(100, 'Upload complete');

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(idleTitle);
    await expect(input).toBeDisabled();
    await userEvent.upload(input, photos(1));
    const zone = canvas.getByText('click to browse').closest('label')!;
    dragFiles(zone, 'drop', photos(1));
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** A completed project: uploads are disabled (spec 001, stage 1 read-only). */
export const ReadOnly: Story = {
  args: { readOnly: true, currentCount: 4 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Uploads are disabled in read-only mode');
    await expect(input).toBeDisabled();
    await userEvent.upload(input, photos(1));
    const zone = canvas.getByText('Uploads are disabled in read-only mode').closest('label')!;
    dragFiles(zone, 'dragenter', photos(1));
    // Still cancelled, so a drop here does not open the image in the tab; but nothing is taken.
    await expect(dragFiles(zone, 'drop', photos(1))).toBe(false);
    await expect(zone.parentElement).not.toHaveAttribute('data-dragging');
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { maxSize: 10 * mib },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(idleTitle);
    await expect(input).toHaveAccessibleDescription(/Up to 10 files, 10 MB each\.$/);
    const files = photos(2);
    await userEvent.upload(input, files);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
    const zone = canvas.getByText('click to browse').closest('label')!;
    await expect(zone.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
