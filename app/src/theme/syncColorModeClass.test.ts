import { describe, expect, it } from 'vitest';
import { colorModeClass } from '@storyloom/ui/color-mode';
import { MemoryStorage } from '../stores/MemoryStorage.ts';
import { ThemeStore } from '../stores/ThemeStore.ts';
import { syncColorModeClass } from './syncColorModeClass.ts';

/** Just enough of an Element for class changes, so this runs in the node environment. */
function fakeElement(initial: string[] = []) {
  const classes = new Set(initial);
  const classList = {
    toggle: (name: string, force?: boolean) => {
      const on = force ?? !classes.has(name);
      if (on) classes.add(name);
      else classes.delete(name);
      return on;
    },
  };
  return { element: { classList } as unknown as Element, classes };
}

describe('syncColorModeClass', () => {
  it('sets the class at once and follows the store until disposed', () => {
    const theme = new ThemeStore({ storage: new MemoryStorage(), matchMedia: () => ({ matches: true }) });
    const { element, classes } = fakeElement(['js']);

    const stop = syncColorModeClass(theme, element);
    expect([...classes].sort()).toEqual(['js', colorModeClass.dark].sort());

    theme.toggle();
    expect([...classes].sort()).toEqual(['js', colorModeClass.light].sort());

    stop();
    theme.toggle();
    expect(classes.has(colorModeClass.dark)).toBe(false);
  });
});
