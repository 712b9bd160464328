// Writes a gzip and a brotli copy next to each text file of the build (js, css, html, svg,
// webmanifest) so a static server serves them compressed without compressing on every request
// (@fastify/static `preCompressed: true` picks `<file>.br` / `<file>.gz` by Accept-Encoding).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest)$/;
const MIN_BYTES = 1024;

/** Vite/Rolldown plugin: emits `<file>.gz` (level 9) and `<file>.br` (quality 11) in the bundle. */
export function precompress() {
  return {
    name: 'locasuite-precompress',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${fileName}.gz`,
          source: gzipSync(bytes, { level: 9 }),
        });
        this.emitFile({
          type: 'asset',
          fileName: `${fileName}.br`,
          source: brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        });
      }
    },
  };
}
