/**
 * Secondary characters as stylised picture-book figures: a sitting critter template (big friendly head, pear body,
 * ears and tail by species), a standing four-legged template, and birds, owls, penguins, fish, frogs and
 * butterflies. Same frame and paint rules as ./motifs.ts; figures face right (the composer mirrors them).
 */
import type { Animal } from './lexicon.ts';
import { blob, circle, ellipse, inked, n, NO_STROKE, path, type Paint } from './paint.ts';

function shape(p: Paint, d: string, fill: string, shade = ''): string {
  return path(d, fill, NO_STROKE) + shade + path(d, 'none');
}

type Ears = 'floppy' | 'pointy' | 'round' | 'long' | 'tiny' | 'horns';
type Tail = 'wag' | 'bushy' | 'long' | 'puff' | 'tuft' | 'squirrel' | 'spiky' | 'none';

interface Critter {
  fur: string;
  belly: string;
  ears: Ears;
  tail: Tail;
  earInner?: string;
  earColour?: string;
  muzzle?: string;
  nose?: string;
  mane?: string;
  stripes?: string;
  wings?: string;
  spikes?: string;
  /** Head radius relative to the default 25. */
  head?: number;
  /** Body width factor. */
  bulk?: number;
}

const CRITTERS: Partial<Record<Animal, Critter>> = {
  dog: { fur: '#d89a5c', belly: '#fbefdc', ears: 'floppy', earColour: '#8a5a3b', tail: 'wag', muzzle: '#fbefdc' },
  cat: {
    fur: '#9aa0b8',
    belly: '#eef0f6',
    ears: 'pointy',
    earInner: '#f6b8c8',
    tail: 'long',
    stripes: '#6f7590',
    muzzle: '#eef0f6',
  },
  fox: { fur: '#ee7a34', belly: '#fff6ea', ears: 'pointy', earInner: '#3b2f4a', tail: 'bushy', muzzle: '#fff6ea' },
  rabbit: {
    fur: '#efe6da',
    belly: '#ffffff',
    ears: 'long',
    earInner: '#f6b8c8',
    tail: 'puff',
    muzzle: '#ffffff',
    nose: '#f28aa5',
  },
  bear: { fur: '#9a6642', belly: '#e7c59c', ears: 'round', earInner: '#e7c59c', tail: 'none', muzzle: '#e7c59c', bulk: 1.2 },
  mouse: {
    fur: '#b3acbf',
    belly: '#f1edf5',
    ears: 'round',
    earInner: '#f6b8c8',
    tail: 'long',
    muzzle: '#f1edf5',
    nose: '#f28aa5',
    head: 1.05,
  },
  squirrel: { fur: '#c8652e', belly: '#fbe3c4', ears: 'pointy', earInner: '#f3b38a', tail: 'squirrel', muzzle: '#fbe3c4' },
  lion: {
    fur: '#eab34f',
    belly: '#fbe6b8',
    ears: 'round',
    earInner: '#c77c32',
    tail: 'tuft',
    mane: '#c2652c',
    muzzle: '#fbe6b8',
    bulk: 1.15,
  },
  dragon: {
    fur: '#5cb86a',
    belly: '#f5e08a',
    ears: 'horns',
    tail: 'spiky',
    wings: '#3f9a8a',
    spikes: '#f29f4b',
    muzzle: '#8fd68c',
    bulk: 1.15,
  },
  hedgehog: { fur: '#c9a27e', belly: '#f5dfc4', ears: 'tiny', tail: 'none', muzzle: '#f5dfc4' },
};

