/**
 * Screen-space layers: the sky gradient with sun, moon, stars, clouds, rainbow and planets; far silhouettes from
 * seeded noise (hills, mountains, forest line, city skyline, sea horizon, moon surface); the ground plane with its
 * texture; weather in front of everything (rain, snow, fog, wind) and the bedroom interior.
 */
import { lighten, mix } from './color.ts';
import { circle, ellipse, n, NO_STROKE, path, rect, starPath } from './paint.ts';
import { skyAt, type Palette } from './palette.ts';
import { createNoise1d, createRng, type Rng } from './random.ts';

export interface Frame {
  width: number;
  height: number;
  horizon: number;
}

/** Pixel size of one "line" for this frame (outline weight). */
export function lineWeight(frame: Frame): number {
  return Math.max(2, frame.height * 0.0027);
}

export function skyDefs(pal: Palette, frame: Frame): string {
  const stops = pal.sky.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  const ground = `<stop offset="0" stop-color="${pal.tone(pal.ground.far, 0.25)}"/><stop offset="1" stop-color="${pal.tone(pal.ground.near)}"/>`;
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${n(frame.horizon)}" gradientUnits="userSpaceOnUse">${stops}</linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="${n(frame.horizon)}" x2="0" y2="${frame.height}" gradientUnits="userSpaceOnUse">${ground}</linearGradient>`
  );
}

export function skyRect(frame: Frame): string {
  return `<rect x="0" y="0" width="${frame.width}" height="${n(frame.horizon + 4)}" fill="url(#sky)"/>`;
}

function halo(pal: Palette, cx: number, cy: number, r: number, colour: string, strength: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${pal.glowFill(colour)}" opacity="${n(strength)}"/>`;
}

export function sun(pal: Palette, cx: number, cy: number, r: number, low: boolean): string {
  const core = pal.glow(low ? '#ffd08a' : '#fff3b0');
  const rays = low
    ? ''
    : Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const r0 = r * 1.3;
        const r1 = r * (i % 2 ? 1.62 : 1.8);
        return `M${n(cx + Math.cos(a - 0.08) * r0)} ${n(cy + Math.sin(a - 0.08) * r0)} L${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)} L${n(cx + Math.cos(a + 0.08) * r0)} ${n(cy + Math.sin(a + 0.08) * r0)} Z`;
      }).join('');
  return (
    halo(pal, cx, cy, r * 4.2, core, 0.55) +
    (rays ? path(rays, core, `${NO_STROKE} opacity="0.75"`) : '') +
    circle(cx, cy, r, core, NO_STROKE) +
    circle(cx - r * 0.25, cy - r * 0.25, r * 0.55, '#ffffff', `${NO_STROKE} opacity="0.35"`)
  );
}

export function moon(pal: Palette, cx: number, cy: number, r: number, crescent: boolean): string {
  const light = pal.glow('#fff4cf');
  const glow = halo(pal, cx, cy, r * 4.5, pal.glow('#dfe6ff'), 0.5);
  if (crescent) {
    const d = `M${n(cx)} ${n(cy - r)} A${n(r)} ${n(r)} 0 1 1 ${n(cx)} ${n(cy + r)} A${n(r * 1.25)} ${n(r * 1.25)} 0 0 0 ${n(cx)} ${n(cy - r)} Z`;
    return glow + path(d, light, NO_STROKE);
  }
  const crater = pal.glow('#e8d9a8');
  return (
    glow +
    circle(cx, cy, r, light, NO_STROKE) +
    circle(cx - r * 0.3, cy - r * 0.2, r * 0.22, crater, `${NO_STROKE} opacity="0.7"`) +
    circle(cx + r * 0.35, cy + r * 0.25, r * 0.16, crater, `${NO_STROKE} opacity="0.7"`) +
    circle(cx + r * 0.1, cy - r * 0.45, r * 0.1, crater, `${NO_STROKE} opacity="0.7"`) +
    circle(cx - r * 0.15, cy + r * 0.45, r * 0.12, crater, `${NO_STROKE} opacity="0.6"`)
  );
}

