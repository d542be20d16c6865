import type { Decorator } from '@storybook/react-vite';
import { page, shellFrame } from './shell.css.ts';

/** A header on top of a stand-in page, at the width of the viewport (less the screenshot's padding). */
export const headerOverPage: Decorator = (Story, { parameters }) => (
  <div className={shellFrame[parameters.frame as keyof typeof shellFrame]}>
    <Story />
    <p className={page}>Page content scrolls under the sticky header.</p>
  </div>
);
