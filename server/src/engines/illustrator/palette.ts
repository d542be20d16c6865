/**
 * Palettes: the sky by time of day and weather, ground colours by place, and one tone function that puts every
 * surface colour under the scene's light (time of day), mood (saturation, hue), instructions (warmer, brighter) and
 * distance haze. Mood words pick the palette; the hero gets the same light so it sits in the scene.
 */
import { adjust, mix, parseHex, toHex, type Rgb } from './color.ts';
import type { ScenePlan } from './grammar.ts';
import { isIndoor, type Mood, type Place, type TimeOfDay } from './lexicon.ts';
import type { Paint } from './paint.ts';
import type { Rng } from './random.ts';

export interface GroundColours {
  far: string;
  near: string;
  detail: string;
}

export interface Palette {
  /** Top to horizon, offsets 0..1. */
  sky: [number, string][];
  /** Horizon colour; far things fade into it. */
  haze: string;
  ground: GroundColours;
  ink: string;
  night: boolean;
  lit: boolean;
  snowy: boolean;
  /** Per-channel light on the hero (multiplier) and a lift toward the haze. */
  heroLight: Rgb;
  heroHaze: number;
  exposure: number;
  /** A surface colour under the scene light, faded by `haze` (0..1) toward the horizon colour. */
  tone(hex: string, haze?: number): string;
  /** A light source: mood and exposure only. */
  glow(hex: string): string;
  /** Fill for a soft round glow of the given light colour (a radial gradient registered on first use). */
  glowFill(hex: string): string;
  /** The gradients registered by `glowFill`, for the SVG's defs. */
  glowDefs(): string;
  /** Drawing context for a motif at the given haze. */
  paint(haze: number, lineWidth: number, rng: Rng): Paint;
}

const SKIES: Record<TimeOfDay, [number, string][]> = {
  day: [
    [0, '#4f9fe0'],
    [0.55, '#8cc8f0'],
    [1, '#d9f0f3'],
  ],
  dawn: [
    [0, '#7486d0'],
    [0.55, '#e5a7c2'],
    [1, '#ffdcaa'],
  ],
  dusk: [
    [0, '#2f3a80'],
    [0.5, '#9c5f9c'],
    [1, '#ffad72'],
  ],
  night: [
    [0, '#111a48'],
    [0.6, '#233476'],
    [1, '#3e5595'],
  ],
};

const LIGHT: Record<TimeOfDay, Rgb> = {
  day: [1, 1, 1],
  dawn: [1.03, 0.95, 0.92],
  dusk: [0.95, 0.8, 0.8],
  night: [0.5, 0.57, 0.82],
};

const INK: Record<TimeOfDay, string> = {
  day: '#3b2f4a',
  dawn: '#46304a',
  dusk: '#2e1f3e',
  night: '#0d1230',
};

interface MoodTone {
  saturation: number;
  /** Hue shift of the sky in degrees. */
  skyHue: number;
  /** Lightness lift of surfaces. */
  lift: number;
}

const MOOD_TONES: Record<Mood, MoodTone> = {
  cheerful: { saturation: 1.12, skyHue: 0, lift: 0.02 },
  calm: { saturation: 0.9, skyHue: 6, lift: 0.01 },
  magical: { saturation: 1.06, skyHue: 22, lift: 0 },
  adventure: { saturation: 1.18, skyHue: -6, lift: 0 },
  spooky: { saturation: 0.7, skyHue: -28, lift: -0.04 },
  wistful: { saturation: 0.72, skyHue: 8, lift: -0.01 },
  tender: { saturation: 1.0, skyHue: -14, lift: 0.03 },
};

export function groundFor(place: Place, snowy: boolean): GroundColours {
  if (snowy) return { far: '#eef4fb', near: '#dce8f6', detail: '#b7cbe4' };
  switch (place) {
    case 'forest':
      return { far: '#86b96c', near: '#4f9152', detail: '#3c7a45' };
    case 'beach':
    case 'sea':
      return { far: '#f3dfb0', near: '#ebc98a', detail: '#d7ab6a' };
    case 'space':
      return { far: '#b9b3cc', near: '#8f88a8', detail: '#6f6888' };
    case 'city':
      return { far: '#c9c3bd', near: '#b0a9a2', detail: '#8f877f' };
    case 'mountains':
      return { far: '#a9cf8e', near: '#6aa95a', detail: '#4e8a4a' };
    case 'bedroom':
      return { far: '#c89a6a', near: '#b5835a', detail: '#8e6240' };
    case 'kitchen':
      return { far: '#e6d6bf', near: '#d4bd9c', detail: '#a88c68' };
    case 'train':
      return { far: '#8a5a4a', near: '#744a3c', detail: '#5a372c' };
    default:
      return { far: '#b2dc8e', near: '#6fb85a', detail: '#4f9e57' };
  }
}

