import { lazy, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useTheme } from '@mui/material/styles';
import { prefetchOf } from '@locasuite/ui';
import type { ToolSession, ToolUser } from '@locasuite/ui';
import type { ToolClientProps } from './ToolClientProps';
import type * as ToolFrameExports from './ToolFrame';

/**
 * A client and prefetch started for a page not shown yet (by `prefetchFor` as soon as the user is
 * known, or by a render React threw away because a lazy part of the page suspended, which starts
 * again from fresh state): the page's render within this delay, for the same user, takes them
 * instead of asking everything again.
 */
const UNSHOWN_KEEP_MS = 10_000;

/** Whether a media query (a theme breakpoint, with `@media` or not) matches the window now. */
export function matchesNow(query: string): boolean {
  const media = query.replace(/^@media\s*/, '');
  return typeof window.matchMedia === 'function' && window.matchMedia(media).matches;
}

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
  /**
   * Starts the page's first loads for `user` as soon as its code is there, before React renders
   * it (the shell does it when the stored session's lookup answers); its render takes them.
   */
  prefetchFor(user: ToolUser, phone: boolean): void;
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
  type Client = ToolFrameModule['createToolClient'] extends () => infer C ? C : never;
  // The client and prefetch of a page not shown yet (UNSHOWN_KEEP_MS).
  let unshown: { email: string; at: number; client: Client } | undefined;
  function start(
    Page: ComponentType<P & ToolClientProps>,
    createToolClient: () => Client,
    user: ToolUser | null | undefined,
    phone: () => boolean,
  ): Client {
    const at = Date.now();
    if (unshown && unshown.email === (user?.email ?? '') && at - unshown.at < UNSHOWN_KEEP_MS) {
      return unshown.client;
    }
    const client = createToolClient();
    unshown = { email: user?.email ?? '', at, client };
    const prefetch = prefetchOf(Page);
    if (prefetch && user) prefetch(client.prefetcher, user, { now: at, phone: phone() });
    return client;
  }
  const page = lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    });
    try {
      const [Page, { ToolFrame, createToolClient }] = await Promise.race([download(), timeout]);
      // The API client (and so the whole call catalogue) is built in the tool's chunk, never in
      // the sign-in/home bundle.
      const Framed = (props: P) => {
        const theme = useTheme();
        const [{ api }] = useState(() =>
          start(
            Page,
            createToolClient,
            (props as { readonly session?: ToolSession }).session?.user,
            () => matchesNow(theme.breakpoints.down('sm')),
          ),
        );
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
    prefetchFor(user: ToolUser, phone: boolean) {
      download().then(
        ([Page, { createToolClient }]) => {
          start(Page, createToolClient, user, () => phone);
        },
        () => undefined,
      );
    },
  });
}
