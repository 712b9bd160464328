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

/**
 * `React.lazy` for a tool page given as a named export: the page comes wrapped in `ToolFrame`
 * (loaded alongside it), and the load is rejected after `timeoutMs` so the error boundary speaks.
 */
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
      const [Page, { ToolFrame }] = await Promise.race([
        Promise.all([load(), import('./ToolFrame')]),
        timeout,
      ]);
      const Framed = (props: P) => (
        <ToolFrame>
          <Page {...props} />
        </ToolFrame>
      );
      return { default: Framed };
    } finally {
      clearTimeout(timer);
    }
  });
}
