import { defineConfig } from 'tsup';

// One ESM file with our packages' sources bundled in; npm packages stay external (node_modules).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  // Our packages are consumed from source: bundle them, keep npm packages external — except
  // crypto-js, whose extension-less deep imports (crypto-js/md5) Node's ESM loader cannot resolve.
  noExternal: [/^@locasuite\//, /^crypto-js(\/|$)/],
  skipNodeModulesBundle: true,
  tsconfig: 'tsconfig.json',
});
