import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const appDir = import.meta.dirname;

export default defineConfig({
  root: appDir,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: `${appDir}/dist`,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.STORYLOOM_API ?? 'http://127.0.0.1:8080', changeOrigin: true },
      // The embedded payment provider's test checkout page is served by the API server too.
      '/checkout': { target: process.env.STORYLOOM_API ?? 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react-dom/client',
      'mobx',
      'mobx-react-lite',
    ],
  },
});