/** Big eyes with a highlight, rosy cheeks, a small smile: the shared face of every critter. */
function face(p: Paint, cx: number, cy: number, r: number, c: Critter): string {
  const eye = (x: number) =>
    ellipse(x, cy - r * 0.08, r * 0.12, r * 0.15, '#2a2438', NO_STROKE) +
    circle(x + r * 0.04, cy - r * 0.14, r * 0.05, '#ffffff', NO_STROKE);
  const cheeks =
    ellipse(cx - r * 0.55, cy + r * 0.22, r * 0.16, r * 0.1, p.col('#ff8fa3'), `${NO_STROKE} opacity="0.55"`) +
    ellipse(cx + r * 0.55, cy + r * 0.22, r * 0.16, r * 0.1, p.col('#ff8fa3'), `${NO_STROKE} opacity="0.55"`);
  const muzzle = c.muzzle ? ellipse(cx, cy + r * 0.34, r * 0.42, r * 0.3, p.col(c.muzzle), NO_STROKE) : '';
  const nose = ellipse(cx, cy + r * 0.2, r * 0.13, r * 0.09, p.col(c.nose ?? '#3b2f4a'), ` stroke-width="${n(p.lw * 0.6)}"`);
  const mouth = path(
    `M${n(cx - r * 0.16)} ${n(cy + r * 0.36)} q${n(r * 0.08)} ${n(r * 0.1)} ${n(r * 0.16)} 0 q${n(r * 0.08)} ${n(r * 0.1)} ${n(r * 0.16)} 0`,
    'none',
    ` stroke-width="${n(p.lw * 0.8)}"`,
  );
  const whiskers =
    c.ears === 'pointy' || c.ears === 'round'
      ? path(
          `M${n(cx - r * 0.36)} ${n(cy + r * 0.3)} l${n(-r * 0.42)} ${n(-r * 0.06)} M${n(cx - r * 0.36)} ${n(cy + r * 0.4)} l${n(-r * 0.4)} ${n(r * 0.08)} M${n(cx + r * 0.36)} ${n(cy + r * 0.3)} l${n(r * 0.42)} ${n(-r * 0.06)} M${n(cx + r * 0.36)} ${n(cy + r * 0.4)} l${n(r * 0.4)} ${n(r * 0.08)}`,
          'none',
          ` stroke-width="${n(p.lw * 0.5)}" opacity="0.6"`,
        )
      : '';
  return muzzle + cheeks + eye(cx - r * 0.36) + eye(cx + r * 0.36) + nose + mouth + whiskers;
}

function ears(p: Paint, cx: number, cy: number, r: number, c: Critter, front: boolean): string {
  const fur = p.col(c.earColour ?? c.fur);
  const inner = c.earInner ? p.col(c.earInner) : fur;
  switch (c.ears) {
    case 'pointy':
      if (front) return '';
      return [-1, 1]
        .map((s) =>
          shape(
            p,
            `M${n(cx + s * r * 0.2)} ${n(cy - r * 0.85)} L${n(cx + s * r * 0.78)} ${n(cy - r * 1.45)} L${n(cx + s * r * 0.92)} ${n(cy - r * 0.45)} Z`,
            fur,
            path(
              `M${n(cx + s * r * 0.38)} ${n(cy - r * 0.82)} L${n(cx + s * r * 0.74)} ${n(cy - r * 1.22)} L${n(cx + s * r * 0.8)} ${n(cy - r * 0.62)} Z`,
              inner,
              NO_STROKE,
            ),
          ),
        )
        .join('');
    case 'round':
      if (front) return '';
      return [-1, 1]
        .map((s) => {
          const big = c === CRITTERS.mouse ? 0.5 : 0.32;
          const x = cx + s * r * 0.72;
          const y = cy - r * 0.72;
          return circle(x, y, r * big, fur) + circle(x, y, r * big * 0.58, inner, NO_STROKE);
        })
        .join('');
    case 'long':
      if (front) return '';
      return [-1, 1]
        .map((s) =>
          shape(
            p,
            `M${n(cx + s * r * 0.15)} ${n(cy - r * 0.7)} Q${n(cx + s * r * 0.05)} ${n(cy - r * 2.1)} ${n(cx + s * r * 0.45)} ${n(cy - r * 2.1)} Q${n(cx + s * r * 0.8)} ${n(cy - r * 2.0)} ${n(cx + s * r * 0.62)} ${n(cy - r * 0.7)} Z`,
            fur,
            path(
              `M${n(cx + s * r * 0.3)} ${n(cy - r * 0.85)} Q${n(cx + s * r * 0.25)} ${n(cy - r * 1.85)} ${n(cx + s * r * 0.45)} ${n(cy - r * 1.85)} Q${n(cx + s * r * 0.62)} ${n(cy - r * 1.8)} ${n(cx + s * r * 0.5)} ${n(cy - r * 0.85)} Z`,
              inner,
              NO_STROKE,
            ),
          ),
        )
        .join('');
    case 'floppy':
      if (!front) return '';
      return [-1, 1]
        .map((s) =>
          shape(
            p,
            `M${n(cx + s * r * 0.55)} ${n(cy - r * 0.8)} Q${n(cx + s * r * 1.35)} ${n(cy - r * 0.7)} ${n(cx + s * r * 1.1)} ${n(cy + r * 0.45)} Q${n(cx + s * r * 0.9)} ${n(cy + r * 0.6)} ${n(cx + s * r * 0.75)} ${n(cy + r * 0.2)} Q${n(cx + s * r * 0.7)} ${n(cy - r * 0.3)} ${n(cx + s * r * 0.45)} ${n(cy - r * 0.6)} Z`,
            fur,
          ),
        )
        .join('');
    case 'tiny':
      if (front) return '';
      return circle(cx - r * 0.6, cy - r * 0.75, r * 0.18, fur) + circle(cx + r * 0.6, cy - r * 0.75, r * 0.18, fur);
    case 'horns':
      if (front) return '';
      return [-1, 1]
        .map((s) =>
          shape(
            p,
            `M${n(cx + s * r * 0.3)} ${n(cy - r * 0.8)} Q${n(cx + s * r * 0.5)} ${n(cy - r * 1.5)} ${n(cx + s * r * 0.8)} ${n(cy - r * 1.45)} Q${n(cx + s * r * 0.62)} ${n(cy - r * 1.1)} ${n(cx + s * r * 0.66)} ${n(cy - r * 0.66)} Z`,
            p.col('#f5e08a'),
          ),
        )
        .join('');
  }
}

