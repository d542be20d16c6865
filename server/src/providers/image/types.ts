import type { IllustratedPage, IllustrationRequest } from '../../engines/illustrator/index.ts';
import type { StyleOptions } from '../../engines/style/index.ts';

/** Where images come from: the embedded engines by default, an OpenAI-compatible image model by configuration. */
export interface ImageProvider {
  readonly name: string;
  /** One style option from a reference photo (stage 1); PNG bytes. */
  stylizePhoto(photo: Buffer, options: StyleOptions): Promise<Buffer>;
  /** One page illustration (stage 2); PNG bytes, at least 1600×900. */
  illustratePage(request: IllustrationRequest): Promise<Buffer>;
  /**
   * The same page with its layers (which pixels are the hero, the props, the clouds; where the eyes and lamps are),
   * for the embedded animator. Only an illustrator that composes the page itself can answer it.
   */
  illustratePageLayered?(request: IllustrationRequest): Promise<IllustratedPage>;
}
