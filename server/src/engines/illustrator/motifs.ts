/**
 * Parametric SVG motifs for the midground: trees of several kinds, houses, a castle, a boat, a lighthouse, bedroom
 * furniture, flowers, mushrooms, a rocket, a snowman, a tent, a campfire and small things. Every motif draws in its
 * own frame (base centre at 0,0; up is −y; about 100 units tall) with the shared paint, so line weight and palette
 * stay consistent across the page. Shapes are filled first, shaded without a stroke, then outlined.
 */
import { blob, circle, ellipse, inked, n, NO_STROKE, path, rect, starPath, type Paint } from './paint.ts';

/** Fill, optional inner shading, then the outline on top. */
function shape(p: Paint, d: string, fill: string, shade = ''): string {
  return path(d, fill, NO_STROKE) + shade + path(d, 'none');
}

function glowHalo(p: Paint, cx: number, cy: number, r: number, colour: string): string {
  if (!p.lit) return '';
  return circle(cx, cy, r, p.glowFill(p.glow(colour)), `${NO_STROKE} opacity="0.8"`);
}

// ---------------------------------------------------------------------------------------------------------- trees

export function pineTree(p: Paint, variant = 0): string {
  const green = ['#2f7d5b', '#2e6f62', '#3b8755'][variant % 3]!;
  const tiers: [number, number, number][] = [
    [-12, -50, 42],
    [-34, -76, 33],
    [-56, -101, 23],
  ];
  let body = shape(p, 'M-5 1 L-5 -16 L5 -16 L5 1 Z', p.col('#7a4e33'));
  for (const [b, t, w] of tiers) {
    const m = (b + t) / 2 + 4;
    const d = `M${-w} ${b} Q${n(-w * 0.42)} ${m} 0 ${t} Q${n(w * 0.42)} ${m} ${w} ${b} Q${n(w * 0.5)} ${b + 6} 0 ${b + 2} Q${n(-w * 0.5)} ${b + 6} ${-w} ${b} Z`;
    const shade = path(
      `M0 ${t} Q${n(w * 0.42)} ${m} ${w} ${b} Q${n(w * 0.5)} ${b + 6} ${n(w * 0.18)} ${b + 3} Q${n(w * 0.22)} ${m} 0 ${t} Z`,
      p.col('#1d4f3c'),
      `${NO_STROKE} opacity="0.45"`,
    );
    const light = path(
      `M${n(-w * 0.2)} ${n(t + (b - t) * 0.35)} Q${n(-w * 0.45)} ${n(t + (b - t) * 0.7)} ${n(-w * 0.62)} ${b - 2}`,
      'none',
      ` stroke="${p.col('#7cc08a')}" opacity="0.7"`,
    );
    let snow = '';
    if (p.snowy) {
      const y = t + (b - t) * 0.42;
      const x = w * 0.42;
      snow = path(
        `M0 ${t} Q${n(x * 0.6)} ${n((t + y) / 2)} ${n(x)} ${n(y)} Q${n(x * 0.5)} ${n(y - 4)} ${n(x * 0.2)} ${n(y + 2)} Q${n(-x * 0.2)} ${n(y - 3)} ${n(-x * 0.5)} ${n(y + 1)} Q${n(-x * 0.8)} ${n(y - 3)} ${n(-x)} ${n(y)} Q${n(-x * 0.6)} ${n((t + y) / 2)} 0 ${t} Z`,
        p.col('#f4f8fd'),
      );
    }
    body += shape(p, d, p.col(green), shade + light) + snow;
  }
  return inked(p, body);
}

export function roundTree(p: Paint, variant = 0): string {
  const greens = ['#5fae4e', '#6cb85a', '#4f9e57', '#7bb34a'];
  const green = greens[variant % greens.length]!;
  const trunk = shape(
    p,
    'M-8 1 Q-5 -18 -5 -40 Q-12 -48 -18 -52 L-15 -56 Q-8 -52 -3 -47 L-2 -58 L4 -58 L5 -46 Q11 -52 16 -56 L19 -52 Q10 -44 6 -38 Q6 -18 9 1 Z',
    p.col('#85563a'),
    path('M2 -4 Q4 -22 3 -40', 'none', ` stroke="${p.col('#5e3b26')}" opacity="0.6"`),
  );
  const circles: [number, number, number][] = [
    [0, -74, 26],
    [-22, -62, 18],
    [22, -62, 18],
    [-13, -88, 18],
    [14, -88, 17],
    [0, -55, 16],
  ];
  const highlights =
    circle(-10, -86, 11, p.col('#a6dc7c'), `${NO_STROKE} opacity="0.55"`) +
    circle(-24, -64, 7, p.col('#a6dc7c'), `${NO_STROKE} opacity="0.5"`) +
    circle(6, -96, 6, p.col('#a6dc7c'), `${NO_STROKE} opacity="0.45"`);
  const shadeC =
    circle(14, -60, 13, p.col('#2f6b35'), `${NO_STROKE} opacity="0.35"`) +
    circle(22, -66, 10, p.col('#2f6b35'), `${NO_STROKE} opacity="0.3"`) +
    circle(2, -54, 10, p.col('#2f6b35'), `${NO_STROKE} opacity="0.28"`);
  const texture = [
    [-4, -70],
    [10, -78],
    [-16, -74],
    [6, -64],
    [-8, -96],
  ]
    .map(([x, y]) => path(`M${x! - 3} ${y} q3 3 6 0`, 'none', ` stroke="${p.col('#3f7d3a')}" opacity="0.8"`))
    .join('');
  let extras = '';
  if (variant % 4 === 1) {
    extras = [
      [-14, -70],
      [12, -72],
      [0, -86],
      [-20, -56],
      [20, -58],
    ]
      .map(([x, y]) => circle(x!, y!, 3.4, p.col('#e5483f'), ` stroke-width="${n(p.lw * 0.7)}"`))
      .join('');
  } else if (variant % 4 === 3) {
    extras = [
      [-14, -72],
      [12, -70],
      [-2, -90],
      [-22, -58],
      [18, -86],
      [22, -58],
    ]
      .map(([x, y]) => circle(x!, y!, 3, p.col('#ffd1e3'), NO_STROKE))
      .join('');
  }
  let snow = '';
  if (p.snowy) {
    snow = blob(
      p,
      [
        [-13, -103, 8],
        [0, -99, 9],
        [14, -103, 7],
        [-24, -76, 6],
        [25, -76, 6],
      ],
      p.col('#f4f8fd'),
      false,
    );
  }
  return inked(p, trunk + blob(p, circles, p.col(green)) + shadeC + highlights + texture + extras + snow);
}