function tail(p: Paint, c: Critter): string {
  const fur = p.col(c.fur);
  switch (c.tail) {
    case 'wag':
      return shape(p, 'M-26 -16 Q-46 -24 -44 -46 Q-38 -40 -34 -30 Q-30 -24 -22 -22 Z', fur);
    case 'bushy':
      return shape(
        p,
        'M-22 -10 Q-58 -6 -62 -36 Q-60 -58 -44 -64 Q-48 -40 -22 -28 Z',
        fur,
        path('M-62 -36 Q-60 -58 -44 -64 Q-54 -52 -50 -40 Z', p.col('#fff6ea'), NO_STROKE),
      );
    case 'long':
      return (
        path('M-24 -8 Q-52 -6 -50 -30 Q-48 -48 -34 -50', 'none', ` stroke="${p.ink}" stroke-width="${n(p.lw * 4)}"`) +
        path('M-24 -8 Q-52 -6 -50 -30 Q-48 -48 -34 -50', 'none', ` stroke="${fur}" stroke-width="${n(p.lw * 2)}"`)
      );
    case 'puff':
      return blob(
        p,
        [
          [-28, -12, 9],
          [-34, -18, 7],
          [-24, -20, 7],
        ],
        p.col('#ffffff'),
      );
    case 'tuft':
      return (
        path('M-24 -8 Q-50 -2 -52 -26', 'none', ` stroke="${p.ink}" stroke-width="${n(p.lw * 3)}"`) +
        path('M-24 -8 Q-50 -2 -52 -26', 'none', ` stroke="${fur}" stroke-width="${n(p.lw * 1.4)}"`) +
        shape(p, 'M-52 -24 Q-62 -34 -54 -40 Q-46 -36 -50 -26 Z', p.col(c.mane ?? c.fur))
      );
    case 'squirrel':
      return shape(
        p,
        'M-18 -6 Q-60 0 -58 -44 Q-56 -86 -26 -92 Q-2 -94 -4 -76 Q-22 -84 -34 -70 Q-44 -52 -30 -36 Q-22 -26 -18 -20 Z',
        fur,
        path('M-52 -44 Q-50 -76 -28 -84', 'none', ` stroke="${p.col('#f3b38a')}" opacity="0.8"`),
      );
    case 'spiky': {
      const spikes = [
        [-44, -18],
        [-56, -24],
        [-64, -34],
      ]
        .map(([x, y]) =>
          shape(p, `M${x! - 4} ${y! + 2} L${x! - 2} ${y! - 9} L${x! + 5} ${y! - 1} Z`, p.col(c.spikes ?? '#f29f4b')),
        )
        .join('');
      return spikes + shape(p, 'M-20 -4 Q-50 0 -62 -28 Q-66 -40 -72 -42 Q-60 -44 -56 -32 Q-46 -14 -22 -16 Z', fur);
    }
    case 'none':
      return '';
  }
}

