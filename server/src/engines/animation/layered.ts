/**
 * Animating a page from its layers (../illustrator/layers.ts): the page is split into a background plate (the hero,
 * props and clouds taken out and their holes filled from around them), the hero, the foreground props and the
 * clouds; each moves by its own periodic path over the plate, and effects are drawn on top: the hero breathes
 * (a slow vertical stretch anchored at the feet) and blinks (lids the colour of the skin under the eyes, over the
 * eyes the face landmarks found), clouds drift, the big stars twinkle, lamps and fires flicker, snow or rain falls
 * in two depths. The camera moves over the result as before. Every motion completes whole cycles in the clip, so the
 * frame after the last is the first.
 *
 * Everything runs in one ffmpeg filter graph at the source size (1.5× the output, so moves step by two thirds of an
 * output pixel): each layer is one still frame repeated (`loop`), placed by `overlay` expressions of the frame number
 * `n`, in planar RGB so positions are not rounded to chroma pairs.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

import { decodeLayerMap, type PageLayers } from '../illustrator/layers.ts';
import { createRng, hashSeed, type Rng } from '../illustrator/random.ts';
import type { EffectPlan } from './effects.ts';
import { num, TO_BT709, type MotionPlan } from './motion.ts';

export interface LayeredGraph {
  /** ffmpeg input arguments (raw frames written to the work directory). */
  inputs: string[];
  /** Filter graph from the inputs to `[page]`: the composed page, through the camera, at the output size. */
  graph: string;
}

interface Rgba {
  data: Buffer;
  width: number;
  height: number;
}

interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A sine that completes `cycles` whole turns in the clip: `sin(2π·cycles·n/frames + phase)`. */
function wave(cycles: number, frames: number, phase = 0): string {
  return `sin(${num((2 * Math.PI * cycles) / frames)}*n+${num(phase)})`;
}

/** Whole cycles of about `seconds` each in the clip (at least one). */
function cyclesOf(seconds: number, frames: number, fps: number): number {
  return Math.max(1, Math.round(frames / fps / seconds));
}

