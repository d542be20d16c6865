/**
 * Prompt words → a camera move (or a still camera) and, where there is a subject, a parallax layer; and the move as
 * ffmpeg `zoompan` expressions. What else moves on a page with layers (blinking, breathing, stars, snow…) is chosen in
 * ./effects.ts.
 */
import { createRng, hashSeed } from '../illustrator/random.ts';
import type { Subject } from './subject.ts';

/** RGB to video: BT.709 limited range, as the render makes its pictures (a clip then needs no conversion there). */
export const TO_BT709 = 'scale=out_color_matrix=bt709:out_range=tv';

export const CAMERA_MOVES = ['still', 'zoom-in', 'zoom-out', 'pan-left', 'pan-right', 'pan-up', 'pan-down', 'sway'] as const;
export type CameraMove = (typeof CAMERA_MOVES)[number];

export interface MotionPlan {
  camera: CameraMove;
  /** The subject's layer moves against the background (needs a subject). */
  parallax: boolean;
  /** Scales every amplitude: "slight" 0.6, plain 1, "dramatic" 1.6. */
  intensity: number;
  /** −1 or 1: which way the subject drifts against the background. */
  drift: -1 | 1;
  /** Sway phase in radians. */
  phase: number;
}

/** Folded (lower-case, no diacritics) word patterns; first match in this order wins for the camera. */
const CAMERA_WORDS: readonly (readonly [CameraMove, RegExp])[] = [
  [
    'still',
    /\b(still|steady|static|fixed|locked|no) camera|\bcamera (still|steady|static|fixed|locked)|\bno camera (move|movement|motion)|\b(mirna|fiksna|staticna) kamer|\bkamera (miruje|mirna|stoji)|\bbez (pomicanja|pokreta|micanja) kamer/,
  ],
  ['zoom-out', /\bzoom(ing)? ?out\b|\bpull(s|ing)? (back|away)|\bwiden|\bfurther away|\budalj|\bodzumir|\bsiri kadar/],
  ['zoom-in', /\bzoom|\bpush(es|ing)? in|\bcloser|\bmove in\b|\bdolly in|\bpribliz|\bzumir|\bblize/],
  ['pan-left', /\b(pan|move|slide|drift|track)(s|ing)? (to the )?left|\bleft(wards)?\b|\blijevo|\bulijevo/],
  ['pan-right', /\b(pan|move|slide|drift|track)(s|ing)? (to the )?right|\bright(wards)?\b|\bdesno|\budesno/],
  ['pan-up', /\btilt(s|ing)? up|\bpan(s|ning)? up|\bupwards?\b|\bgore\b|\bprema gore|\bnebu/],
  ['pan-down', /\btilt(s|ing)? down|\bpan(s|ning)? down|\bdownwards?\b|\bdolje\b|\bprema dolje/],
  [
    'sway',
    /\bsway|\brock(s|ing)?\b|\bfloat|\bbob(s|bing)?\b|\bbreez|\bwind|\bwave|\bdrift|\bhandheld|\bljulj|\bnjis|\bvjeta|\bval/,
  ],
];

const PARALLAX_WORDS =
  /\bparallax|\bdepth|\b3d\b|\bmovement|\bmove|\bmoving|\banimat|\bcharacter|\bliv(e|ely|ing)\b|\balive|\bpokret|\bpomic|\bmic(e|u)|\blik|\bzivo|\bdubin/;
const GENTLE_WORDS =
  /\bslight|\bsubtle|\bgentl|\bsoft|\bslow|\bcalm|\bbit\b|\blittle|\blagan|\bblag|\bnjezn|\bsporo|\bmalo\b|\bmirn/;
const STRONG_WORDS = /\bdramatic|\bstrong|\bfast|\bbig\b|\bintens|\bepic|\bquick|\bbrz|\bjak|\bdramaticn|\bsnazn/;

