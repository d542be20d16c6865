import { describe, expect, it, vi } from 'vitest';
import { LazyStore } from './lazyStore.ts';

describe('LazyStore', () => {
  it('creates the store once, on the first load; reading it before then throws', async () => {
    const create = vi.fn(async () => ({ name: 'gallery' }));
    const lazy = new LazyStore('The gallery', create);
    expect(() => lazy.current).toThrow('The gallery is not loaded yet');
    expect(lazy.ifLoaded).toBeNull();
    expect(create).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(second).toBe(first);
    expect(await lazy.load()).toBe(first);
    expect(lazy.current).toBe(first);
    expect(lazy.ifLoaded).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a load that failed (a chunk that could not be fetched) is tried again next time', async () => {
    const create = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'gallery' });
    const lazy = new LazyStore('The gallery', create);
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.ifLoaded).toBeNull();
    await expect(lazy.load()).resolves.toEqual({ name: 'gallery' });
    expect(create).toHaveBeenCalledTimes(2);
  });
});
