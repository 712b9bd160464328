import { whenNetworkQuiet } from '@locasuite/ui';

/**
 * Registers the service worker built by vite-plugin-pwa: it precaches the app shell so the suite
 * opens without a network. Only in production builds (the dev server has no `sw.js`).
 *
 * Not at the page's load: installing fetches and stores every file of the app (some ninety), which
 * on a first visit competed with the opened tool's code and first calls for the network, the
 * server and the device's processor. It waits until the page's own requests are over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the suite still works online; nothing to tell the person.
    });
  };
  const later = () => whenNetworkQuiet(register);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
