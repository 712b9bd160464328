import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.mjs';

// The service worker precaches the built app shell (spec 1 §2, issue 3) so the suite opens without
// a network; API calls are POSTs and never go through the cache.
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'LocaSuite',
        short_name: 'LocaSuite',
        lang: 'fr',
        description: 'Applications internes de location, livraison et SAV',
        theme_color: '#37474f',
        background_color: '#f5f5f5',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        importScripts: ['/sw-routes.js'],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Spec 1 §9: the suite targets current browsers of the staff's PCs, tablets and phones.
    target: 'es2022',
    // The budget that matters is measured in Chromium by scripts/bundle-budget.mjs at the root
    // (≤ 170 KB gzip for /login and / signed in).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Our own packages are side-effect free: what only a lazy tool chunk uses (date pickers, a
      // tool's ui components) stays out of the code loaded for /login and home.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/](ui|core)[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
