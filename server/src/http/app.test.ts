import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../db/testing.ts';
import { deriveSecrets } from '../secrets.ts';
import { buildServer } from './app.ts';

let database: Database;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'sl-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Storyloom</title><div id="root"></div>');
  await fs.writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What the app's build writes beside a text file (app/vite.config.ts precompress); different bytes, to tell them apart.
  await fs.writeFile(path.join(dist, 'assets', 'big-abc123.js'), 'console.log("plain")');
  await fs.writeFile(path.join(dist, 'assets', 'big-abc123.js.br'), 'brotli bytes');
  await fs.writeFile(path.join(dist, 'assets', 'big-abc123.js.gz'), 'gzip bytes');
  database = await openTestDatabase();
  await migrate(database);
  const config = loadConfig({ APP_DIST_DIR: dist, DATA_DIR: dist });
  app = await buildServer({ config, database, secrets: deriveSecrets(new Uint8Array(32)), version: '9.9.9', logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database and the media tools', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe('9.9.9');
    expect(body.components.database.ok).toBe(true);
    expect(Object.keys(body.components).sort()).toEqual(['database', 'espeak_ng', 'ffmpeg', 'flite']);
    for (const tool of ['ffmpeg', 'flite', 'espeak_ng']) expect(body.components[tool].ok, tool).toBe(true);
    expect(body.status).toBe('ok');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('answers 503 when the database is gone', async () => {
    const lost = await openTestDatabase();
    const config = loadConfig({ APP_DIST_DIR: dist, DATA_DIR: dist });
    const server = await buildServer({
      config,
      database: lost,
      secrets: deriveSecrets(new Uint8Array(32)),
      version: '1',
      logger: false,
    });
    await lost.close();
    const res = await server.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', components: { database: { ok: false } } });
    await server.close();
  });
});

describe('contract enforcement', () => {
  it('rejects a body the contract does not allow, with a readable detail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'not-an-email', password: 'secret1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/email/);
  });

  it('rejects unknown fields instead of dropping them', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'ana@example.com', password: 'secret1', admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('admin');
  });

  it('asks for a bearer token on authenticated operations', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/projects/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('has a handler for every operation of the contract', () => {
    expect(app.missingOperations).toEqual([]);
  });

  it("answers with the contract's own words where it has them", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'ana@example.com', password: 'alllowercase1!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Password must be at least 8 characters and contain uppercase letter, lowercase letter, number, and special character.',
    );
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
  });
});

describe('the built app', () => {
  it('serves index.html for app routes without caching it', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/gallery', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it("answers 404, not the app, for a file that is not there (an old build's chunk after a redeploy)", async () => {
    for (const url of ['/assets/gone-abc123.js', '/assets/gone.css', '/app/old-chunk.js', '/favicon-missing.png?v=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    const route = await app.inject({ method: 'GET', url: '/app/stage/2?from=a.b', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(200);
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/big-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body).toBe('brotli bytes');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.toString()).toBe('gzip bytes');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain")');
  });
});
