import type { AppContext } from '../context.ts';
import { optionalViewer } from '../domain/auth/handlers.ts';
import { HttpError } from '../http/errors.ts';
import type { Handlers, PathOf, QueryOf } from '../http/types.ts';
import type { ByteRange } from './blobStore.ts';
import { checkSignature } from './mediaUrls.ts';

/** One `bytes=` range of a file of `size` bytes; null = serve the whole file; 'unsatisfiable' → 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file is a valid answer (RFC 9110 §14.2).
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export function mediaHandlers(ctx: AppContext): Handlers {
  return {
    async getMedia(request, reply) {
      const { key } = request.params as PathOf<'getMedia'>;
      const { expires, sig } = request.query as QueryOf<'getMedia'>;
      const file = await ctx.database.db
        .selectFrom('project_files as f')
        .innerJoin('projects as p', 'p.id', 'f.project_id')
        .select([
          'f.content_type',
          'p.user_id',
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('showcase_videos as s')
                  .select('s.id')
                  .where((w) => w.or([w('s.video_file_id', '=', w.ref('f.id')), w('s.thumbnail_file_id', '=', w.ref('f.id'))])),
              )
              .as('is_public'),
        ])
        .where('f.blob_key', '=', key)
        .executeTakeFirst();
      if (!file) throw new HttpError(404, 'File not found');

      let access: 'signed' | 'public' | 'owner';
      if (sig !== undefined || expires !== undefined) {
        if (sig === undefined || expires === undefined) throw new HttpError(403, 'Invalid media link');
        const check = checkSignature(ctx.secrets.media, key, expires, sig, ctx.clock.now());
        if (check === 'expired') throw new HttpError(403, 'This media link has expired. Reload the page to get a new one.');
        if (check === 'invalid') throw new HttpError(403, 'Invalid media link');
        access = 'signed';
      } else if (file.is_public) {
        access = 'public';
      } else if ((await optionalViewer(ctx, request)) === file.user_id) {
        access = 'owner';
      } else {
        throw new HttpError(403, 'This file needs a signed link');
      }

      const size = await ctx.storage.size(key);
      if (size === null) {
        request.log.error({ key }, 'media row without a stored blob');
        throw new HttpError(404, 'File not found');
      }
      // Keys are never reused, so a key names one immutable content.
      const etag = `"${key}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          access === 'public'
            ? 'public, max-age=86400'
            : access === 'signed'
              ? `private, max-age=${Math.max(0, Math.min(3600, expires! - Math.floor(ctx.clock.now().getTime() / 1000)))}`
              : 'private, no-cache',
        );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${size}`).send({ detail: 'Requested range not satisfiable' });
      }
      reply.type(file.content_type);
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(ctx.storage.stream(key, range));
      }
      return reply.header('content-length', size).send(ctx.storage.stream(key));
    },
  };
}