export async function layeredGraph(options: {
  still: Buffer;
  width: number;
  height: number;
  frames: number;
  fps: number;
  seed: number;
  layers: PageLayers;
  motion: MotionPlan;
  effects: EffectPlan;
  dir: string;
  /** The camera: a filter from the source size to `output`, one frame in, one out. */
  camera: string;
  output: { width: number; height: number };
}): Promise<LayeredGraph> {
  const { still, width: W, height: H, frames, fps, layers, motion, effects, dir } = options;
  const rng = createRng(hashSeed('animation-layers', options.seed));
  const maps = await decodeLayerMap(layers, W, H);
  const k = motion.intensity;

  // Every layer is a region of one atlas image: a single input, so ffmpeg reads it once, in order (several inputs
  // are read on threads, and which frame meets which would depend on timing).
  const sprites: { label: string; image: Rgba; alpha: boolean }[] = [];
  const layer = (label: string, image: Rgba, alpha = true) => {
    sprites.push({ label, image, alpha });
    return label;
  };
  // How far the moving layers travel (source pixels).
  const heroDrift = Math.round(0.012 * k * W);
  const frontDrift = Math.round(0.022 * k * W);
  const cloudDrift = Math.round(0.014 * k * W);

  const movingHero = effects.breathe || motion.parallax;
  const heroCrop = movingHero ? boundsOf(maps.hero, W, H, 6) : null;
  const frontCrop = effects.foreground ? boundsOf(maps.front, W, H, 6) : null;
  const cloudCrop = effects.clouds ? boundsOf(maps.clouds, W, H, 6) : null;

  const holes = new Uint8Array(W * H);
  const take = (map: Uint8Array, crop: Crop | null) => {
    if (!crop) return;
    for (let i = 0; i < holes.length; i++) if (map[i]! > holes[i]!) holes[i] = map[i]!;
  };
  take(maps.hero, heroCrop);
  take(maps.front, frontCrop);
  take(maps.clouds, cloudCrop);
  const plate = heroCrop || frontCrop || cloudCrop ? await fillHoles(still, W, H, holes) : still;
  layer('base0', { data: withAlpha(plate), width: W, height: H }, false);
  let graph = '';
  let base = 'base0';
  let step = 0;
  const over = (layer: string, x: string, y: string, enable?: string) => {
    const out = `base${++step}`;
    graph += `[${base}][${layer}]overlay=x='${x}':y='${y}':format=yuv420${enable ? `:enable='${enable}'` : ''}[${out}];`;
    base = out;
  };

  // Clouds: far away, they drift slowly sideways, out and back.
  if (cloudCrop) {
    layer('clouds', layerOf(still, W, maps.clouds, cloudCrop));
    over('clouds', `${cloudCrop.left}+${cloudDrift}*${wave(1, frames, rng.range(0, 6.28))}`, String(cloudCrop.top));
  }

  // Stars: the big ones brighten in turns.
  if (effects.twinkle) {
    const groups = [0, 1, 2].map((g) => layers.glints.filter((_, i) => i % 3 === g)).filter((g) => g.length > 0);
    for (const [g, glints] of groups.entries()) {
      const sprite = await glintSprite(glints, W, H);
      layer(`glints${g}`, sprite.image);
      over(`glints${g}`, String(sprite.left), String(sprite.top), windows(rng, frames, fps, 0.45, 1.6, 2.8, g * 0.55));
    }
  }

  // The hero: drifts against the background (it is nearer), breathes, blinks. Breathing stretches the body below the
  // neck a little, anchored at the feet, and lifts the head with it: the face itself is never resampled, so it stays
  // crisp. `rise` is how far the head is lifted on frame n (the body's growth, in whole pixels).
  const heroX = !heroCrop
    ? '0'
    : motion.parallax
      ? `${heroCrop.left}${motion.drift < 0 ? '-' : '+'}${heroDrift}*${wave(1, frames)}`
      : String(heroCrop.left);
  let rise = '0';
  if (heroCrop) {
    const feet = heroCrop.top + heroCrop.height;
    const neck = effects.breathe ? neckLine(layers, heroCrop, W, H) : null;
    if (neck === null) {
      layer('hero', layerOf(still, W, maps.hero, heroCrop));
      over('hero', heroX, String(heroCrop.top));
    } else {
      const bodyHeight = feet - neck;
      const breath = 0.012 * Math.min(1.3, k + 0.2);
      const breathWave = `(0.5-0.5*cos(${num((2 * Math.PI * cyclesOf(3.6, frames, fps)) / frames)}*n))`;
      const grown = `trunc(${bodyHeight}*(1+${num(breath)}*${breathWave}))`;
      rise = `(${grown}-${bodyHeight})`;
      // The head overlaps the body by a few rows, so the seam never opens.
      const overlap = 6;
      const head = { ...heroCrop, height: neck + overlap - heroCrop.top };
      const body = { ...heroCrop, top: neck, height: bodyHeight };
      layer('heroBody', layerOf(still, W, maps.hero, body));
      layer('heroHead', layerOf(still, W, maps.hero, head, overlap));
      graph += `[heroBody]scale=w=${body.width}:h='${grown}':eval=frame[heroBodyMoving];`;
      over('heroBodyMoving', heroX, `${feet}-overlay_h`);
      over('heroHead', heroX, `${heroCrop.top}-${rise}`);
    }
  }
  if (effects.blink) {
    const lids = await eyelids(still, W, H, layers);
    if (lids) {
      layer('lids', lids.image);
      const x = heroCrop ? `${lids.left}+(${heroX})-${heroCrop.left}` : String(lids.left);
      over('lids', x, `${lids.top}-${rise}`, blinks(rng, frames, fps));
    }
  }

  // Lamps and fires: a warm glow that flickers (flames) or breathes slowly (lamps).
  if (effects.flicker) {
    for (const [i, light] of layers.lights.slice(0, 4).entries()) {
      const glow = await glowSprite(light, W, H);
      if (!glow) continue;
      layer(`glow${i}`, glow.image);
      over(`glow${i}`, String(glow.left), String(glow.top), flickers(rng, frames));
    }
  }

  // Foreground props: nearest of all, they move the most.
  if (frontCrop) {
    layer('front', layerOf(still, W, maps.front, frontCrop));
    over('front', `${frontCrop.left}${motion.drift < 0 ? '-' : '+'}${frontDrift}*${wave(1, frames)}`, String(frontCrop.top));
  }

  // The camera, then snow or rain in two depths (near the lens, they fall across the screen whatever the camera
  // does), falling a whole number of tile heights per clip.
  graph += `[${base}]${options.camera}[camera];`;
  base = 'camera';
  if (effects.snow || effects.rain) {
    const rain = effects.rain;
    const { width: OW, height: OH } = options.output;
    for (const [d, depth] of ([0.55, 1] as const).entries()) {
      const sway = rain ? 0 : Math.round(0.012 * OW * depth);
      const tile = await weatherTile(rng, OW + 2 * sway, OH, depth, rain);
      layer(`weather${d}`, tile);
      const speed = (rain ? 1.3 : 0.16) * depth * OH; // pixels a second
      const turns = Math.max(1, Math.round((speed * frames) / fps / OH));
      const perFrame = (turns * OH) / frames;
      const x = sway ? `-${sway}+${sway}*${wave(cyclesOf(6, frames, fps), frames, d * 2)}` : '0';
      over(`weather${d}`, x, `mod(${num(perFrame)}*n,${OH})-${OH}`);
    }
  }

  graph += `[${base}]null[page]`;

  // The atlas: the layers stacked top to bottom, each cut out again, converted once and repeated for every frame.
  const atlasWidth = Math.max(...sprites.map((sp) => sp.image.width));
  const atlasHeight = sprites.reduce((sum, sp) => sum + sp.image.height, 0);
  const atlas = Buffer.alloc(atlasWidth * atlasHeight * 4);
  let y = 0;
  let sources = `[0:v]split=${sprites.length}${sprites.map((sp) => `[atlas_${sp.label}]`).join('')};`;
  for (const { label, image, alpha } of sprites) {
    for (let row = 0; row < image.height; row++)
      image.data.copy(atlas, (y + row) * atlasWidth * 4, row * image.width * 4, (row + 1) * image.width * 4);
    sources +=
      `[atlas_${label}]crop=${image.width}:${image.height}:0:${y}:exact=1,${TO_BT709},format=${alpha ? 'yuva420p' : 'yuv420p'},` +
      `loop=loop=-1:size=1:start=0,setpts=N/(${fps}*TB)[${label}];`;
    y += image.height;
  }
  const file = path.join(dir, 'layers.rgba');
  await writeFile(file, atlas);
  const inputs = [
    '-f',
    'rawvideo',
    // The clip's rate as the input's time base, so every repeated frame gets a whole timestamp of its own.
    '-framerate',
    String(fps),
    '-pix_fmt',
    'rgba',
    '-s',
    `${atlasWidth}x${atlasHeight}`,
    '-i',
    file,
  ];
  return { inputs, graph: sources + graph };
}

