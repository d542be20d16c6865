// Shared Vite config for Storybook (which loads it from the repo root) and the Storybook Vitest project.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    // Dependencies Vite would only discover mid-run; a late re-optimisation reloads the page and fails story tests.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      'react-dom/client',
      'axe-core',
      'lucide-react',
    ],
  },
});
