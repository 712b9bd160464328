import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ToolClientProps } from './ToolClientProps';

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
  load: () => Promise<ComponentType<P & ToolClientProps>>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    });
    try {
      const [Page, { ToolFrame, useToolClient }] = await Promise.race([
        Promise.all([load(), import('./ToolFrame')]),
        timeout,
      ]);
      // The API client (and so the whole call catalogue) is built in the tool's chunk, never in
      // the sign-in/home bundle.
      const Framed = (props: P) => {
        const api = useToolClient();
        return (
          <ToolFrame>
            <Page {...props} api={api} />
          </ToolFrame>
        );
      };
      return { default: Framed };
    } finally {
      clearTimeout(timer);
    }
  });
}
