import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { OpenedDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../db/testSnapshots';
import { createNodeEnvelope } from '../envelope/nodeEnvelope';
import { createApp } from './createApp';

let base: string;
let opened: OpenedDatabase;
let withWeb: FastifyInstance;
let withoutWeb: FastifyInstance;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'locasuite-app-'));
  const webRoot = join(base, 'dist');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><title>LocaSuite</title><div id="root"></div>',
  );
  writeFileSync(join(webRoot, 'assets', 'index-B3xk9QpZ.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'assets', 'index-B3xk9QpZ.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(webRoot, 'manifest.webmanifest'), '{}');
  opened = await openTestDatabase();
  const config = (webRootDir: string) =>
    loadConfig(
      {},
      { dataDir: base, webRoot: webRootDir, logLevel: 'silent', databaseUrl: 'memory://' },
    );
  withWeb = await createApp(config(webRoot), { db: opened.db, logger: false });
  withoutWeb = await createApp(config(join(base, 'absent')), { db: opened.db, logger: false });
});
afterAll(async () => {
  await withWeb.close();
  await withoutWeb.close();
  await opened.close();
  rmSync(base, { recursive: true, force: true });
});

describe('createApp: the web app', () => {
  it('serves index.html without cache on / and on any history route', async () => {
    for (const url of ['/', '/planning-disponibilite', '/etat-des-lieux-materiel/signature?id=x']) {
      const res = await withWeb.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps hashed assets for a year and other files revalidated', async () => {
    const asset = await withWeb.inject({ method: 'GET', url: '/assets/index-B3xk9QpZ.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await withWeb.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to browsers that accept gzip', async () => {
    const res = await withWeb.inject({
      method: 'GET',
      url: '/assets/index-B3xk9QpZ.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(gzipSync('console.log(1)'))).toBe(true);
    // The precompressed copy is the same hashed file: kept a year too.
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('answers hashed assets from memory: the encoding asked, 304 on the same ETag, a later file from disk', async () => {
    const plain = await withWeb.inject({
      method: 'GET',
      url: '/assets/index-B3xk9QpZ.js',
      headers: { 'accept-encoding': 'br, gzip;q=0' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const etag = String(plain.headers.etag);
    const again = await withWeb.inject({
      method: 'GET',
      url: '/assets/index-B3xk9QpZ.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await withWeb.inject({ method: 'HEAD', url: '/assets/index-B3xk9QpZ.js' });
    expect(head.statusCode).toBe(200);
    // Written after the server started (not in memory): the disk answers, kept a year as well.
    writeFileSync(join(base, 'dist', 'assets', 'later-Q9xk3BpZ.js'), 'console.log(2)');
    const later = await withWeb.inject({ method: 'GET', url: '/assets/later-Q9xk3BpZ.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log(2)');
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never answers index.html for /api paths', async () => {
    const res = await withWeb.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
    const post = await withWeb.inject({ method: 'POST', url: '/api/unknown/path', payload: {} });
    expect(post.statusCode).toBe(404);
    const envelope = createNodeEnvelope(loadConfig({}).envelopeKey);
    expect(envelope.openSync((post.json() as { data: string }).data)).toMatchObject({ code: 404 });
  });

  it('sends security headers with a CSP that a Vite build can run under', async () => {
    const res = await withWeb.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets pages load images and call hosts only from the configured tiles and routing (issue 9 §8)', async () => {
    const directive = (csp: string, name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    const csp = String(
      (await withWeb.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    const configured = await createApp(
      loadConfig(
        {
          VITE_MAP_TILE_URL: 'https://{s}.tuiles.exemple.fr/{z}/{x}/{y}.png',
          VITE_ROUTING_URL: 'https://osrm.exemple.fr:5000/route/v1',
        },
        { dataDir: base, logLevel: 'silent', databaseUrl: 'memory://' },
      ),
      { db: opened.db, logger: false },
    );
    try {
      const other = String(
        (await configured.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(directive(other, 'img-src')).toBe(
        "img-src 'self' data: blob: https://*.tuiles.exemple.fr",
      );
      expect(directive(other, 'connect-src')).toBe(
        "connect-src 'self' https://osrm.exemple.fr:5000",
      );
    } finally {
      await configured.close();
    }
  });

  it('answers 404 for a path that names a file it does not have (/.env), not the app (issue 9 §8)', async () => {
    for (const url of ['/.env', '/.git/config', '/wp-login.php', '/assets/absent-B3xk9QpZ.js']) {
      const res = await withWeb.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
      expect(res.json(), url).toEqual({ code: 404, message: 'Page introuvable.' });
    }
  });

  it('explains in French how to build the web app when there is none', async () => {
    const res = await withoutWeb.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain("l'application web n'est pas construite");
    expect(res.body).toContain('npm run build');
  });

  it('refuses a body over its call’s limit, and an anonymous one before reading it (issue 9 §4)', async () => {
    const envelope = createNodeEnvelope(loadConfig({}).envelopeKey);
    const post = async (url: string, size: number) => {
      const res = await withWeb.inject({
        method: 'POST',
        url,
        payload: JSON.stringify({ data: 'A'.repeat(size) }),
        headers: { 'content-type': 'application/json' },
      });
      return {
        status: res.statusCode,
        ...(envelope.openSync((res.json() as { data: string }).data) as object),
      };
    };
    expect(await post('/api/v1/user_login', 100 * 1024)).toEqual({
      status: 413,
      code: 413,
      message: 'Requête trop volumineuse : 64 Ko au plus pour cet appel.',
    });
    expect(await post('/api/v1/get_clients', 26 * 1024 * 1024)).toEqual({
      status: 401,
      code: 401,
      message: 'Session invalide ou expirée : reconnectez-vous.',
    });
  });
});