/** Tiny dots as one path of arcs, a few sparkling four-point stars with halos. */
export function stars(
  pal: Palette,
  frame: Frame,
  rng: Rng,
  count: number,
  avoid: { x: number; y: number; r: number } | null,
  /** Receives the big sparkles' centres and sizes. */
  glints?: { x: number; y: number; size: number }[],
): string {
  let dots = '';
  let faint = '';
  let sparkles = '';
  const bottom = frame.horizon * 0.92;
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, frame.width);
    const y = rng.range(0, bottom) ** 1.0 * (0.35 + 0.65 * rng.next());
    if (avoid && Math.hypot(x - avoid.x, y - avoid.y) < avoid.r) continue;
    const r = (frame.height / 1080) * rng.range(1, 2.6);
    const arc = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
    if (rng.chance(0.4)) faint += arc;
    else dots += arc;
    if (i % 9 === 0) {
      const s = (frame.height / 1080) * rng.range(7, 13);
      glints?.push({ x, y, size: s });
      sparkles +=
        halo(pal, x, y, s * 2.2, pal.glow('#fff6c8'), 0.5) +
        path(starPath(x, y, s, s * 0.28, 4, 0), pal.glow('#fff6d8'), NO_STROKE);
    }
  }
  return (
    path(faint, '#ffffff', `${NO_STROKE} opacity="0.5"`) +
    path(dots, pal.glow('#fffbe8'), `${NO_STROKE} opacity="0.95"`) +
    sparkles
  );
}

export function cloud(pal: Palette, cx: number, cy: number, w: number, rng: Rng, dark = false): string {
  const puffs: [number, number, number][] = [];
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const x = cx - w / 2 + w * 0.1 + t * w * 0.8;
    const r = w * (0.1 + 0.13 * Math.sin(t * Math.PI)) * rng.range(0.85, 1.15);
    puffs.push([x, cy - w * 0.06 - r * 0.5, r]);
  }
  for (let i = 0; i < 3; i++) puffs.push([cx - w * 0.3 + i * w * 0.3, cy - w * 0.07, w * 0.11]);
  const arcs = (dy: number, grow: number) =>
    puffs
      .map(
        ([x, y, r]) =>
          `M${n(x - r - grow)} ${n(y + dy)}a${n(r + grow)} ${n(r + grow)} 0 1 0 ${n(2 * (r + grow))} 0a${n(r + grow)} ${n(r + grow)} 0 1 0 ${n(-2 * (r + grow))} 0Z`,
      )
      .join('');
  const base = pal.tone(dark ? '#9aa3b5' : '#ffffff');
  const shade = pal.tone(dark ? '#687084' : '#c3d3ea');
  const light = pal.night ? pal.tone('#ffffff') : '#ffffff';
  return (
    `<g opacity="${pal.night ? 0.8 : 0.97}">` +
    path(arcs(w * 0.035, 0), shade, NO_STROKE) +
    path(arcs(-w * 0.012, -w * 0.01), base, NO_STROKE) +
    puffs
      .slice(0, count)
      .map(([x, y, r]) => circle(x - r * 0.3, y - r * 0.36, r * 0.34, light, `${NO_STROKE} opacity="0.3"`))
      .join('') +
    '</g>'
  );
}

export function rainbow(pal: Palette, cx: number, cy: number, r: number): string {
  const colours = ['#ff6b6b', '#ffa94d', '#ffd43b', '#69db7c', '#4dabf7', '#9775fa'];
  const w = r * 0.045;
  return (
    `<g fill="none" opacity="0.55">` +
    colours
      .map(
        (c, i) =>
          `<path d="M${n(cx - (r - i * w))} ${n(cy)} A${n(r - i * w)} ${n(r - i * w)} 0 0 1 ${n(cx + (r - i * w))} ${n(cy)}" stroke="${pal.glow(c)}" stroke-width="${n(w * 1.05)}"/>`,
      )
      .join('') +
    '</g>'
  );
}

