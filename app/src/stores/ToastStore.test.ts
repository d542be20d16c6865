import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, ToastStore } from './ToastStore.ts';

describe('ToastStore', () => {
  it('keeps toasts in order with their kind, message, title and duration', () => {
    const toasts = new ToastStore();
    const a = toasts.success('Project deleted successfully');
    const b = toasts.warning('No video found for this project', { title: 'Video', duration: 0 });
    const c = toasts.error('Failed to refresh credits', { duration: 8000 });
    const d = toasts.info('Starting to copy project with all assets...');
    expect(new Set([a, b, c, d]).size).toBe(4);
    expect(toasts.toasts).toEqual([
      { id: a, kind: 'success', message: 'Project deleted successfully' },
      { id: b, kind: 'warning', message: 'No video found for this project', title: 'Video', duration: 0 },
      { id: c, kind: 'error', message: 'Failed to refresh credits', duration: 8000 },
      { id: d, kind: 'info', message: 'Starting to copy project with all assets...' },
    ]);
  });

  it('does not stack the same message of the same kind while it shows', () => {
    const toasts = new ToastStore();
    const first = toasts.error('Failed to refresh credits');
    expect(toasts.error('Failed to refresh credits')).toBe(first);
    expect(toasts.toasts).toHaveLength(1);
    // Another kind with the same words is a different toast; after dismissal it shows again.
    toasts.warning('Failed to refresh credits');
    expect(toasts.toasts).toHaveLength(2);
    toasts.dismiss(first);
    expect(toasts.error('Failed to refresh credits')).not.toBe(first);
    expect(toasts.toasts.map((toast) => toast.kind)).toEqual(['warning', 'error']);
  });

  it(`shows at most ${MAX_TOASTS}, dropping the oldest`, () => {
    const toasts = new ToastStore();
    for (let i = 1; i <= MAX_TOASTS + 2; i++) toasts.info(`Message ${i}`);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `Message ${i + 3}`));
  });

  it('dismisses one toast by id, ignores unknown ids, and clears all', () => {
    const toasts = new ToastStore();
    const a = toasts.success('Video liked!');
    toasts.success('Video removed!');
    toasts.dismiss('toast-unknown');
    expect(toasts.toasts).toHaveLength(2);
    toasts.dismiss(a);
    expect(toasts.toasts.map((toast) => toast.message)).toEqual(['Video removed!']);
    toasts.clear();
    expect(toasts.toasts).toEqual([]);
  });

  it('is observable: a reaction sees every change', () => {
    const toasts = new ToastStore();
    const seen: number[] = [];
    const stop = autorun(() => seen.push(toasts.toasts.length));
    const id = toasts.info('Loading copied project data...');
    toasts.dismiss(id);
    stop();
    expect(seen).toEqual([0, 1, 0]);
  });
});
