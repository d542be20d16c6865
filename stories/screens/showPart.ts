import { within } from 'storybook/test';

/**
 * A screen story's screenshot shows the story's window (the viewport), not the whole page: a play ends by showing
 * the part it is about, the top or a region (by its accessible name), so the picture is the same every run.
 */
export function showPart(canvasElement: HTMLElement, region?: string): void {
  if (region) within(canvasElement).getByRole('region', { name: region }).scrollIntoView({ block: 'start' });
  else window.scrollTo(0, 0);
}
