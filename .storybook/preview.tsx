import type { Decorator, Preview } from '@storybook/react-vite';
import '@storyloom/ui/fonts';
import { applyColorModeClass, colorModes, isColorMode } from '@storyloom/ui';

// Braid-style: the colour mode is a class on <html>, exactly as the app sets it.
const withColorMode: Decorator = (Story, { globals }) => {
  applyColorModeClass(document.documentElement, isColorMode(globals.colorMode) ? globals.colorMode : 'light');
  return <Story />;
};

const preview: Preview = {
  // A docs page (props table, every story) per component.
  tags: ['autodocs'],
  globalTypes: {
    colorMode: {
      description: 'Colour mode (class on <html>)',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: colorModes.map((mode) => ({
          value: mode,
          title: mode === 'light' ? 'Light' : 'Dark',
          icon: mode === 'light' ? 'sun' : 'moon',
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  decorators: [withColorMode],
  parameters: {
    layout: 'centered',
    // The theme paints the page; Storybook's own backgrounds would hide the dark mode.
    backgrounds: { disable: true },
    // Accessibility violations fail the story test.
    a11y: { test: 'error' },
    // Stories opt in with `globals: { viewport: { value: 'mobile', isRotated: false } }`; story tests resize the page.
    viewport: {
      options: {
        mobile: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 820 × 1180', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  // Tag the element the story renders into, so the screenshot hook in vitest.setup.ts finds it.
  beforeEach: ({ canvasElement }) => {
    canvasElement.setAttribute('data-story-root', '');
  },
};

export default preview;