/** The bounding box of `map` > 8, grown by `pad`; null when it is empty or tiny. */
function boundsOf(map: Uint8Array, width: number, height: number, pad: number): Crop | null {
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (map[row + x]! > 8) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  if (right < 0 || right - left < 8 || bottom - top < 8) return null;
  left = Math.max(0, left - pad);
  top = Math.max(0, top - pad);
  right = Math.min(width - 1, right + pad);
  bottom = Math.min(height - 1, bottom + pad);
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

/** RGB → RGBA, opaque. */
function withAlpha(rgb: Buffer): Buffer {
  const out = Buffer.alloc((rgb.length / 3) * 4, 255);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    out[j] = rgb[i]!;
    out[j + 1] = rgb[i + 1]!;
    out[j + 2] = rgb[i + 2]!;
  }
  return out;
}

/**
 * Where the hero's head ends (source pixels): below the chin, from the eyes (about two eye distances under them), or
 * at 30 % of the figure without a face (a drawn character); null when the line would not leave a body below it.
 */
function neckLine(layers: PageLayers, crop: Crop, W: number, H: number): number | null {
  if (layers.eyes.length === 0) {
    const neck = Math.round(crop.top + crop.height * 0.3);
    return crop.height >= 40 ? neck : null;
  }
  const ys = layers.eyes.map((e) => e.y * H);
  const xs = layers.eyes.map((e) => e.x * W);
  const spread = xs.length > 1 ? Math.max(...xs) - Math.min(...xs) : layers.eyes[0]!.radius * H * 6;
  const neck = Math.round(Math.max(...ys) + Math.max(spread * 2, layers.eyes[0]!.radius * H * 8));
  const bottom = crop.top + crop.height;
  if (neck <= crop.top || bottom - neck < crop.height * 0.2) return null;
  return neck;
}

