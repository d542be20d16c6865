import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // One stylesheet for the static build: with CSS code splitting, the theme's global rules (tokens on :root, body
  // font and colours) landed in one story file's chunk and were missing from every other story.
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, cssCodeSplit: false } }),
  core: {
    // Nothing leaves the machine: no telemetry, crash reports or "what's new" fetches.
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
};

export default config;
