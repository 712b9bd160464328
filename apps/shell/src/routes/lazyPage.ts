import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Spec 1 §9: loading a tool's code fails after 120 s instead of waiting for ever. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('Le chargement de la page a dépassé 120 secondes.');
    this.name = 'ChunkTimeoutError';
  }
}

/** `React.lazy` for a named export, rejected after `timeoutMs` so the error boundary can speak. */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } finally {
      clearTimeout(timer);
    }
  });
}
