/**
 * Registers the service worker built by vite-plugin-pwa: it precaches the app shell so the suite
 * opens without a network. Only in production builds (the dev server has no `sw.js`).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the suite still works online; nothing to tell the person.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
