import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import type { ToolPrefetch, ToolSession, ToolUser } from '@locasuite/ui';
import type { ToolClientProps } from './ToolClientProps';
import type * as ToolFrameExports from './ToolFrame';
import type * as ToolClientExports from './toolClient';
import { markStart } from '../marks';

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

/**
 * How long a page's first render waits, once its code is there, for the first loads its prefetch
 * started: rendered with their answers, it draws its data at once instead of an empty page, then
 * the same page again a moment later (the technician planning's week: one render instead of two).
 * The answers usually follow the code by 100–150 ms; a slow server holds the page back this long at
 * most, then it renders and loads as usual.
 */
export const FIRST_ANSWERS_WAIT_MS = 500;

/**
 * How long the page's code, and the shell's render of the signed-in user, wait for the first loads
 * to be handed to `fetch`. Each payload is sealed in a few steps, each resumed in a task of its
 * own: a long task in between (evaluating the page's code, rendering the shell: 90–200 ms on a
 * returning visit) held them all back, with the server idle meanwhile. Sealing ten payloads takes
 * a few milliseconds on its own.
 */
export const SENT_WAIT_MS = 200;

/** Resolves when `promise` settles or after `ms`, whichever comes first; never rejects. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
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

export interface LazyPageOptions {
  /** How long the page's code may take to load (spec 1 §9), `CHUNK_TIMEOUT_MS` by default. */
  readonly timeoutMs?: number;
  /**
   * The page's first loads, from a module of their own (the tool's `./prefetch` export: its
   * loaders and core, none of the page's libraries). `prefetchFor` starts them as soon as that
   * small chunk is there, while the page's code still downloads.
   */
  readonly prefetch?: () => Promise<ToolPrefetch>;
  /**
   * The page's first render reads its prefetched answers already in (`useLoad`'s `initial`): its
   * render then waits for them, `FIRST_ANSWERS_WAIT_MS` at most. A page that does not would only
   * show later.
   */
  readonly readsFirstAnswers?: boolean;
}

/** A tool page whose code is asked for on demand, or before it renders. */
export interface PreloadablePage<P> {
  /**
   * The page (wrapped in `ToolFrame`) once its code is there, and its first answers if it reads
   * them: one download for every caller; a failed one is asked again by the next call.
   */
  load(): Promise<ComponentType<P>>;
  /** The page if `load()` has already brought it. */
  loaded(): ComponentType<P> | undefined;
  /**
   * Starts downloading the page's code while the user is looked up (the shell does it when a
   * session is stored). A page with a prefetch loads only its prefetch's and client's modules
   * then: HTTP/1.1 gives a browser six connections to the server, and the forty-odd chunks of a
   * page would hold the session's lookup behind them. Its code follows its first loads
   * (`prefetchFor`).
   */
  preload(): void;
  /**
   * Starts the page's first loads for `user` as soon as their module is there, then the download
   * of the page's code once they have been handed to `fetch` (`SENT_WAIT_MS` at most), before
   * React renders it (the shell does it when the stored session's lookup answers); its render
   * takes them. Resolves at that same moment (never rejects): the shell's own render waits for it.
   */
  prefetchFor(user: ToolUser, phone: boolean): Promise<void>;
}