function sittingCritter(p: Paint, c: Critter): string {
  const fur = p.col(c.fur);
  const bulk = c.bulk ?? 1;
  const r = 25 * (c.head ?? 1);
  const hx = 4;
  const hy = -70;
  const body = shape(
    p,
    `M${n(-28 * bulk)} 0 C${n(-40 * bulk)} -20 ${n(-30 * bulk)} -58 -2 -58 C${n(26 * bulk)} -58 ${n(38 * bulk)} -20 ${n(28 * bulk)} 0 Z`,
    fur,
    ellipse(6, -24, 15 * bulk, 20, p.col(c.belly), NO_STROKE) +
      (c.stripes
        ? path(
            'M-26 -30 q6 2 10 -2 M-28 -20 q6 2 10 -2 M-24 -40 q5 2 9 -2',
            'none',
            ` stroke="${p.col(c.stripes)}" stroke-width="${n(p.lw * 1.3)}"`,
          )
        : '') +
      path(
        `M${n(14 * bulk)} -56 C${n(32 * bulk)} -48 ${n(38 * bulk)} -20 ${n(28 * bulk)} 0 L${n(18 * bulk)} 0 C${n(26 * bulk)} -20 ${n(24 * bulk)} -44 ${n(14 * bulk)} -56 Z`,
        '#2b1d33',
        `${NO_STROKE} opacity="0.12"`,
      ),
  );
  const haunch = shape(p, `M${n(-30 * bulk)} 0 Q${n(-34 * bulk)} -24 ${n(-14 * bulk)} -26 Q${n(2 * bulk)} -24 0 0 Z`, fur);
  const paws = ellipse(2, -4, 8, 5, fur) + ellipse(18 * bulk, -4, 8, 5, fur);
  let back = tail(p, c);
  if (c.wings) {
    back += shape(
      p,
      'M-14 -52 Q-40 -100 -70 -92 Q-58 -82 -62 -72 Q-48 -74 -46 -62 Q-34 -64 -24 -44 Z',
      p.col(c.wings),
      path('M-16 -52 Q-40 -84 -62 -88', 'none', ` stroke="${p.col('#2a6d66')}" opacity="0.6"`),
    );
  }
  if (c.ears === 'tiny') {
    // Hedgehog: a spiky coat over the back.
    let d = 'M-36 -2';
    for (let i = 0; i <= 10; i++) {
      const a = Math.PI * (1.05 + (i / 10) * 0.8);
      const R = i % 2 ? 40 : 50;
      d += ` L${n(Math.cos(a) * R + 2)} ${n(Math.sin(a) * R - 10)}`;
    }
    d += ' L10 -54 Q-6 -30 -10 0 Z';
    back += shape(p, d, p.col('#7a5a44'));
  }
  let mane = '';
  if (c.mane) {
    let d = '';
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      const x = hx + Math.cos(a) * r * 1.25;
      const y = hy + Math.sin(a) * r * 1.2;
      d += circle(x, y, r * 0.38, p.col(c.mane));
    }
    mane = d;
  }
  let spikes = '';
  if (c.spikes) {
    spikes = [
      [-10, -98],
      [-22, -86],
      [-28, -70],
    ]
      .map(([x, y]) => shape(p, `M${x! - 5} ${y! + 4} L${x!} ${y! - 8} L${x! + 6} ${y! + 2} Z`, p.col(c.spikes!)))
      .join('');
  }
  const head = circle(hx, hy, r, fur);
  return inked(
    p,
    back +
      haunch +
      body +
      paws +
      spikes +
      mane +
      ears(p, hx, hy, r, c, false) +
      head +
      ears(p, hx, hy, r, c, true) +
      face(p, hx, hy, r, c),
  );
}

