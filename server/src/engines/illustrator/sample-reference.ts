/**
 * A procedural stand-in for an approved reference image: a friendly child in a yellow raincoat with a red scarf,
 * already cut out (a transparent background, as a drawn character would be). Used by the tests and the sample story.
 */
import sharp from 'sharp';

export function sampleReferenceSvg(): string {
  const ink = '#3b2f4a';
  const skin = '#f6c8a4';
  const hair = '#7a4a2c';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <g stroke="${ink}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round">
    <!-- legs and boots -->
    <path d="M330 800 L326 900 L380 900 L384 800 Z" fill="#3f6fb5"/>
    <path d="M420 800 L416 900 L470 900 L474 800 Z" fill="#3f6fb5"/>
    <path d="M300 930 Q300 890 330 888 L386 888 Q396 930 386 944 L306 944 Q298 940 300 930 Z" fill="#d9574a"/>
    <path d="M410 888 L468 888 Q498 890 500 930 Q502 940 494 944 L414 944 Q404 930 410 888 Z" fill="#d9574a"/>
    <!-- arms -->
    <path d="M268 560 Q220 660 236 760 Q250 780 272 764 Q276 680 312 600 Z" fill="#ffd23f"/>
    <path d="M532 560 Q590 640 600 740 Q590 768 566 756 Q548 676 488 600 Z" fill="#ffd23f"/>
    <circle cx="252" cy="776" r="26" fill="${skin}"/>
    <circle cx="586" cy="768" r="26" fill="${skin}"/>
    <!-- raincoat -->
    <path d="M300 520 Q400 490 500 520 Q560 700 560 820 Q400 850 240 820 Q240 700 300 520 Z" fill="#ffd23f"/>
    <path d="M400 540 L400 830" fill="none"/>
    <circle cx="380" cy="620" r="10" fill="#fff6da"/>
    <circle cx="380" cy="700" r="10" fill="#fff6da"/>
    <circle cx="380" cy="780" r="10" fill="#fff6da"/>
    <path d="M270 760 L300 740 L320 770" fill="none" stroke-width="6"/>
    <!-- scarf -->
    <path d="M300 500 Q400 540 500 500 L506 548 Q400 590 294 548 Z" fill="#e0483e"/>
    <path d="M440 552 L470 660 L420 664 L412 566 Z" fill="#e0483e"/>
    <!-- head -->
    <circle cx="400" cy="330" r="190" fill="${skin}"/>
    <path d="M214 320 Q210 150 400 132 Q590 150 586 320 Q560 240 470 226 Q420 270 330 250 Q260 250 214 320 Z" fill="${hair}"/>
    <path d="M210 330 Q190 420 230 470 Q236 400 226 330 Z" fill="${hair}"/>
    <path d="M590 330 Q610 420 570 470 Q564 400 574 330 Z" fill="${hair}"/>
    <!-- face -->
    <ellipse cx="330" cy="350" rx="26" ry="32" fill="#2a2438" stroke="none"/>
    <ellipse cx="470" cy="350" rx="26" ry="32" fill="#2a2438" stroke="none"/>
    <circle cx="340" cy="338" r="10" fill="#ffffff" stroke="none"/>
    <circle cx="480" cy="338" r="10" fill="#ffffff" stroke="none"/>
    <ellipse cx="286" cy="420" rx="34" ry="20" fill="#ff8fa3" stroke="none" opacity="0.6"/>
    <ellipse cx="514" cy="420" rx="34" ry="20" fill="#ff8fa3" stroke="none" opacity="0.6"/>
    <path d="M350 430 Q400 480 450 430" fill="none"/>
    <path d="M392 392 Q400 400 408 392" fill="none" stroke-width="6"/>
    <path d="M300 296 Q330 280 356 294 M444 294 Q470 280 500 296" fill="none" stroke-width="7"/>
  </g>
</svg>`;
}

/** The sample reference as PNG bytes (800×1000). */
export async function sampleReference(): Promise<Buffer> {
  return sharp(Buffer.from(sampleReferenceSvg())).png().toBuffer();
}
