import axe from 'axe-core';
import { afterEach, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import { applyColorModeClass, colorModes } from '@storyloom/ui';
import { loadBundledFonts } from '@storyloom/ui/fonts';

// Screenshots must not catch an animation or a colour transition half-way.
const frozenMotionCss = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

type StoryTestContext = TestContext & {
  story?: { parameters: { a11y?: { disable?: boolean; test?: string; options?: axe.RunOptions } } };
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

// addon-a11y checks each story in the mode it rendered in (light); contrast in dark mode is checked here.
async function expectNoViolations(root: HTMLElement, ctx: StoryTestContext) {
  const a11y = ctx.story?.parameters.a11y;
  if (a11y?.disable || a11y?.test === 'off') return;
  axe.reset();
  const { violations } = await axe.run(root, { ...a11y?.options, rules: { region: { enabled: false } } });
  const report = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  const message = 'accessibility violations in dark mode';
  if (a11y?.test === 'todo') {
    if (report.length) console.warn(message, report);
  } else {
    expect(report, message).toEqual([]);
  }
}

// A modal dialog sits in the top layer, centred in the viewport and outside the story root's box: shoot the dialog.
function screenshotTarget(root: HTMLElement): HTMLElement {
  return root.querySelector<HTMLElement>('dialog[open]') ?? root;
}

// Visual regression for every story: after render and play, screenshot the story root in light and in dark mode.
afterEach(async (ctx: StoryTestContext) => {
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root || ctx.task.result?.state === 'fail') return;

  const html = document.documentElement;
  const classBefore = html.className;
  const frozenMotion = document.createElement('style');
  frozenMotion.textContent = frozenMotionCss;
  document.head.append(frozenMotion);
  root.style.display = 'inline-block';
  root.style.padding = '16px';

  try {
    await loadBundledFonts();
    const name = ctx.task.name.replace(/\W+/g, '-');
    for (const mode of colorModes) {
      // Paint the whole story afresh in this mode: flip to the other mode for a frame first. A capture right after
      // play would otherwise show pixels painted piecemeal during the interactions (rounded corners came out one
      // colour step apart between runs).
      applyColorModeClass(html, mode === 'light' ? 'dark' : 'light');
      await nextFrame();
      applyColorModeClass(html, mode);
      await nextFrame();
      if (mode === 'dark') await expectNoViolations(root, ctx);
      await expect.element(page.elementLocator(screenshotTarget(root))).toMatchScreenshot(`${name}-${mode}`);
    }
  } finally {
    html.className = classBefore;
    frozenMotion.remove();
  }
});
