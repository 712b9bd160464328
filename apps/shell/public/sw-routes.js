// Imported by the service worker (vite.config.ts, workbox `importScripts`). The app's hashed files
// never change under one name: the browser reads them straight from the precache, without running
// the service worker's script for each one (Chromium's static routing; other browsers go through
// the worker's fetch handler as before). A file not in the precache still comes from the network.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  try {
    event.waitUntil(
      event
        .addRoutes({
          condition: { urlPattern: '/assets/*', requestMethod: 'get' },
          source: { cacheName: `workbox-precache-v2-${self.registration.scope}` },
        })
        .catch(() => undefined),
    );
  } catch {
    // A browser that refuses the route: the worker's fetch handler answers as before.
  }
});