/**
 * The page's pixels inside `crop`, with `map` as alpha; `fadeRows` bottom rows fade out (where a part overlaps the
 * one below it).
 */
function layerOf(rgb: Buffer, width: number, map: Uint8Array, crop: Crop, fadeRows = 0): Rgba {
  const data = Buffer.alloc(crop.width * crop.height * 4);
  for (let y = 0; y < crop.height; y++) {
    for (let x = 0; x < crop.width; x++) {
      const s = (crop.top + y) * width + crop.left + x;
      const o = (y * crop.width + x) * 4;
      data[o] = rgb[s * 3]!;
      data[o + 1] = rgb[s * 3 + 1]!;
      data[o + 2] = rgb[s * 3 + 2]!;
      const fromBottom = crop.height - 1 - y;
      data[o + 3] = fromBottom < fadeRows ? Math.round((map[s]! * (fromBottom + 1)) / (fadeRows + 1)) : map[s]!;
    }
  }
  return { data, width: crop.width, height: crop.height };
}

/**
 * The page with the holes (the pixels of the layers that will move) filled from their surroundings, so a layer that
 * moves uncovers background, not a copy of itself: at a quarter of the size, filled by push-pull (averages over a
 * pyramid of halvings, each level filling the holes of the one below), then blended over the full-size page by the
 * holes' own soft mattes.
 */
