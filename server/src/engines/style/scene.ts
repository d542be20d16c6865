/**
 * A procedurally drawn stand-in photo (sky, hills, trees, a house, a child flying a kite), rendered with sharp from
 * SVG. No photos can be downloaded offline, so the art styles' preview images, the contact sheet and the tests all
 * start from this picture. Deterministic for the same size and seed.
 */
import sharp from 'sharp';
import { mulberry32, type Random } from './noise.ts';

const VIEW_W = 1200;
const VIEW_H = 900;

function ridge(rng: Random, baseY: number, amplitude: number, points: number, bottom = VIEW_H): string {
  const coords: string[] = [];
  const phase = rng() * Math.PI * 2;
  const phase2 = rng() * Math.PI * 2;
  for (let i = 0; i <= points; i++) {
    const x = (i / points) * (VIEW_W + 40) - 20;
    const t = i / points;
    const y =
      baseY +
      amplitude * (0.55 * Math.sin(t * Math.PI * 2.1 + phase) + 0.3 * Math.sin(t * Math.PI * 5.3 + phase2)) +
      amplitude * 0.15 * (rng() - 0.5);
    coords.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M-20,${bottom} L${coords.join(' L')} L${VIEW_W + 20},${bottom} Z`;
}

function cloud(cx: number, cy: number, s: number, rng: Random): string {
  const puffs: string[] = [];
  for (let i = 0; i < 6; i++) {
    const dx = (i - 2.5) * 34 * s + (rng() - 0.5) * 12 * s;
    const dy = -Math.sin((i / 5) * Math.PI) * 26 * s + (rng() - 0.5) * 8 * s;
    const r = (30 + rng() * 22) * s;
    puffs.push(`<circle cx="${(cx + dx).toFixed(1)}" cy="${(cy + dy).toFixed(1)}" r="${r.toFixed(1)}"/>`);
  }
  puffs.push(`<ellipse cx="${cx}" cy="${cy + 14 * s}" rx="${110 * s}" ry="${24 * s}"/>`);
  return `<g fill="url(#cloud)" filter="url(#soft)">${puffs.join('')}</g>`;
}

function tree(x: number, y: number, s: number, dark: string, light: string): string {
  return `<g filter="url(#leaves)">
    <rect x="${x - 9 * s}" y="${y - 70 * s}" width="${18 * s}" height="${74 * s}" fill="#6b4a2f"/>
    <circle cx="${x}" cy="${y - 110 * s}" r="${62 * s}" fill="${dark}"/>
    <circle cx="${x - 40 * s}" cy="${y - 80 * s}" r="${42 * s}" fill="${dark}"/>
    <circle cx="${x + 42 * s}" cy="${y - 84 * s}" r="${44 * s}" fill="${dark}"/>
    <circle cx="${x - 14 * s}" cy="${y - 130 * s}" r="${40 * s}" fill="${light}" opacity="0.85"/>
    <circle cx="${x + 22 * s}" cy="${y - 104 * s}" r="${30 * s}" fill="${light}" opacity="0.6"/>
  </g>`;
}

/** The scene as SVG text, `width`×`height` pixels (the 4:3 drawing is cropped to fill other aspect ratios). */
export function sampleSceneSvg(width: number, height: number, seed = 7): string {
  const rng = mulberry32(seed);
  const flowers: string[] = [];
  const colours = ['#f5f1e6', '#ffd23f', '#ff6b6b', '#f7a8d8', '#ffffff'];
  for (let i = 0; i < 90; i++) {
    const x = rng() * VIEW_W;
    const y = 760 + rng() * 140;
    const r = 3 + rng() * 5 * ((y - 740) / 160);
    flowers.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${colours[i % colours.length]}"/>`);
  }
  const birds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 180 + i * 55 + rng() * 30;
    const y = 120 + rng() * 60;
    birds.push(`<path d="M${x - 10},${y} q5,-7 10,0 q5,-7 10,0" stroke="#3a4660" stroke-width="2.2" fill="none"/>`);
  }
  const tail: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 905 + i * 16;
    const y = 300 + i * 34 + Math.sin(i) * 10;
    tail.push(
      `<path d="M${x - 9},${y - 6} L${x + 9},${y + 6} M${x - 9},${y + 6} L${x + 9},${y - 6}" stroke="${['#ff4f5e', '#ffd23f', '#3aa0ff'][i % 3]}" stroke-width="6"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3f74c4"/><stop offset="0.42" stop-color="#86bde9"/>
      <stop offset="0.62" stop-color="#cfe3ef"/><stop offset="0.75" stop-color="#f7dcb4"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fffdf2"/><stop offset="0.25" stop-color="#fff1bf" stop-opacity="0.95"/>
      <stop offset="1" stop-color="#ffd99a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="cloud" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9d6e6"/>
    </linearGradient>
    <linearGradient id="far" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7f97c2"/><stop offset="1" stop-color="#b7c6dc"/>
    </linearGradient>
    <linearGradient id="hill1" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9cc86a"/><stop offset="1" stop-color="#5c9440"/>
    </linearGradient>
    <linearGradient id="hill2" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#79b04f"/><stop offset="1" stop-color="#3f7a2e"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6aa845"/><stop offset="1" stop-color="#2d6423"/>
    </linearGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#f0553a"/><stop offset="0.7" stop-color="#d63b28"/><stop offset="1" stop-color="#a52a1c"/>
    </linearGradient>
    <linearGradient id="jeans" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#4a6fb0"/><stop offset="1" stop-color="#2c4a84"/>
    </linearGradient>
    <radialGradient id="face" cx="0.42" cy="0.4" r="0.65">
      <stop offset="0" stop-color="#f8d5b8"/><stop offset="0.7" stop-color="#eab792"/><stop offset="1" stop-color="#d19a74"/>
    </radialGradient>
    <radialGradient id="cheek" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#f08a7e" stop-opacity="0.75"/><stop offset="1" stop-color="#f08a7e" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="hair" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6b3f22"/><stop offset="1" stop-color="#3e2414"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
    <filter id="haze" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.5"/></filter>
    <filter id="leaves" x="-10%" y="-10%" width="120%" height="120%">
      <feTurbulence type="fractalNoise" baseFrequency="0.06" numOctaves="3" seed="${seed + 1}" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="14" xChannelSelector="R" yChannelSelector="G" result="d"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0.1  0 0 0 0 0  0 0 0 1.2 -0.45" result="shade"/>
      <feComposite in="shade" in2="d" operator="in" result="tex"/>
      <feBlend in="d" in2="tex" mode="multiply" result="leafy"/>
      <feGaussianBlur in="leafy" stdDeviation="1.2"/>
    </filter>
    <filter id="far-blur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="2.2"/></filter>
    <filter id="meadow" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.01 0.08" numOctaves="4" seed="${seed + 2}" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.05  0 0 0 0 0.12  0 0 0 0 0  0 0 0 1.1 -0.4" result="shade"/>
      <feComposite in="shade" in2="SourceGraphic" operator="in" result="tex"/>
      <feBlend in="SourceGraphic" in2="tex" mode="multiply"/>
    </filter>
    <radialGradient id="light" cx="0.78" cy="0.15" r="0.9">
      <stop offset="0" stop-color="#fff6da" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff6da" stop-opacity="0"/>
      <stop offset="1" stop-color="#1a2a40" stop-opacity="0.28"/>
    </radialGradient>
    <linearGradient id="coat-shade" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/>
      <stop offset="0.8" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/>
    </linearGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#10280c" stop-opacity="0.55"/><stop offset="1" stop-color="#10280c" stop-opacity="0"/>
    </radialGradient>
    <filter id="grass" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.015 0.22" numOctaves="3" seed="${seed}" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0.05  0 0 0 0 0  0 0 0 0.9 -0.25" result="shade"/>
      <feComposite in="shade" in2="SourceGraphic" operator="in" result="tex"/>
      <feBlend in="SourceGraphic" in2="tex" mode="multiply"/>
    </filter>
  </defs>
  <rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#sky)"/>
  <circle cx="930" cy="150" r="190" fill="url(#sun)"/>
  ${cloud(260, 210, 1, rng)}
  ${cloud(640, 120, 0.75, rng)}
  ${cloud(1080, 300, 0.6, rng)}
  ${birds.join('')}
  <g filter="url(#far-blur)">
  <path d="${ridge(rng, 520, 60, 40)}" fill="url(#far)" filter="url(#haze)"/>
  <path d="${ridge(rng, 600, 40, 30)}" fill="url(#hill1)" filter="url(#meadow)"/>
  <g transform="translate(170,540)">
    <rect x="0" y="20" width="110" height="70" fill="#f4efe6"/>
    <path d="M-12,24 L55,-30 L122,24 Z" fill="#c2412f"/>
    <rect x="20" y="40" width="22" height="22" fill="#6d8fb3"/><rect x="68" y="50" width="24" height="40" fill="#7a5236"/>
  </g>
  ${tree(1030, 640, 1.1, '#3f7d33', '#6fae4b')}
  ${tree(80, 660, 0.8, '#356f2c', '#5f9d40')}
  </g>
  <path d="${ridge(rng, 700, 30, 24)}" fill="url(#hill2)" filter="url(#meadow)"/>
  <rect x="0" y="760" width="${VIEW_W}" height="140" fill="url(#ground)" filter="url(#grass)" opacity="0.97"/>
  <path d="M700,900 C720,860 760,820 820,790 C860,770 900,752 960,740 L990,744 C930,765 880,800 850,830 C820,860 810,880 805,900 Z" fill="#cdb07a" opacity="0.85" filter="url(#soft)"/>
  <ellipse cx="480" cy="850" rx="150" ry="22" fill="url(#shadow)"/>
  ${flowers.join('')}
  <path d="M600,330 Q760,300 905,205" stroke="#f4f4f4" stroke-width="2" fill="none"/>
  <g transform="translate(905,205) rotate(-15)">
    <path d="M0,-70 L48,0 L0,80 L-48,0 Z" fill="#ff4f5e"/>
    <path d="M0,-70 L48,0 L0,0 Z" fill="#ffd23f"/><path d="M0,0 L-48,0 L0,80 Z" fill="#3aa0ff"/>
    <path d="M0,-70 L0,80 M-48,0 L48,0" stroke="#7a3b2a" stroke-width="3"/>
  </g>
  ${tail.join('')}
  <g>
    <path d="M432,700 L426,830 L458,830 L468,712 Z" fill="url(#jeans)"/>
    <path d="M480,712 L490,830 L522,830 L516,700 Z" fill="url(#jeans)"/>
    <path d="M414,822 h50 a8,8 0 0 1 8,8 v18 h-66 v-14 a12,12 0 0 1 8,-12 Z" fill="#f2b705"/>
    <path d="M484,822 h50 a12,12 0 0 1 8,12 v14 h-66 v-18 a8,8 0 0 1 8,-8 Z" fill="#f2b705"/>
    <path d="M400,470 Q474,440 548,470 L580,720 Q474,745 368,720 Z" fill="url(#coat)"/>
    <path d="M400,470 Q474,440 548,470 L580,720 Q474,745 368,720 Z" fill="url(#coat-shade)"/>
    <path d="M430,520 Q440,620 425,715 M520,520 Q512,620 530,712" stroke="#9c2a1a" stroke-width="4" fill="none" opacity="0.5" filter="url(#soft)"/>
    <path d="M474,470 L474,722" stroke="#8f2418" stroke-width="3"/>
    <circle cx="486" cy="540" r="5" fill="#ffe08a"/><circle cx="486" cy="600" r="5" fill="#ffe08a"/><circle cx="486" cy="660" r="5" fill="#ffe08a"/>
    <path d="M548,478 Q590,420 600,335" stroke="#d63b28" stroke-width="34" stroke-linecap="round" fill="none"/>
    <circle cx="600" cy="330" r="17" fill="url(#face)"/>
    <path d="M402,480 Q372,560 380,640" stroke="#c8351f" stroke-width="34" stroke-linecap="round" fill="none"/>
    <circle cx="381" cy="650" r="16" fill="url(#face)"/>
    <path d="M418,468 Q474,498 530,468 L526,452 Q474,476 422,452 Z" fill="#ffd23f"/>
    <rect x="458" y="420" width="32" height="40" fill="#dba27f"/>
    <ellipse cx="474" cy="370" rx="70" ry="76" fill="url(#face)"/>
    <ellipse cx="404" cy="378" rx="12" ry="17" fill="#e2a883"/><ellipse cx="544" cy="378" rx="12" ry="17" fill="#e2a883"/>
    <path d="M400,372 Q396,280 474,284 Q556,282 550,372 Q540,322 505,314 Q470,336 420,320 Q404,340 400,372 Z" fill="url(#hair)"/>
    <ellipse cx="448" cy="378" rx="9" ry="11" fill="#2a1a12"/><ellipse cx="502" cy="378" rx="9" ry="11" fill="#2a1a12"/>
    <circle cx="451" cy="374" r="3" fill="#ffffff"/><circle cx="505" cy="374" r="3" fill="#ffffff"/>
    <path d="M434,356 q14,-9 28,-2 M488,354 q14,-7 28,2" stroke="#4a2c1a" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M474,386 q-5,14 3,16" stroke="#c98463" stroke-width="3" fill="none" stroke-linecap="round"/>
    <ellipse cx="428" cy="404" rx="18" ry="12" fill="url(#cheek)"/><ellipse cx="522" cy="404" rx="18" ry="12" fill="url(#cheek)"/>
    <path d="M450,414 Q474,438 500,414" stroke="#8e3b2e" stroke-width="5" fill="#b8524a" stroke-linecap="round"/>
  </g>
  <rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#light)"/>
</svg>`;
}

/**
 * The scene as a photo-like PNG: rendered, softened slightly and given sensor-like grain so it is not vector-crisp.
 */
export async function renderSampleScene(width: number, height: number, seed = 7): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(sampleSceneSvg(width, height, seed)))
    .removeAlpha()
    .blur(Math.max(0.3, Math.min(width, height) / 900))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rng = mulberry32(seed ^ 0x5eed);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]! + (rng() + rng() - 1) * 7;
    data[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}
