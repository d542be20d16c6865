import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const appDir = import.meta.dirname;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build (JS, CSS, HTML, SVG, JSON) of 1 KiB or more,
 * once, at build time: the server sends them to browsers that accept them (@fastify/static `preCompressed`), so no
 * request pays for compression.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'storyloom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await readFile(full);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(source, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            promisify(gzip)(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root: appDir,
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  build: {
    outDir: `${appDir}/dist`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Every page carries the list of the files its lazy routes preload (about a hundred chunks and their CSS): a
        // hash names a file as well as 'triangle-exclamation-point-<hash>' does, in fewer bytes (issue #11).
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          // Every page loads what the entry imports statically (React, the router, the shell), so it is one chunk:
          // split into several it compresses worse and costs more requests (issue #11, front-end bench).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
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
