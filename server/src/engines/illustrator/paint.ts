/**
 * The drawing context every motif gets: colours pass through the scene's light, mood and distance haze, so all
 * motifs share one palette, and the stroke width is given in the motif's own units so every outline on the page has
 * the same weight in pixels. Motifs draw in a local frame: base centre at (0, 0), up is −y, about 100 units tall.
 */
import type { Rng } from './random.ts';

export interface Paint {
  /** A surface colour under the scene's light, mood and haze. */
  col(hex: string): string;
  /** A light source (lit window, flame, moon): mood and exposure only. */
  glow(hex: string): string;
  /** Outline colour. */
  ink: string;
  /** Outline width in local units. */
  lw: number;
  night: boolean;
  /** Dusk or night: windows and lamps are lit. */
  lit: boolean;
  snowy: boolean;
  rng: Rng;
  /** Fill for a soft round glow of a light colour. */
  glowFill(hex: string): string;
}

/** Rounds for compact SVG. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** Group with shared outline attributes. */
export function inked(p: Paint, body: string, extra = ''): string {
  return `<g stroke="${p.ink}" stroke-width="${n(p.lw)}" stroke-linejoin="round" stroke-linecap="round"${extra}>${body}</g>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, attrs = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, attrs = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs}/>`;
}

export function path(d: string, fill: string, attrs = ''): string {
  return `<path d="${d}" fill="${fill}"${attrs}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, attrs = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs}/>`;
}

export const NO_STROKE = ' stroke="none"';

/**
 * Blobby silhouettes (canopies, clouds, bushes, snow drifts) drawn as a union of circles: an outline pass of the
 * circles grown by the line width, then the fills on top, so only the outer contour shows a line.
 */
export function blob(p: Paint, circles: [number, number, number][], fill: string, withOutline = true): string {
  const outline = withOutline ? circles.map(([x, y, r]) => circle(x, y, r + p.lw, p.ink, NO_STROKE)).join('') : '';
  const fills = circles.map(([x, y, r]) => circle(x, y, r, fill, NO_STROKE)).join('');
  return outline + fills;
}

/** Places a motif: translate to (x, y) on screen, scaled so it is `height` pixels tall, optionally mirrored. */
export function placeMotif(body: string, x: number, y: number, height: number, flip = false, opacity = 1): string {
  const s = height / 100;
  const o = opacity < 1 ? ` opacity="${n(opacity)}"` : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s.toFixed(4) : s.toFixed(4)} ${s.toFixed(4)})"${o}>${body}</g>`;
}

/** Star polygon path around (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -Math.PI / 2): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / points;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}
