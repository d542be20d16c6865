import sharp from 'sharp';
import type { IllustrationRequest } from '../../engines/illustrator/index.ts';
import type { StyleOptions } from '../../engines/style/index.ts';
import type { ArtStyleChoice, ArtStyleKey } from '../../engines/types.ts';
import type { ImageAiConfig, OpenAiImageConfig } from '../ai-config.ts';
import { OpenAiHttp, type OpenAiHttpOptions } from '../openaiHttp.ts';
import { languageName } from '../text/openai.ts';
import type { ImageProvider } from './types.ts';

/** Page illustrations are at least this big (the video is 16:9 at 1600×900 or more). */
export const MIN_PAGE_WIDTH = 1600;
export const MIN_PAGE_HEIGHT = 900;
/** Longest side of an uploaded photo or reference: big enough for the model, far below the 25 MB upload limit. */
const MAX_UPLOAD_SIDE = 2048;
const DEFAULT_STYLE_MAX_SIDE = 1024;
/** Page text beyond this is left out of the prompt. */
const MAX_PAGE_TEXT_CHARS = 1500;
const MAX_FREE_TEXT_CHARS = 500;

/** Name and the words that describe each predefined art style to an image model. */
export const ART_STYLE_PROMPTS: Record<ArtStyleKey, { name: string; description: string }> = {
  realistic: {
    name: 'realistic photograph',
    description: 'photorealistic detail, natural light, true-to-life colours and skin tones, shallow depth of field',
  },
  oil_painting: {
    name: 'oil painting',
    description: 'visible brush strokes, rich impasto texture on canvas, warm glazes and classical painterly light',
  },
  watercolor: {
    name: 'watercolour painting',
    description: 'soft translucent washes, bleeding edges, textured cold-press paper showing through, light airy palette',
  },
  studio_ghibli_style: {
    name: 'Studio Ghibli-inspired hand-drawn anime film',
    description: 'lush hand-painted backgrounds, soft cel shading, gentle pastoral light, warm nostalgic colours',
  },
  disney_style: {
    name: 'classic Disney-inspired 2D animation',
    description: 'expressive characters, clean confident line art, vibrant colours, fairy-tale charm',
  },
  pixar_style: {
    name: 'Pixar-inspired 3D animated film still',
    description: 'stylised 3D characters with big expressive eyes, soft global illumination, subsurface skin, cinematic lighting',
  },
  anime_style: {
    name: 'anime illustration',
    description: 'crisp line art, cel shading, large expressive eyes, vivid saturated colours',
  },
  caricature_style: {
    name: 'caricature',
    description: 'playfully exaggerated features and proportions, bold ink lines, humorous and affectionate',
  },
  children_book: {
    name: "children's picture-book illustration",
    description: 'gouache and coloured pencil textures, simple friendly shapes, warm soft colours',
  },
  cartoon: {
    name: 'cartoon',
    description: 'bold clean outlines, flat bright colours, simple shading, cheerful and expressive',
  },
  digital_art: {
    name: 'polished digital painting',
    description: 'dramatic lighting, rich saturated colours, concept-art finish, fine detail',
  },
  sketch: {
    name: 'pencil sketch',
    description: 'graphite on paper, cross-hatching and loose construction lines, monochrome',
  },
};

/** The three style options of one request differ a little, like the embedded engine's crops and parameters. */
const VARIANT_NOTES = [
  'Keep the framing of the photo.',
  'Frame a little closer on the main subject, with slightly warmer light.',
  'Show a little more of the surroundings, with slightly softer, cooler light.',
];

/** Consecutive pages get different shots, as the embedded illustrator does. */
const SHOTS = [
  'a wide establishing shot',
  'a medium shot',
  'a close-up on the main character',
  'a low-angle shot',
  'an over-the-shoulder view',
  'a high-angle shot',
];

const NO_TEXT = 'No text, letters, captions, speech bubbles, signatures, watermarks or borders in the image.';

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** "in the style of …" for a style choice; `custom` uses the user's prompt, which otherwise adds to the style. */
export function describeStyle(style: ArtStyleChoice, stylePrompt?: string | null): string {
  const extra = stylePrompt?.trim() ? clip(stylePrompt, MAX_FREE_TEXT_CHARS) : '';
  if (style === 'custom') {
    if (!extra) throw new Error('OpenAI-compatible image provider: the custom art style needs a style prompt');
    return `in this art style: ${extra}`;
  }
  const known = ART_STYLE_PROMPTS[style] ?? ART_STYLE_PROMPTS.realistic;
  return `as a ${known.name}: ${known.description}${extra ? `; also: ${extra}` : ''}`;
}

export function stylePrompt(options: StyleOptions): string {
  const variant = VARIANT_NOTES[Math.abs(Math.trunc(options.variant ?? 0)) % VARIANT_NOTES.length]!;
  return [
    `Redraw this photo ${describeStyle(options.style, options.stylePrompt)}.`,
    'Keep every person and animal recognisable: the same faces, hair, skin tone, clothing, pose and expression.',
    variant,
    NO_TEXT,
  ].join(' ');
}

