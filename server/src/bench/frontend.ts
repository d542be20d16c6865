// `npm run bench -- frontend`: the landing page's initial JavaScript and CSS (gzip) against a bare React + React
// Router page (fixtures/bare-react) built with the same Vite config (same plugins) in the same run.
// What counts as initial: the HTML entry's chunk and its static imports (what index.html loads or modulepreloads),
// plus the landing route's own lazy chunk and its static imports (the router loads it before it can render `/`),
// and the CSS of every one of those chunks. Other routes' lazy chunks do not count. Fonts are reported apart.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const ROOT = path.join(import.meta.dirname, '../../..');
export const APP_CONFIG = path.join(ROOT, 'app/vite.config.ts');
const FIXTURE = path.join(import.meta.dirname, 'fixtures/bare-react');
/** The landing route's lazy module, as the manifest names it (relative to the app's root). */
const LANDING_ROUTE = 'src/routes/landing/route.tsx';

export interface FrontendBenchOptions {
  log: (line: string) => void;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialLoad {
  js: string[];
  css: string[];
  fonts: string[];
  jsBytes: number;
  jsGzip: number;
  cssBytes: number;
  cssGzip: number;
  /** JS + CSS, brotli (what a server serving precompressed .br sends). */
  brotli: number;
  fontBytes: number;
}

/** Builds with the app's Vite config (root, outDir and a manifest overridden) and returns the manifest. */
export async function viteBuild(root: string, outDir: string): Promise<Manifest> {
  const { build } = await import('vite');
  await build({
    configFile: APP_CONFIG,
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
  });
  return JSON.parse(await readFile(path.join(outDir, 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks `keys` need: themselves and their static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!);
}

export async function measureInitialLoad(outDir: string, manifest: Manifest, extraKeys: string[] = []): Promise<InitialLoad> {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('manifest has no index.html entry');
  const chunks = staticClosure(manifest, [entry, ...extraKeys]);
  const js = [...new Set(chunks.map((chunk) => chunk.file))];
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const fonts = [...new Set(chunks.flatMap((chunk) => chunk.assets ?? []).filter((file) => /\.(woff2?|ttf|otf)$/.test(file)))];
  const read = (file: string) => readFile(path.join(outDir, file));
  const jsFiles = await Promise.all(js.map(read));
  const cssFiles = await Promise.all(css.map(read));
  const fontFiles = await Promise.all(fonts.map(read));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const gzip = (file: Buffer) => gzipSync(file, { level: 9 }).length;
  return {
    js,
    css,
    fonts,
    jsBytes: sum(jsFiles.map((f) => f.length)),
    jsGzip: sum(jsFiles.map(gzip)),
    cssBytes: sum(cssFiles.map((f) => f.length)),
    cssGzip: sum(cssFiles.map(gzip)),
    brotli: sum([...jsFiles, ...cssFiles].map((f) => brotliCompressSync(f).length)),
    fontBytes: sum(fontFiles.map((f) => f.length)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function benchFrontend(options: FrontendBenchOptions) {
  const { log } = options;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-frontend-'));
  try {
    const t0 = performance.now();
    const appOut = path.join(dir, 'app');
    const appManifest = await viteBuild(path.join(ROOT, 'app'), appOut);
    const t1 = performance.now();
    const bareOut = path.join(dir, 'bare');
    const bareManifest = await viteBuild(FIXTURE, bareOut);
    const t2 = performance.now();
    const app = await measureInitialLoad(appOut, appManifest, [LANDING_ROUTE]);
    const bare = await measureInitialLoad(bareOut, bareManifest);
    log(
      `builds (app/vite.config.ts): app ${((t1 - t0) / 1000).toFixed(1)} s, bare React + React Router ${((t2 - t1) / 1000).toFixed(1)} s`,
    );
    log(
      `counted: index.html entry + its static imports + the landing route's lazy chunk (${LANDING_ROUTE}) + its static ` +
        `imports, with their CSS; fonts apart`,
    );
    for (const [name, load] of [
      ['landing', app],
      ['bare', bare],
    ] as const) {
      log(
        `${name}: ${load.js.length} JS files ${kb(load.jsBytes)} (gzip ${kb(load.jsGzip)}), ${load.css.length} CSS files ` +
          `${kb(load.cssBytes)} (gzip ${kb(load.cssGzip)}); JS + CSS gzip ${kb(load.jsGzip + load.cssGzip)}, brotli ` +
          `${kb(load.brotli)}; fonts ${load.fonts.length} files ${kb(load.fontBytes)}`,
      );
    }
    const ratio = (app.jsGzip + app.cssGzip) / (bare.jsGzip + bare.cssGzip);
    log(`landing / bare (JS + CSS, gzip) = ${ratio.toFixed(2)}×; goal ≤ 1.5×: ${ratio <= 1.5 ? 'met' : 'NOT met'}`);
    return { app, bare, ratio };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