export function birchTree(p: Paint): string {
  const trunk = shape(p, 'M-4 1 Q-3 -40 -2 -78 L3 -78 Q4 -40 5 1 Z', p.col('#f3efe6'));
  const marks = [-10, -24, -38, -52, -64]
    .map((y, i) => path(`M${i % 2 ? -3 : 0} ${y} l4 -1`, 'none', ` stroke="${p.col('#3a3a3a')}" stroke-width="${n(p.lw * 1.2)}"`))
    .join('');
  const leaves: [number, number, number][] = [
    [0, -84, 17],
    [-13, -72, 12],
    [13, -70, 12],
    [-6, -98, 11],
    [8, -96, 10],
  ];
  return inked(
    p,
    trunk + marks + blob(p, leaves, p.col('#a8cf5c')) + circle(-5, -88, 7, p.col('#d3ea8a'), `${NO_STROKE} opacity="0.6"`),
  );
}

export function palmTree(p: Paint): string {
  const trunk = shape(p, 'M-6 1 Q2 -50 16 -86 L23 -84 Q11 -48 6 1 Z', p.col('#b88a5a'));
  const rings = [-14, -30, -46, -62]
    .map((y) => {
      const x = ((-y / 86) * 16) ** 1.05;
      return path(`M${n(x - 6)} ${y} l11 -2`, 'none', ` stroke="${p.col('#7d5a37')}"`);
    })
    .join('');
  const cx = 20;
  const cy = -88;
  const fronds = [
    [-150, 46],
    [-115, 40],
    [-70, 36],
    [-30, 42],
    [10, 46],
    [-175, 36],
  ]
    .map(([angle, len]) => {
      const a = (angle! * Math.PI) / 180;
      const ex = cx + Math.cos(a) * len!;
      const ey = cy + Math.sin(a) * len! + 14;
      const mx = (cx + ex) / 2;
      const my = (cy + ey) / 2 - 10;
      const nx = -Math.sin(a) * 8;
      const ny = Math.cos(a) * 8;
      return shape(
        p,
        `M${cx} ${cy} Q${n(mx + nx)} ${n(my + ny)} ${n(ex)} ${n(ey)} Q${n(mx - nx)} ${n(my - ny)} ${cx} ${cy} Z`,
        p.col('#4fa35a'),
        path(`M${cx} ${cy} Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`, 'none', ` stroke="${p.col('#2f7040')}" opacity="0.7"`),
      );
    })
    .join('');
  const nuts = circle(16, -84, 4, p.col('#7a5230')) + circle(23, -83, 4, p.col('#7a5230'));
  return inked(p, trunk + rings + nuts + fronds);
}

export function bush(p: Paint, variant = 0): string {
  const circles: [number, number, number][] = [
    [-24, -14, 15],
    [0, -20, 20],
    [24, -14, 15],
    [-11, -29, 13],
    [12, -30, 13],
  ];
  const dots =
    variant % 2 === 0
      ? [
          [-18, -22],
          [4, -32],
          [20, -18],
          [-4, -14],
          [12, -24],
        ]
          .map(([x, y]) =>
            circle(x!, y!, 3, p.col(variant % 4 === 0 ? '#ff8fb1' : '#fff3a8'), ` stroke-width="${n(p.lw * 0.6)}"`),
          )
          .join('')
      : '';
  const snow = p.snowy
    ? blob(
        p,
        [
          [-10, -38, 8],
          [8, -40, 9],
          [-24, -26, 6],
          [25, -25, 6],
        ],
        p.col('#f4f8fd'),
        false,
      )
    : '';
  return inked(
    p,
    blob(p, circles, p.col(variant % 3 === 2 ? '#4f9e57' : '#5fae4e')) +
      circle(-8, -30, 8, p.col('#9fd67a'), `${NO_STROKE} opacity="0.5"`) +
      dots +
      snow,
  );
}

// ---------------------------------------------------------------------------------------------------- buildings

const WALLS = ['#fbe3b8', '#f6c9c2', '#cfe3f1', '#f3efe3', '#e2d6f3'];
const ROOFS = ['#d9574a', '#8a5a44', '#3f8f8a', '#5a67c9', '#e07b39'];

function litWindow(p: Paint, x: number, y: number, w: number, h: number, round = false): string {
  const glass = p.lit ? p.glow('#ffd66b') : p.col('#bfe3f5');
  const frame = round ? circle(x + w / 2, y + h / 2, w / 2, glass) : rect(x, y, w, h, glass, ` rx="${n(w * 0.12)}"`);
  const cross = round
    ? ''
    : path(`M${n(x + w / 2)} ${y} V${y + h} M${x} ${n(y + h / 2)} H${x + w}`, 'none', ` stroke-width="${n(p.lw * 0.8)}"`);
  const shine = p.lit
    ? ''
    : path(`M${n(x + w * 0.2)} ${n(y + h * 0.75)} l${n(w * 0.22)} ${n(-h * 0.3)}`, 'none', ` stroke="#ffffff" opacity="0.8"`);
  return glowHalo(p, x + w / 2, y + h / 2, Math.max(w, h) * 1.4, '#ffc857') + frame + shine + cross;
}