interface Strider {
  fur: string;
  mane?: string;
  spots?: boolean;
  antlers?: boolean;
  horn?: boolean;
  fluffy?: boolean;
  legs?: string;
}

const STRIDERS: Partial<Record<Animal, Strider>> = {
  deer: { fur: '#c7864f', spots: true, antlers: true, legs: '#a86a3c' },
  horse: { fur: '#b07248', mane: '#5a3a2a', legs: '#8a5a3b' },
  unicorn: { fur: '#fbf7ff', mane: 'rainbow', horn: true, legs: '#efe6ff' },
  sheep: { fur: '#fbf8f2', fluffy: true, legs: '#3b3550' },
};

function standingAnimal(p: Paint, s: Strider): string {
  const fur = p.col(s.fur);
  const legs = p.col(s.legs ?? s.fur);
  const leg = (x: number, shade: boolean) =>
    shape(
      p,
      `M${x - 4} -30 L${x - 4} -2 Q${x} 1 ${x + 4} -2 L${x + 4} -30 Z`,
      shade ? p.col(s.legs ?? s.fur) : legs,
      path(`M${x - 4} -6 L${x + 4} -6 L${x + 4} -2 Q${x} 1 ${x - 4} -2 Z`, p.col('#3b3550'), NO_STROKE),
    );
  let body: string;
  if (s.fluffy) {
    body = blob(
      p,
      [
        [-18, -42, 14],
        [0, -46, 16],
        [18, -42, 14],
        [-8, -32, 13],
        [10, -32, 13],
        [-26, -34, 10],
        [26, -34, 10],
      ],
      fur,
    );
  } else {
    body = shape(
      p,
      'M-34 -46 Q-36 -26 -24 -24 L24 -24 Q38 -26 36 -48 Q30 -60 0 -58 Q-30 -60 -34 -46 Z',
      fur,
      path('M-30 -30 Q0 -22 32 -30 L30 -26 Q0 -20 -28 -26 Z', '#2b1d33', `${NO_STROKE} opacity="0.12"`),
    );
  }
  const neck = s.fluffy ? '' : shape(p, 'M18 -52 L30 -84 L44 -80 L36 -48 Z', fur);
  const headY = s.fluffy ? -52 : -84;
  const headX = s.fluffy ? 30 : 42;
  const head = s.fluffy
    ? ellipse(headX, headY, 11, 13, p.col('#3b3550'))
    : shape(
        p,
        `M${headX - 12} ${headY - 6} Q${headX - 8} ${headY - 18} ${headX + 6} ${headY - 14} L${headX + 20} ${headY - 2} Q${headX + 24} ${headY + 6} ${headX + 14} ${headY + 8} L${headX - 4} ${headY + 8} Q${headX - 14} ${headY + 4} ${headX - 12} ${headY - 6} Z`,
        fur,
      );
  const ear = s.fluffy
    ? ellipse(headX - 12, headY - 4, 7, 3.5, p.col('#3b3550'))
    : shape(p, `M${headX - 6} ${headY - 14} L${headX - 14} ${headY - 30} L${headX + 2} ${headY - 16} Z`, fur);
  const eye =
    circle(headX + (s.fluffy ? 3 : 4), headY - (s.fluffy ? 2 : 5), 2.8, '#ffffff', NO_STROKE) +
    circle(headX + (s.fluffy ? 4 : 5), headY - (s.fluffy ? 2 : 5), 2, '#2a2438', NO_STROKE);
  const nose = s.fluffy ? '' : circle(headX + 19, headY + 1, 2, '#3b2f4a', NO_STROKE);
  let extras = '';
  if (s.spots)
    extras += [
      [-20, -46],
      [-6, -50],
      [8, -46],
      [-14, -38],
      [20, -50],
    ]
      .map(([x, y]) => circle(x!, y!, 2.6, p.col('#fbefdc'), NO_STROKE))
      .join('');
  if (s.antlers)
    extras += path(
      `M${headX - 4} ${headY - 14} q-4 -14 -12 -18 M${headX - 8} ${headY - 24} q-8 -2 -10 -8 M${headX} ${headY - 14} q2 -14 10 -20 M${headX + 6} ${headY - 26} q6 -2 8 -8`,
      'none',
      ` stroke="${p.col('#8a5a3b')}" stroke-width="${n(p.lw * 1.6)}"`,
    );
  if (s.horn)
    extras += shape(
      p,
      `M${headX + 2} ${headY - 14} L${headX + 14} ${headY - 40} L${headX + 8} ${headY - 12} Z`,
      p.glow('#ffd166'),
    );
  let mane = '';
  if (s.mane) {
    const colours = s.mane === 'rainbow' ? ['#ff8fb1', '#ffd166', '#8fd68c', '#7fb8f0', '#b69cff'] : [s.mane, s.mane, s.mane];
    mane = colours
      .map((c, i) =>
        shape(
          p,
          `M${30 - i * 3} ${-90 + i * 8} Q${14 - i * 3} ${-80 + i * 8} ${16 - i * 2} ${-60 + i * 6} Q${24 - i * 2} ${-72 + i * 8} ${32 - i * 2} ${-82 + i * 8} Z`,
          p.col(c),
        ),
      )
      .join('');
    mane += shape(p, `M-34 -48 Q-52 -44 -50 -14 Q-44 -30 -36 -38 Z`, p.col(colours[0]!));
  }
  return inked(
    p,
    leg(-24, true) + leg(20, true) + body + leg(-14, false) + leg(28, false) + neck + mane + ear + head + eye + nose + extras,
  );
}