/**
 * A tool page given as a named export, loaded on demand (`LoadedPage` renders it): the page comes
 * wrapped in `ToolFrame` (loaded alongside it), and the load is rejected after `timeoutMs` so the
 * error boundary speaks.
 * A page with a `prefetch` has its first loads started by `prefetchFor`, or else during the
 * wrapper's first render, before the page's own render and effects.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P & ToolClientProps>>,
  options: LazyPageOptions = {},
): PreloadablePage<P> {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  // One download for the preload and the render; a failed one is asked again by the next of them.
  let chunks: Promise<[ComponentType<P & ToolClientProps>, ToolFrameModule]> | undefined;
  const download = () => {
    chunks ??= Promise.all([load(), import('./ToolFrame')]).then((loaded) => {
      markStart('page code in');
      return loaded;
    });
    chunks.catch(() => {
      chunks = undefined;
    });
    return chunks;
  };
  // The prefetch's module, loaded once; without it (a failed download) the page asks for itself.
  let prefetchModule: Promise<ToolPrefetch | undefined> | undefined;
  const loadPrefetch = () => {
    prefetchModule ??= options.prefetch
      ? options.prefetch().catch(() => {
          prefetchModule = undefined;
          return undefined;
        })
      : Promise.resolve(undefined);
    return prefetchModule;
  };
  type Client = ReturnType<(typeof ToolClientExports)['createToolClient']>;
  type Parts = [ToolPrefetch | undefined, typeof ToolClientExports];
  // What the first loads need: their module and the client's (small chunks, not the page's code),
  // asked for once and kept once in: the session's answer then starts the first loads at once (an
  // `import()` of a module already there still waits for a task of its own, behind the shell's
  // render: 60–160 ms after the answer in the technician planning's loads).
  let parts: Promise<Parts> | undefined;
  let partsIn: Parts | undefined;
  const prefetchParts = () => {
    parts ??= Promise.all([loadPrefetch(), import('./toolClient')]).then((loaded) => {
      // A prefetch module that failed to download is asked for again next time.
      if (loaded[0]) partsIn = loaded;
      else parts = undefined;
      return loaded;
    });
    parts.catch(() => {
      parts = undefined;
    });
    return parts;
  };
  // The client and prefetch of a page not shown yet (UNSHOWN_KEEP_MS).
  let unshown: { email: string; at: number; client: Client } | undefined;
  function start(
    prefetch: ToolPrefetch | undefined,
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
    if (prefetch && user) prefetch(client.prefetcher, user, { now: at, phone: phone() });
    return client;
  }
  const resolvePage = async (): Promise<ComponentType<P>> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    });
    try {
      const [[Page, { ToolFrame, createToolClient }], prefetch] = await Promise.race([
        Promise.all([download(), loadPrefetch()]),
        timeout,
      ]);
      // The first loads already started (`prefetchFor`): their answers, briefly.
      const started = options.readsFirstAnswers ? unshown : undefined;
      if (started && Date.now() - started.at < UNSHOWN_KEEP_MS) {
        let wait: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          started.client.answered(),
          new Promise<void>((resolve) => {
            wait = setTimeout(resolve, FIRST_ANSWERS_WAIT_MS);
          }),
        ]);
        clearTimeout(wait);
      }
      // The API client (and so the whole call catalogue) is built in the tool's chunk, never in
      // the sign-in/home bundle.
      const Framed = (props: P) => {
        const theme = useTheme();
        const [{ api }] = useState(() =>
          start(
            prefetch,
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
      return Framed;
    } finally {
      clearTimeout(timer);
    }
  };
  let component: Promise<ComponentType<P>> | undefined;
  let componentIn: ComponentType<P> | undefined;
  const loadPage = () => {
    component ??= resolvePage().then((page) => (componentIn = page));
    component.catch(() => {
      component = undefined;
    });
    return component;
  };
  return {
    load: loadPage,
    loaded: () => componentIn,
    preload() {
      if (options.prefetch) {
        // Ready for the session's answer (`prefetchFor`).
        prefetchParts().catch(() => undefined);
      } else {
        download().catch(() => undefined);
      }
    },
    prefetchFor(user: ToolUser, phone: boolean) {
      if (!options.prefetch) {
        download().catch(() => undefined);
        return Promise.resolve();
      }
      const first = ([prefetch, { createToolClient }]: Parts) => {
        if (!prefetch) return undefined;
        markStart('first loads asked');
        return start(prefetch, createToolClient, user, () => phone)
          .sent()
          .then(() => markStart('first loads sent'));
      };
      // The page's code once its first loads have been handed to `fetch`: evaluating it (a long
      // task) would hold their sealing back.
      const sent = settledWithin(
        partsIn ? new Promise((resolve) => resolve(first(partsIn!))) : prefetchParts().then(first),
        SENT_WAIT_MS,
      );
      void sent.then(() => download().catch(() => undefined));
      return sent;
    },
  };
}

/**
 * Renders `page` with `pageProps` once its code is there (`fallback` until then); a failed or
 * timed-out load is thrown to the nearest error boundary.
 *
 * Not `React.lazy` under `Suspense`: React reveals a suspended boundary's content no sooner than
 * 300 ms after the last fallback it showed anywhere (the spinner, the top bar's title waiting for
 * its tooltip), so a page whose code and first answers were in early waited for that timer with
 * its render done (about 180 ms in a returning visit of the technician planning). A state update
 * is shown as soon as it is rendered.
 */
export function LoadedPage<P extends object>({
  page,
  pageProps,
  fallback,
}: {
  readonly page: PreloadablePage<P>;
  readonly pageProps: P;
  readonly fallback: ReactNode;
}) {
  // `page.loaded()` says whether the code is in; a render is asked for once it is.
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<{ readonly error: unknown }>();
  const Page = page.loaded();
  useEffect(() => {
    if (Page) return undefined;
    let current = true;
    page.load().then(
      () => {
        if (current) arrived((count) => count + 1);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [page, Page]);
  if (failure) throw failure.error;
  return Page ? <Page {...pageProps} /> : fallback;
}
