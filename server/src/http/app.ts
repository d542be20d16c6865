import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { createHealthCheck } from '../system/health.ts';
import { describeValidation, HttpError } from './errors.ts';

export const OPENAPI_PATH = path.join(import.meta.dirname, '../../../openapi.yaml');
export const API_PREFIX = '/api';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export interface ServerDeps {
  config: Config;
  database: Database;
  version: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Reject, never strip, fields the contract does not allow.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    bodyLimit: 20 * 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown[]; validationContext?: string }, request, reply) => {
      // The security hook wraps what the bearer handler threw; answer with the handler's own words.
      const wrapped = (error as { errors?: unknown }).errors;
      const cause = Array.isArray(wrapped) ? (wrapped.find((e) => e instanceof HttpError) ?? error) : error;
      if (cause instanceof HttpError) {
        return reply.code(cause.statusCode).send({ detail: cause.message, ...cause.extra });
      }
      if (error.validation) {
        return reply.code(422).send({ detail: describeValidation(error.validation as never, error.validationContext) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ detail: 'Internal server error' });
      }
      return reply.code(status).send({ detail: error.message });
    },
  );

  const health = createHealthCheck(database, deps.version);
  const handlers: Record<string, Handler> = {
    async getHealth(_request, reply) {
      const report = await health();
      // Without a database nothing works: tell load balancers to look elsewhere.
      return reply.code(report.components.database.ok ? 200 : 503).send(report);
    },
  };

  await app.register(openapiGlue, {
    specification: OPENAPI_PATH,
    prefix: API_PREFIX,
    operationResolver: (operationId: string) =>
      handlers[operationId] ??
      (async () => {
        throw new HttpError(501, `${operationId} is not available on this server yet`);
      }),
    securityHandlers: {
      async bearer(request: FastifyRequest) {
        if (!request.headers.authorization?.startsWith('Bearer ')) {
          throw new HttpError(401, 'Not authenticated');
        }
        // No session store exists yet (accounts land with the server accounts issue): every token is unknown.
        throw new HttpError(401, 'Invalid token');
      },
    },
  });

  registerApp(app, config.appDistDir);
  return app;
}

/** Serves the built app: hashed assets cached for a year, index.html for every app route. */
function registerApp(app: FastifyInstance, distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  const hasApp = fs.existsSync(indexPath);
  if (hasApp) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
    return reply.sendFile('index.html', distDir);
  });
}