export function house(p: Paint, variant = 0): string {
  const wall = p.col(WALLS[variant % WALLS.length]!);
  const roof = p.col(ROOFS[(variant * 3 + 1) % ROOFS.length]!);
  const chimney = shape(p, 'M17 -90 L17 -66 L28 -58 L28 -90 Z', p.col('#b5654d'));
  const walls = shape(
    p,
    'M-34 0 L-34 -56 L34 -56 L34 0 Z',
    wall,
    rect(10, -56, 24, 56, p.col('#7a6a8a'), `${NO_STROKE} opacity="0.16"`),
  );
  const roofShape = shape(
    p,
    'M-45 -51 L0 -96 L45 -51 Q44 -47 40 -48 L-40 -48 Q-44 -47 -45 -51 Z',
    roof,
    path('M0 -92 L42 -50 L38 -48 L0 -86 Z', p.col('#2b2140'), `${NO_STROKE} opacity="0.22"`),
  );
  const tiles = [-78, -68, -58]
    .map((y) => {
      const half = ((y + 96) / 45) * 42;
      return path(`M${n(-half + 4)} ${y} H${n(half - 4)}`, 'none', ` stroke="${p.col('#2b2140')}" opacity="0.25"`);
    })
    .join('');
  const door =
    shape(p, 'M-8 0 L-8 -24 Q-8 -34 0 -34 Q8 -34 8 -24 L8 0 Z', p.col('#8c5a3c')) + circle(4.5, -15, 1.6, p.col('#f2c94c'));
  const windows = litWindow(p, -27, -45, 13, 13) + litWindow(p, 14, -45, 13, 13) + litWindow(p, -5, -72, 10, 10, true);
  const boxes =
    rect(-29, -31, 17, 4, p.col('#8c5a3c')) +
    rect(12, -31, 17, 4, p.col('#8c5a3c')) +
    [-26, -21, -16, 15, 20, 25]
      .map((x, i) => circle(x, -33, 2.6, p.col(i % 2 ? '#ff8fb1' : '#ffd166'), ` stroke-width="${n(p.lw * 0.6)}"`))
      .join('');
  const smoke = p.lit
    ? [
        [24, -98, 4],
        [28, -108, 5.5],
        [24, -120, 7],
      ]
        .map(([x, y, r]) => circle(x!, y!, r!, p.col('#e8e4f0'), `${NO_STROKE} opacity="0.55"`))
        .join('')
    : '';
  const snow = p.snowy
    ? path(
        'M-45 -51 L0 -96 L45 -51 Q36 -56 28 -52 Q20 -60 10 -56 Q0 -64 -10 -57 Q-22 -62 -30 -53 Q-38 -57 -45 -51 Z',
        p.col('#f6f9fd'),
      )
    : '';
  return inked(p, smoke + chimney + walls + roofShape + tiles + snow + door + windows + boxes);
}

export function castle(p: Paint, variant = 0): string {
  const stone = p.col(variant % 2 ? '#efe2c9' : '#e3d9ef');
  const stoneShade = p.col('#8d7fa8');
  const roof = p.col(variant % 2 ? '#d9574a' : '#5a67c9');
  const merlons = (x0: number, x1: number, y: number, size: number) => {
    let d = `M${x0} ${y}`;
    const count = Math.max(2, Math.round((x1 - x0) / (size * 2)));
    const step = (x1 - x0) / count;
    for (let i = 0; i < count; i++) {
      const x = x0 + i * step;
      d += ` L${n(x)} ${n(y - size)} L${n(x + step / 2)} ${n(y - size)} L${n(x + step / 2)} ${y} L${n(x + step)} ${y}`;
    }
    return d;
  };
  const flag = (x: number, y: number, colour: string) =>
    path(`M${x} ${y} V${y - 14}`, 'none') +
    shape(p, `M${x} ${y - 14} Q${x + 6} ${y - 16} ${x + 11} ${y - 12} Q${x + 6} ${y - 9} ${x} ${y - 9} Z`, p.col(colour));
  const tower = (cx: number, top: number, w: number) =>
    shape(
      p,
      `M${cx - w} 0 L${cx - w} ${top} L${cx + w} ${top} L${cx + w} 0 Z`,
      stone,
      rect(cx + w * 0.35, top, w * 0.65, -top, stoneShade, `${NO_STROKE} opacity="0.2"`),
    ) +
    shape(
      p,
      `M${cx - w - 4} ${top} L${cx} ${top - w * 2.6} L${cx + w + 4} ${top} Z`,
      roof,
      path(`M${cx} ${top - w * 2.6} L${cx + w + 4} ${top} L${cx + 2} ${top} Z`, '#1d1838', `${NO_STROKE} opacity="0.2"`),
    ) +
    flag(cx, top - w * 2.6, variant % 2 ? '#5a67c9' : '#f2c94c') +
    litWindow(p, cx - 3.5, top + 12, 7, 11);
  const wall =
    shape(p, `${merlons(-40, 40, -44, 5)} L40 0 L-40 0 Z`, stone) +
    [
      [-30, -30],
      [-18, -14],
      [22, -34],
      [30, -12],
      [-34, -8],
    ]
      .map(([x, y]) => path(`M${x} ${y} h8`, 'none', ` stroke="${stoneShade}" opacity="0.5"`))
      .join('');
  const keep =
    shape(
      p,
      `${merlons(-20, 20, -74, 4)} L20 0 L-20 0 Z`,
      stone,
      rect(8, -74, 12, 74, stoneShade, `${NO_STROKE} opacity="0.18"`),
    ) +
    shape(p, 'M-12 -78 L-12 -92 L12 -92 L12 -78 Z', stone) +
    shape(p, 'M-16 -92 L0 -118 L16 -92 Z', roof) +
    flag(0, -118, '#ff7a59') +
    litWindow(p, -7, -66, 6, 10) +
    litWindow(p, 1, -66, 6, 10) +
    litWindow(p, -3, -88, 6, 8, true);
  const gate =
    shape(p, 'M-10 0 L-10 -20 Q-10 -30 0 -30 Q10 -30 10 -20 L10 0 Z', p.col('#5a3f5e')) +
    path(
      'M-5 -27 V0 M0 -30 V0 M5 -27 V0 M-10 -18 H10 M-10 -9 H10',
      'none',
      ` stroke="${p.col('#2a1d33')}" stroke-width="${n(p.lw * 0.7)}"`,
    );
  return inked(p, keep + wall + tower(-48, -66, 9) + tower(48, -66, 9) + gate);
}

