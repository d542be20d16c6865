import { illustratePage, illustratePageLayered } from '../../engines/illustrator/index.ts';
import { applyArtStyle } from '../../engines/style/index.ts';
import type { ImageProvider } from './types.ts';

/** The offline style engine and illustrator (sharp/libvips, deterministic) behind the ImageProvider interface. */
export const embeddedImageProvider: ImageProvider = {
  name: 'embedded',
  stylizePhoto: (photo, options) => applyArtStyle(photo, options),
  illustratePage: (request) => illustratePage(request),
  illustratePageLayered: (request) => illustratePageLayered(request),
};
