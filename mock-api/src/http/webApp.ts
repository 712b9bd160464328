import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite puts content-hashed files under /assets/: they never change, so browsers keep them a year. */
const HASHED = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page `/` shows when the web app has not been built. */
export function notBuiltPage(webRoot: string | undefined): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>LocaSuite — application web non construite</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>LocaSuite</h1>
<p>Le serveur d'API fonctionne, mais l'application web n'est pas construite${
    webRoot ? ` (dossier attendu : <code>${escapeHtml(webRoot)}</code>)` : ''
  }.</p>
<p>Pour la construire, lancez à la racine du projet :</p>
<pre>npm run build</pre>
<p>puis redémarrez le serveur. L'API reste disponible sous <code>/api/…</code>.</p>
</body>
</html>
`;
}

/** Whether a directory holds a built web app. */
export const hasWebApp = (webRoot: string | undefined): webRoot is string =>
  webRoot !== undefined && existsSync(join(webRoot, 'index.html'));

/**
 * Serves the built single-page app (ARCHITECTURE.md; spec 1 §2 history routes): files from
 * `webRoot`, `index.html` for any other GET outside `/api/`, long cache for hashed assets and no
 * cache for `index.html`. Without a build, `/` explains how to build it.
 * Returns the fallback to call from the not-found handler.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
): Promise<(reply: FastifyReply) => FastifyReply> {
  if (!hasWebApp(webRoot)) {
    const page = notBuiltPage(webRoot);
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page),
    );
    return (reply) => reply.code(404).type('text/html; charset=utf-8').send(page);
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: true,
    // The build writes .br and .gz copies of every asset: send them to browsers that accept them.
    preCompressed: true,
    // Cache-Control is ours (below), not send's `public, max-age=0`.
    cacheControl: false,
    // @fastify/static 9 (Node 20) hands the raw response here, not the Fastify reply.
    setHeaders: (res, path) => {
      res.setHeader(
        'cache-control',
        HASHED.test(path.split('\\').join('/'))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  return (reply) => reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
}