export function planet(pal: Palette, cx: number, cy: number, r: number, hue: number, ring: boolean, lw: number): string {
  const colours = [
    ['#f2a65a', '#d9794a', '#ffd19a'],
    ['#8fb8f0', '#5f86d0', '#cfe1ff'],
    ['#c59cf0', '#9a6fd6', '#ead6ff'],
    ['#7fd1b9', '#4fa58f', '#c8f2e4'],
  ][hue % 4]!;
  const band = (y0: number, y1: number, colour: string) => {
    const x0 = Math.sqrt(Math.max(0, r * r - y0 * y0));
    const x1 = Math.sqrt(Math.max(0, r * r - y1 * y1));
    return path(
      `M${n(cx - x0)} ${n(cy + y0)} L${n(cx + x0)} ${n(cy + y0)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + x1)} ${n(cy + y1)} L${n(cx - x1)} ${n(cy + y1)} A${n(r)} ${n(r)} 0 0 1 ${n(cx - x0)} ${n(cy + y0)} Z`,
      colour,
      NO_STROKE,
    );
  };
  const ink = pal.ink;
  const ringBack = ring
    ? `<path d="M${n(cx - r * 1.7)} ${n(cy)} A${n(r * 1.7)} ${n(r * 0.45)} 0 0 1 ${n(cx + r * 1.7)} ${n(cy)}" fill="none" stroke="${pal.glow(colours[2]!)}" stroke-width="${n(r * 0.16)}"/>`
    : '';
  const ringFront = ring
    ? `<path d="M${n(cx - r * 1.7)} ${n(cy)} A${n(r * 1.7)} ${n(r * 0.45)} 0 0 0 ${n(cx + r * 1.7)} ${n(cy)}" fill="none" stroke="${pal.glow(colours[2]!)}" stroke-width="${n(r * 0.16)}"/>`
    : '';
  return (
    ringBack +
    circle(cx, cy, r, pal.glow(colours[0]!), ` stroke="${ink}" stroke-width="${n(lw)}"`) +
    band(-r * 0.45, -r * 0.25, pal.glow(colours[1]!)) +
    band(r * 0.1, r * 0.32, pal.glow(colours[1]!)) +
    path(
      `M${n(cx + r * 0.2)} ${n(cy - r * 0.98)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy + r * 0.98)} A${n(r * 0.8)} ${n(r)} 0 0 0 ${n(cx + r * 0.2)} ${n(cy - r * 0.98)} Z`,
      '#0b0f2a',
      `${NO_STROKE} opacity="0.25"`,
    ) +
    circle(cx - r * 0.4, cy - r * 0.4, r * 0.18, '#ffffff', `${NO_STROKE} opacity="0.35"`) +
    circle(cx, cy, r, 'none', ` stroke="${ink}" stroke-width="${n(lw)}"`) +
    ringFront
  );
}

/** A ridge line across the frame from seeded noise, closed down to `bottom`. */
function ridgePath(
  frame: Frame,
  noise: (x: number, o?: number) => number,
  base: number,
  amplitude: number,
  frequency: number,
  bottom: number,
  sharp = false,
): string {
  const step = Math.max(8, frame.width / 120);
  let d = `M-10 ${n(bottom)}`;
  for (let x = -10; x <= frame.width + 10 + step; x += step) {
    const v = noise(x * frequency, 4);
    const h = sharp ? 1 - Math.abs(v) * 1.8 : (v + 1) / 2;
    d += ` L${n(x)} ${n(base - amplitude * h)}`;
  }
  return `${d} L${n(frame.width + 10 + step)} ${n(bottom)} Z`;
}

export function hills(pal: Palette, frame: Frame, seed: number, layers: number, height: number): string {
  let out = '';
  for (let i = 0; i < layers; i++) {
    const noise = createNoise1d(seed + i * 101);
    const t = layers === 1 ? 1 : i / (layers - 1);
    const colour = pal.tone(mix(pal.ground.far, pal.ground.near, t * 0.35), 0.55 - t * 0.3);
    out += path(
      ridgePath(
        frame,
        noise,
        frame.horizon + 2 - height * (0.25 - 0.15 * t),
        height * (1 - t * 0.45),
        0.0016 + i * 0.0008,
        frame.horizon + 12,
      ),
      colour,
      NO_STROKE,
    );
  }
  return out;
}