/** Lower-case, diacritics removed, punctuation to spaces. */
export function foldPrompt(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The move the prompt asks for. Unnamed camera moves are picked by the seed (pages of one story then alternate);
 * parallax is on when the prompt asks for movement or depth and there is a clear subject.
 */
export function planMotion(prompt: string, seed: number, subject: Subject | null): MotionPlan {
  const text = foldPrompt(prompt);
  const rng = createRng(hashSeed('animation-motion', seed));
  const named = CAMERA_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
  const camera = named ?? rng.pick(['zoom-in', 'zoom-in', 'zoom-out', 'pan-left', 'pan-right'] as const);
  const clearSubject = subject !== null && subject.confidence >= 0.3;
  const asksForLife = PARALLAX_WORDS.test(text) || named === undefined;
  const intensity = STRONG_WORDS.test(text) ? 1.6 : GENTLE_WORDS.test(text) ? 0.6 : 1;
  return {
    camera,
    parallax: clearSubject && asksForLife,
    intensity,
    drift: rng.chance(0.5) ? 1 : -1,
    phase: rng.range(0, Math.PI * 2),
  };
}

/** zoompan's per-frame expressions for one layer. */
export interface LayerExpressions {
  z: string;
  x: string;
  y: string;
}

/** A camera track: zoom and the window centre (fractions of the source), as expressions of E (eased 0→1) and T (s). */
interface Track {
  z: string;
  cx: string;
  cy: string;
}

/** A number for an ffmpeg expression: six decimals at most, no trailing zeros. */
export const num = (value: number) => {
  const text = value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
};

/** Linear interpolation a → b by the eased progress E. */
const lerp = (a: number, b: number) => (Math.abs(b - a) < 1e-9 ? num(a) : `(${num(a)}+${num(b - a)}*E)`);

function cameraTrack(plan: MotionPlan, subject: Subject | null, seconds: number): Track {
  const k = plan.intensity;
  const focus = subject && subject.confidence >= 0.3 ? subject : { cx: 0.5, cy: 0.5 };
  // One sway a clip (its second harmonic up and down), so the sway loops seamlessly too.
  const period = seconds;
  switch (plan.camera) {
    case 'still':
      return { z: '1', cx: num(0.5), cy: num(0.5) };
    case 'zoom-in':
    case 'zoom-out': {
      const zoom = 1 + 0.1 * k;
      // Towards the subject, but only as far as the zoomed window stays inside the picture.
      const margin = (1 - 1 / zoom) / 2;
      const cx = 0.5 + clamp((focus.cx - 0.5) * 0.6, -margin, margin);
      const cy = 0.5 + clamp((focus.cy - 0.5) * 0.6, -margin, margin);
      return plan.camera === 'zoom-in'
        ? { z: lerp(1, zoom), cx: lerp(0.5, cx), cy: lerp(0.5, cy) }
        : { z: lerp(zoom, 1), cx: lerp(cx, 0.5), cy: lerp(cy, 0.5) };
    }
    case 'pan-left':
    case 'pan-right':
    case 'pan-up':
    case 'pan-down': {
      const zoom = 1 + 0.12 * k;
      const travel = ((1 - 1 / zoom) / 2) * 0.85;
      const [from, to] = plan.camera === 'pan-left' || plan.camera === 'pan-up' ? [travel, -travel] : [-travel, travel];
      const horizontal = plan.camera === 'pan-left' || plan.camera === 'pan-right';
      return {
        z: num(zoom),
        cx: horizontal ? lerp(0.5 + from, 0.5 + to) : num(0.5),
        cy: horizontal ? num(0.5) : lerp(0.5 + from, 0.5 + to),
      };
    }
    case 'sway': {
      const zoom = 1 + 0.07 * k;
      const margin = (1 - 1 / zoom) / 2;
      const w = num((2 * Math.PI) / period);
      return {
        z: num(zoom),
        cx: `(0.5+${num(margin * 0.7)}*sin(${w}*T+${num(plan.phase)}))`,
        cy: `(0.5+${num(margin * 0.35)}*sin(${num((4 * Math.PI) / period)}*T+${num(plan.phase * 0.5)}))`,
      };
    }
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Expression helpers bound to the clip's frame count and rate. The progress E goes out and back once per clip on a
 * raised cosine (0 → 1 → 0, never stopping dead in between), so every move is periodic: the frame after the last is
 * the first, and a clip looped under a longer page never jumps back.
 */
function substitute(expression: string, frames: number, fps: number): string {
  const eased = `(0.5-0.5*cos(${num((2 * Math.PI) / Math.max(1, frames))}*on))`;
  return expression.replace(/\bE\b/g, eased).replace(/\bT\b/g, `(on/${num(fps)})`);
}

function windowExpressions(track: Track, frames: number, fps: number): LayerExpressions {
  const sub = (e: string) => substitute(e, frames, fps);
  return {
    z: sub(track.z),
    x: `clip(iw*${sub(track.cx)}-iw/zoom/2,0,iw-iw/zoom)`,
    y: `clip(ih*${sub(track.cy)}-ih/zoom/2,0,ih-ih/zoom)`,
  };
}

/** The background (or only) layer: the camera move. */
export function cameraExpressions(plan: MotionPlan, subject: Subject | null, frames: number, fps: number): LayerExpressions {
  return windowExpressions(cameraTrack(plan, subject, frames / fps), frames, fps);
}

/**
 * The subject's layer: the same camera plus a sideways drift of about 1–2 % of the frame and a hint of extra zoom
 * (it comes closer), anchored on the subject. Mostly sideways on purpose: horizontal lines crossing the mask's feather
 * (horizons, shores) then slide along themselves instead of showing a step.
 */
export function subjectExpressions(plan: MotionPlan, subject: Subject, frames: number, fps: number): LayerExpressions {
  const camera = cameraTrack(plan, subject, frames / fps);
  const k = plan.intensity;
  const closer = num(0.01 * k);
  const driftX = num(0.016 * k * plan.drift);
  const driftY = '0';
  const px = num(subject.cx);
  const py = num(subject.cy);
  const zoom = `(${camera.z})*(1+${closer}*E)`;
  // Where the background puts the subject on screen (0..1), shifted by the drift; then the window that puts it there.
  const cx = `(${px}-((${px}-${camera.cx})*(${camera.z})+${driftX}*E)/(${zoom}))`;
  const cy = `(${py}-((${py}-${camera.cy})*(${camera.z})+${driftY}*E)/(${zoom}))`;
  return windowExpressions({ z: zoom, cx, cy }, frames, fps);
}