export function pagePrompt(request: IllustrationRequest): string {
  const shot = SHOTS[Math.abs(Math.trunc(request.pageIndex)) % SHOTS.length]!;
  const instructions = request.instructions?.trim() ? clip(request.instructions, MAX_FREE_TEXT_CHARS) : '';
  return [
    `Illustrate page ${request.pageIndex + 1} of ${request.pageCount} of a picture-book story, as one wide 16:9 scene ${describeStyle(request.artStyle, request.stylePrompt)}.`,
    'The main character is the one in the reference image: keep their face, hair, clothing, colours and proportions exactly the same, in the same art style.',
    `Show this moment of the story (written in ${languageName(request.language)}): "${clip(request.pageText, MAX_PAGE_TEXT_CHARS)}"`,
    `Composition: ${shot}, with the setting and action the text describes.`,
    instructions ? `Changes the user asked for: ${instructions}.` : '',
    NO_TEXT,
  ]
    .filter(Boolean)
    .join(' ');
}

/** GPT image models always answer in base64 and refuse `response_format`; DALL·E and most other servers take it. */
function takesResponseFormat(model: string): boolean {
  return !/^(gpt-image|chatgpt-image)/i.test(model);
}

export type OpenAiImageProviderOptions = OpenAiHttpOptions;

/**
 * Images from any OpenAI-compatible Images API: both stages use `POST /images/edits` (multipart, the photo or approved
 * reference as `image`), so the people in the photos stay recognisable. Answers (`b64_json`, or a `url` that is
 * downloaded) are re-encoded as PNG; page illustrations are upscaled (lanczos3) to at least 1600×900.
 */
export class OpenAiImageProvider implements ImageProvider {
  readonly name = 'openai';
  readonly model: string;
  private readonly size: string;
  private readonly http: OpenAiHttp;

  constructor(config: Omit<OpenAiImageConfig, 'provider'>, options: OpenAiImageProviderOptions = {}) {
    this.model = config.model;
    this.size = config.size;
    this.http = new OpenAiHttp(`OpenAI-compatible image provider (${config.model})`, config, options);
  }

  async stylizePhoto(photo: Buffer, options: StyleOptions): Promise<Buffer> {
    const image = await this.edit(photo, stylePrompt(options), 'photo');
    const maxSide = options.maxSide ?? DEFAULT_STYLE_MAX_SIDE;
    return sharp(image)
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
      .png()
      .toBuffer();
  }

  async illustratePage(request: IllustrationRequest): Promise<Buffer> {
    const image = await this.edit(request.reference, pagePrompt(request), 'reference');
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const scale = Math.max(MIN_PAGE_WIDTH / width, MIN_PAGE_HEIGHT / height);
    if (scale <= 1) return image;
    return sharp(image)
      .resize({ width: Math.ceil(width * scale), height: Math.ceil(height * scale), fit: 'fill', kernel: 'lanczos3' })
      .png()
      .toBuffer();
  }

  /** One `/images/edits` call; returns the answer as PNG bytes. */
  private async edit(input: Buffer, prompt: string, what: string): Promise<Buffer> {
    const upload = await this.toUploadPng(input, what);
    const response = await this.http.postForm('/images/edits', () => {
      const form = new FormData();
      form.append('model', this.model);
      form.append('prompt', prompt);
      form.append('image', new Blob([new Uint8Array(upload)], { type: 'image/png' }), `${what}.png`);
      form.append('n', '1');
      form.append('size', this.size);
      if (takesResponseFormat(this.model)) form.append('response_format', 'b64_json');
      return form;
    });
    const first = (response as { data?: unknown } | null)?.data;
    const item = Array.isArray(first) ? (first[0] as { b64_json?: unknown; url?: unknown } | undefined) : undefined;
    let bytes: Buffer;
    if (typeof item?.b64_json === 'string' && item.b64_json !== '') {
      bytes = Buffer.from(item.b64_json, 'base64');
    } else if (typeof item?.url === 'string' && item.url !== '') {
      bytes = await this.http.download(item.url);
    } else {
      throw this.http.error('invalid_response', 'POST /images/edits answered without data[0].b64_json or data[0].url');
    }
    try {
      return await sharp(bytes).png().toBuffer();
    } catch {
      throw this.http.error('invalid_response', `POST /images/edits answered with ${bytes.length} bytes that are not an image`);
    }
  }

  /** The photo as a PNG the API accepts: EXIF orientation applied, at most 2048 px on the longest side. */
  private async toUploadPng(input: Buffer, what: string): Promise<Buffer> {
    try {
      return await sharp(input)
        .rotate()
        .resize({ width: MAX_UPLOAD_SIDE, height: MAX_UPLOAD_SIDE, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch {
      throw new Error(`${this.http.provider}: the ${what} image could not be read`);
    }
  }
}

/** The configured image provider: OpenAI-compatible when `IMAGE_PROVIDER=openai`, else the embedded engines given. */
export function createImageProvider(
  config: ImageAiConfig,
  embedded: ImageProvider,
  options: OpenAiImageProviderOptions = {},
): ImageProvider {
  return config.provider === 'openai' ? new OpenAiImageProvider(config, options) : embedded;
}