export function lighthouse(p: Paint): string {
  const band = (y0: number, y1: number) => {
    const w0 = 14 - (-y0 / 70) * 5;
    const w1 = 14 - (-y1 / 70) * 5;
    return path(`M${n(-w0)} ${y0} L${n(-w1)} ${y1} L${n(w1)} ${y1} L${n(w0)} ${y0} Z`, p.col('#e0483e'), NO_STROKE);
  };
  const beam = p.lit
    ? path('M0 -81 L-260 -120 L-260 -50 Z', p.glow('#fff2b0'), `${NO_STROKE} opacity="0.22"`) +
      path('M0 -81 L180 -110 L180 -60 Z', p.glow('#fff2b0'), `${NO_STROKE} opacity="0.16"`)
    : '';
  return (
    beam +
    inked(
      p,
      shape(p, 'M-14 0 L-9 -70 L9 -70 L14 0 Z', p.col('#fbf6ea'), band(-12, -24) + band(-36, -48) + band(-58, -68)) +
        shape(p, 'M-13 -70 L13 -70 L13 -74 L-13 -74 Z', p.col('#3d3552')) +
        glowHalo(p, 0, -81, 22, '#ffe07a') +
        shape(p, 'M-8 -74 L-8 -88 L8 -88 L8 -74 Z', p.lit ? p.glow('#ffe07a') : p.col('#cde8f5')) +
        shape(p, 'M-11 -88 L0 -100 L11 -88 Z', p.col('#e0483e')) +
        shape(p, 'M-4 0 L-4 -12 Q0 -16 4 -12 L4 0 Z', p.col('#5a3f5e')),
    )
  );
}

export function tent(p: Paint): string {
  const canvas = p.col('#f08a4b');
  return inked(
    p,
    path('M0 -70 L-60 4 M0 -70 L60 4', 'none', ` stroke-width="${n(p.lw * 0.6)}"`) +
      shape(p, 'M-46 0 L0 -70 L46 0 Z', canvas, path('M0 -70 L46 0 L20 0 Z', '#2b1d33', `${NO_STROKE} opacity="0.18"`)) +
      path('M-23 -35 L23 -35', 'none', ` stroke="${p.col('#ffe3b0')}" stroke-width="${n(p.lw * 1.6)}"`) +
      shape(p, 'M0 -66 L-16 0 L16 0 Z', p.lit ? p.glow('#ffcf6e') : p.col('#7c3e3a')) +
      shape(p, 'M0 -66 L-16 0 L-6 0 Q-4 -30 0 -66 Z', p.col('#c55a3a')) +
      path('M0 -70 V-86', 'none') +
      shape(p, 'M0 -86 L12 -82 L0 -78 Z', p.col('#ffd166')),
  );
}

export function campfire(p: Paint): string {
  const stones = [-26, -14, 0, 14, 26].map((x, i) => ellipse(x, -3, 8, 5.5, p.col(i % 2 ? '#9a95a8' : '#b1acbd'))).join('');
  const logs =
    shape(p, 'M-26 -6 L20 -20 L23 -13 L-23 1 Z', p.col('#8a5a3b')) +
    shape(p, 'M26 -6 L-20 -20 L-23 -13 L23 1 Z', p.col('#7a4e33'));
  const flame = (scale: number, colour: string) =>
    path(
      `M0 ${-12 * scale} C${-20 * scale} ${-22 * scale} ${-14 * scale} ${-46 * scale} ${-4 * scale} ${-62 * scale} C${-2 * scale} ${-50 * scale} ${6 * scale} ${-48 * scale} ${6 * scale} ${-58 * scale} C${16 * scale} ${-44 * scale} ${20 * scale} ${-24 * scale} 0 ${-12 * scale} Z`,
      p.glow(colour),
    );
  const sparks = [
    [-10, -70],
    [8, -78],
    [-2, -90],
    [14, -66],
  ]
    .map(([x, y]) => circle(x!, y!, 1.6, p.glow('#ffd36b'), NO_STROKE))
    .join('');
  const halo = circle(0, -30, 80, p.glowFill(p.glow('#ffb347')), `${NO_STROKE} opacity="${p.lit ? 0.9 : 0.45}"`);
  return (
    halo +
    inked(
      p,
      stones +
        logs +
        flame(1, '#f0643c') +
        flame(0.72, '#ffa63d') +
        path('M0 -14 C-8 -18 -6 -30 0 -38 C6 -30 8 -18 0 -14 Z', p.glow('#ffe38a'), NO_STROKE),
    ) +
    sparks
  );
}

