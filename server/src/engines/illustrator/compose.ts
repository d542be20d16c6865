/**
 * Composition: plans the scene from the words, places a camera for the shot (a dolly: wide, medium, close-up, so
 * near things grow faster than far ones), lays out the place's scenery, the props and secondary characters on the
 * ground plane by depth, and draws it all as SVG around the hero, who is composited with sharp by the rule of thirds.
 * Deterministic: every random choice comes from seeded streams (seed, page, purpose).
 */
import sharp from 'sharp';

import { ANIMAL_SIZE, animalMotif, fliesOrSwims, teddy } from './animals.ts';
import {
  bunting,
  cloud,
  craters,
  fogBanks,
  forestLine,
  ground,
  groundTexture,
  hills,
  lightning,
  lineWeight,
  moon,
  mountains,
  nearRidges,
  planet,
  rainbow,
  room,
  sea,
  skyDefs,
  skyline,
  skyRect,
  stars,
  sun,
  wallWindow,
  weatherOverlay,
  type Frame,
} from './backdrop.ts';
import { parseHex } from './color.ts';
import { planScene, type SceneHint, type ScenePlan } from './grammar.ts';
import { heroMask, renderHero, renderPortrait, type HeroLook, type HeroMask } from './hero.ts';
import { encodeLayerMap, LAYERS_VERSION, type PageLayers } from './layers.ts';
import { isIndoor, type Animal, type Prop } from './lexicon.ts';
import {
  balloons,
  bed,
  bedsideLamp,
  birchTree,
  boat,
  bush,
  campfire,
  castle,
  fence,
  flowers,
  grassTuft,
  house,
  kite,
  lampPost,
  lantern,
  lighthouse,
  mushrooms,
  openBook,
  quilt,
  stove,
  table,
  palmTree,
  pineTree,
  rock,
  rocket,
  roundTree,
  shells,
  snowman,
  tent,
} from './motifs.ts';
import { circle, ellipse, n, NO_STROKE, path, placeMotif, rect, type Paint } from './paint.ts';
import { groundFor, makePalette, type Palette } from './palette.ts';
import { blendInto, finishFrame } from './raster.ts';
import { createRng, hashSeed, type Rng } from './random.ts';

export interface SceneRequest {
  pageText: string;
  pageIndex: number;
  pageCount?: number;
  language?: string | null;
  reference: Buffer;
  seed: number;
  instructions?: string | null;
  /** The writer's place and time of day for the page (a night indoors is never drawn as a sunny meadow). */
  scene?: SceneHint | null;
}

export interface ComposeOptions {
  /** Output size; default 1920×1080. */
  width?: number;
  height?: number;
  /** PNG zlib level (default 2: fast; the result is usually styled and re-encoded). */
  compressionLevel?: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface LayoutItem {
  kind: string;
  box: Box;
  /** Distance from the camera in hero heights. */
  depth: number;
  /** In front of the hero. */
  front: boolean;
}

export interface SceneLayout {
  width: number;
  height: number;
  horizon: number;
  plan: ScenePlan;
  /** The hero's subject, clipped to the frame. */
  hero: Box;
  /** 'cutout': the subject stands in the scene; 'portrait': it is framed (on the wall indoors, an easel outside). */
  heroKind: 'cutout' | 'portrait';
  items: LayoutItem[];
}

export interface ComposedScene {
  png: Buffer;
  layout: SceneLayout;
  /** Which pixels are the hero, the foreground and the clouds, and where the eyes, lamps and stars are. */
  layers: PageLayers;
}

type Draw = (p: Paint) => string;

interface Glint {
  x: number;
  y: number;
  size: number;
}

interface Item {
  kind: string;
  z: number;
  svg: string;
  box: Box;
}

/** Hero height as a share of the frame height, by closeness (−1 … 3.5). */
function heroShare(closeness: number): number {
  const table = [0.27, 0.37, 0.56, 0.8, 1.02, 1.12];
  const t = Math.max(0, Math.min(table.length - 1.001, closeness + 1));
  const i = Math.floor(t);
  return table[i]! + (table[i + 1]! - table[i]!) * (t - i);
}

/** Width / height of each motif in its own units. */
const ASPECT: Record<string, number> = {
  pine: 0.9,
  round: 0.95,
  birch: 0.55,
  palm: 1.2,
  bush: 0.85,
  house: 0.95,
  castle: 1.3,
  lighthouse: 0.4,
  tent: 1.25,
  campfire: 0.9,
  fence: 2.3,
  lampPost: 0.25,
  boat: 1.2,
  rocket: 0.7,
  flowers: 0.7,
  mushrooms: 0.9,
  snowman: 0.75,
  lantern: 0.4,
  balloons: 0.45,
  bed: 1.85,
  quilt: 2.36,
  table: 2.2,
  stove: 0.9,
  bedsideLamp: 0.75,
  book: 1.2,
  rock: 0.85,
  shells: 0.6,
  grass: 0.65,
  teddy: 0.8,
  kite: 0.5,
};

class Scene {
  readonly items: Item[] = [];
  readonly plan: ScenePlan;
  readonly pal: Palette;
  readonly frame: Frame;
  readonly lw: number;
  /** Hero distance, focal length (px), camera height (hero heights). */
  readonly D: number;
  readonly f: number;
  readonly camH: number;
  readonly heroH: number;
  heroX: number;
  heroBox: Box = { left: 0, top: 0, width: 0, height: 0 };
  /** The clouds drawn in the sky, on their own (the animator lets them drift). */
  cloudSvg = '';
  /** The sky's big sparkling stars (the animator makes them twinkle). */
  readonly glints: Glint[] = [];
  readonly seed: number;
  readonly page: number;

  constructor(plan: ScenePlan, pal: Palette, width: number, height: number, seed: number, page: number) {
    this.plan = plan;
    this.pal = pal;
    this.seed = seed;
    this.page = page;
    const rng = this.rng('camera');
    const share = heroShare(plan.closeness);
    this.heroH = share * height;
    this.D = (4 * 0.37) / share;
    this.f = this.heroH * this.D;
    this.camH = 0.75 + rng.range(-0.05, 0.05);
    const horizonShare = isIndoor(plan.place) ? 0.5 : 0.62 - 0.035 * Math.max(0, plan.closeness) + rng.range(-0.025, 0.025);
    this.frame = { width, height, horizon: height * horizonShare };
    this.lw = lineWeight(this.frame);
    const third = plan.side === 'left' ? 1 / 3 : 2 / 3;
    this.heroX = width * (third + rng.range(-0.025, 0.025));
  }

  rng(purpose: string): Rng {
    return createRng(hashSeed(this.seed, this.page, purpose));
  }

  get W(): number {
    return this.frame.width;
  }

  get H(): number {
    return this.frame.height;
  }

  footY(z: number): number {
    return this.frame.horizon + (this.camH * this.f) / z;
  }

  /** Pixels per hero height at distance z. */
  scale(z: number): number {
    return this.f / z;
  }

  haze(z: number): number {
    return Math.max(0, Math.min(0.62, (z - this.D - 2.5) / 26));
  }

  /** The smallest distance at which something stands with its base inside the frame. */
  zForBase(yMax: number): number {
    return (this.camH * this.f) / Math.max(1, yMax - this.frame.horizon);
  }

  /** Adds a ground motif at screen x and distance z, `units` hero heights tall. */
  add(kind: string, draw: Draw, x: number, z: number, units: number, flip = false, lift = 0): Item {
    const s = this.scale(z);
    const h = units * s;
    const y = this.footY(z) - lift * s;
    const haze = this.haze(z);
    const lwPx = this.lw * Math.max(0.45, Math.min(1, h / (0.22 * this.H)));
    const p = this.pal.paint(haze, lwPx / (h / 100), this.rng(`paint:${kind}:${this.items.length}`));
    const aspect = ASPECT[kind.split(':')[0]!] ?? 0.8;
    const item: Item = {
      kind,
      z,
      svg: placeMotif(draw(p), x, y, h, flip),
      box: { left: x - (aspect * h) / 2, top: y - h, width: aspect * h, height: h },
    };
    this.items.push(item);
    return item;
  }

  /** True when a tall thing at x (half-width hw) would stand right behind the hero. */
  blocksHero(x: number, hw: number): boolean {
    const margin = this.heroBox.width * 0.15;
    return x + hw > this.heroBox.left - margin && x - hw < this.heroBox.left + this.heroBox.width + margin;
  }

  /** Landmarks (castle, houses, tent) that nearer tall things must not hide. */
  readonly landmarks: Item[] = [];

  /** True when a tall thing at x (half-width hw, distance z) would hide a landmark behind it. */
  hidesLandmark(x: number, hw: number, z: number): boolean {
    return this.landmarks.some(
      (mark) => z < mark.z && x + hw > mark.box.left + mark.box.width * 0.15 && x - hw < mark.box.left + mark.box.width * 0.85,
    );
  }

