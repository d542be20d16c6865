import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from '../config.ts';
import { systemClock, type AppContext, type Clock } from '../context.ts';
import type { Database } from '../db/index.ts';
import { vacuumWhereDue } from '../db/maintenance.ts';
import { authHandlers, bearerToken } from '../domain/auth/handlers.ts';
import { authenticate } from '../domain/auth/sessions.ts';
import { communityHandlers } from '../domain/community/handlers.ts';
import { creditsHandlers } from '../domain/credits/handlers.ts';
import { discountHandlers } from '../domain/discounts/handlers.ts';
import { forgetOldAttempts } from '../domain/limits/rateLimiter.ts';
import { notificationHandlers } from '../domain/notifications/handlers.ts';
import { LiveNotifications } from '../domain/notifications/live.ts';
import { purgeExpiredNotifications } from '../domain/notifications/notify.ts';
import { ReadCaches } from '../domain/cache/readCache.ts';
import { paymentHandlers, registerPaymentPages } from '../domain/payments/handlers.ts';
import { projectHandlers } from '../domain/projects/handlers.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOADS_PER_PROJECT } from '../domain/workflow/images.ts';
import { TOO_MANY_FILES, workflowHandlers } from '../domain/workflow/handlers.ts';
import { socialHandlers } from '../domain/social/handlers.ts';
import { scheduleDemoSeed, startDemoSeedWorker } from '../domain/demo/seed.ts';
import { stage3Handlers } from '../domain/stage3/handlers.ts';
import { videoHandlers } from '../domain/video/handlers.ts';
import { VIDEO_QUEUE } from '../domain/video/jobs.ts';
import { ensureVideoQueue, startVideoWorkers } from '../domain/video/worker.ts';
import { JobQueue } from '../jobs/queue.ts';
import { embeddedImageProvider } from '../providers/image/embedded.ts';
import { animationProviderFor } from '../providers/animation/config.ts';
import { createImageProvider } from '../providers/image/openai.ts';
import { speechProviderFor } from '../providers/speech/config.ts';
import { createTextProvider } from '../providers/text/openai.ts';
import { embeddedTextProvider } from '../providers/text/embedded.ts';
import type { Secrets } from '../secrets.ts';
import type { BlobStore } from '../storage/blobStore.ts';
import { createBlobStore } from '../storage/createBlobStore.ts';
import { mediaHandlers } from '../storage/mediaHandlers.ts';
import { createHealthCheck } from '../system/health.ts';
import { describeValidation, HttpError } from './errors.ts';
import { checkRequestBody, requestBodyRules } from './requestBody.ts';
import type { Handler, Handlers } from './types.ts';
import sharp from 'sharp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The context the handlers share (tests and tools read it from the app). */
    storyloom: AppContext;
    /** Contract operations this server has no handler for. */
    missingOperations: string[];
  }
}

export const OPENAPI_PATH = path.join(import.meta.dirname, '../../../openapi.yaml');
export const API_PREFIX = '/api';