export function fence(p: Paint): string {
  const wood = p.col('#c99a6b');
  let body = shape(p, 'M-110 -58 H110 V-48 H-110 Z', wood) + shape(p, 'M-110 -30 H110 V-20 H-110 Z', wood);
  for (let x = -100; x <= 100; x += 40) {
    body += shape(
      p,
      `M${x - 6} 0 L${x - 6} -66 L${x} -76 L${x + 6} -66 L${x + 6} 0 Z`,
      wood,
      rect(x + 1, -66, 5, 66, p.col('#7a5230'), `${NO_STROKE} opacity="0.25"`),
    );
    if (p.snowy) body += path(`M${x - 7} -66 L${x} -78 L${x + 7} -66 Q${x} -70 ${x - 7} -66 Z`, p.col('#f6f9fd'));
  }
  return inked(p, body);
}

export function lampPost(p: Paint): string {
  return (
    glowHalo(p, 0, -88, 40, '#ffd98a') +
    inked(
      p,
      shape(p, 'M-3 0 L-3 -80 L3 -80 L3 0 Z', p.col('#3d4a63')) +
        shape(p, 'M-9 0 L-7 -8 L7 -8 L9 0 Z', p.col('#3d4a63')) +
        shape(p, 'M-10 -80 L10 -80 L7 -96 L-7 -96 Z', p.lit ? p.glow('#ffe49a') : p.col('#d7ecf5')) +
        shape(p, 'M-12 -96 L0 -104 L12 -96 Z', p.col('#3d4a63')),
    )
  );
}

// ------------------------------------------------------------------------------------------------------ vehicles

export function boat(p: Paint, variant = 0): string {
  const hull = p.col(['#d9574a', '#3f7cc9', '#f2c94c'][variant % 3]!);
  const sail = p.col('#fbf6ea');
  const body =
    shape(p, 'M-1.5 -18 L-1.5 -96 L1.5 -96 L1.5 -18 Z', p.col('#8a5a3b')) +
    shape(
      p,
      'M4 -92 L4 -24 L42 -24 Q34 -62 4 -92 Z',
      sail,
      path('M4 -50 L35 -50 Q37 -45 38 -40 L4 -40 Z', p.col('#e86f5a'), NO_STROKE),
    ) +
    shape(p, 'M-4 -84 L-4 -26 L-34 -26 Q-22 -54 -4 -84 Z', sail) +
    shape(p, 'M1 -96 L14 -92 L1 -88 Z', p.col('#ffd166')) +
    shape(
      p,
      'M-46 -20 L46 -20 Q40 0 24 3 L-26 3 Q-42 0 -46 -20 Z',
      hull,
      path('M-44 -13 L44 -13', 'none', ` stroke="#ffffff" stroke-width="${n(p.lw * 1.6)}"`),
    ) +
    circle(-20, -9, 2.6, p.col('#f6f0e0')) +
    circle(-8, -9, 2.6, p.col('#f6f0e0'));
  const waves = path(
    'M-60 1 q8 -6 16 0 t16 0 t16 0 t16 0 t16 0 t16 0 t16 0 t16 0',
    'none',
    ` stroke="${p.col('#e9f6fb')}" stroke-width="${n(p.lw * 1.4)}"`,
  );
  return inked(p, body + waves);
}

export function rocket(p: Paint, flying = false): string {
  const body = p.col('#eef0f6');
  const red = p.col('#e0483e');
  const flame = flying
    ? path('M-9 -16 Q-12 6 0 26 Q12 6 9 -16 Z', p.glow('#ffa63d'), NO_STROKE) +
      path('M-5 -16 Q-6 0 0 12 Q6 0 5 -16 Z', p.glow('#ffe38a'), NO_STROKE)
    : [
        [-20, -2, 8],
        [20, -2, 8],
        [-30, 2, 6],
        [30, 2, 6],
      ]
        .map(([x, y, r]) => circle(x!, y!, r!, p.col('#f1eef6'), ` stroke-width="${n(p.lw * 0.8)}"`))
        .join('');
  return inked(
    p,
    flame +
      shape(p, 'M-20 -40 L-34 -14 L-34 0 L-19 -12 Z', red) +
      shape(p, 'M20 -40 L34 -14 L34 0 L19 -12 Z', red) +
      shape(p, 'M-10 -18 L-8 -10 L8 -10 L10 -18 Z', p.col('#8f93a8')) +
      shape(
        p,
        'M0 -100 Q22 -80 20 -40 L20 -18 L-20 -18 L-20 -40 Q-22 -80 0 -100 Z',
        body,
        path('M8 -92 Q22 -72 20 -40 L20 -18 L10 -18 Q14 -60 8 -92 Z', p.col('#9aa3c2'), `${NO_STROKE} opacity="0.35"`) +
          path('M0 -100 Q11 -91 15 -80 L-15 -80 Q-11 -91 0 -100 Z', red, NO_STROKE),
      ) +
      path('M-15 -80 L15 -80', 'none') +
      circle(0, -56, 10, p.col('#8f93a8')) +
      circle(0, -56, 6.5, p.glow('#6cc3f0')) +
      path('M-3 -59 q2 -2 4 -1', 'none', ' stroke="#ffffff"') +
      shape(p, 'M-1.5 -40 L-1.5 -10 L1.5 -10 L1.5 -40 Z', red),
  );
}

// --------------------------------------------------------------------------------------------------- small props

const FLOWER_COLOURS = ['#ff8fb1', '#ffd166', '#f25f5c', '#b69cff', '#ffffff', '#ff9f43'];

function flowerHead(p: Paint, x: number, y: number, r: number, colour: string): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    petals += circle(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.78, colour);
  }
  return petals + circle(x, y, r * 0.62, p.col('#ffcf40'));
}

