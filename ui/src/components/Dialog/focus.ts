const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(', ');

/** Elements inside `container` that Tab can reach, in tab order (positive tabindex is not used in the product). */
export function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * The first tabbable element in the first of `regions` (selectors inside `container`) that has one; a region that is
 * a tab stop itself (a scrolling body) counts.
 */
export function firstTabbable(container: HTMLElement, regions: string[]): HTMLElement | undefined {
  const all = tabbables(container);
  for (const selector of regions) {
    const region = container.querySelector<HTMLElement>(selector);
    const first = region ? all.find((element) => region.contains(element)) : undefined;
    if (first) return first;
  }
  return all[0];
}

/**
 * Keeps Tab inside `container`: from the last tabbable element it wraps to the first, and Shift+Tab from the first
 * to the last. (A modal dialog alone would let focus leave for the browser's toolbar.)
 */
export function trapTab(container: HTMLElement, event: KeyboardEvent) {
  const elements = tabbables(container);
  const first = elements[0];
  const last = elements.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !(active instanceof HTMLElement) || active === container || !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
