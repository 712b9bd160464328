import type { Plugin } from 'vite';

/** Emits `<file>.gz` and `<file>.br` next to each compressible file of the build. */
export function precompress(): Plugin;