export function flowers(p: Paint, variant = 0): string {
  const stems: [number, number, number][] = [
    [-22, -52, 10],
    [0, -78, 12],
    [20, -60, 10],
    [-8, -36, 8],
    [30, -32, 7],
  ];
  let body = '';
  stems.forEach(([x, top], i) => {
    body += path(
      `M${x * 0.4} 0 Q${x * 0.7} ${top / 2} ${x} ${top}`,
      'none',
      ` stroke="${p.col('#3f8f47')}" stroke-width="${n(p.lw * 1.3)}"`,
    );
    if (i < 3)
      body += shape(
        p,
        `M${x * 0.55} ${n(top * 0.4)} q${x < 0 ? -14 : 14} -6 ${x < 0 ? -16 : 16} -16 q${x < 0 ? 8 : -8} 14 ${x < 0 ? 16 : -16} 16 Z`,
        p.col('#5fae4e'),
      );
  });
  stems.forEach(([x, top, r], i) => {
    const colour = p.col(FLOWER_COLOURS[(variant + i * 2) % FLOWER_COLOURS.length]!);
    if ((variant + i) % 3 === 2) {
      body += shape(
        p,
        `M${x - r} ${top - r * 0.2} Q${x - r} ${top + r * 1.1} ${x} ${top + r * 1.1} Q${x + r} ${top + r * 1.1} ${x + r} ${top - r * 0.2} L${x + r * 0.5} ${top + r * 0.3} L${x} ${top - r * 0.6} L${x - r * 0.5} ${top + r * 0.3} Z`,
        colour,
      );
    } else {
      body += flowerHead(p, x, top, r * 0.75, colour);
    }
  });
  return inked(p, body);
}

export function mushrooms(p: Paint, variant = 0): string {
  const capColour = p.col(variant % 2 ? '#c9763f' : '#e0483e');
  const one = (x: number, s: number) => {
    const stem = shape(
      p,
      `M${x - 8 * s} 0 Q${x - 9 * s} ${-20 * s} ${x - 6 * s} ${-34 * s} L${x + 6 * s} ${-34 * s} Q${x + 9 * s} ${-20 * s} ${x + 8 * s} 0 Z`,
      p.col('#f6ecd9'),
    );
    const cap = shape(
      p,
      `M${x - 30 * s} ${-30 * s} Q${x - 28 * s} ${-64 * s} ${x} ${-66 * s} Q${x + 28 * s} ${-64 * s} ${x + 30 * s} ${-30 * s} Q${x} ${-24 * s} ${x - 30 * s} ${-30 * s} Z`,
      capColour,
      path(
        `M${x + 8 * s} ${-64 * s} Q${x + 28 * s} ${-60 * s} ${x + 30 * s} ${-30 * s} Q${x + 20 * s} ${-28 * s} ${x + 14 * s} ${-28 * s} Q${x + 20 * s} ${-48 * s} ${x + 8 * s} ${-64 * s} Z`,
        '#2b1d33',
        `${NO_STROKE} opacity="0.18"`,
      ),
    );
    const dots =
      variant % 2
        ? ''
        : [
            [-14, -44, 5],
            [4, -54, 6],
            [16, -40, 4],
            [-2, -38, 3.5],
          ]
            .map(([dx, dy, r]) => circle(x + dx! * s, dy! * s, r! * s, '#fffaf0', NO_STROKE))
            .join('');
    return stem + cap + dots;
  };
  return inked(p, one(24, 0.55) + one(-6, 1) + one(-36, 0.42));
}

export function snowman(p: Paint): string {
  const snow = p.col('#f7fbff');
  const shade = (cx: number, cy: number, r: number) =>
    path(
      `M${cx + r * 0.2} ${cy - r * 0.98} A${r} ${r} 0 0 1 ${cx + r * 0.2} ${cy + r * 0.98} A${r * 0.85} ${r} 0 0 0 ${cx + r * 0.2} ${cy - r * 0.98} Z`,
      p.col('#c6d6ea'),
      `${NO_STROKE} opacity="0.8"`,
    );
  const ball = (cy: number, r: number) => circle(0, cy, r, snow, NO_STROKE) + shade(0, cy, r) + circle(0, cy, r, 'none');
  const arms =
    path('M-14 -58 L-36 -70 M-30 -67 L-34 -76', 'none', ` stroke="${p.col('#7a4e33')}" stroke-width="${n(p.lw * 1.4)}"`) +
    path('M14 -58 L36 -72 M30 -68 L38 -66', 'none', ` stroke="${p.col('#7a4e33')}" stroke-width="${n(p.lw * 1.4)}"`);
  const face =
    circle(-4, -84, 1.8, '#2a2438', NO_STROKE) +
    circle(4, -84, 1.8, '#2a2438', NO_STROKE) +
    shape(p, 'M0 -80 L14 -78 L0 -77 Z', p.col('#f08a2c')) +
    [-5, -2.5, 0, 2.5, 5].map((x, i) => circle(x, -74 + Math.abs(i - 2) * -0.9, 0.9, '#2a2438', NO_STROKE)).join('');
  const buttons = [-62, -54, -46].map((y) => circle(0, y, 1.8, '#2a2438', NO_STROKE)).join('');
  const hat =
    shape(p, 'M-13 -92 L13 -92 L13 -95 L-13 -95 Z M-9 -95 L-9 -110 L9 -110 L9 -95 Z', p.col('#3b3550')) +
    rect(-9, -99, 18, 3.5, p.col('#e0483e'), NO_STROKE);
  const scarf = shape(p, 'M-13 -72 Q0 -66 13 -72 L13 -67 Q0 -61 -13 -67 Z M6 -68 L10 -50 L4 -50 L1 -66 Z', p.col('#e0483e'));
  return inked(p, arms + ball(-22, 23) + ball(-56, 16) + buttons + ball(-84, 12) + face + scarf + hat);
}