export function mountains(pal: Palette, frame: Frame, seed: number, height: number, snowy = true): string {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const noise = createNoise1d(seed + 7 + i * 31);
    const far = i === 0;
    const base = frame.horizon + 4;
    const amp = height * (far ? 1 : 0.7);
    const colour = pal.tone(far ? '#8a9cc8' : '#7b8fba', far ? 0.55 : 0.38);
    const d = ridgePath(frame, noise, base, amp, far ? 0.0011 : 0.0016, frame.horizon + 12, true);
    out += path(d, colour, NO_STROKE);
    out += path(
      ridgePath(frame, noise, base, amp, far ? 0.0011 : 0.0016, frame.horizon + 12, true),
      pal.tone('#2b2f5a'),
      ` opacity="0.12" transform="translate(${n(amp * 0.08)} 0)"`,
    );
    if (snowy) {
      // Snow caps: the same ridge, clipped to its upper part.
      const id = `peaks${i}`;
      out += `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
      const capLine = base - amp * 0.62;
      let cap = `M-10 -10 L${frame.width + 10} -10 L${frame.width + 10} ${n(capLine)}`;
      const capNoise = createNoise1d(seed + 999 + i);
      for (let x = frame.width + 10; x >= -10; x -= 24) cap += ` L${n(x)} ${n(capLine + capNoise(x * 0.02, 2) * amp * 0.08)}`;
      out += `<g clip-path="url(#${id})">${path(`${cap} Z`, pal.tone('#f4f7fc', far ? 0.35 : 0.15), NO_STROKE)}</g>`;
    }
  }
  return out;
}

/** A continuous line of conifer and round tree tops along a ridge. */
export function forestLine(pal: Palette, frame: Frame, seed: number, base: number, height: number, haze: number): string {
  const rng = createRng(seed);
  const noise = createNoise1d(seed + 3);
  let d = `M-20 ${n(base + 20)}`;
  let x = -20;
  while (x < frame.width + 40) {
    const w = height * rng.range(0.28, 0.5);
    const h = height * rng.range(0.55, 1) * (0.75 + 0.25 * noise(x * 0.004));
    const y = base - height * 0.15 * (noise(x * 0.002, 2) + 1);
    if (rng.chance(0.7)) {
      d += ` L${n(x)} ${n(y)} L${n(x + w / 2)} ${n(y - h)} L${n(x + w)} ${n(y)}`;
    } else {
      d += ` L${n(x)} ${n(y)} Q${n(x)} ${n(y - h * 0.9)} ${n(x + w / 2)} ${n(y - h * 0.9)} Q${n(x + w)} ${n(y - h * 0.9)} ${n(x + w)} ${n(y)}`;
    }
    x += w * rng.range(0.55, 0.85);
  }
  d += ` L${n(x)} ${n(base + 20)} Z`;
  return path(d, pal.tone(pal.snowy ? '#6f8f86' : '#3f7d55', haze), NO_STROKE);
}

export function skyline(pal: Palette, frame: Frame, seed: number, height: number, haze: number, litWindows: boolean): string {
  const rng = createRng(seed);
  let blocks = '';
  let windows = '';
  let x = -30;
  const base = frame.horizon + 6;
  const colours = ['#7f8fb8', '#8e9cc4', '#6f7fab'];
  while (x < frame.width + 30) {
    const w = height * rng.range(0.25, 0.55);
    const h = height * rng.range(0.35, 1);
    const top = base - h;
    const colour = pal.tone(rng.pick(colours), haze);
    const roof = rng.next();
    let d = `M${n(x)} ${n(base)} L${n(x)} ${n(top)}`;
    if (roof < 0.2) d += ` L${n(x + w / 2)} ${n(top - w * 0.35)}`;
    else if (roof < 0.35)
      d += ` L${n(x + w * 0.45)} ${n(top)} L${n(x + w * 0.45)} ${n(top - h * 0.18)} L${n(x + w * 0.55)} ${n(top - h * 0.18)} L${n(x + w * 0.55)} ${n(top)}`;
    d += ` L${n(x + w)} ${n(top)} L${n(x + w)} ${n(base)} Z`;
    blocks += path(d, colour, NO_STROKE);
    const ww = w * 0.14;
    const wh = ww * 1.3;
    for (let wy = top + wh; wy < base - wh * 2; wy += wh * 2.1) {
      for (let wx = x + ww * 0.9; wx < x + w - ww * 1.5; wx += ww * 1.9) {
        if (!litWindows && rng.chance(0.5)) continue;
        if (litWindows && rng.chance(0.45)) continue;
        windows += `M${n(wx)} ${n(wy)}h${n(ww)}v${n(wh)}h${n(-ww)}Z`;
      }
    }
    x += w * rng.range(0.85, 1.05);
  }
  const windowColour = litWindows ? pal.glow('#ffd66b') : pal.tone('#dfe8f5', haze);
  return blocks + path(windows, windowColour, `${NO_STROKE} opacity="${litWindows ? 0.9 : 0.55}"`);
}

export function ground(frame: Frame): string {
  return `<rect x="-10" y="${n(frame.horizon)}" width="${frame.width + 20}" height="${n(frame.height - frame.horizon + 10)}" fill="url(#ground)"/>`;
}

/** Rolling near ridges that break the horizon line; `seed` varies them per page. */
export function nearRidges(pal: Palette, frame: Frame, seed: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const noise = createNoise1d(seed + 50 + i);
    const t = (i + 1) / (count + 1);
    const base = frame.horizon + (frame.height - frame.horizon) * t * 0.45;
    const colour = pal.tone(mix(pal.ground.far, pal.ground.near, t * 0.8), 0.22 - t * 0.15);
    out += path(
      ridgePath(frame, noise, base, (frame.height - frame.horizon) * 0.16, 0.0014, frame.height + 10),
      colour,
      NO_STROKE,
    );
  }
  return out;
}

/** Grass strokes, pebbles or snow glints, denser and larger toward the viewer. */
export function groundTexture(pal: Palette, frame: Frame, rng: Rng, kind: 'grass' | 'sand' | 'snow' | 'rock' | 'street'): string {
  const count = kind === 'street' ? 0 : 150;
  let d = '';
  let dots = '';
  const span = frame.height - frame.horizon;
  for (let i = 0; i < count; i++) {
    const t = rng.next() ** 0.7;
    const y = frame.horizon + span * (0.08 + 0.92 * t);
    const x = rng.range(-10, frame.width + 10);
    const s = (0.4 + t * 1.6) * (frame.height / 1080) * 7;
    if (kind === 'grass')
      d += `M${n(x - s)} ${n(y)}q${n(s * 0.6)} ${n(-s * 0.4)} ${n(s * 0.3)} ${n(-s * 1.6)}M${n(x)} ${n(y)}q${n(s * 0.3)} ${n(-s * 0.6)} ${n(s * 0.9)} ${n(-s * 1.3)}`;
    else if (kind === 'sand' || kind === 'rock')
      dots += `M${n(x - s * 0.5)} ${n(y)}a${n(s * 0.5)} ${n(s * 0.3)} 0 1 0 ${n(s)} 0a${n(s * 0.5)} ${n(s * 0.3)} 0 1 0 ${n(-s)} 0Z`;
    else
      dots += `M${n(x - s * 0.25)} ${n(y)}a${n(s * 0.25)} ${n(s * 0.25)} 0 1 0 ${n(s * 0.5)} 0a${n(s * 0.25)} ${n(s * 0.25)} 0 1 0 ${n(-s * 0.5)} 0Z`;
  }
  if (kind === 'grass')
    return path(
      d,
      'none',
      ` stroke="${pal.tone(pal.ground.detail)}" stroke-width="${n(lineWeight(frame) * 0.8)}" stroke-linecap="round" opacity="0.7"`,
    );
  if (kind === 'snow') return path(dots, '#ffffff', `${NO_STROKE} opacity="0.8"`);
  if (kind === 'street') return '';
  return path(dots, pal.tone(pal.ground.detail), `${NO_STROKE} opacity="0.5"`);
}

/** Craters on a moon surface. */
export function craters(pal: Palette, frame: Frame, rng: Rng, count: number): string {
  let out = '';
  const span = frame.height - frame.horizon;
  for (let i = 0; i < count; i++) {
    const t = rng.next();
    const y = frame.horizon + span * (0.12 + 0.85 * t);
    const x = rng.range(0, frame.width);
    const r = (12 + 60 * t) * (frame.height / 1080) * rng.range(0.6, 1.3);
    out +=
      ellipse(x, y, r, r * 0.32, pal.tone('#6f6888'), `${NO_STROKE} opacity="0.55"`) +
      ellipse(x, y - r * 0.06, r * 0.86, r * 0.22, pal.tone('#5d5676'), `${NO_STROKE} opacity="0.6"`) +
      path(
        `M${n(x - r)} ${n(y)} A${n(r)} ${n(r * 0.32)} 0 0 0 ${n(x + r)} ${n(y)}`,
        'none',
        ` stroke="${pal.tone('#d6d0e6')}" stroke-width="${n(lineWeight(frame))}" opacity="0.6"`,
      );
  }
  return out;
}

/** Sea from the horizon to the shoreline: gradient water, wave marks, sparkles, the reflection of the sun or moon. */
export function sea(pal: Palette, frame: Frame, rng: Rng, shore: number, reflectX: number | null): string {
  const far = pal.tone('#8fd0ea', 0.25);
  const near = pal.tone('#3f8fc9');
  const id = 'seaGrad';
  let out = `<linearGradient id="${id}" x1="0" y1="${n(frame.horizon)}" x2="0" y2="${n(shore)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${far}"/><stop offset="1" stop-color="${near}"/></linearGradient>`;
  out += rect(-10, frame.horizon, frame.width + 20, shore - frame.horizon + 2, `url(#${id})`, NO_STROKE);
  let waves = '';
  for (let i = 0; i < 70; i++) {
    const t = rng.next();
    const y = frame.horizon + (shore - frame.horizon) * (0.05 + 0.9 * t);
    const x = rng.range(0, frame.width);
    const w = (8 + 40 * t) * (frame.height / 1080);
    waves += `M${n(x - w)} ${n(y)}q${n(w / 2)} ${n(-w * 0.35)} ${n(w)} 0q${n(w / 2)} ${n(-w * 0.35)} ${n(w)} 0`;
  }
  out += path(
    waves,
    'none',
    ` stroke="${lighten(near, 0.55)}" stroke-width="${n(lineWeight(frame) * 0.9)}" stroke-linecap="round" opacity="0.65"`,
  );
  if (reflectX !== null) {
    let glints = '';
    for (let y = frame.horizon + 4; y < shore; y += 9 * (frame.height / 1080)) {
      const t = (y - frame.horizon) / (shore - frame.horizon);
      const w = (20 + 70 * t) * rng.range(0.4, 1) * (frame.height / 1080);
      glints += `M${n(reflectX - w / 2 + rng.range(-w, w) * 0.3)} ${n(y)}h${n(w)}`;
    }
    out += path(
      glints,
      'none',
      ` stroke="${pal.glow(pal.night ? '#fff4cf' : '#fff8d8')}" stroke-width="${n(lineWeight(frame))}" stroke-linecap="round" opacity="0.7"`,
    );
  }
  // Surf along the shore.
  const noise = createNoise1d(Math.floor(rng.next() * 1e6));
  let surf = `M-10 ${n(shore)}`;
  for (let x = -10; x <= frame.width + 20; x += 20) surf += ` L${n(x)} ${n(shore + 6 + noise(x * 0.01) * 6)}`;
  out += path(
    surf,
    'none',
    ` stroke="#ffffff" stroke-width="${n(lineWeight(frame) * 2)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"`,
  );
  return out;
}

/** Weather and magic drawn over the whole picture, hero included. */
export function weatherOverlay(
  pal: Palette,
  frame: Frame,
  rng: Rng,
  weather: string,
  sparkle: boolean,
  fireflies: boolean,
): string {
  const k = frame.height / 1080;
  let out = '';
  if (weather === 'rain' || weather === 'storm') {
    let d = '';
    for (let i = 0; i < 260; i++) {
      const x = rng.range(-40, frame.width);
      const y = rng.range(-40, frame.height);
      const len = rng.range(18, 38) * k;
      d += `M${n(x)} ${n(y)}l${n(len * 0.25)} ${n(len)}`;
    }
    out += path(d, 'none', ` stroke="#e3edf9" stroke-width="${n(2 * k)}" stroke-linecap="round" opacity="0.5"`);
  }
  if (weather === 'snow') {
    let d = '';
    let big = '';
    for (let i = 0; i < 170; i++) {
      const x = rng.range(0, frame.width);
      const y = rng.range(0, frame.height);
      const r = rng.range(1.6, 5.5) * k;
      const arc = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
      if (r > 4 * k) big += arc;
      else d += arc;
    }
    out += path(d, '#ffffff', `${NO_STROKE} opacity="0.85"`) + path(big, '#ffffff', `${NO_STROKE} opacity="0.95"`);
  }
  if (weather === 'fog') out += rect(0, 0, frame.width, frame.height, pal.haze, `${NO_STROKE} opacity="0.08"`);
  if (weather === 'wind') {
    let d = '';
    for (let i = 0; i < 5; i++) {
      const x = rng.range(0, frame.width * 0.8);
      const y = rng.range(frame.height * 0.1, frame.horizon);
      const w = rng.range(120, 260) * k;
      d += `M${n(x)} ${n(y)}q${n(w * 0.5)} ${n(-20 * k)} ${n(w)} 0q${n(w * 0.2)} ${n(12 * k)} ${n(w * 0.1)} ${n(22 * k)}`;
    }
    out += path(d, 'none', ` stroke="#ffffff" stroke-width="${n(lineWeight(frame) * 1.4)}" stroke-linecap="round" opacity="0.6"`);
    for (let i = 0; i < 14; i++) {
      const x = rng.range(0, frame.width);
      const y = rng.range(frame.height * 0.15, frame.height * 0.85);
      const s = rng.range(8, 16) * k;
      const a = rng.range(0, 360);
      out += path(
        `M${n(x)} ${n(y)}q${n(s)} ${n(-s)} ${n(s * 2)} 0q${n(-s)} ${n(s)} ${n(-s * 2)} 0Z`,
        pal.tone(rng.pick(['#e8a33d', '#d9574a', '#8fc25a'])),
        ` transform="rotate(${n(a)} ${n(x)} ${n(y)})" stroke="${pal.ink}" stroke-width="${n(lineWeight(frame) * 0.6)}"`,
      );
    }
  }
  if (sparkle) {
    for (let i = 0; i < 22; i++) {
      const x = rng.range(0, frame.width);
      const y = rng.range(frame.height * 0.05, frame.height * 0.9);
      const s = rng.range(5, 12) * k;
      out +=
        halo(pal, x, y, s * 2.4, pal.glow('#fff3c4'), 0.45) +
        path(starPath(x, y, s, s * 0.25, 4, 0), pal.glow('#fffbe6'), `${NO_STROKE} opacity="0.9"`);
    }
  }
  if (fireflies) {
    for (let i = 0; i < 26; i++) {
      const x = rng.range(0, frame.width);
      const y = rng.range(frame.horizon - frame.height * 0.15, frame.height * 0.95);
      const s = rng.range(2.5, 5) * k;
      out += halo(pal, x, y, s * 6, pal.glow('#f6ff9a'), 0.7) + circle(x, y, s, pal.glow('#fbffd0'), NO_STROKE);
    }
  }
  return out;
}

/** Fog banks along the horizon, drawn behind the hero. */
export function fogBanks(pal: Palette, frame: Frame, rng: Rng): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const y = frame.horizon + (i - 1) * frame.height * 0.07;
    out += ellipse(
      rng.range(0.2, 0.8) * frame.width,
      y,
      frame.width * rng.range(0.45, 0.7),
      frame.height * 0.07,
      pal.haze,
      `${NO_STROKE} opacity="0.4"`,
    );
  }
  return out;
}

