/**
 * What the illustrator needs to know about a reference photo: a soft alpha matte of the person (the selfie model,
 * refined with a guided filter against the photo), the faces in it (box, eyes, mouth, head rotation) and whether the
 * cut-out is clean enough to stand in a scene. When it is not (a pet close-up, an object, a busy photo), the
 * subject is framed as a portrait instead, and `focus` says which part of the photo to frame.
 */
import type { Tensor } from '@tensorflow/tfjs-core';

import { boundsAbove, guidedFilter, keepMainPiece, matteQuality, resizeChannel, smoothstep, type MatteQuality } from './matte.ts';
import { loadModels, type FaceResultLike } from './models.ts';

export interface Box01 {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Point01 {
  x: number;
  y: number;
}

export interface Face {
  score: number;
  /** Fractions of the photo's width and height. */
  box: Box01;
  leftEye: Point01 & { radius: number };
  rightEye: Point01 & { radius: number };
  mouth: Point01 & { width: number };
  /** Radians; 0 when the detector did not say. */
  roll: number;
  yaw: number;
}

export interface SubjectAnalysis {
  kind: 'cutout' | 'portrait';
  /** Why: the measures the choice was made from. */
  quality: MatteQuality;
  faces: Face[];
  /** The matte at `width`×`height` (the photo's aspect, MATTE_SIDE on the long side), 0..255. */
  alpha: Uint8Array;
  width: number;
  height: number;
  /** The part of the photo a portrait frames (fractions). */
  focus: Box01;
}

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

const MODEL_SIDE = 256;
export const MATTE_SIDE = 512;

/**
 * The gate: a person whose matte is one clean piece of a sensible size stands in the scene; without a face the
 * detector can find (a stylised or caricatured face), only a very sure matte does. Measured on the fixtures
 * (server/test-fixtures/photos) and their 36 styled versions each (`applyArtStyle`, every style and variant): people
 * 0.03–0.32 unsure pixels per subject pixel, sketches over 1, the cup 0.48; the cat close-up covers 0.90 of its
 * photo and has no face the detector finds.
 */
export function chooseKind(quality: MatteQuality, faces: Face[]): SubjectAnalysis['kind'] {
  const sized = quality.coverage >= 0.05 && quality.coverage <= 0.85 && quality.largestPiece >= 0.85;
  if (!sized) return 'portrait';
  if (faces.length > 0) return quality.uncertainty <= 0.35 ? 'cutout' : 'portrait';
  return quality.uncertainty <= 0.12 && quality.largestPiece >= 0.95 ? 'cutout' : 'portrait';
}

function toFace(face: FaceResultLike, width: number, height: number): Face | null {
  const [bx, by, bw, bh] = face.boxRaw;
  const centre = (points: [number, number, number?][] | undefined): (Point01 & { radius: number }) | null => {
    if (!points?.length) return null;
    let sx = 0;
    let sy = 0;
    for (const [x, y] of points) {
      sx += x;
      sy += y;
    }
    const cx = sx / points.length;
    const cy = sy / points.length;
    let r = 0;
    for (const [x, y] of points) r = Math.max(r, Math.hypot(x - cx, y - cy));
    return { x: cx / width, y: cy / height, radius: r / Math.min(width, height) };
  };
  const a = face.annotations;
  const leftEye = centre(a.leftEyeIris) ?? centre(a.leftEyeUpper0);
  const rightEye = centre(a.rightEyeIris) ?? centre(a.rightEyeUpper0);
  const lips = [...(a.lipsUpperOuter ?? []), ...(a.lipsLowerOuter ?? [])];
  const mouthCentre = centre(lips);
  if (!leftEye || !rightEye || !mouthCentre) return null;
  const xs = lips.map(([x]) => x);
  return {
    score: face.score,
    box: { left: bx, top: by, right: bx + bw, bottom: by + bh },
    leftEye,
    rightEye,
    mouth: { x: mouthCentre.x, y: mouthCentre.y, width: (Math.max(...xs) - Math.min(...xs)) / width },
    roll: face.rotation?.angle.roll ?? 0,
    yaw: face.rotation?.angle.yaw ?? 0,
  };
}

/** The box a portrait frames, 4:5 (portrait) in the photo's pixels where it fits, as fractions. */
function portraitFocus(image: RgbImage, faces: Face[], alpha: Float32Array, w: number, h: number, quality: MatteQuality): Box01 {
  let box: Box01;
  if (faces[0]) {
    const f = faces[0].box;
    const fw = f.right - f.left;
    const fh = f.bottom - f.top;
    box = { left: f.left - fw * 0.6, right: f.right + fw * 0.6, top: f.top - fh * 0.5, bottom: f.bottom + fh * 0.9 };
  } else if (quality.coverage >= 0.05 && quality.coverage <= 0.85) {
    const b = boundsAbove(alpha, w, h, 0.5) ?? { left: 0, top: 0, right: 1, bottom: 1 };
    const pad = 0.08;
    box = { left: b.left - pad, right: b.right + pad, top: b.top - pad, bottom: b.bottom + pad };
  } else {
    // A close-up fills the photo: frame its middle.
    box = { left: 0.05, right: 0.95, top: 0.02, bottom: 0.98 };
  }
  // Grow to 4:5 (in pixels) around the centre, then fit inside the photo.
  const aspect = image.width / image.height;
  let bw = (box.right - box.left) * aspect;
  let bh = box.bottom - box.top;
  if (bw / bh < 0.8) bw = bh * 0.8;
  else bh = bw / 0.8;
  const scale = Math.min(1, aspect / bw, 1 / bh);
  bw = (bw * scale) / aspect;
  bh *= scale;
  const cx = Math.max(bw / 2, Math.min(1 - bw / 2, (box.left + box.right) / 2));
  const cy = Math.max(bh / 2, Math.min(1 - bh / 2, (box.top + box.bottom) / 2));
  return { left: cx - bw / 2, right: cx + bw / 2, top: cy - bh / 2, bottom: cy + bh / 2 };
}

/** Runs the models on an RGB photo (any size; the caller decodes it at ≤ 1024 px on the long side). */
export async function analysePixels(image: RgbImage): Promise<SubjectAnalysis> {
  const { tf, selfie, human } = await loadModels();
  const { data, width, height } = image;

  // Segmentation: the model takes 256×256 RGB in 0..1; the photo is squashed to that and the matte unsquashed.
  const small = new Float32Array(MODEL_SIDE * MODEL_SIDE * 3);
  for (let y = 0; y < MODEL_SIDE; y++) {
    const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / MODEL_SIDE));
    for (let x = 0; x < MODEL_SIDE; x++) {
      const sx = Math.min(width - 1, Math.floor(((x + 0.5) * width) / MODEL_SIDE));
      const s = (sy * width + sx) * 3;
      const d = (y * MODEL_SIDE + x) * 3;
      small[d] = data[s]! / 255;
      small[d + 1] = data[s + 1]! / 255;
      small[d + 2] = data[s + 2]! / 255;
    }
  }
  const input = tf.tensor4d(small, [1, MODEL_SIDE, MODEL_SIDE, 3]);
  let raw: Float32Array;
  try {
    const output = selfie.execute(input) as Tensor;
    raw = Float32Array.from(await output.data());
    output.dispose();
  } finally {
    input.dispose();
  }

  // Faces, on the photo itself.
  const pixels = tf.tensor4d(Int32Array.from(data), [1, height, width, 3], 'int32');
  let faces: Face[] = [];
  try {
    const result = await human.detect(pixels);
    if ('face' in result) {
      faces = result.face
        .filter((f) => f.score >= 0.5)
        .map((f) => toFace(f, width, height))
        .filter((f): f is Face => f !== null);
    }
  } finally {
    pixels.dispose();
  }

  // The matte at the photo's shape, snapped to its edges by a guided filter on the grey photo.
  const scale = MATTE_SIDE / Math.max(width, height);
  const w = Math.max(8, Math.round(width * scale));
  const h = Math.max(8, Math.round(height * scale));
  const coarse = resizeChannel(raw, MODEL_SIDE, MODEL_SIDE, w, h);
  const grey = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / h));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(width - 1, Math.floor(((x + 0.5) * width) / w));
      const s = (sy * width + sx) * 3;
      grey[y * w + x] = (data[s]! * 0.299 + data[s + 1]! * 0.587 + data[s + 2]! * 0.114) / 255;
    }
  }
  const refined = guidedFilter(grey, keepMainPiece(coarse, w, h), w, h, 6, 1e-3);
  const quality = matteQuality(refined, w, h);
  const kind = chooseKind(quality, faces);
  const alpha = new Uint8Array(w * h);
  for (let i = 0; i < alpha.length; i++) alpha[i] = Math.round(255 * smoothstep(0.2, 0.8, refined[i]!));
  return { kind, quality, faces, alpha, width: w, height: h, focus: portraitFocus(image, faces, coarse, w, h, quality) };
}