  /** Scatters `count` motifs over a depth range, keeping tall ones out from behind the hero and landmarks. */
  scatter(
    kind: string,
    count: number,
    draw: (p: Paint, i: number) => string,
    dz: [number, number],
    units: [number, number],
    rng: Rng,
    keepClear = true,
  ): void {
    if (kind === 'flowers' && this.pal.snowy) return;
    for (let i = 0; i < count; i++) {
      const u = rng.range(units[0], units[1]);
      // In close-ups tall things keep their distance, or they would fill the frame.
      const near = u > 1 ? this.nearestTall() : 0;
      const z = this.D + Math.max(near, rng.range(dz[0], dz[1]));
      const hw = ((ASPECT[kind] ?? 0.8) * u * this.scale(z)) / 2;
      let x = rng.range(-0.06, 1.06) * this.W;
      if (keepClear && z < this.D + 6 && this.blocksHero(x, hw)) {
        const leftX = this.heroBox.left - hw - this.heroBox.width * 0.1;
        const rightX = this.heroBox.left + this.heroBox.width + hw + this.heroBox.width * 0.1;
        x = rng.chance(0.5) ? leftX : rightX;
        if (x < -hw * 0.6 || x > this.W + hw * 0.6) x = x < 0 ? rightX : leftX;
      }
      if (u > 1 && this.hidesLandmark(x, hw, z)) {
        let moved = false;
        for (let attempt = 0; attempt < 6 && !moved; attempt++) {
          const candidate = rng.range(-0.06, 1.06) * this.W;
          if (!this.hidesLandmark(candidate, hw, z) && !(keepClear && z < this.D + 6 && this.blocksHero(candidate, hw))) {
            x = candidate;
            moved = true;
          }
        }
        if (!moved) continue;
      }
      this.add(kind, (p) => draw(p, i), x, z, u, rng.chance(0.5));
    }
  }

  /** How far behind the hero (hero heights) tall scenery must stand for this shot. */
  nearestTall(): number {
    return Math.max(0, this.plan.closeness - 0.8) * 1.6;
  }

