// Writes a gzip and a brotli copy next to each text file of the build (js, css, html, svg,
// webmanifest) so a static server serves them compressed without compressing on every request
// (@fastify/static `preCompressed: true` picks `<file>.br` / `<file>.gz` by Accept-Encoding).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Vite/Rolldown plugin: writes `<file>.gz` (level 9) and `<file>.br` (quality 11) next to each
 * written file. It runs on the files as written (`writeBundle`), because chunk code seen in
 * `generateBundle` may still hold Vite's `__VITE_PRELOAD__` placeholder of lazy imports with CSS.
 */
export function precompress() {
  return {
    name: 'locasuite-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
      }
    },
  };
}