async function fillHoles(rgb: Buffer, width: number, height: number, holes: Uint8Array): Promise<Buffer> {
  const f = 4;
  const w = Math.max(1, Math.round(width / f));
  const h = Math.max(1, Math.round(height / f));
  const small = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer();
  const smallHoles = await sharp(Buffer.from(holes), { raw: { width, height, channels: 1 } })
    .resize(w, h, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const weight = new Float32Array(w * h);
  const colour = new Float32Array(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    // Any trace of a layer makes the pixel a hole: edges mix the layer's colour in.
    const wt = smallHoles[i]! > 8 ? 0 : 1;
    weight[i] = wt;
    for (let c = 0; c < 3; c++) colour[i * 3 + c] = small[i * 3 + c]! * wt;
  }
  const filled = pushPull(colour, weight, w, h);
  const fill = await sharp(Buffer.from(filled), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const out = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const a = holes[i]! / 255;
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.round(rgb[i * 3 + c]! * (1 - a) + fill[i * 3 + c]! * a);
  }
  return out;
}

/** Push-pull hole filling: `colour` premultiplied by `weight` (0 in holes); returns RGB bytes. */
function pushPull(colour: Float32Array, weight: Float32Array, w: number, h: number): Uint8Array {
  const levels: { c: Float32Array; wt: Float32Array; w: number; h: number }[] = [{ c: colour, wt: weight, w, h }];
  while (levels.at(-1)!.w > 1 || levels.at(-1)!.h > 1) {
    const { c, wt, w: lw, h: lh } = levels.at(-1)!;
    const nw = Math.max(1, Math.ceil(lw / 2));
    const nh = Math.max(1, Math.ceil(lh / 2));
    const nc = new Float32Array(nw * nh * 3);
    const nwt = new Float32Array(nw * nh);
    for (let y = 0; y < lh; y++) {
      for (let x = 0; x < lw; x++) {
        const s = y * lw + x;
        const d = (y >> 1) * nw + (x >> 1);
        nwt[d] = nwt[d]! + wt[s]!;
        for (let k = 0; k < 3; k++) nc[d * 3 + k] = nc[d * 3 + k]! + c[s * 3 + k]!;
      }
    }
    // Normalise each level to a weight of at most 1, so coarse levels are averages.
    for (let i = 0; i < nw * nh; i++) {
      if (nwt[i]! > 1) {
        const s = 1 / nwt[i]!;
        for (let k = 0; k < 3; k++) nc[i * 3 + k] = nc[i * 3 + k]! * s;
        nwt[i] = 1;
      }
    }
    levels.push({ c: nc, wt: nwt, w: nw, h: nh });
  }
  for (let l = levels.length - 2; l >= 0; l--) {
    const fine = levels[l]!;
    const coarse = levels[l + 1]!;
    for (let y = 0; y < fine.h; y++) {
      for (let x = 0; x < fine.w; x++) {
        const i = y * fine.w + x;
        const wt = Math.min(1, fine.wt[i]!);
        if (wt >= 1) continue;
        const j = (y >> 1) * coarse.w + (x >> 1);
        const cw = Math.max(1e-6, coarse.wt[j]!);
        for (let c = 0; c < 3; c++) fine.c[i * 3 + c] = fine.c[i * 3 + c]! + (1 - wt) * (coarse.c[j * 3 + c]! / cw);
        fine.wt[i] = 1;
      }
    }
  }
  const out = new Uint8Array(w * h * 3);
  const base = levels[0]!;
  for (let i = 0; i < w * h; i++) {
    const wt = Math.max(1e-6, base.wt[i]!);
    for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.max(0, Math.min(255, Math.round(base.c[i * 3 + c]! / wt)));
  }
  return out;
}

async function svgLayer(svg: string, width: number, height: number): Promise<Rgba> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width || width, height: info.height || height };
}