export function lantern(p: Paint): string {
  return (
    glowHalo(p, 0, -40, 70, '#ffcf6e') +
    inked(
      p,
      path('M-10 -72 Q0 -92 10 -72', 'none', ` stroke-width="${n(p.lw * 1.4)}"`) +
        shape(p, 'M-16 -66 L16 -66 L12 -74 L-12 -74 Z', p.col('#3d4a63')) +
        shape(
          p,
          'M-14 -8 L-14 -66 L14 -66 L14 -8 Z',
          p.glow('#ffd66b'),
          path('M-5 -20 Q-9 -36 0 -50 Q9 -36 5 -20 Z', p.glow('#fff3c2'), NO_STROKE),
        ) +
        path('M-5 -66 V-8 M5 -66 V-8', 'none', ` stroke-width="${n(p.lw * 0.7)}"`) +
        shape(p, 'M-18 0 L18 0 L14 -8 L-14 -8 Z', p.col('#3d4a63')),
    )
  );
}

export function kite(p: Paint): string {
  const colours = ['#e0483e', '#ffd166', '#3f8fc9', '#5fae4e'].map((c) => p.col(c));
  const tail = path('M0 50 q-10 14 0 28 t0 28 t0 28', 'none', ` stroke-width="${n(p.lw * 0.8)}"`);
  const bows = [64, 92, 120]
    .map((y, i) => shape(p, `M-8 ${y - 5} L8 ${y + 5} L8 ${y - 5} L-8 ${y + 5} Z`, colours[i % 4]!))
    .join('');
  return inked(
    p,
    tail +
      bows +
      path('M0 -40 L0 0 L-24 0 Z', colours[0]!, NO_STROKE) +
      path('M0 -40 L24 0 L0 0 Z', colours[1]!, NO_STROKE) +
      path('M0 50 L-24 0 L0 0 Z', colours[2]!, NO_STROKE) +
      path('M0 50 L24 0 L0 0 Z', colours[3]!, NO_STROKE) +
      path('M0 -40 L24 0 L0 50 L-24 0 Z M0 -40 V50 M-24 0 H24', 'none'),
  );
}

export function balloons(p: Paint): string {
  const list: [number, number, string][] = [
    [-14, -78, '#e0483e'],
    [12, -86, '#3f8fc9'],
    [0, -62, '#ffd166'],
  ];
  let body = list
    .map(([x, y]) => path(`M${x} ${y + 17} Q${x * 0.4 + 4} ${(y + 17) / 2} 0 0`, 'none', ` stroke-width="${n(p.lw * 0.6)}"`))
    .join('');
  for (const [x, y, c] of list) {
    body +=
      ellipse(x, y, 12, 15, p.col(c)) +
      shape(p, `M${x - 3} ${y + 18} L${x + 3} ${y + 18} L${x} ${y + 14} Z`, p.col(c)) +
      ellipse(x - 4, y - 6, 3, 5, '#ffffff', `${NO_STROKE} opacity="0.6"`);
  }
  return inked(p, body);
}

export function bed(p: Paint, variant = 0): string {
  const wood = p.col('#b07a4f');
  const blanket = p.col(['#7aa6e0', '#f2a0b5', '#8fcf9a'][variant % 3]!);
  const stars = [
    [-20, -36],
    [6, -40],
    [32, -34],
    [58, -38],
    [-6, -26],
    [44, -24],
    [20, -28],
  ]
    .map(([x, y]) => path(starPath(x!, y!, 4, 1.8), p.col('#fff1b8'), NO_STROKE))
    .join('');
  return inked(
    p,
    shape(
      p,
      'M-92 0 L-92 -84 Q-92 -100 -78 -100 Q-64 -100 -64 -84 L-64 0 Z',
      wood,
      path('M-84 -80 L-72 -80 L-72 -40 L-84 -40 Z', p.col('#8a5a3b'), `${NO_STROKE} opacity="0.45"`),
    ) +
      shape(p, 'M72 0 L72 -58 Q72 -66 80 -66 Q88 -66 88 -58 L88 0 Z', wood) +
      shape(p, 'M-66 -30 L86 -30 L86 -46 L-66 -46 Z', p.col('#f4f1ea')) +
      ellipse(-46, -52, 19, 9, p.col('#fdfbf6')) +
      shape(
        p,
        'M-30 -50 Q20 -56 86 -48 L88 -18 Q30 -14 -30 -20 Q-36 -35 -30 -50 Z',
        blanket,
        stars + path('M-30 -50 Q-24 -36 -30 -20', 'none', ` stroke="#ffffff" opacity="0.5"`),
      ) +
      shape(p, 'M-62 -16 L82 -16 L82 -8 L-62 -8 Z', wood) +
      rect(-60, -8, 6, 8, wood) +
      rect(74, -8, 6, 8, wood),
  );
}

/** A quilt pulled up high (the hero tucked in behind it): patchwork squares over a soft rounded top. */
export function quilt(p: Paint, variant = 0): string {
  const colours = [
    ['#7aa6e0', '#f2a0b5', '#fff1b8'],
    ['#8fcf9a', '#f7c59f', '#c7b8ea'],
    ['#f2a0b5', '#9ad0ec', '#ffe08a'],
  ][variant % 3]!.map((c) => p.col(c));
  const outline = 'M-118 0 L-116 -70 Q-110 -100 -70 -98 Q0 -92 70 -98 Q110 -100 116 -70 L118 0 Z';
  let patches = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 8; col++) {
      const x = -116 + col * 29;
      const y = -96 + row * 32;
      patches += rect(x, y, 29, 32, colours[(row + col) % 3]!, `${NO_STROKE} opacity="0.85"`);
    }
  }
  const clip = `<clipPath id="quilt-${variant}"><path d="${outline}"/></clipPath>`;
  return inked(
    p,
    `<defs>${clip}</defs>` +
      path(outline, colours[0]!, NO_STROKE) +
      `<g clip-path="url(#quilt-${variant})">${patches}</g>` +
      path('M-112 -68 Q0 -62 112 -68', 'none', ` stroke="#ffffff" opacity="0.55"`) +
      path(outline, 'none'),
  );
}