function owl(p: Paint): string {
  const feathers = p.col('#9b6b4a');
  return inked(
    p,
    shape(
      p,
      'M-30 -4 Q-36 -60 0 -74 Q36 -60 30 -4 Q0 6 -30 -4 Z',
      feathers,
      ellipse(0, -28, 18, 22, p.col('#e7c59c'), NO_STROKE) +
        path(
          'M-8 -36 l4 4 l4 -4 M0 -24 l4 4 l4 -4 M-10 -20 l4 4 l4 -4',
          'none',
          ` stroke="${p.col('#9b6b4a')}" stroke-width="${n(p.lw * 0.8)}"`,
        ),
    ) +
      shape(p, 'M-24 -74 L-30 -96 L-12 -78 Z', feathers) +
      shape(p, 'M24 -74 L30 -96 L12 -78 Z', feathers) +
      shape(p, 'M-30 -52 Q-44 -30 -30 -10 Q-24 -30 -30 -52 Z', p.col('#7a5236')) +
      shape(p, 'M30 -52 Q44 -30 30 -10 Q24 -30 30 -52 Z', p.col('#7a5236')) +
      circle(-12, -58, 11, p.col('#fbf3e4')) +
      circle(12, -58, 11, p.col('#fbf3e4')) +
      circle(-11, -57, 6, '#2a2438', NO_STROKE) +
      circle(11, -57, 6, '#2a2438', NO_STROKE) +
      circle(-9, -59, 2, '#ffffff', NO_STROKE) +
      circle(13, -59, 2, '#ffffff', NO_STROKE) +
      shape(p, 'M-4 -50 L4 -50 L0 -42 Z', p.col('#f2a541')) +
      path('M-10 -2 v5 M-6 -2 v5 M6 -2 v5 M10 -2 v5', 'none', ` stroke="${p.col('#f2a541')}"`),
  );
}

