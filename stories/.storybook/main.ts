import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../ui/**/*.stories.@(ts|tsx)', '../apps/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react()];
    // Storybook's own preview bundle is large by nature; the app budget is measured in the shell.
    viteConfig.build = { ...viteConfig.build, chunkSizeWarningLimit: 2000 };
    // The in-page server (mock-api's handlers over PGlite) runs in the preview: node:crypto is
    // replaced by the few browser functions it needs, and PGlite is not pre-bundled, so that it
    // finds its wasm and data files next to its module (PGlite's documentation for Vite).
    const aliases = viteConfig.resolve?.alias;
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: [
        ...(Array.isArray(aliases)
          ? aliases
          : Object.entries(aliases ?? {}).map(([find, replacement]) => ({ find, replacement }))),
        {
          find: /^node:crypto$/,
          replacement: fileURLToPath(new URL('./nodeCrypto.ts', import.meta.url)),
        },
      ],
    };
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      exclude: [...(viteConfig.optimizeDeps?.exclude ?? []), '@electric-sql/pglite'],
    };
    return viteConfig;
  },
};

export default config;