/** Four-pointed glints with a halo, over the stars of one group, cropped to where they are. */
async function glintSprite(
  glints: PageLayers['glints'],
  W: number,
  H: number,
): Promise<{ image: Rgba; left: number; top: number }> {
  const points = glints.map((g) => ({ x: g.x * W, y: g.y * H, s: Math.max(3, g.size * H * 1.5) }));
  const pad = Math.max(...points.map((p) => p.s * 1.6));
  const left = Math.max(0, Math.floor(Math.min(...points.map((p) => p.x)) - pad));
  const top = Math.max(0, Math.floor(Math.min(...points.map((p) => p.y)) - pad));
  const right = Math.min(W, Math.ceil(Math.max(...points.map((p) => p.x)) + pad));
  const bottom = Math.min(H, Math.ceil(Math.max(...points.map((p) => p.y)) + pad));
  const w = Math.max(2, right - left);
  const h = Math.max(2, bottom - top);
  let body = '';
  for (const p of points) {
    const x = p.x - left;
    const y = p.y - top;
    const s = p.s;
    const t = s * 0.16;
    body +=
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(s * 1.3)}" fill="url(#halo)"/>` +
      `<path d="M${num(x)} ${num(y - s)}L${num(x + t)} ${num(y - t)}L${num(x + s)} ${num(y)}L${num(x + t)} ${num(y + t)}` +
      `L${num(x)} ${num(y + s)}L${num(x - t)} ${num(y + t)}L${num(x - s)} ${num(y)}L${num(x - t)} ${num(y - t)}Z" fill="#fffdf0"/>`;
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="halo">` +
    `<stop offset="0" stop-color="#fff8d8" stop-opacity="0.75"/><stop offset="1" stop-color="#fff8d8" stop-opacity="0"/>` +
    `</radialGradient></defs>${body}</svg>`;
  return { image: await svgLayer(svg, w, h), left, top };
}

/** A warm glow around a lamp or flame. */
async function glowSprite(
  light: PageLayers['lights'][number],
  W: number,
  H: number,
): Promise<{ image: Rgba; left: number; top: number } | null> {
  const r = Math.max(6, light.radius * H * 1.3);
  const cx = light.x * W;
  const cy = light.y * H;
  const left = Math.max(0, Math.floor(cx - r));
  const top = Math.max(0, Math.floor(cy - r));
  const w = Math.min(W, Math.ceil(cx + r)) - left;
  const h = Math.min(H, Math.ceil(cy + r)) - top;
  if (w < 4 || h < 4) return null;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="g">` +
    `<stop offset="0" stop-color="#ffe2a0" stop-opacity="0.42"/><stop offset="0.45" stop-color="#ffc870" stop-opacity="0.2"/>` +
    `<stop offset="1" stop-color="#ffb050" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${num(cx - left)}" cy="${num(cy - top)}" r="${num(r)}" fill="url(#g)"/></svg>`;
  return { image: await svgLayer(svg, w, h), left, top };
}

/**
 * Closed lids over the hero's eyes: for each eye an ellipse the colour of the skin just below it (the median there),
 * with a lash line along its lower edge the colour of the darkest pixels of the eye.
 */
async function eyelids(
  rgb: Buffer,
  W: number,
  H: number,
  layers: PageLayers,
): Promise<{ image: Rgba; left: number; top: number } | null> {
  const eyes = layers.eyes
    .map((e) => ({ x: e.x * W, y: e.y * H, r: e.radius * H, roll: e.roll }))
    .filter((e) => e.r >= 2.5 && e.x > 0 && e.y > 0 && e.x < W && e.y < H);
  if (eyes.length === 0) return null;
  const pad = Math.max(...eyes.map((e) => e.r * 2));
  const left = Math.max(0, Math.floor(Math.min(...eyes.map((e) => e.x)) - pad));
  const top = Math.max(0, Math.floor(Math.min(...eyes.map((e) => e.y)) - pad));
  const w = Math.min(W, Math.ceil(Math.max(...eyes.map((e) => e.x)) + pad)) - left;
  const h = Math.min(H, Math.ceil(Math.max(...eyes.map((e) => e.y)) + pad)) - top;
  const sample = (x0: number, y0: number, x1: number, y1: number) => {
    const pixels: [number, number, number][] = [];
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y1)); y++)
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(W, Math.round(x1)); x++) {
        const i = (y * W + x) * 3;
        pixels.push([rgb[i]!, rgb[i + 1]!, rgb[i + 2]!]);
      }
    return pixels.sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  };
  const hex = ([r, g, b]: [number, number, number]) => `rgb(${r},${g},${b})`;
  let body = '';
  for (const e of eyes) {
    const skin = sample(e.x - e.r, e.y + e.r * 1.7, e.x + e.r, e.y + e.r * 2.5);
    const eye = sample(e.x - e.r, e.y - e.r * 0.6, e.x + e.r, e.y + e.r * 0.6);
    if (skin.length === 0 || eye.length === 0) continue;
    const lid = skin[Math.floor(skin.length / 2)]!;
    const lash = eye[Math.floor(eye.length * 0.05)]!;
    const rx = e.r * 1.45;
    const ry = e.r * 1.05;
    const x = e.x - left;
    const y = e.y - top;
    const deg = num((e.roll * 180) / Math.PI);
    body +=
      `<g transform="rotate(${deg} ${num(x)} ${num(y)})">` +
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="${hex(lid)}"/>` +
      `<path d="M${num(x - rx * 0.95)} ${num(y + ry * 0.05)}Q${num(x)} ${num(y + ry * 0.75)} ${num(x + rx * 0.95)} ${num(y + ry * 0.05)}" ` +
      `fill="none" stroke="${hex(lash)}" stroke-width="${num(Math.max(1.2, e.r * 0.22))}" stroke-linecap="round"/></g>`;
  }
  if (!body) return null;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`;
  return { image: await svgLayer(svg, w, h), left, top };
}