export function lightning(pal: Palette, frame: Frame, rng: Rng): string {
  let x = rng.range(frame.width * 0.15, frame.width * 0.85);
  let y = 0;
  let d = `M${n(x)} ${n(y)}`;
  while (y < frame.horizon * 0.8) {
    x += rng.range(-40, 40) * (frame.height / 1080);
    y += rng.range(30, 60) * (frame.height / 1080);
    d += ` L${n(x)} ${n(y)}`;
  }
  return path(
    d,
    'none',
    ` stroke="${pal.glow('#fff7c2')}" stroke-width="${n(lineWeight(frame) * 2.2)}" stroke-linejoin="round" opacity="0.9"`,
  );
}

/** A wall window with the time of day's sky, curtains and a sill, in screen space. */
export function wallWindow(
  pal: Palette,
  x: number,
  y: number,
  w: number,
  h: number,
  lw: number,
  rng: Rng,
  showMoon: boolean,
  showSun: boolean,
): string {
  const sky = `<linearGradient id="winSky" x1="0" y1="${n(y)}" x2="0" y2="${n(y + h)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${skyAt(pal, 0)}"/><stop offset="1" stop-color="${skyAt(pal, 0.9)}"/></linearGradient>`;
  let inside = rect(x, y, w, h, 'url(#winSky)', NO_STROKE);
  if (pal.night) {
    let d = '';
    for (let i = 0; i < 26; i++) {
      const sx = x + rng.range(0.05, 0.95) * w;
      const sy = y + rng.range(0.05, 0.9) * h;
      const r = rng.range(1, 2.4) * (lw / 3);
      d += `M${n(sx - r)} ${n(sy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
    }
    inside += path(d, '#fffbe8', NO_STROKE);
    if (showMoon) inside += moon(pal, x + w * 0.68, y + h * 0.3, Math.min(w, h) * 0.13, true);
  } else if (showSun) {
    inside += sun(pal, x + w * 0.7, y + h * 0.3, Math.min(w, h) * 0.1, false);
  }
  if (!pal.night) inside += ellipse(x + w * 0.3, y + h * 0.6, w * 0.22, h * 0.07, '#ffffff', `${NO_STROKE} opacity="0.9"`);
  const frameColour = pal.tone('#fbf7ef');
  const curtain = pal.tone('#f2a0b5');
  const clip = `<clipPath id="winClip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`;
  const bars = path(
    `M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h / 2)}H${n(x + w)}`,
    'none',
    ` stroke="${frameColour}" stroke-width="${n(lw * 3)}"`,
  );
  const border =
    rect(x, y, w, h, 'none', ` stroke="${frameColour}" stroke-width="${n(lw * 4)}"`) +
    rect(x - lw * 2, y - lw * 2, w + lw * 4, h + lw * 4, 'none', ` stroke="${pal.ink}" stroke-width="${n(lw)}"`);
  const sill = rect(x - w * 0.08, y + h, w * 1.16, h * 0.07, frameColour, ` stroke="${pal.ink}" stroke-width="${n(lw)}"`);
  const curtains =
    path(
      `M${n(x - w * 0.16)} ${n(y - h * 0.08)} L${n(x + w * 0.14)} ${n(y - h * 0.08)} Q${n(x + w * 0.02)} ${n(y + h * 0.5)} ${n(x + w * 0.1)} ${n(y + h * 1.04)} L${n(x - w * 0.16)} ${n(y + h * 1.04)} Z`,
      curtain,
      ` stroke="${pal.ink}" stroke-width="${n(lw)}"`,
    ) +
    path(
      `M${n(x + w * 1.16)} ${n(y - h * 0.08)} L${n(x + w * 0.86)} ${n(y - h * 0.08)} Q${n(x + w * 0.98)} ${n(y + h * 0.5)} ${n(x + w * 0.9)} ${n(y + h * 1.04)} L${n(x + w * 1.16)} ${n(y + h * 1.04)} Z`,
      curtain,
      ` stroke="${pal.ink}" stroke-width="${n(lw)}"`,
    ) +
    rect(
      x - w * 0.2,
      y - h * 0.12,
      w * 1.4,
      h * 0.05,
      pal.tone('#b07a4f'),
      ` stroke="${pal.ink}" stroke-width="${n(lw)}" rx="${n(h * 0.02)}"`,
    );
  return `${sky}${clip}<g clip-path="url(#winClip)">${inside}</g>${bars}${border}${sill}${curtains}`;
}

/** Bedroom wall with a small pattern, skirting board and a wooden floor. */
export function room(pal: Palette, frame: Frame, floorY: number, variant: number, lw: number): string {
  const walls = ['#bcd3ea', '#cfe8d8', '#f6d5c0', '#d9d0ef'];
  const wall = pal.tone(walls[variant % walls.length]!);
  const motif = pal.tone(lighten(walls[variant % walls.length]!, 0.5));
  const cell = Math.round(frame.height * 0.07);
  const pattern =
    `<pattern id="wallpaper" x="0" y="0" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">` +
    (variant % 2
      ? path(starPath(cell / 2, cell / 2, cell * 0.12, cell * 0.05), motif, NO_STROKE) +
        circle(0, 0, cell * 0.04, motif, NO_STROKE) +
        circle(cell, cell, cell * 0.04, motif, NO_STROKE)
      : rect(cell * 0.45, 0, cell * 0.1, cell, motif, `${NO_STROKE} opacity="0.7"`)) +
    '</pattern>';
  const floorTop = pal.tone('#c89a6a', 0.05);
  const floorBottom = pal.tone('#a8754c');
  const floorGrad = `<linearGradient id="floorGrad" x1="0" y1="${n(floorY)}" x2="0" y2="${frame.height}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>`;
  let planks = '';
  for (let i = 1; i < 7; i++) {
    const y = floorY + (frame.height - floorY) * (i / 7) ** 1.4;
    planks += `M0 ${n(y)}H${frame.width}`;
  }
  const light = pal.night ? `<rect x="0" y="0" width="${frame.width}" height="${n(floorY)}" fill="#1a1440" opacity="0.25"/>` : '';
  return (
    pattern +
    floorGrad +
    rect(0, 0, frame.width, floorY, wall, NO_STROKE) +
    rect(0, 0, frame.width, floorY, 'url(#wallpaper)', NO_STROKE) +
    light +
    rect(-5, floorY, frame.width + 10, frame.height - floorY + 5, 'url(#floorGrad)', NO_STROKE) +
    path(planks, 'none', ` stroke="${pal.tone('#8e6240')}" stroke-width="${n(lw * 0.8)}" opacity="0.5"`) +
    rect(
      -5,
      floorY - frame.height * 0.03,
      frame.width + 10,
      frame.height * 0.03,
      pal.tone('#fbf7ef'),
      ` stroke="${pal.ink}" stroke-width="${n(lw)}"`,
    )
  );
}

/** A string of bunting flags across the top of a wall. */
export function bunting(pal: Palette, frame: Frame, y: number, lw: number): string {
  const colours = ['#ff8fb1', '#ffd166', '#7fb8f0', '#8fd68c', '#b69cff'];
  let d = `M0 ${n(y)}`;
  let flags = '';
  const count = 14;
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * frame.width;
    const sag = Math.sin((i / count) * Math.PI) * frame.height * 0.04;
    d += ` L${n(x)} ${n(y + sag)}`;
    if (i < count) {
      const x2 = ((i + 1) / count) * frame.width;
      const sag2 = Math.sin(((i + 1) / count) * Math.PI) * frame.height * 0.04;
      const mx = (x + x2) / 2;
      flags += path(
        `M${n(x + 4)} ${n(y + sag)} L${n(x2 - 4)} ${n(y + sag2)} L${n(mx)} ${n(y + (sag + sag2) / 2 + frame.height * 0.05)} Z`,
        pal.tone(colours[i % colours.length]!),
        ` stroke="${pal.ink}" stroke-width="${n(lw)}" stroke-linejoin="round"`,
      );
    }
  }
  return path(d, 'none', ` stroke="${pal.ink}" stroke-width="${n(lw)}"`) + flags;
}
