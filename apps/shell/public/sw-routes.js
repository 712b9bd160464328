// Imported by the service worker (vite.config.ts, workbox `importScripts`), for Chromium's static
// routing (other browsers go through the worker's fetch handler as before):
// - the app's hashed files never change under one name: the browser reads them straight from the
//   precache, without running the worker's script for each one; a file not in the precache still
//   comes from the network;
// - the API's calls go straight to the network: the worker has nothing to answer them with (they
//   are POSTs, never cached), yet each one waited for the worker to be started and to run its
//   fetch handler before leaving (10–25 ms a call on a returning visit, more on a busy device).
const routes = [
  {
    condition: { urlPattern: '/assets/*', requestMethod: 'get' },
    source: { cacheName: `workbox-precache-v2-${self.registration.scope}` },
  },
  { condition: { urlPattern: '/api/*' }, source: 'network' },
];

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  try {
    event.waitUntil(
      // A browser that refuses the API's route still takes the files' one.
      event.addRoutes(routes).catch(() => event.addRoutes(routes[0]).catch(() => undefined)),
    );
  } catch {
    // A browser that refuses the routes: the worker's fetch handler answers as before.
  }
});