/** Blinks (4 frames at 30 fps) about every 3–4.5 s, the first after about a second. */
function blinks(rng: Rng, frames: number, fps: number): string {
  const length = Math.max(2, Math.round(0.13 * fps));
  const terms: string[] = [];
  let at = Math.round(rng.range(0.7, 1.4) * fps);
  while (at + length < frames) {
    terms.push(`between(n,${at},${at + length - 1})`);
    at += Math.round(rng.range(2.8, 4.5) * fps);
  }
  if (terms.length === 0 && frames > length + 2)
    terms.push(`between(n,${Math.floor(frames / 2)},${Math.floor(frames / 2) + length - 1})`);
  return terms.join('+') || '0';
}

/** On-windows of `on` seconds every `min`–`max` seconds, the first after `delay` seconds. */
function windows(rng: Rng, frames: number, fps: number, on: number, min: number, max: number, delay: number): string {
  const length = Math.max(2, Math.round(on * fps));
  const terms: string[] = [];
  let at = Math.round((delay + rng.range(0.1, 0.6)) * fps);
  while (at + length < frames) {
    terms.push(`between(n,${at},${at + length - 1})`);
    at += Math.round(rng.range(min, max) * fps);
  }
  return terms.join('+') || '0';
}

/** A flame's flicker: the glow on for 2–6 frames, off for 1–4, at random. */
function flickers(rng: Rng, frames: number): string {
  const terms: string[] = [];
  let at = 0;
  while (at < frames) {
    const on = rng.int(2, 6);
    terms.push(`between(n,${at},${Math.min(frames - 1, at + on - 1)})`);
    at += on + rng.int(1, 4);
  }
  return terms.join('+') || '0';
}

/**
 * A tile of snowflakes or rain streaks, `width` × 2·`height`, whose lower half repeats its upper half, so sliding
 * it down by `height` gives the same picture (the fall loops). `depth` 1 is near (big, bright), smaller is farther.
 */
async function weatherTile(rng: Rng, width: number, height: number, depth: number, rain: boolean): Promise<Rgba> {
  const count = Math.round((rain ? 70 : 90) * (depth < 1 ? 1.8 : 1) * (width / 1920));
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, width);
    const y = rng.range(0, height);
    for (const dy of [0, height]) {
      if (rain) {
        const len = (height / 1080) * rng.range(26, 44) * depth;
        body += `<path d="M${num(x)} ${num(y + dy)}l${num(len * 0.2)} ${num(len)}" stroke="#dfe9f5" stroke-opacity="${num(0.3 + 0.25 * depth)}" stroke-width="${num(Math.max(1, 2.2 * depth))}" stroke-linecap="round"/>`;
      } else {
        const r = (height / 1080) * rng.range(2, 4.6) * depth;
        body += `<circle cx="${num(x)}" cy="${num(y + dy)}" r="${num(r)}" fill="url(#flake)"/>`;
      }
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height * 2}"><defs><radialGradient id="flake">` +
    `<stop offset="0.5" stop-color="#ffffff" stop-opacity="${num(0.75 + 0.2 * depth)}"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>${body}</svg>`;
  return svgLayer(svg, width, height * 2);
}