  /** The free side of the frame (away from the hero). */
  get openDir(): 1 | -1 {
    return this.plan.side === 'left' ? 1 : -1;
  }
}

function has(plan: ScenePlan, prop: Prop): boolean {
  return plan.props.includes(prop);
}

function suppressed(plan: ScenePlan, prop: Prop): boolean {
  return plan.suppressed.includes(prop);
}

/** Sky: gradient, sun or moon, stars, clouds, rainbow, planets. */
function drawSky(scene: Scene): string {
  const { plan, pal, frame } = scene;
  const rng = scene.rng('sky');
  let out = skyRect(frame);
  const dir = scene.openDir;
  const cx = frame.width * (dir > 0 ? rng.range(0.68, 0.86) : rng.range(0.14, 0.32));
  const bad = plan.weather === 'rain' || plan.weather === 'storm' || plan.weather === 'cloudy';
  const night = plan.time === 'night';
  const space = plan.place === 'space';
  const moonWanted = !suppressed(plan, 'moon') && (has(plan, 'moon') || (night && !bad));
  const moonR = frame.height * rng.range(0.055, 0.075);
  const moonY = Math.min(frame.horizon - moonR * 2.2, frame.height * rng.range(0.12, 0.22));
  const starsWanted =
    !suppressed(plan, 'stars') &&
    (has(plan, 'stars') || ((night || space) && !bad) || (plan.time === 'dusk' && has(plan, 'stars')));
  if (starsWanted)
    out += stars(
      pal,
      frame,
      scene.rng('stars'),
      space ? 260 : night ? 190 : 60,
      moonWanted ? { x: cx, y: moonY, r: moonR * 2 } : null,
      scene.glints,
    );
  if (space) {
    const big = frame.height * rng.range(0.1, 0.14);
    out += planet(pal, cx, frame.height * rng.range(0.2, 0.3), big, rng.int(0, 3), true, scene.lw);
    out += planet(
      pal,
      frame.width * (dir > 0 ? rng.range(0.45, 0.55) : rng.range(0.45, 0.55)),
      frame.height * rng.range(0.08, 0.14),
      big * 0.38,
      rng.int(0, 3),
      false,
      scene.lw,
    );
  } else if (has(plan, 'planet')) {
    out += planet(
      pal,
      frame.width * (dir > 0 ? 0.55 : 0.45),
      frame.height * 0.14,
      frame.height * 0.06,
      rng.int(0, 3),
      true,
      scene.lw,
    );
  }
  // Where the sun or moon shines; light clouds keep out of its way.
  let light: { x: number; y: number; r: number } | null = null;
  if (moonWanted && !space) {
    out += moon(pal, cx, moonY, moonR, rng.chance(0.45));
    light = { x: cx, y: moonY, r: moonR };
  }
  const sunWanted =
    !suppressed(plan, 'sun') &&
    !night &&
    !space &&
    (has(plan, 'sun') || !bad) &&
    !(moonWanted && has(plan, 'moon') && !has(plan, 'sun'));
  if (sunWanted) {
    const low = plan.time !== 'day';
    const r = frame.height * (low ? 0.075 : 0.055);
    const y = low
      ? frame.horizon - r * rng.range(0.2, 0.9)
      : Math.min(frame.horizon - r * 3, frame.height * rng.range(0.12, 0.2));
    out += sun(pal, cx, y, r, low);
    light = { x: cx, y, r };
  }
  if (has(plan, 'rainbow') && !night)
    out += rainbow(pal, frame.width * (dir > 0 ? 0.66 : 0.34), frame.horizon + 10, frame.width * 0.33);
  if (plan.weather === 'storm') out += lightning(pal, frame, rng);
  // Clouds.
  if (!suppressed(plan, 'clouds') && !space) {
    const dark = plan.weather === 'rain' || plan.weather === 'storm';
    const count = dark
      ? 7
      : plan.weather === 'cloudy' || has(plan, 'clouds')
        ? 5
        : night
          ? rng.int(0, 2)
          : plan.weather === 'snow'
            ? 4
            : rng.int(2, 3);
    const crng = scene.rng('clouds');
    for (let i = 0; i < count; i++) {
      const w = frame.width * crng.range(0.1, 0.2) * (dark ? 1.5 : 1);
      let x = ((i + crng.range(0.1, 0.9)) / count) * frame.width;
      const y = dark
        ? frame.height * crng.range(0.02, 0.2)
        : crng.range(frame.height * 0.1, Math.max(frame.height * 0.12, frame.horizon * 0.62));
      if (light && !dark && Math.abs(x - light.x) < w * 0.55 + light.r * 1.4 && Math.abs(y - light.y) < w * 0.3 + light.r * 1.4) {
        x = light.x + (light.x > frame.width / 2 ? -1 : 1) * (w * 0.55 + light.r * 1.5);
      }
      const svg = cloud(pal, x, y, w, crng, dark);
      out += svg;
      scene.cloudSvg += svg;
    }
  }
  return out;
}

/** Far layers and ground for outdoor places; returns backdrop SVG and adds scenery items. */
function drawPlace(scene: Scene): string {
  const { plan, pal, frame } = scene;
  const rng = scene.rng('place');
  const seed = hashSeed(scene.seed, scene.page, 'ridges');
  let out = '';
  const H = frame.height;
  const ground0 = ground(frame);
  const texture = (kind: 'grass' | 'sand' | 'snow' | 'rock' | 'street') =>
    groundTexture(pal, frame, scene.rng('texture'), pal.snowy && kind !== 'street' ? 'snow' : kind);
  const D = scene.D;
  const treeDraw = (p: Paint, i: number) => {
    const k = (i * 7 + Math.floor(rng.next() * 10)) % 10;
    return k < 5 ? pineTree(p, i) : k < 8 ? roundTree(p, i) : birchTree(p);
  };

  switch (plan.place) {
    case 'forest': {
      out += hills(pal, frame, seed, 1, H * 0.08);
      out += forestLine(pal, frame, seed + 1, frame.horizon - H * 0.01, H * 0.13, 0.5);
      out += forestLine(pal, frame, seed + 2, frame.horizon + H * 0.012, H * 0.1, 0.3);
      out += ground0 + nearRidges(pal, frame, seed, 1) + texture('grass');
      scene.scatter('pine', 7, (p, i) => pineTree(p, i), [6, 22], [2.8, 4.2], rng);
      scene.scatter('round', 6, treeDraw, [1.5, 7], [2.3, 3.4], rng);
      scene.scatter('bush', 3, (p, i) => bush(p, i), [0.8, 5], [0.45, 0.7], rng);
      scene.scatter('mushrooms', 2, (p, i) => mushrooms(p, i), [0.2, 2.5], [0.2, 0.3], rng);
      break;
    }
    case 'mountains': {
      out += mountains(pal, frame, seed, H * 0.3);
      out += hills(pal, frame, seed + 5, 1, H * 0.06);
      out += forestLine(pal, frame, seed + 2, frame.horizon + H * 0.01, H * 0.07, 0.35);
      out += ground0 + nearRidges(pal, frame, seed, 2) + texture('grass');
      scene.scatter('pine', 6, (p, i) => pineTree(p, i), [1.5, 16], [2.6, 4.4], rng);
      scene.scatter('rock', 3, (p, i) => rock(p, i), [0.6, 6], [0.3, 0.6], rng, false);
      break;
    }
    case 'sea':
    case 'beach': {
      const shoreZ = D + (plan.place === 'beach' ? 3.2 : 1.3);
      const shoreY = Math.min(H * 0.97, scene.footY(shoreZ));
      if (rng.chance(0.6)) out += hills(pal, frame, seed, 1, H * 0.05);
      const reflectX = plan.time === 'day' ? null : frame.width * (scene.openDir > 0 ? 0.77 : 0.23);
      out += ground0 + sea(pal, frame, scene.rng('sea'), shoreY, reflectX) + texture('sand');
      const boats = has(plan, 'boat') ? 2 : rng.chance(0.5) ? 1 : 0;
      for (let i = 0; i < boats; i++) {
        const z = Math.max(shoreZ + 2, D + (i === 0 ? rng.range(4, 9) : rng.range(12, 24)));
        const x = frame.width * (scene.openDir > 0 ? rng.range(0.55, 0.85) : rng.range(0.15, 0.45));
        scene.add('boat', (p) => boat(p, i + rng.int(0, 2)), x, z, 1.7, rng.chance(0.5), -0.02);
      }
      if (has(plan, 'lighthouse') || rng.chance(0.35)) {
        const z = D + 30;
        const x = frame.width * (scene.openDir > 0 ? 0.9 : 0.1);
        scene.add('rock', (p) => rock(p, 1), x, z, 1.6, false, 0.1);
        scene.add('lighthouse', (p) => lighthouse(p), x, z, 7, scene.openDir < 0, 0.9);
      }
      // Palms stand on the beach; in a close-up at the sea there is no room for one.
      const roomForPalms = scene.nearestTall() < shoreZ - D - 0.3;
      const palms = !roomForPalms ? 0 : plan.place === 'beach' ? 2 : rng.chance(0.4) ? 1 : 0;
      for (let i = 0; i < palms; i++) {
        const z = D + Math.max(scene.nearestTall(), rng.range(0.3, Math.max(0.5, shoreZ - D - 0.4)));
        const x = scene.heroX + scene.openDir * frame.width * rng.range(0.28, 0.5) * (i ? -1 : 1);
        scene.add('palm', (p) => palmTree(p), x, z, 3.4, scene.openDir < 0 === (i === 0));
      }
      scene.scatter('shells', 2, (p) => shells(p), [0.1, Math.max(0.2, shoreZ - D - 0.3)], [0.1, 0.14], rng, false);
      break;
    }
    case 'castle': {
      if (rng.chance(0.5)) out += mountains(pal, frame, seed, H * 0.18);
      out += hills(pal, frame, seed + 9, 2, H * 0.09);
      out += ground0 + nearRidges(pal, frame, seed, 1) + texture('grass');
      addCastle(scene, rng, D + 14, 4.8);
      scene.scatter('round', 3, treeDraw, [1.5, 10], [2.6, 4], rng);
      scene.scatter('flowers', 3, (p, i) => flowers(p, i), [0.3, 3], [0.22, 0.3], rng);
      break;
    }
    case 'space': {
      out += ground0 + craters(pal, frame, scene.rng('craters'), 12);
      if (!suppressed(plan, 'rocket')) {
        const z = D + rng.range(2.5, 5);
        const x = scene.heroX + scene.openDir * frame.width * rng.range(0.3, 0.42);
        scene.add('rocket', (p) => rocket(p, false), x, z, 2.6);
      }
      scene.scatter('rock', 3, (p, i) => rock(p, i), [0.5, 8], [0.25, 0.5], rng, false);
      break;
    }
    case 'city': {
      out += skyline(pal, frame, seed, H * 0.34, 0.5, pal.lit);
      out += skyline(pal, frame, seed + 1, H * 0.24, 0.22, pal.lit);
      out += ground0;
      const curb = scene.footY(D + 1.6);
      out += `<rect x="-10" y="${n(curb)}" width="${frame.width + 20}" height="${n(H * 0.012)}" fill="${pal.tone('#e7e2dc')}" stroke="${pal.ink}" stroke-width="${n(scene.lw)}"/>`;
      scene.scatter('lampPost', 3, (p) => lampPost(p), [0.8, 6], [2.4, 2.8], rng);
      scene.scatter('round', 2, (p, i) => roundTree(p, i), [1.5, 6], [2.4, 3.2], rng);
      break;
    }
    case 'village': {
      out += hills(pal, frame, seed, 2, H * 0.1);
      out += ground0 + nearRidges(pal, frame, seed, 2) + texture('grass');
      const count = rng.int(2, 3);
      for (let i = 0; i < count; i++) {
        const z = D + rng.range(3.5, 11);
        const x = frame.width * (scene.openDir > 0 ? rng.range(0.5, 1) : rng.range(0, 0.5)) + (i - 1) * frame.width * 0.08;
        scene.landmarks.push(scene.add('house', (p) => house(p, i + rng.int(0, 4)), x, z, 2, rng.chance(0.5)));
      }
      scene.scatter('round', 3, treeDraw, [2, 12], [2.6, 4], rng);
      scene.scatter('fence', 1, (p) => fence(p), [1, 2.5], [0.45, 0.5], rng, false);
      scene.scatter('flowers', 2, (p, i) => flowers(p, i), [0.3, 3], [0.22, 0.3], rng);
      break;
    }
    case 'garden': {
      out += hills(pal, frame, seed, 1, H * 0.07);
      out += ground0 + nearRidges(pal, frame, seed, 1) + texture('grass');
      for (let i = 0; i < 9; i++) {
        const z = D + 7;
        scene.add('bush', (p) => bush(p, i), (i / 8) * frame.width * 1.1 - frame.width * 0.05, z, 1.1);
      }
      const fz = D + 2.4;
      const segment = ASPECT.fence! * 0.5 * scene.scale(fz);
      for (let x = -segment / 2; x < frame.width + segment; x += segment * 0.98) scene.add('fence', (p) => fence(p), x, fz, 0.5);
      scene.scatter('round', 2, (p, i) => roundTree(p, i * 2 + 1), [3, 6], [2.6, 3.4], rng);
      scene.scatter('flowers', 6, (p, i) => flowers(p, i), [0.2, 2], [0.2, 0.3], rng);
      break;
    }
    default: {
      // Meadow.
      if (rng.chance(0.4)) out += mountains(pal, frame, seed, H * 0.2);
      out += hills(pal, frame, seed + 3, 2, H * 0.1);
      out += ground0 + nearRidges(pal, frame, seed, 2) + texture('grass');
      scene.scatter('round', 2, (p, i) => roundTree(p, i), [4, 14], [2.6, 3.8], rng);
      scene.scatter('birch', 1, (p) => birchTree(p), [3, 12], [2.6, 3.2], rng);
      scene.scatter('bush', 2, (p, i) => bush(p, i), [1, 8], [0.45, 0.7], rng);
      scene.scatter('flowers', 5, (p, i) => flowers(p, i), [0.2, 5], [0.2, 0.3], rng);
      if (rng.chance(0.35)) scene.scatter('fence', 1, (p) => fence(p), [1.5, 3], [0.45, 0.5], rng, false);
    }
  }
  return out;
}

function addCastle(scene: Scene, rng: Rng, z: number, units: number): void {
  const x = scene.W * (scene.openDir > 0 ? rng.range(0.66, 0.8) : rng.range(0.2, 0.34));
  const s = scene.scale(z);
  const y = scene.footY(z);
  const moundColour = scene.pal.tone(scene.pal.ground.far, scene.haze(z) * 0.8);
  const mound = path(
    `M${n(x - units * s * 1.3)} ${n(y + s * 0.4)} Q${n(x - units * s * 0.6)} ${n(y - s * 0.9)} ${n(x)} ${n(y - s * 1)} Q${n(x + units * s * 0.6)} ${n(y - s * 0.9)} ${n(x + units * s * 1.3)} ${n(y + s * 0.4)} Z`,
    moundColour,
    NO_STROKE,
  );
  const item = scene.add('castle', (p) => castle(p, rng.int(0, 1)), x, z, units, false, 0.85);
  item.svg = mound + item.svg;
  scene.landmarks.push(item);
}

/** The bedroom: wall, window, floor, bed, lamp, rug; returns the backdrop. */
function drawBedroom(scene: Scene): string {
  const { pal, frame, plan } = scene;
  const rng = scene.rng('room');
  const zWall = scene.D + 3.2;
  const floorY = scene.footY(zWall);
  const s = scene.scale(zWall);
  const variant = rng.int(0, 3);
  let out = room(pal, frame, floorY, variant, scene.lw);
  if (plan.mood === 'cheerful' || plan.mood === 'magical') out += bunting(pal, frame, frame.height * 0.04, scene.lw);
  const open = scene.openDir;
  if (!suppressed(plan, 'window')) {
    const w = s * 1.5;
    const h = s * 1.3;
    const x = scene.heroX + open * frame.width * rng.range(0.22, 0.3) - w / 2;
    const y = floorY - s * 2.5;
    out += wallWindow(pal, x, y, w, h, scene.lw, scene.rng('window'), !suppressed(plan, 'moon'), !suppressed(plan, 'sun'));
  }
  // A framed picture on the other side.
  const px = scene.heroX - open * frame.width * 0.22;
  const py = floorY - s * 2.1;
  out += `<rect x="${n(px - s * 0.3)}" y="${n(py)}" width="${n(s * 0.6)}" height="${n(s * 0.45)}" fill="${pal.tone('#fff8e8')}" stroke="${pal.tone('#b07a4f')}" stroke-width="${n(scene.lw * 3)}"/>`;
  out += path(
    `M${n(px - s * 0.22)} ${n(py + s * 0.38)} L${n(px - s * 0.05)} ${n(py + s * 0.16)} L${n(px + s * 0.06)} ${n(py + s * 0.3)} L${n(px + s * 0.14)} ${n(py + s * 0.22)} L${n(px + s * 0.24)} ${n(py + s * 0.38)} Z`,
    pal.tone('#8fcf9a'),
    NO_STROKE,
  );
  out += circle(px + s * 0.14, py + s * 0.1, s * 0.05, pal.tone('#ffd166'), NO_STROKE);
  // Rug under the hero.
  const rugY = scene.footY(scene.D + 0.2);
  const rugW = scene.scale(scene.D) * 1.4;
  out += ellipse(scene.heroX, rugY, rugW, rugW * 0.16, pal.tone('#e58fa8'), ` stroke="${pal.ink}" stroke-width="${n(scene.lw)}"`);
  out += ellipse(
    scene.heroX,
    rugY,
    rugW * 0.75,
    rugW * 0.11,
    'none',
    ` stroke="${pal.tone('#fbe3ec')}" stroke-width="${n(scene.lw * 2.5)}"`,
  );
  // Bed along the wall on the open side, lamp beside it.
  if (!suppressed(plan, 'bed')) {
    const z = zWall - 0.9;
    const x = scene.heroX + open * frame.width * rng.range(0.3, 0.4);
    scene.add('bed', (p) => bed(p, variant), x, z, 1.05, open < 0);
    if (!suppressed(plan, 'lamp')) {
      const bedW = ASPECT.bed! * 1.05 * scene.scale(z);
      scene.add('bedsideLamp', (p) => bedsideLamp(p), x - open * (bedW / 2 + scene.scale(z) * 0.45), z + 0.1, 0.9, open < 0);
    }
  }
  return out;
}

/** The kitchen: a tiled wall with a window, cupboards and a counter with a stove, a lamp over it all. */
function drawKitchen(scene: Scene): string {
  const { pal, frame, plan, lw } = scene;
  const rng = scene.rng('kitchen');
  const zWall = scene.D + 3.2;
  const floorY = scene.footY(zWall);
  const s = scene.scale(zWall);
  const open = scene.openDir;
  let out = room(pal, frame, floorY, rng.int(0, 3) === 2 ? 2 : 1, lw);
  // Tiles behind the counter.
  const counterTop = floorY - s * 0.95;
  const tileTop = counterTop - s * 0.55;
  const cell = s * 0.16;
  let grid = '';
  for (let y = tileTop + cell; y < counterTop; y += cell) grid += `M0 ${n(y)}H${frame.width}`;
  for (let x = cell; x < frame.width; x += cell) grid += `M${n(x)} ${n(tileTop)}V${n(counterTop)}`;
  out += rect(0, tileTop, frame.width, counterTop - tileTop, pal.tone('#f4f1e8'), NO_STROKE);
  out += path(grid, 'none', ` stroke="${pal.tone('#c9d8e3')}" stroke-width="${n(lw * 0.8)}"`);
  // Upper cupboards and the window between them, on the open side.
  const windowW = s * 1.3;
  const windowX = scene.heroX + open * frame.width * rng.range(0.26, 0.32) - windowW / 2;
  if (!suppressed(plan, 'window'))
    out += wallWindow(
      pal,
      windowX,
      tileTop - s * 1.25,
      windowW,
      s * 1.0,
      lw,
      scene.rng('window'),
      !suppressed(plan, 'moon'),
      !suppressed(plan, 'sun'),
    );
  const wood = pal.tone(['#c98f5a', '#8fb8a8', '#e3b5a4'][rng.int(0, 2)]!);
  const doorLine = ` stroke="${pal.ink}" stroke-width="${n(lw)}"`;
  for (const [left, right] of [
    [0, windowX - s * 0.35],
    [windowX + windowW + s * 0.35, frame.width],
  ] as const) {
    if (right - left < s * 0.4) continue;
    const top = tileTop - s * 1.3;
    out += rect(left, top, right - left, s * 0.95, wood, doorLine);
    for (let x = left + s * 0.5; x < right - s * 0.1; x += s * 0.5)
      out += path(`M${n(x)} ${n(top)}V${n(top + s * 0.95)}`, 'none', doorLine);
  }
  // The counter: cupboard doors, a worktop, a stove with pots on the far side from the hero.
  out += rect(-5, counterTop, frame.width + 10, floorY - counterTop, wood, doorLine);
  for (let x = s * 0.55; x < frame.width; x += s * 0.55) {
    out += path(`M${n(x)} ${n(counterTop + s * 0.12)}V${n(floorY - s * 0.05)}`, 'none', doorLine);
    out += circle(x - s * 0.08, counterTop + s * 0.3, lw * 1.4, pal.tone('#f4e3b5'), doorLine);
  }
  out += rect(-5, counterTop - s * 0.06, frame.width + 10, s * 0.08, pal.tone('#e9e4da'), doorLine);
  const stoveX = scene.heroX + open * frame.width * rng.range(0.3, 0.38);
  scene.add('stove', (p) => stove(p), stoveX, zWall - 0.05, 1.0);
  // The lamp hanging over the room.
  const lampX = scene.heroX + open * scene.heroBox.width * 0.2;
  const lampY = frame.height * 0.16;
  out += path(`M${n(lampX)} 0V${n(lampY)}`, 'none', ` stroke="${pal.ink}" stroke-width="${n(lw)}"`);
  if (pal.lit) out += circle(lampX, lampY + s * 0.12, s * 0.6, pal.glowFill(pal.glow('#ffd98a')), `${NO_STROKE} opacity="0.7"`);
  out += path(
    `M${n(lampX - s * 0.28)} ${n(lampY + s * 0.2)} Q${n(lampX)} ${n(lampY - s * 0.12)} ${n(lampX + s * 0.28)} ${n(lampY + s * 0.2)} Z`,
    pal.tone('#e0483e'),
    doorLine,
  );
  return out;
}

/**
 * Inside a train carriage: a row of windows with the landscape (or the night) going by, the seats along them, a
 * luggage rack above with a suitcase.
 */
function drawTrain(scene: Scene): string {
  const { pal, frame, plan, lw } = scene;
  const rng = scene.rng('train');
  const zWall = scene.D + 2.6;
  const floorY = scene.footY(zWall);
  const s = scene.scale(zWall);
  const wall = pal.tone(['#8c3b3b', '#3e6b5a', '#3d5a8c'][rng.int(0, 2)]!);
  const trim = pal.tone('#e8c98a');
  const edge = ` stroke="${pal.ink}" stroke-width="${n(lw)}"`;
  // The view: the sky and hills the train passes, seen through the windows only.
  const top = floorY - s * 2.3;
  const bottom = floorY - s * 1.0;
  const windowW = s * 1.5;
  const gap = s * 0.35;
  const start = ((frame.width / 2) % (windowW + gap)) - windowW;
  let clip = '';
  const windows: [number, number][] = [];
  for (let x = start; x < frame.width; x += windowW + gap) {
    windows.push([x, x + windowW]);
    clip += `<rect x="${n(x)}" y="${n(top)}" width="${n(windowW)}" height="${n(bottom - top)}" rx="${n(s * 0.12)}"/>`;
  }
  const viewFrame = { ...frame, horizon: top + (bottom - top) * 0.62 };
  let view = skyRect(frame);
  if (pal.night) {
    view += stars(pal, frame, scene.rng('train-stars'), 120, null);
    if (!suppressed(plan, 'moon'))
      view += moon(
        pal,
        windows[Math.min(1, windows.length - 1)]![0] + windowW * 0.6,
        top + (bottom - top) * 0.28,
        s * 0.16,
        true,
      );
  }
  // Outside is a landscape: its own ground colours, not the carriage's floor.
  const outside = { ...pal, ground: groundFor('meadow', plan.weather === 'snow') };
  view +=
    plan.weather === 'snow'
      ? mountains(outside, viewFrame, rng.int(1, 99), s * 0.7, true)
      : hills(outside, viewFrame, rng.int(1, 99), 2, s * 0.5);
  view += rect(0, viewFrame.horizon + s * 0.1, frame.width, bottom, pal.tone(outside.ground.near, 0.3), NO_STROKE);
  // Motion: a few soft streaks across the lower view.
  let streaks = '';
  for (let i = 0; i < 7; i++) {
    const y = viewFrame.horizon + rng.range(0.05, 0.45) * (bottom - viewFrame.horizon);
    const x = rng.range(0, frame.width);
    streaks += `M${n(x)} ${n(y)}h${n(s * rng.range(0.4, 0.9))}`;
  }
  view += path(streaks, 'none', ` stroke="#ffffff" stroke-width="${n(lw * 1.2)}" opacity="0.35" stroke-linecap="round"`);
  let out = rect(0, 0, frame.width, floorY, wall, NO_STROKE);
  out += `<clipPath id="trainWindows">${clip}</clipPath><g clip-path="url(#trainWindows)">${view}</g>`;
  for (const [left, right] of windows) {
    out += rect(
      left,
      top,
      right - left,
      bottom - top,
      'none',
      ` stroke="${trim}" stroke-width="${n(lw * 3)}" rx="${n(s * 0.12)}"`,
    );
    out += rect(
      left - lw * 1.5,
      top - lw * 1.5,
      right - left + lw * 3,
      bottom - top + lw * 3,
      'none',
      `${edge} rx="${n(s * 0.14)}"`,
    );
  }
  // Luggage rack and a suitcase.
  const rackY = top - s * 0.35;
  out += path(
    `M0 ${n(rackY)}H${frame.width}M0 ${n(rackY + s * 0.08)}H${frame.width}`,
    'none',
    ` stroke="${trim}" stroke-width="${n(lw * 1.6)}"`,
  );
  const caseX = windows[Math.max(0, windows.length - 2)]![0];
  out += rect(caseX, rackY - s * 0.32, s * 0.55, s * 0.32, pal.tone('#d98b3a'), `${edge} rx="${n(s * 0.04)}"`);
  out += rect(caseX + s * 0.2, rackY - s * 0.38, s * 0.15, s * 0.06, 'none', edge);
  // Seats under the windows and the floor.
  const seat = pal.tone('#3b4f8c');
  for (const [left, right] of windows) {
    out += rect(left + s * 0.05, bottom - s * 0.05, right - left - s * 0.1, s * 0.55, seat, `${edge} rx="${n(s * 0.08)}"`);
    out += rect(left, bottom + s * 0.45, right - left, s * 0.28, pal.tone('#32447a'), `${edge} rx="${n(s * 0.06)}"`);
  }
  out += rect(-5, floorY, frame.width + 10, frame.height - floorY + 5, pal.tone(pal.ground.near), NO_STROKE);
  out += rect(-5, floorY - s * 0.05, frame.width + 10, s * 0.08, trim, edge);
  out += path(
    `M${n(frame.width * 0.2)} ${frame.height}L${n(frame.width * 0.4)} ${n(floorY)}H${n(frame.width * 0.6)}L${n(frame.width * 0.8)} ${frame.height}Z`,
    pal.tone('#a2463f'),
    `${NO_STROKE} opacity="0.6"`,
  );
  return out;
}

/** Props the words ask for that the place did not already bring. */
function addProps(scene: Scene): void {
  const { plan } = scene;
  const rng = scene.rng('props');
  const D = scene.D;
  const open = scene.openDir;
  const outdoors = !isIndoor(plan.place);
  const nearX = (spread: number) => scene.heroX + open * scene.W * rng.range(spread * 0.6, spread);
  for (const prop of plan.props) {
    switch (prop) {
      case 'tree':
        if (outdoors)
          scene.scatter(
            'round',
            2,
            (p, i) => (plan.place === 'beach' || plan.place === 'sea' ? palmTree(p) : roundTree(p, i)),
            [1.5, 8],
            [2.6, 3.6],
            rng,
          );
        break;
      case 'house':
        if (outdoors && plan.place !== 'village')
          scene.add('house', (p) => house(p, rng.int(0, 4)), nearX(0.45), D + rng.range(4, 8), 2);
        break;
      case 'castle':
        if (plan.place !== 'castle') {
          if (outdoors) addCastle(scene, rng, D + 18, 4.4);
        }
        break;
      case 'boat':
        if (plan.place !== 'sea' && plan.place !== 'beach' && outdoors) {
          const z = D + rng.range(3, 5);
          const x = nearX(0.4);
          const s = scene.scale(z);
          const y = scene.footY(z);
          const water = scene.pal.tone('#4f9ccf', scene.haze(z));
          const pond = ellipse(x, y, s * 1.9, s * 0.32, water, ` stroke="${scene.pal.ink}" stroke-width="${n(scene.lw)}"`);
          const item = scene.add('boat', (p) => boat(p, 1), x, z, 1.3, false, -0.02);
          item.svg = pond + item.svg;
        }
        break;
      case 'lamp':
        if (outdoors) scene.add('lampPost', (p) => lampPost(p), nearX(0.25), D + rng.range(0.8, 2), 2.4);
        break;
      case 'window':
        if (outdoors && plan.place !== 'village' && plan.place !== 'city')
          scene.add('house', (p) => house(p, rng.int(0, 4)), nearX(0.45), D + rng.range(4, 8), 2);
        break;
      case 'flowers':
        if (outdoors) scene.scatter('flowers', 4, (p, i) => flowers(p, i + 1), [0.15, 3], [0.22, 0.3], rng);
        break;
      case 'mushrooms':
        if (outdoors) scene.scatter('mushrooms', 3, (p, i) => mushrooms(p, i), [0.2, 2.5], [0.2, 0.3], rng);
        break;
      case 'rocket':
        if (plan.place !== 'space') {
          const z = D + 6;
          scene.add(
            'rocket',
            (p) => rocket(p, true),
            scene.W * (open > 0 ? 0.78 : 0.22),
            z,
            2.2,
            false,
            scene.footY(z) / scene.scale(z) - (scene.frame.horizon * 0.55) / scene.scale(z),
          );
        }
        break;
      case 'snowman':
        if (outdoors) scene.add('snowman', (p) => snowman(p), nearX(0.3), D + rng.range(0.8, 2), 1.0);
        break;
      case 'lantern':
        scene.add('lantern', (p) => lantern(p), scene.heroX + open * scene.heroBox.width * 0.75, D - 0.15, 0.32);
        break;
      case 'kite':
        if (outdoors) {
          const z = D + 2;
          const lift = (scene.footY(z) - scene.frame.horizon * 0.35) / scene.scale(z);
          const item = scene.add('kite', (p) => kite(p), scene.heroX + open * scene.W * 0.22, z, 0.9, false, lift);
          const kx = item.box.left + item.box.width / 2;
          const ky = item.box.top + item.box.height * 0.9;
          item.svg =
            path(
              `M${n(kx)} ${n(ky)} Q${n((kx + scene.heroX) / 2)} ${n(ky + scene.heroH * 0.5)} ${n(scene.heroX + open * scene.heroBox.width * 0.3)} ${n(scene.heroBox.top + scene.heroBox.height * 0.45)}`,
              'none',
              ` stroke="${scene.pal.ink}" stroke-width="${n(scene.lw * 0.6)}"`,
            ) + item.svg;
        }
        break;
      case 'balloon':
        scene.add('balloons', (p) => balloons(p), scene.heroX + open * scene.heroBox.width * 0.62, D + 0.1, 1.1, false, 0.35);
        break;
      case 'campfire':
        if (outdoors) scene.add('campfire', (p) => campfire(p), nearX(0.2), D + rng.range(0.4, 1), 0.45);
        break;
      case 'tent':
        if (outdoors) scene.landmarks.push(scene.add('tent', (p) => tent(p), nearX(0.42), D + rng.range(2.5, 4), 1.4));
        break;
      case 'lighthouse':
        break;
      case 'fence':
        if (outdoors) scene.scatter('fence', 2, (p) => fence(p), [1, 3], [0.45, 0.5], rng, false);
        break;
      case 'book':
        scene.add('book', (p) => openBook(p), scene.heroX - open * scene.heroBox.width * 0.5, D - 0.25, 0.14);
        break;
      case 'teddy':
        scene.add('teddy', (p) => teddy(p), scene.heroX + open * scene.heroBox.width * 0.62, D - 0.05, 0.32, open > 0);
        break;
      default:
        break;
    }
  }
  if (plan.place === 'bedroom' && !has(plan, 'teddy') && !suppressed(plan, 'teddy')) {
    scene.add('teddy', (p) => teddy(p), scene.heroX - open * scene.heroBox.width * 0.75, D + 0.6, 0.3, open < 0);
  }
}

const TALL_SCENERY = new Set(['pine', 'round', 'birch', 'palm', 'lampPost']);

/** Removes trees that ended up in front of a landmark the words asked for (a house or tent added after them). */
function pruneHiders(scene: Scene): void {
  for (let i = scene.items.length - 1; i >= 0; i--) {
    const item = scene.items[i]!;
    if (!TALL_SCENERY.has(item.kind)) continue;
    const hw = item.box.width / 2;
    if (scene.hidesLandmark(item.box.left + hw, hw, item.z)) scene.items.splice(i, 1);
  }
}

/** Secondary characters next to the hero, facing them; birds and butterflies in the air, fish in the water. */
function addAnimals(scene: Scene): void {
  const { plan } = scene;
  const rng = scene.rng('animals');
  const open = scene.openDir;
  let groundOffset = 0;
  let airOffset = 0;
  const baseZ = Math.max(scene.D + 0.25, scene.zForBase(scene.H * 0.97));
  plan.animals.forEach((animal: Animal, index) => {
    const where = fliesOrSwims(animal);
    const units = ANIMAL_SIZE[animal];
    const kind = `animal:${animal}`;
    const draw = (p: Paint) => animalMotif(p, animal);
    if (where === 'air') {
      const z = scene.D + 0.4;
      const s = scene.scale(z);
      const x = scene.heroX + open * (scene.heroBox.width * 0.55 + s * units * (1 + airOffset * 1.5));
      const lift = (scene.footY(z) - (scene.heroBox.top + scene.heroBox.height * rng.range(0.05, 0.3))) / s;
      scene.add(kind, draw, x, z, units, open > 0, Math.max(lift, units));
      airOffset++;
      return;
    }
    if (where === 'water' && (plan.place === 'sea' || plan.place === 'beach')) {
      const z = scene.D + rng.range(3, 6);
      const x = scene.W * (open > 0 ? rng.range(0.55, 0.8) : rng.range(0.2, 0.45));
      const s = scene.scale(z);
      const y = scene.footY(z);
      const splash = ellipse(
        x,
        y,
        s * units * 0.9,
        s * units * 0.12,
        'none',
        ` stroke="#ffffff" stroke-width="${n(scene.lw * 1.2)}"`,
      );
      const item = scene.add(kind, draw, x, z, units, open < 0, units * 0.25);
      item.svg = splash + item.svg;
      return;
    }
    const z = baseZ + index * 0.35;
    const s = scene.scale(z);
    const w = (units * s * (animal === 'horse' || animal === 'unicorn' || animal === 'deer' ? 1.1 : 0.8)) / 2;
    let x = scene.heroX + open * (scene.heroBox.width * 0.42 + w + groundOffset + s * 0.04);
    if (x - w < scene.W * 0.01 || x + w > scene.W * 0.99) x = scene.heroX - open * (scene.heroBox.width * 0.42 + w);
    groundOffset += w * 2 + s * 0.04;
    if (where === 'water') {
      const water = scene.pal.tone('#4f9ccf');
      const pond = ellipse(
        x,
        scene.footY(z),
        s * units * 1.6,
        s * units * 0.3,
        water,
        ` stroke="${scene.pal.ink}" stroke-width="${n(scene.lw)}"`,
      );
      const item = scene.add(kind, draw, x, z, units, x > scene.heroX, units * 0.1);
      item.svg = pond + item.svg;
      return;
    }
    scene.add(kind, draw, x, z, units, x > scene.heroX);
  });
}

/** Grass, flowers, snow or shells in front of the hero's base and in the near corners. */
function addForeground(scene: Scene): void {
  const { plan } = scene;
  const rng = scene.rng('foreground');
  if (isIndoor(plan.place) || plan.place === 'city') return;
  const snowy = scene.pal.snowy;
  const clump = (p: Paint, i: number): string => {
    if (snowy) return bush(p, 2);
    if (plan.place === 'space') return rock(p, i);
    if (plan.place === 'sea' || plan.place === 'beach') return shells(p);
    return i % 2 ? grassTuft(p) : flowers(p, i);
  };
  const zFoot = scene.D * 0.985;
  const baseY = scene.footY(zFoot);
  if (baseY < scene.H * 1.02) {
    const count = 3;
    for (let i = 0; i < count; i++) {
      const x = scene.heroBox.left + scene.heroBox.width * ((i + 0.5) / count) + rng.range(-0.05, 0.05) * scene.heroBox.width;
      scene.add(
        i % 2 ? 'grass' : 'flowers',
        (p) => clump(p, i),
        x,
        zFoot,
        plan.place === 'space' ? 0.12 : rng.range(0.16, 0.22),
        rng.chance(0.5),
      );
    }
  }
  if (plan.closeness < 1.6) {
    const z = scene.D * 0.55;
    const corner = scene.heroX < scene.W / 2 ? scene.W * rng.range(0.9, 1.02) : scene.W * rng.range(-0.02, 0.1);
    scene.add(
      snowy ? 'bush' : 'grass',
      (p) => (snowy ? bush(p, 2) : plan.place === 'space' ? rock(p, 1) : grassTuft(p, '#3f8a4a')),
      corner,
      z,
      0.3,
      rng.chance(0.5),
      -0.05,
    );
  }
}

/**
 * The light the hero's rim catches: the sky's sun or moon stands on the open side of the frame, high up; indoors at
 * night the lamps are warm.
 */
function rimLight(plan: ScenePlan, openDir: number): NonNullable<HeroLook['rim']> {
  const [colour, amount]: [string, number] =
    plan.time === 'night'
      ? isIndoor(plan.place)
        ? ['#ffcf7a', 0.35]
        : ['#a9c2ff', 0.42]
      : plan.time === 'dusk'
        ? ['#ffb070', 0.38]
        : plan.time === 'dawn'
          ? ['#ffd0a8', 0.3]
          : ['#fff4d6', 0.22];
  return { colour: parseHex(colour), amount, dx: openDir, dy: -0.6 };
}

interface CutoutPlacement {
  kind: 'cutout';
  /** The subject's box on the page. */
  box: Box;
  imageLeft: number;
  imageTop: number;
  imageW: number;
  imageH: number;
}

interface PortraitPlacement {
  kind: 'portrait';
  /** The whole frame (with the easel's legs outdoors). */
  box: Box;
  /** The frame's outer edge and its opening, where the photo goes. */
  outer: Box;
  opening: Box;
  /** Hung on a wall (indoors) or standing on an easel (outdoors). */
  onWall: boolean;
}

/** The cut-out subject (not the whole reference) is heroH tall and stands on the ground at heroX. */
function placeCutout(scene: Scene, mask: HeroMask, width: number): CutoutPlacement {
  const subjectH = Math.max(0.2, mask.bounds.bottom - mask.bounds.top);
  const subjectW = Math.max(0.2, mask.bounds.right - mask.bounds.left);
  let imageH = scene.heroH / subjectH;
  let imageW = imageH * mask.aspect;
  const maxSubjectW = width * 0.6;
  if (imageW * subjectW > maxSubjectW) {
    const k = maxSubjectW / (imageW * subjectW);
    imageW *= k;
    imageH *= k;
  }
  imageW = Math.max(8, Math.round(imageW));
  imageH = Math.max(8, Math.round(imageH));
  // A photo cut off at the waist stands a little lower, its cut edge behind what hideCutEdge puts in front.
  const sink = mask.bottomCut > 0.25 ? scene.heroH * 0.08 : 0;
  const foot = scene.footY(scene.D) + scene.heroH * 0.02 + sink;
  const imageLeft = Math.round(scene.heroX - ((mask.bounds.left + mask.bounds.right) / 2) * imageW);
  const imageTop = Math.round(foot - mask.bounds.bottom * imageH);
  const box: Box = {
    left: imageLeft + mask.bounds.left * imageW,
    top: imageTop + mask.bounds.top * imageH,
    width: subjectW * imageW,
    height: subjectH * imageH,
  };
  return { kind: 'cutout', box, imageLeft, imageTop, imageW, imageH };
}

/** A 4:5 framed portrait of the subject: on the wall above the floor indoors, on an easel on the ground outdoors. */
function placePortrait(scene: Scene, plan: ScenePlan): PortraitPlacement {
  const onWall = isIndoor(plan.place);
  const { height } = scene.frame;
  const foot = scene.footY(scene.D);
  // Indoors the frame hangs with its bottom above the floor line; outdoors it stands on legs a third of its height.
  const floorY = onWall ? scene.footY(scene.D + 3.2) : foot;
  const room = onWall ? floorY - height * 0.05 : foot - height * 0.04;
  let outerH = Math.min(scene.heroH * 0.78, room * (onWall ? 0.8 : 0.68));
  outerH = Math.max(height * 0.18, outerH);
  const border = outerH * 0.085;
  const outerW = (outerH - border * 2) * 0.8 + border * 2;
  const bottom = onWall ? floorY - outerH * 0.22 : foot - outerH * 0.42;
  const outer: Box = { left: scene.heroX - outerW / 2, top: bottom - outerH, width: outerW, height: outerH };
  const opening: Box = {
    left: outer.left + border,
    top: outer.top + border,
    width: outerW - border * 2,
    height: outerH - border * 2,
  };
  const box: Box = onWall
    ? outer
    : { left: outer.left - outerW * 0.1, top: outer.top, width: outerW * 1.2, height: foot - outer.top };
  return { kind: 'portrait', box, outer, opening, onWall };
}

/** The frame (wood, a bevel, the wall's shadow and its cord, or the easel's legs and ledge) around the opening. */
function portraitFrame(scene: Scene, placement: PortraitPlacement): string {
  const { pal, lw } = scene;
  const { outer, opening, onWall } = placement;
  const wood = pal.tone('#a8703f');
  const dark = pal.tone('#6e4424');
  const light = pal.tone('#d9a56b');
  const stroke = ` stroke="${pal.ink}" stroke-width="${n(lw * 1.2)}"`;
  const right = outer.left + outer.width;
  const bottom = outer.top + outer.height;
  let out = '';
  if (onWall) {
    const nailY = outer.top - outer.height * 0.16;
    out += `<path d="M${n(outer.left + outer.width * 0.22)} ${n(outer.top + lw)} L${n(scene.heroX)} ${n(nailY)} L${n(right - outer.width * 0.22)} ${n(outer.top + lw)}" fill="none" stroke="${dark}" stroke-width="${n(lw * 1.1)}"/>`;
    out += circle(scene.heroX, nailY, lw * 1.6, pal.tone('#8d8d8d'), stroke);
    out += `<rect x="${n(outer.left + outer.width * 0.05)}" y="${n(outer.top + outer.height * 0.05)}" width="${n(outer.width)}" height="${n(outer.height)}" rx="${n(lw)}" fill="${pal.ink}" opacity="0.22"/>`;
  } else {
    const foot = scene.footY(scene.D);
    const spread = outer.width * 0.42;
    const legW = lw * 3.2;
    out += `<path d="M${n(scene.heroX)} ${n(outer.top + outer.height * 0.2)} L${n(scene.heroX + outer.width * 0.12)} ${n(foot - lw)}" stroke="${dark}" stroke-width="${n(legW)}" stroke-linecap="round"/>`;
    for (const side of [-1, 1]) {
      out += `<path d="M${n(scene.heroX + side * outer.width * 0.18)} ${n(outer.top - outer.height * 0.06)} L${n(scene.heroX + side * spread)} ${n(foot)}" stroke="${pal.ink}" stroke-width="${n(legW + lw * 2)}" stroke-linecap="round"/>`;
      out += `<path d="M${n(scene.heroX + side * outer.width * 0.18)} ${n(outer.top - outer.height * 0.06)} L${n(scene.heroX + side * spread)} ${n(foot)}" stroke="${wood}" stroke-width="${n(legW)}" stroke-linecap="round"/>`;
    }
    out += `<rect x="${n(outer.left - outer.width * 0.06)}" y="${n(bottom - lw)}" width="${n(outer.width * 1.12)}" height="${n(outer.height * 0.06)}" rx="${n(lw)}" fill="${wood}"${stroke}/>`;
  }
  out += `<rect x="${n(outer.left)}" y="${n(outer.top)}" width="${n(outer.width)}" height="${n(outer.height)}" rx="${n(lw * 1.5)}" fill="${wood}"${stroke}/>`;
  const inset = (opening.left - outer.left) * 0.45;
  out += `<rect x="${n(outer.left + inset)}" y="${n(outer.top + inset)}" width="${n(outer.width - inset * 2)}" height="${n(outer.height - inset * 2)}" fill="none" stroke="${light}" stroke-width="${n(lw * 1.4)}"/>`;
  out += `<rect x="${n(opening.left - lw)}" y="${n(opening.top - lw)}" width="${n(opening.width + lw * 2)}" height="${n(opening.height + lw * 2)}" fill="${dark}"/>`;
  return out;
}

/**
 * A photo cut off at the waist or chest must not end in mid-air: something in front hides the cut, so the hero
 * peeks over it (a quilt in the bedroom, a table in a kitchen or a train, rocks in space and by the sea, bushes
 * elsewhere).
 */
function hideCutEdge(scene: Scene, subject: Box): void {
  const { plan } = scene;
  const z = scene.D - 0.08;
  const s = scene.scale(z);
  const rng = scene.rng('cut-edge');
  if (plan.place === 'kitchen' || plan.place === 'train') {
    const units = Math.min(0.42, (subject.width * 1.4) / s / ASPECT.table!);
    scene.add('table', (p) => table(p, plan.place === 'train' ? 1 : 0), scene.heroX, z, units, false, -0.04);
    return;
  }
  if (plan.place === 'bedroom') {
    scene.add(
      'quilt',
      (p) => quilt(p, rng.int(0, 2)),
      scene.heroX,
      z,
      Math.min(0.36, (subject.width * 1.3) / s / ASPECT.quilt!),
      false,
      -0.04,
    );
    return;
  }
  const kind = plan.place === 'space' || plan.place === 'sea' || plan.place === 'beach' ? 'rock' : 'bush';
  // Bushes and rocks draw about 0.44 of their height in units: these stand about a third of the hero tall.
  const count = Math.max(2, Math.round(subject.width / (s * 0.45)));
  const snowy = plan.weather === 'snow';
  for (let i = 0; i < count; i++) {
    const x = subject.left + subject.width * ((i + 0.5) / count) + rng.range(-0.04, 0.04) * subject.width;
    const units = rng.range(0.62, 0.78);
    if (kind === 'rock') scene.add('rock', (p) => rock(p, i % 2), x, z - i * 0.01, units, rng.chance(0.5), -0.04);
    else scene.add('bush', (p) => bush(p, snowy ? 2 : i % 2), x, z - i * 0.01, units, rng.chance(0.5), -0.04);
  }
}

export async function composeSceneDetailed(request: SceneRequest, options: ComposeOptions = {}): Promise<ComposedScene> {
  const width = options.width ?? 1920;
  const height = options.height ?? 1080;
  const plan = planScene({
    pageText: request.pageText,
    pageIndex: request.pageIndex,
    pageCount: request.pageCount,
    language: request.language,
    seed: request.seed,
    instructions: request.instructions,
    scene: request.scene ?? null,
  });
  const pal = makePalette(plan);
  const scene = new Scene(plan, pal, width, height, request.seed, request.pageIndex);
  const mask = await heroMask(request.reference);

  const placement = mask.kind === 'portrait' ? placePortrait(scene, plan) : placeCutout(scene, mask, width);
  const subject = placement.box;
  scene.heroBox = subject;

  // Layers.
  let back = drawSky(scene);
  const placeSvg =
    plan.place === 'bedroom'
      ? drawBedroom(scene)
      : plan.place === 'kitchen'
        ? drawKitchen(scene)
        : plan.place === 'train'
          ? drawTrain(scene)
          : drawPlace(scene);
  back += placeSvg;
  addProps(scene);
  pruneHiders(scene);
  addAnimals(scene);
  addForeground(scene);
  if (placement.kind === 'cutout' && mask.bottomCut > 0.25) hideCutEdge(scene, subject);
  // Contact shadow under the hero (a framed picture on the wall casts its own, drawn with the frame).
  const shadowY = scene.footY(scene.D);
  const shadowW = placement.kind === 'portrait' ? placement.opening.width * 1.1 : subject.width;
  const shadow =
    shadowY < height + scene.heroH * 0.05 && !(placement.kind === 'portrait' && placement.onWall)
      ? ellipse(scene.heroX, shadowY, shadowW * 0.42, shadowW * 0.07, pal.ink, `${NO_STROKE} opacity="0.22"`) +
        ellipse(scene.heroX, shadowY, shadowW * 0.3, shadowW * 0.045, pal.ink, `${NO_STROKE} opacity="0.18"`)
      : '';
  const frameSvg = placement.kind === 'portrait' ? portraitFrame(scene, placement) : '';
  const sorted = [...scene.items].sort((a, b) => b.z - a.z);
  const behind = sorted.filter((item) => item.z >= scene.D);
  const inFront = sorted.filter((item) => item.z < scene.D);
  const indoor = isIndoor(plan.place);
  const weather = weatherOverlay(
    pal,
    scene.frame,
    scene.rng('weather'),
    // Indoors it does not rain or snow (the train's windows show the weather outside).
    indoor ? 'clear' : plan.weather,
    plan.mood === 'magical',
    (has(plan, 'fireflies') || (plan.place === 'forest' && pal.lit && plan.weather === 'clear')) &&
      !suppressed(plan, 'fireflies'),
  );
  const fog = plan.weather === 'fog' && !indoor ? fogBanks(pal, scene.frame, scene.rng('fog')) : '';
  const defs = `<defs>${skyDefs(pal, scene.frame)}${pal.glowDefs()}</defs>`;
  const frontBody = inFront.map((i) => i.svg).join('') + weather;

  // Background: full size, or half size for close-ups, where the upscale (and a blur) is the depth of field.
  const soft = plan.closeness >= 1.6;
  const backW = soft ? Math.round(width / 2) : width;
  const backH = soft ? Math.round(height / 2) : height;
  const backSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${backW}" height="${backH}" viewBox="0 0 ${width} ${height}">${defs}${back}${shadow}${behind.map((i) => i.svg).join('')}${frameSvg}${fog}</svg>`;
  let backPipeline = sharp(Buffer.from(backSvg)).ensureAlpha();
  if (soft) {
    backPipeline = backPipeline
      .blur(0.4 + Math.min(1.6, (plan.closeness - 1.6) * 1.4))
      .resize(width, height, { fit: 'fill', kernel: 'cubic' });
  }
  const frame = new Uint8Array(await backPipeline.raw().toBuffer());
  // The hero's matte at full size, for the layer map.
  const heroAlpha = new Uint8Array(width * height);
  const eyes: PageLayers['eyes'] = [];

  // The hero, lit like the scene: the cut-out cropped to the frame, or the portrait in its frame's opening.
  const exposure = pal.exposure > 1 ? 1 + (pal.exposure - 1) * 0.7 : pal.exposure;
  const look = {
    light: [pal.heroLight[0] * exposure, pal.heroLight[1] * exposure, pal.heroLight[2] * exposure] as [number, number, number],
    haze: parseHex(pal.haze),
    hazeAmount: pal.heroHaze,
    bottomFade: 0.06,
    rim: rimLight(plan, scene.openDir),
    outline: { colour: parseHex(pal.ink), width: scene.lw * 1.1 },
  };
  if (placement.kind === 'portrait') {
    const o = placement.opening;
    const picture = await renderPortrait(request.reference, Math.round(o.width), Math.round(o.height), look);
    blendInto(frame, width, height, picture.data, picture.width, picture.height, Math.round(o.left), Math.round(o.top));
  } else {
    const { imageLeft, imageTop, imageW, imageH } = placement;
    const crop = {
      left: Math.max(0, -imageLeft),
      top: Math.max(0, -imageTop),
      width: Math.min(imageW, width - imageLeft) - Math.max(0, -imageLeft),
      height: Math.min(imageH, height - imageTop) - Math.max(0, -imageTop),
    };
    if (crop.width > 0 && crop.height > 0) {
      const hero = await renderHero(request.reference, imageW, imageH, look, crop);
      const left = imageLeft + crop.left;
      const top = imageTop + crop.top;
      blendInto(frame, width, height, hero.data, hero.width, hero.height, left, top);
      copyAlpha(heroAlpha, width, height, hero.data, hero.width, hero.height, left, top);
      for (const face of mask.faces) {
        for (const eye of [face.leftEye, face.rightEye]) {
          const x = imageLeft + eye.x * imageW;
          const y = imageTop + eye.y * imageH;
          const radius = eye.radius * Math.min(imageW, imageH);
          if (x < 0 || y < 0 || x >= width || y >= height || radius < 1.5) continue;
          eyes.push({ x: x / width, y: y / height, radius: radius / height, roll: face.roll });
        }
      }
    }
  }

  // Foreground: only the region that has something in it, unless weather covers the whole frame.
  if (frontBody) {
    let region: Box = { left: 0, top: 0, width, height };
    if (!weather) {
      const pad = scene.lw * 6;
      const boxes = inFront.map((i) => i.box);
      const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.left - b.width * 0.3)) - pad));
      const top = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.top - b.height * 0.3)) - pad));
      const right = Math.min(width, Math.ceil(Math.max(...boxes.map((b) => b.left + b.width * 1.3)) + pad));
      const bottom = Math.min(height, Math.ceil(Math.max(...boxes.map((b) => b.top + b.height * 1.3)) + pad));
      region = { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
    }
    if (region.width > 1 && region.height > 1 && region.left < width && region.top < height) {
      const frontSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${region.width}" height="${region.height}" viewBox="${region.left} ${region.top} ${region.width} ${region.height}">${defs}${frontBody}</svg>`;
      const front = await sharp(Buffer.from(frontSvg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      blendInto(frame, width, height, front.data, front.info.width, front.info.height, region.left, region.top);
    }
  }

  const layers = await pageLayers(scene, {
    defs,
    occluders: placeSvg + shadow + behind.map((i) => i.svg).join('') + frameSvg,
    front: inFront.map((i) => i.svg).join(''),
    heroAlpha,
    heroKind: placement.kind,
    eyes,
    indoor,
  });

  const rgb = finishFrame(frame, width, height, parseHex(pal.ink), pal.night ? 0.42 : 0.26);
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: options.compressionLevel ?? 2, adaptiveFiltering: false })
    .toBuffer();

  const clip = (box: Box): Box => {
    const left = Math.max(0, box.left);
    const top = Math.max(0, box.top);
    const right = Math.min(width, box.left + box.width);
    const bottom = Math.min(height, box.top + box.height);
    return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  };
  return {
    png,
    layers,
    layout: {
      width,
      height,
      horizon: scene.frame.horizon,
      plan,
      hero: clip(subject),
      heroKind: placement.kind,
      items: scene.items.map((item) => ({ kind: item.kind, box: clip(item.box), depth: item.z, front: item.z < scene.D })),
    },
  };
}

