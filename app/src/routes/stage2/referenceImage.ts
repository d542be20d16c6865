/** Base64 signatures of the picture types a reference image can be (the approved style image is PNG or JPEG). */
const SIGNATURES: [prefix: string, type: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['UklGR', 'image/webp'],
  ['R0lGOD', 'image/gif'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bW', 'image/svg+xml'],
];

/** The approved reference image (base64 without a data prefix, spec 001 §3) as something an `<img>` shows. */
export function referenceImageSrc(base64: string | null): string | null {
  const data = base64?.trim();
  if (!data) return null;
  if (data.startsWith('data:')) return data;
  const type = SIGNATURES.find(([prefix]) => data.startsWith(prefix))?.[1] ?? 'image/png';
  return `data:${type};base64,${data}`;
}