function penguin(p: Paint): string {
  return inked(
    p,
    shape(p, 'M-14 0 L-22 4 L-4 4 Z M14 0 L22 4 L4 4 Z', p.col('#f2a541')) +
      shape(
        p,
        'M-30 -4 Q-38 -70 0 -86 Q38 -70 30 -4 Q0 6 -30 -4 Z',
        p.col('#2f3652'),
        path('M-20 -6 Q-26 -50 -8 -62 Q0 -56 8 -62 Q26 -50 20 -6 Q0 2 -20 -6 Z', p.col('#fbfbf7'), NO_STROKE),
      ) +
      shape(p, 'M-30 -52 Q-46 -30 -40 -16 Q-30 -30 -28 -44 Z', p.col('#2f3652')) +
      shape(p, 'M30 -52 Q46 -30 40 -16 Q30 -30 28 -44 Z', p.col('#2f3652')) +
      circle(-8, -64, 3.4, '#2a2438', NO_STROKE) +
      circle(8, -64, 3.4, '#2a2438', NO_STROKE) +
      circle(-7, -65, 1.2, '#ffffff', NO_STROKE) +
      circle(9, -65, 1.2, '#ffffff', NO_STROKE) +
      shape(p, 'M-6 -58 L6 -58 L0 -50 Z', p.col('#f2a541')) +
      ellipse(-14, -54, 4, 2.5, p.col('#ff8fa3'), `${NO_STROKE} opacity="0.6"`) +
      ellipse(14, -54, 4, 2.5, p.col('#ff8fa3'), `${NO_STROKE} opacity="0.6"`),
  );
}

function bird(p: Paint, flying: boolean): string {
  const feathers = p.col('#5aa9e6');
  const wing = flying
    ? shape(p, 'M-6 -52 Q-20 -96 -2 -100 Q4 -80 8 -56 Z', feathers, '')
    : shape(p, 'M-18 -46 Q-6 -60 10 -46 Q0 -34 -18 -46 Z', p.col('#3f86c2'));
  return inked(
    p,
    (flying ? '' : path('M-4 -28 v26 M6 -28 v26 M-8 -2 h8 M2 -2 h8', 'none', ` stroke="${p.col('#f2a541')}"`)) +
      shape(p, 'M-30 -52 L-46 -62 L-44 -42 Z', p.col('#3f86c2')) +
      shape(
        p,
        'M-30 -48 Q-30 -76 2 -76 Q30 -74 28 -48 Q26 -24 0 -24 Q-30 -26 -30 -48 Z',
        feathers,
        ellipse(6, -40, 16, 11, p.col('#ffe3b0'), NO_STROKE),
      ) +
      wing +
      shape(p, 'M26 -58 L40 -54 L26 -50 Z', p.col('#f2a541')) +
      circle(14, -60, 3.2, '#2a2438', NO_STROKE) +
      circle(15, -61, 1.1, '#ffffff', NO_STROKE),
  );
}

function duck(p: Paint): string {
  return inked(
    p,
    shape(p, 'M-40 -24 Q-44 -40 -30 -38 Q-10 -36 8 -30 Q30 -28 34 -14 Q30 0 0 0 Q-34 0 -40 -24 Z', p.col('#fbf3dc')) +
      shape(p, 'M-12 -26 Q4 -34 16 -22 Q2 -14 -12 -26 Z', p.col('#e9dcb8')) +
      circle(16, -46, 14, p.col('#fbf3dc')) +
      shape(p, 'M28 -46 Q42 -46 42 -40 Q34 -36 26 -40 Z', p.col('#f2a541')) +
      circle(19, -50, 2.6, '#2a2438', NO_STROKE),
  );
}

function fish(p: Paint): string {
  return inked(
    p,
    shape(p, 'M-22 -30 L-40 -44 L-38 -16 Z', p.col('#f08a4b')) +
      shape(
        p,
        'M-26 -30 Q-4 -56 26 -34 Q30 -30 26 -26 Q-4 -4 -26 -30 Z',
        p.col('#ffa94d'),
        path('M-6 -46 Q2 -30 -6 -16', 'none', ` stroke="#ffffff" opacity="0.8"`),
      ) +
      shape(p, 'M0 -46 Q8 -58 16 -44 Z', p.col('#f08a4b')) +
      circle(14, -34, 3, '#2a2438', NO_STROKE) +
      circle(15, -35, 1, '#ffffff', NO_STROKE),
  );
}