/** Kinds of prop that give light, and where on the prop the light is (fractions of its box from the top). */
const LIGHTS: Record<string, number> = { lampPost: 0.1, bedsideLamp: 0.3, lantern: 0.55, campfire: 0.5, stove: 0.2 };

function copyAlpha(
  target: Uint8Array,
  width: number,
  height: number,
  rgba: Uint8Array,
  w: number,
  h: number,
  left: number,
  top: number,
): void {
  for (let y = 0; y < h; y++) {
    const ty = top + y;
    if (ty < 0 || ty >= height) continue;
    for (let x = 0; x < w; x++) {
      const tx = left + x;
      if (tx < 0 || tx >= width) continue;
      target[ty * width + tx] = rgba[(y * w + x) * 4 + 3]!;
    }
  }
}

/** A 3×3 maximum, in place. */
function grow(map: Uint8Array, width: number, height: number): void {
  const source = map.slice();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let most = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < width && source[yy * width + xx]! > most) most = source[yy * width + xx]!;
        }
      }
      map[y * width + x] = most;
    }
  }
}

/**
 * The page's layers (./layers.ts): the mattes at half the page size, drawn from the same SVG as the picture (the
 * clouds alone, what stands in front of the sky, the foreground props), and the points the animator needs.
 */
async function pageLayers(
  scene: Scene,
  parts: {
    defs: string;
    occluders: string;
    front: string;
    heroAlpha: Uint8Array;
    heroKind: 'cutout' | 'portrait';
    eyes: PageLayers['eyes'];
    indoor: boolean;
  },
): Promise<PageLayers> {
  const { W: width, H: height, plan } = scene;
  const mapWidth = Math.max(2, Math.round(width / 2));
  const mapHeight = Math.max(2, Math.round(height / 2));
  const alphaOf = async (body: string): Promise<Uint8Array> => {
    if (!body) return new Uint8Array(mapWidth * mapHeight);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${mapWidth}" height="${mapHeight}" viewBox="0 0 ${width} ${height}">${parts.defs}${body}</svg>`;
    return new Uint8Array(await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer());
  };
  const [clouds, occluders, front, hero] = await Promise.all([
    alphaOf(scene.cloudSvg),
    alphaOf(parts.occluders),
    alphaOf(parts.front),
    sharp(parts.heroAlpha, { raw: { width, height, channels: 1 } })
      .resize(mapWidth, mapHeight, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer()
      .then((b) => new Uint8Array(b)),
  ]);
  // A portrait stays with its frame: only a cut-out hero moves on its own.
  if (parts.heroKind === 'portrait') hero.fill(0);
  // The art style draws its lines on the edges, half outside each shape: the mattes take them in.
  grow(hero, mapWidth, mapHeight);
  grow(front, mapWidth, mapHeight);
  grow(clouds, mapWidth, mapHeight);
  const visibleClouds = new Uint8Array(mapWidth * mapHeight);
  for (let i = 0; i < visibleClouds.length; i++) {
    const open = (255 - occluders[i]!) * (255 - hero[i]!) * (255 - front[i]!);
    visibleClouds[i] = Math.round((clouds[i]! * open) / 255 ** 3);
  }
  const at = (map: Uint8Array, x: number, y: number): number => {
    const mx = Math.min(mapWidth - 1, Math.max(0, Math.round((x / width) * mapWidth)));
    const my = Math.min(mapHeight - 1, Math.max(0, Math.round((y / height) * mapHeight)));
    return map[my * mapWidth + mx]!;
  };
  const clear = (x: number, y: number) =>
    at(occluders, x, y) < 40 && at(hero, x, y) < 40 && at(front, x, y) < 40 && at(clouds, x, y) < 80;
  const glints = scene.glints
    .filter((g) => g.x >= 0 && g.x < width && g.y >= 0 && g.y < height && clear(g.x, g.y))
    .map((g) => ({ x: g.x / width, y: g.y / height, size: g.size / height }));
  const lights: PageLayers['lights'] = [];
  for (const item of scene.items) {
    const at01 = LIGHTS[item.kind.split(':')[0]!];
    if (at01 === undefined) continue;
    const x = item.box.left + item.box.width / 2;
    const y = item.box.top + item.box.height * at01;
    if (x < 0 || x >= width || y < 0 || y >= height) continue;
    lights.push({ x: x / width, y: y / height, radius: Math.min(0.2, (item.box.width * 0.6) / height) });
  }
  const eyes = parts.heroKind === 'cutout' ? parts.eyes.filter((e) => at(front, e.x * width, e.y * height) < 60) : [];
  const box = scene.heroBox;
  return {
    v: LAYERS_VERSION,
    map: await encodeLayerMap({ hero, front, clouds: visibleClouds, width: mapWidth, height: mapHeight }),
    mapWidth,
    mapHeight,
    heroKind: parts.heroKind,
    hero: { left: box.left / width, top: box.top / height, width: box.width / width, height: box.height / height },
    eyes,
    lights,
    glints,
    weather: parts.indoor ? 'clear' : plan.weather,
    night: plan.time === 'night' || plan.place === 'space',
    indoor: parts.indoor,
    horizon: scene.frame.horizon / height,
  };
}

/** The page picture before the art style: PNG at 1920×1080 (or the requested size). */
export async function composeScene(request: SceneRequest, options: ComposeOptions = {}): Promise<Buffer> {
  return (await composeSceneDetailed(request, options)).png;
}