export interface ServerDeps {
  config: Config;
  database: Database;
  secrets: Secrets;
  clock?: Clock;
  /** Defaults to the store `config.storage` names (the local filesystem under `config.mediaDir` unless STORAGE=s3). */
  storage?: BlobStore;
  /** Defaults to the providers the configuration names (embedded engines unless set). */
  ai?: Partial<AppContext['ai']>;
  version: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  // libvips keeps up to 50 MB of recent operations for re-use; a server never asks for the same image operation twice,
  // so the cache only holds memory (measured by `npm run bench -- memory`).
  sharp.cache(false);
  const { config, database } = deps;
  // The job queue starts on first use (a render queued, or this process's workers starting).
  const queueLogger = {
    info: (obj: object, msg: string) => app.log.info(obj, msg),
    warn: (obj: object, msg: string) => app.log.warn(obj, msg),
    error: (obj: object, msg: string) => app.log.error(obj, msg),
  };
  const queue = new JobQueue(database, queueLogger, { superviseIntervalSeconds: config.videoWorkers > 0 ? 5 : 10 });
  let videoQueueReady: Promise<void> | null = null;
  // Provider retries are worth a line in the log; the app logger exists only after Fastify starts, so forward to it.
  const aiLogger = { warn: (obj: object, msg: string) => app.log.warn(obj, msg) };
  const clock = deps.clock ?? systemClock;
  // Kept at most a minute, far inside the life of the media URLs the gallery pages carry.
  const caches = new ReadCaches(database, { clock, maxAgeMs: Math.min(60_000, (config.mediaUrlTtlSeconds * 1000) / 10) });
  const ctx: AppContext = {
    config,
    database,
    secrets: deps.secrets,
    clock,
    caches,
    storage: deps.storage ?? createBlobStore(config),
    ai: {
      text: deps.ai?.text ?? createTextProvider(config.ai.text, embeddedTextProvider, { logger: aiLogger }),
      image: deps.ai?.image ?? createImageProvider(config.ai.image, embeddedImageProvider, { logger: aiLogger }),
      // Voice samples and their measurements are kept across restarts.
      speech: deps.ai?.speech ?? speechProviderFor(config.speech, aiLogger, { cacheDir: path.join(config.cacheDir, 'voices') }),
      animation: deps.ai?.animation ?? animationProviderFor(config.animation, aiLogger),
    },
    jobs: {
      async enqueueVideo(videoJobId) {
        const boss = await queue.boss();
        videoQueueReady ??= ensureVideoQueue(boss).catch((error: unknown) => {
          videoQueueReady = null;
          throw error;
        });
        await videoQueueReady;
        const id = await boss.send(VIDEO_QUEUE, { jobId: videoJobId }, { singletonKey: videoJobId });
        if (!id) throw new Error('the job queue refused the render');
        return id;
      },
    },
  };
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Reject, never strip, fields the contract does not allow.
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        allErrors: false,
        // verbose hands the failing schema to the error handler, which reads the contract's x-error-message.
        verbose: true,
        keywords: ['x-error-message'],
      },
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    bodyLimit: 20 * 1024 * 1024,
    // Only behind a proxy that sets X-Forwarded-For may it be trusted: per-IP rate limits depend on it.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A request that may have written answers only once the caches have applied what it committed, so the caller's
    // next read (on any request of this process) sees it.
    if (request.method !== 'GET' && request.method !== 'HEAD') await caches.sync();
  });

  // The read caches work only while this process hears the database's change notices.
  if (config.readCache) {
    app.addHook('onReady', async () => {
      try {
        await caches.start();
      } catch (error) {
        app.log.warn({ err: error }, 'read caches off: could not listen for change notices');
      }
    });
    app.addHook('onClose', async () => caches.stop());
  }

  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown[]; validationContext?: string }, request, reply) => {
      // The security hook wraps what the bearer handler threw; answer with the handler's own words.
      const wrapped = (error as { errors?: unknown }).errors;
      const cause = Array.isArray(wrapped) ? (wrapped.find((e) => e instanceof HttpError) ?? error) : error;
      if (cause instanceof HttpError) {
        return reply
          .code(cause.statusCode)
          .headers(cause.headers)
          .send({ detail: cause.message, ...cause.extra });
      }
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
        return reply.code(422).send({ detail: TOO_MANY_FILES });
      }
      if (error.validation) {
        return reply.code(400).send({ detail: describeValidation(error.validation as never, error.validationContext) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ detail: 'Internal server error' });
      }
      return reply.code(status).send({ detail: error.message });
    },
  );

  app.decorateRequest('auth', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('uploads', null as never);
  app.addHook('onRequest', async (request) => {
    request.uploads = [];
  });
  // Multipart uploads: each file read into memory within the per-file limit (a 15 MB photo at most, 10 files), and
  // replaced in the body by a placeholder so the contract's schema (1–10 files) validates the count.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOADS_PER_PROJECT, fields: 20, parts: 40 },
    async onFile(this: FastifyRequest, part) {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, `${part.filename || 'A file'} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
        }
        throw error;
      }
      this.uploads.push({
        field: part.fieldname,
        name: part.filename || `file ${this.uploads.length + 1}`,
        mimetype: part.mimetype,
        data,
      });
      (part as unknown as { value: string }).value = `upload:${this.uploads.length - 1}`;
    },
  });

  // JSON as usual, but keep the exact bytes: signed webhooks are verified over them.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    parseJson(request, (body as Buffer).toString('utf8'), done);
  });

  // A body of a media type the operation does not declare, or a required body left out, never reaches a handler.
  const bodyRules = requestBodyRules(OPENAPI_PATH);
  app.addHook('preValidation', async (request) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    const rule = operationId ? bodyRules.get(operationId) : undefined;
    const refused = rule && checkRequestBody(rule, request.headers['content-type']);
    if (refused) throw refused;
  });

  // Rate-limit windows older than a day and notifications past retention: dropped at start and then hourly. Then, on
  // the embedded database (no autovacuum there), the tables with enough dead or new rows are vacuumed.
  const sweep = async () => {
    try {
      await Promise.all([forgetOldAttempts(ctx), purgeExpiredNotifications(database.db, ctx.clock.now())]);
      const vacuumed = await vacuumWhereDue(database);
      if (vacuumed.tables.length > 0) {
        app.log.info({ tables: vacuumed.tables, ms: Math.round(vacuumed.milliseconds) }, 'embedded database vacuumed');
      }
    } catch (error) {
      app.log.warn({ err: error }, 'hourly sweep failed');
    }
  };
  const sweeper = setInterval(sweep, 3_600_000).unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(sweeper));

  // Render workers in this process (VIDEO_WORKERS, default 1): started after the server is ready, in the background,
  // so /api/health answers while the queue installs itself.
  let stopWorkers: (() => void) | null = null;
  if (config.videoWorkers > 0) {
    app.addHook('onReady', async () => {
      startVideoWorkers(ctx, queue, { concurrency: config.videoWorkers, log: app.log })
        .then((stop) => (stopWorkers = stop))
        .then(() => startDemoSeedWorker(app, queue))
        .catch((error: unknown) => app.log.error({ err: error }, 'video workers could not start'));
    });
  }
  // An empty installation gets demo stories in its showcase (SEED_DEMO=0: not), made by whichever process works jobs.
  if (config.seedDemo) {
    app.addHook('onReady', async () => {
      scheduleDemoSeed(ctx, queue, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'demo stories could not be queued'),
      );
    });
  }
  app.addHook('onClose', async () => {
    stopWorkers?.();
    await queue.stop();
  });
  app.decorate('storyloom', ctx);

  const live = new LiveNotifications(database, (error) => app.log.warn({ err: error }, 'bad live notification payload'));
  // preClose: open event streams would otherwise keep the server from closing.
  app.addHook('preClose', async () => live.close());

  const stage3 = stage3Handlers(ctx);
  const health = createHealthCheck(database, deps.version);
  const handlers: Handlers = {
    async getHealth(_request, reply) {
      const report = await health();
      // Without a database nothing works: tell load balancers to look elsewhere.
      return reply.code(report.components.database.ok ? 200 : 503).send(report);
    },
    ...authHandlers(ctx),
    ...socialHandlers(ctx),
    ...creditsHandlers(ctx),
    ...paymentHandlers(ctx),
    ...discountHandlers(ctx),
    ...projectHandlers(ctx),
    ...notificationHandlers(ctx, live),
    ...communityHandlers(ctx),
    ...workflowHandlers(ctx),
    ...stage3.handlers,
    ...videoHandlers(ctx, stage3.animateMissing),
    ...mediaHandlers(ctx),
  };

  // Operations of the contract without a handler (answered 501); the tests require none.
  const missingOperations: string[] = [];
  app.decorate('missingOperations', missingOperations);
  await app.register(openapiGlue, {
    specification: OPENAPI_PATH,
    prefix: API_PREFIX,
    operationResolver: (operationId: string): Handler => {
      const handler = handlers[operationId as keyof Handlers];
      if (handler) return handler;
      missingOperations.push(operationId);
      return async () => {
        throw new HttpError(501, `${operationId} is not available on this server yet`);
      };
    },
    securityHandlers: {
      async bearer(request: FastifyRequest) {
        const token = bearerToken(request);
        if (!token) throw new HttpError(401, 'Not authenticated');
        request.auth = await authenticate(ctx, token);
      },
    },
  });

  await registerPaymentPages(app, ctx);
  registerApp(app, config.appDistDir);
  return app;
}

/** `/assets/…` or a last path segment with a file extension (`/favicon.ico`, `/x/y.js`); app routes have neither. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * Serves the built app: hashed assets cached for a year, index.html for every app route. The build writes brotli and
 * gzip copies beside its text files (app/vite.config.ts), sent to browsers that accept them (`vary: accept-encoding`).
 */
function registerApp(app: FastifyInstance, distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  const hasApp = fs.existsSync(indexPath);
  if (hasApp) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ detail: 'Not found' });
    }
    if (!hasApp) {
      return reply.code(404).type('text/plain').send('The app is not built. Run `npm run build` (npm start does it for you).');
    }
    // A file that is not there (an old build's chunk after a redeploy) is a 404, never the app's HTML: the open tab's
    // import then fails, and the app reloads once to fetch the new build (app/src/routes/lazyRoute.ts).
    if (looksLikeFile(request.url)) {
      return reply.code(404).header('cache-control', 'no-cache').type('text/plain').send('Not found');
    }
    return reply.sendFile('index.html', distDir);
  });
}