function frog(p: Paint): string {
  const green = p.col('#6cc05a');
  return inked(
    p,
    shape(p, 'M-34 0 Q-40 -16 -26 -22 Q-34 -6 -20 0 Z M34 0 Q40 -16 26 -22 Q34 -6 20 0 Z', green) +
      shape(
        p,
        'M-30 -4 Q-34 -40 0 -42 Q34 -40 30 -4 Q0 4 -30 -4 Z',
        green,
        ellipse(0, -16, 16, 12, p.col('#d9f2a8'), NO_STROKE),
      ) +
      circle(-14, -42, 10, green) +
      circle(14, -42, 10, green) +
      circle(-14, -43, 5.5, '#ffffff', NO_STROKE) +
      circle(14, -43, 5.5, '#ffffff', NO_STROKE) +
      circle(-13, -43, 3.2, '#2a2438', NO_STROKE) +
      circle(15, -43, 3.2, '#2a2438', NO_STROKE) +
      path('M-12 -28 Q0 -20 12 -28', 'none') +
      ellipse(-20, -26, 4, 2.5, p.col('#ff8fa3'), `${NO_STROKE} opacity="0.6"`) +
      ellipse(20, -26, 4, 2.5, p.col('#ff8fa3'), `${NO_STROKE} opacity="0.6"`),
  );
}

function butterfly(p: Paint): string {
  const wing = p.col('#b69cff');
  const wing2 = p.col('#ff8fb1');
  return inked(
    p,
    shape(p, 'M0 -50 Q-30 -90 -40 -64 Q-42 -50 0 -50 Z', wing) +
      shape(p, 'M0 -50 Q30 -90 40 -64 Q42 -50 0 -50 Z', wing) +
      shape(p, 'M0 -50 Q-30 -40 -26 -24 Q-14 -20 0 -50 Z', wing2) +
      shape(p, 'M0 -50 Q30 -40 26 -24 Q14 -20 0 -50 Z', wing2) +
      circle(-24, -66, 4, p.col('#fff3a8'), NO_STROKE) +
      circle(24, -66, 4, p.col('#fff3a8'), NO_STROKE) +
      ellipse(0, -46, 3, 14, p.col('#3b2f4a')) +
      path('M-1 -60 q-6 -12 -10 -14 M1 -60 q6 -12 10 -14', 'none'),
  );
}

/** Whether the animal flies (placed in the air rather than on the ground). */
export function fliesOrSwims(animal: Animal): 'air' | 'water' | 'ground' {
  if (animal === 'butterfly' || animal === 'bird') return 'air';
  if (animal === 'fish') return 'water';
  return 'ground';
}

/** Height of each animal relative to the hero's height. */
export const ANIMAL_SIZE: Record<Animal, number> = {
  dog: 0.5,
  cat: 0.42,
  fox: 0.46,
  rabbit: 0.36,
  bear: 0.75,
  mouse: 0.2,
  hedgehog: 0.22,
  squirrel: 0.3,
  owl: 0.34,
  bird: 0.18,
  duck: 0.26,
  fish: 0.22,
  frog: 0.2,
  butterfly: 0.13,
  deer: 0.95,
  sheep: 0.5,
  dragon: 0.9,
  horse: 1.05,
  unicorn: 1.05,
  lion: 0.75,
  penguin: 0.45,
};

export function animalMotif(p: Paint, animal: Animal): string {
  const critter = CRITTERS[animal];
  if (critter) return sittingCritter(p, critter);
  const strider = STRIDERS[animal];
  if (strider) return standingAnimal(p, strider);
  switch (animal) {
    case 'owl':
      return owl(p);
    case 'penguin':
      return penguin(p);
    case 'bird':
      return bird(p, true);
    case 'duck':
      return duck(p);
    case 'fish':
      return fish(p);
    case 'frog':
      return frog(p);
    case 'butterfly':
      return butterfly(p);
    default:
      return sittingCritter(p, CRITTERS.dog!);
  }
}

/** A teddy bear: the bear critter in toy colours with a stitched patch. */
export function teddy(p: Paint): string {
  return (
    sittingCritter(p, {
      fur: '#c98f5a',
      belly: '#f0d2a8',
      ears: 'round',
      earInner: '#f0d2a8',
      tail: 'none',
      muzzle: '#f0d2a8',
      bulk: 1.1,
    }) + inked(p, path('M-4 -30 l6 6 M2 -30 l-6 6', 'none', ` stroke="${p.col('#7a4e33')}"`))
  );
}
