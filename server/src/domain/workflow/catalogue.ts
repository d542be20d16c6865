import path from 'node:path';
import type { ArtStyleKey } from '../../engines/types.ts';

/** The art styles' preview pictures, made by the style engine (`npm run demo:styles -- --previews`) and shipped. */
export const STYLE_PREVIEW_DIR = path.join(import.meta.dirname, '../../../assets/style-previews');

/** The 12 predefined art styles in the spec's order, as the style picker shows them. */
export const ART_STYLES: Record<ArtStyleKey, { name: string; description: string }> = {
  realistic: { name: 'Realistic', description: 'True-to-life colours and gentle light, like a well-lit photograph.' },
  oil_painting: { name: 'Oil Painting', description: 'Rich painterly strokes and canvas texture, like a classic gallery piece.' },
  watercolor: { name: 'Watercolor', description: 'Soft washes that bleed into each other on textured paper.' },
  studio_ghibli_style: { name: 'Studio Ghibli Style', description: 'Pastel skies, soft lines and a warm, nostalgic glow.' },
  disney_style: { name: 'Disney Style', description: 'Bright, friendly colours and clean shapes from a classic animated film.' },
  pixar_style: { name: 'Pixar Style', description: 'Soft 3D-like shading, glowing highlights and a cinematic grade.' },
  anime_style: { name: 'Anime Style', description: 'Flat cel shading with crisp outlines and vivid colour.' },
  caricature_style: { name: 'Caricature', description: 'Playfully exaggerated features for a funny, affectionate portrait.' },
  children_book: {
    name: "Children's Book",
    description: 'Simple shapes, cheerful colours and soft outlines, like a picture book.',
  },
  cartoon: { name: 'Cartoon', description: 'Bold outlines and flat colours, bright and fun.' },
  digital_art: { name: 'Digital Art', description: 'Vivid colours, glow and crisp detail with a modern digital finish.' },
  sketch: { name: 'Sketch', description: 'Pencil lines and hatching on paper grain.' },
};

export function artStyleName(style: string): string {
  return (ART_STYLES as Record<string, { name: string }>)[style]?.name ?? 'Custom style';
}