/** A table with a cloth (variant 0, a kitchen) or a fold-down train table (variant 1). */
export function table(p: Paint, variant = 0): string {
  const wood = p.col(variant ? '#7a5230' : '#c99a6b');
  const cloth = p.col(variant ? '#e8c98a' : '#f2a0b5');
  let checks = '';
  if (!variant)
    for (let x = -104; x < 104; x += 26) checks += rect(x, -46, 13, 30, p.col('#ffffff'), `${NO_STROKE} opacity="0.55"`);
  return inked(
    p,
    shape(p, 'M-100 0 L-96 -40 L96 -40 L100 0 Z', wood) +
      shape(p, 'M-110 -46 L110 -46 L106 -14 Q0 -8 -106 -14 Z', cloth, checks) +
      (variant ? '' : ellipse(30, -52, 16, 6, p.col('#fdfbf6')) + rect(-50, -70, 18, 24, p.col('#9ad0ec'))),
  );
}

/** A little stove with an oven window, two knobs and a pot on top. */
export function stove(p: Paint): string {
  const body = p.col('#eef0f6');
  return inked(
    p,
    shape(p, 'M-40 0 L-40 -78 L40 -78 L40 0 Z', body) +
      shape(
        p,
        'M-30 -58 L30 -58 L30 -12 L-30 -12 Z',
        p.col('#3a3346'),
        rect(-24, -52, 48, 8, p.col('#ffb35c'), `${NO_STROKE} opacity="0.5"`),
      ) +
      circle(-22, -68, 4, p.col('#e0483e')) +
      circle(22, -68, 4, p.col('#e0483e')) +
      shape(p, 'M-24 -78 L-24 -100 Q0 -106 24 -100 L24 -78 Z', p.col('#e0483e')) +
      path('M-30 -96 L-24 -96 M24 -96 L30 -96', 'none'),
  );
}

export function bedsideLamp(p: Paint): string {
  const wood = p.col('#c08a5c');
  return (
    glowHalo(p, 0, -80, 70, '#ffd98a') +
    inked(
      p,
      shape(p, 'M-24 0 L-24 -48 L24 -48 L24 0 Z', wood, rect(6, -48, 18, 48, p.col('#7a5230'), `${NO_STROKE} opacity="0.2"`)) +
        path('M-24 -26 H24', 'none') +
        circle(0, -37, 2, p.col('#f2c94c')) +
        circle(0, -14, 2, p.col('#f2c94c')) +
        shape(p, 'M-10 -48 Q-10 -56 0 -56 Q10 -56 10 -48 Z', p.col('#6d83c9')) +
        path('M0 -56 V-70', 'none', ` stroke-width="${n(p.lw * 1.3)}"`) +
        shape(p, 'M-18 -68 L-11 -94 L11 -94 L18 -68 Z', p.lit ? p.glow('#ffe08a') : p.col('#f4c27a')) +
        shape(p, 'M28 -48 L28 -62 L46 -62 L46 -48 Z', p.col('#e0483e')) +
        shape(p, 'M30 -62 L30 -70 L44 -70 L44 -62 Z', p.col('#3f8fc9')),
    )
  );
}

export function openBook(p: Paint): string {
  return inked(
    p,
    shape(p, 'M0 -8 Q-30 -22 -60 -12 L-60 0 Q-30 -10 0 4 Q30 -10 60 0 L60 -12 Q30 -22 0 -8 Z', p.col('#c0504d')) +
      shape(p, 'M0 -10 Q-28 -26 -56 -18 L-56 -6 Q-28 -14 0 0 Z', p.col('#fdf8ec')) +
      shape(p, 'M0 -10 Q28 -26 56 -18 L56 -6 Q28 -14 0 0 Z', p.col('#fdf8ec')) +
      path(
        'M-48 -14 Q-30 -20 -10 -12 M-48 -10 Q-30 -16 -10 -8 M10 -12 Q30 -20 48 -14 M10 -8 Q30 -16 48 -10',
        'none',
        ` stroke="${p.col('#9a92a8')}" stroke-width="${n(p.lw * 0.6)}"`,
      ),
  );
}

export function rock(p: Paint, variant = 0): string {
  const grey = p.col(['#a7a3b5', '#9a95a8', '#b7b1a6'][variant % 3]!);
  return inked(
    p,
    shape(
      p,
      'M-40 0 Q-44 -26 -18 -34 Q0 -44 22 -32 Q42 -22 40 0 Z',
      grey,
      path('M8 -36 Q30 -28 36 -4 L20 -4 Q24 -24 8 -36 Z', p.col('#5d5870'), `${NO_STROKE} opacity="0.25"`),
    ) + (p.snowy ? path('M-30 -26 Q-18 -38 0 -40 Q18 -38 30 -28 Q14 -30 0 -28 Q-16 -31 -30 -26 Z', p.col('#f6f9fd')) : ''),
  );
}

export function shells(p: Paint): string {
  const starfish = path(starPath(-18, -8, 10, 4.5), p.col('#f0894b'));
  const shell = shape(
    p,
    'M10 0 Q4 -14 16 -20 Q28 -14 22 0 Z',
    p.col('#f6c9c2'),
    path('M16 0 V-18 M12 -2 L14 -16 M20 -2 L18 -16', 'none', ` stroke-width="${n(p.lw * 0.6)}"`),
  );
  return inked(p, starfish + shell);
}

export function grassTuft(p: Paint, colour = '#4f9e57'): string {
  return inked(
    p,
    shape(
      p,
      'M-30 0 Q-26 -30 -34 -52 Q-18 -30 -12 0 Q-10 -40 0 -70 Q4 -36 10 0 Q16 -34 30 -56 Q22 -26 28 0 Z',
      p.col(colour),
      path('M-6 0 Q-2 -30 0 -56', 'none', ` stroke="${p.col('#8fd16a')}" opacity="0.6"`),
    ),
  );
}
