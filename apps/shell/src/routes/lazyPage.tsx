import { lazy, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useTheme } from '@mui/material/styles';
import { prefetchOf } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import type { ToolClientProps } from './ToolClientProps';
import type * as ToolFrameExports from './ToolFrame';

/**
 * A render React throws away before showing it (a lazy part of the page suspends) starts again
 * from fresh state: within this delay, for the same user, it takes the client and the prefetch
 * the thrown-away render started instead of asking everything again.
 */
const RENDER_RETRY_MS = 10_000;

/** Spec 1 §9: loading a tool's code fails after 120 s instead of waiting for ever. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super('Le chargement de la page a dépassé 120 secondes.');
    this.name = 'ChunkTimeoutError';
  }
}

type ToolFrameModule = typeof ToolFrameExports;

/** A lazy tool page whose code can be asked for before it renders. */
export type PreloadablePage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the page's code (the shell does it while the user is looked up). */
  preload(): void;
};

/**
 * `React.lazy` for a tool page given as a named export: the page comes wrapped in `ToolFrame`
 * (loaded alongside it), and the load is rejected after `timeoutMs` so the error boundary speaks.
 * A page with a prefetch (`withPrefetch` of @locasuite/ui) has its first loads started during
 * the wrapper's first render, before the page's own render and effects.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P & ToolClientProps>>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): PreloadablePage<P> {
  // One download for the preload and the render; a failed one is asked again by the next of them.
  let chunks: Promise<[ComponentType<P & ToolClientProps>, ToolFrameModule]> | undefined;
  const download = () => {
    chunks ??= Promise.all([load(), import('./ToolFrame')]);
    chunks.catch(() => {
      chunks = undefined;
    });
    return chunks;
  };
  const page = lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    });
    try {
      const [Page, { ToolFrame, createToolClient }] = await Promise.race([download(), timeout]);
      // The API client (and so the whole call catalogue) is built in the tool's chunk, never in
      // the sign-in/home bundle.
      const prefetch = prefetchOf(Page);
      // The client and prefetch of a render not shown yet (RENDER_RETRY_MS).
      let unshown:
        { user: unknown; at: number; client: ReturnType<typeof createToolClient> } | undefined;
      const Framed = (props: P) => {
        const theme = useTheme();
        const [{ api }] = useState(() => {
          const user = (props as { readonly session?: ToolSession }).session?.user;
          const at = Date.now();
          if (unshown && unshown.user === user && at - unshown.at < RENDER_RETRY_MS) {
            return unshown.client;
          }
          const client = createToolClient();
          unshown = { user, at, client };
          if (prefetch && user) {
            const query = theme.breakpoints.down('sm').replace(/^@media\s*/, '');
            const phone =
              typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
            prefetch(client.prefetcher, user, { now: at, phone });
          }
          return client;
        });
        // Shown: the next opening of the page starts its own client and prefetch.
        useEffect(() => {
          unshown = undefined;
        }, []);
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
  return Object.assign(page, {
    preload() {
      download().catch(() => undefined);
    },
  });
}