export function makePalette(plan: ScenePlan): Palette {
  const mood = MOOD_TONES[plan.mood];
  const grey = plan.weather === 'storm' ? '#5d6678' : '#a3acba';
  const greyAmount =
    plan.weather === 'storm'
      ? 0.62
      : plan.weather === 'rain'
        ? 0.5
        : plan.weather === 'cloudy'
          ? 0.35
          : plan.weather === 'fog'
            ? 0.3
            : 0;
  const night = plan.time === 'night';
  const sky = SKIES[plan.time].map(([offset, colour]): [number, string] => {
    let c = adjust(colour, mood.saturation * plan.saturation, mood.skyHue);
    if (greyAmount) c = mix(c, night ? '#1c2233' : grey, greyAmount);
    return [offset, c];
  });
  let haze = sky[sky.length - 1]![1];
  if (plan.weather === 'fog') haze = mix(haze, night ? '#6a7596' : '#eef1f4', 0.6);

  const weatherDim = plan.weather === 'storm' ? 0.78 : plan.weather === 'rain' ? 0.88 : plan.weather === 'cloudy' ? 0.94 : 1;
  const warm = plan.warmth + (plan.mood === 'tender' ? 0.15 : 0) + (plan.mood === 'cheerful' ? 0.08 : 0);
  // A room at night is lit by its lamps: warmer and less dark than the night outside.
  const base: Rgb = isIndoor(plan.place) && night ? [0.74, 0.66, 0.74] : LIGHT[plan.time];
  const light: Rgb = [base[0] * weatherDim * (1 + 0.09 * warm), base[1] * weatherDim, base[2] * weatherDim * (1 - 0.09 * warm)];
  const exposure = plan.exposure;
  const saturation = mood.saturation * plan.saturation;
  const snowy = plan.weather === 'snow';

  const cache = new Map<string, string>();
  const expose = ([r, g, b]: Rgb): Rgb => {
    if (exposure === 1) return [r, g, b];
    // Brighter lifts the shadows too (a gamma-like curve), darker pulls everything down.
    const f = (v: number) => (exposure > 1 ? 255 * (1 - (1 - v / 255) ** exposure) * 0.5 + v * exposure * 0.5 : v * exposure);
    return [f(r), f(g), f(b)];
  };
  const tone = (hex: string, hazeAmount = 0): string => {
    const key = `${hex}|${hazeAmount}`;
    let out = cache.get(key);
    if (out) return out;
    const moody = adjust(hex, saturation, 0, mood.lift);
    const [r, g, b] = parseHex(moody);
    let lit = toHex([r * light[0], g * light[1], b * light[2]]);
    // Picture-book nights are blue: surfaces lean toward the night sky's colour (not just darker).
    if (night && !isIndoor(plan.place)) lit = mix(lit, '#33437f', 0.28);
    if (hazeAmount > 0) lit = mix(lit, haze, Math.min(1, hazeAmount));
    out = toHex(expose(parseHex(lit)));
    cache.set(key, out);
    return out;
  };
  const glow = (hex: string): string => toHex(expose(parseHex(adjust(hex, Math.min(1.1, saturation), 0))));
  const ink = tone(INK[plan.time]);
  const glows = new Map<string, string>();
  const glowFill = (hex: string): string => {
    let id = glows.get(hex);
    if (!id) {
      id = `glow${glows.size}`;
      glows.set(hex, id);
    }
    return `url(#${id})`;
  };
  const ground = groundFor(plan.place, snowy);

  return {
    sky: sky.map(([o, c]) => [o, toHex(expose(parseHex(c)))]),
    haze: toHex(expose(parseHex(haze))),
    ground,
    ink,
    night,
    lit: night || plan.time === 'dusk' || plan.weather === 'storm',
    snowy,
    // Half the scene's light: enough to sit in the scene, not so much that the hero loses their colours.
    heroLight: [0.5 + light[0] * 0.5, 0.5 + light[1] * 0.5, 0.5 + light[2] * 0.5],
    heroHaze: plan.weather === 'fog' ? 0.12 : 0,
    exposure,
    tone,
    glow,
    glowFill,
    glowDefs: () =>
      [...glows]
        .map(
          ([hex, id]) =>
            `<radialGradient id="${id}"><stop offset="0" stop-color="${hex}" stop-opacity="0.95"/><stop offset="0.3" stop-color="${hex}" stop-opacity="0.45"/><stop offset="1" stop-color="${hex}" stop-opacity="0"/></radialGradient>`,
        )
        .join(''),
    paint(hazeAmount, lineWidth, rng) {
      return {
        col: (hex) => tone(hex, hazeAmount),
        glow,
        ink: hazeAmount > 0 ? mix(ink, haze, Math.min(0.85, hazeAmount * 1.1)) : ink,
        lw: lineWidth,
        night,
        lit: night || plan.time === 'dusk' || plan.weather === 'storm',
        snowy,
        rng,
        glowFill,
      };
    },
  };
}

/** The sky colour at a relative height (0 top … 1 horizon). */
export function skyAt(palette: Palette, t: number): string {
  const stops = palette.sky;
  for (let i = 1; i < stops.length; i++) {
    const [o1, c1] = stops[i]!;
    const [o0, c0] = stops[i - 1]!;
    if (t <= o1) return mix(c0, c1, (t - o0) / Math.max(1e-6, o1 - o0));
  }
  return stops[stops.length - 1]![1];
}
