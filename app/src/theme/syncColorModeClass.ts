import { reaction } from 'mobx';
import { applyColorModeClass } from '@storyloom/ui/color-mode';
import type { ThemeStore } from '../stores/ThemeStore.ts';

/** Keeps the colour-mode class on `element` (`<html>`) in step with the theme store; returns the disposer. */
export function syncColorModeClass(theme: ThemeStore, element: Element): () => void {
  return reaction(
    () => theme.mode,
    (mode) => applyColorModeClass(element, mode),
    { fireImmediately: true },
  );
}
