import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { calls } from '@locasuite/core';
import type { ApiClient, CallDef, ReadyAnswers } from '@locasuite/core';
import type { ToolPrefetch, ToolSession, ToolUser } from '@locasuite/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { readConfig } from '../config';
import { PageErrorBoundary, pageErrorTexts } from '../layout/PageErrorBoundary';
import { createShellEnvelope } from '../session/createShellEnvelope';
import { ChunkTimeoutError, FIRST_ANSWERS_WAIT_MS, LoadedPage, lazyPage } from './lazyPage';

// React reports the errors the boundary catches; the assertions below are what matters.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLazy(load: () => Promise<(props: { route: string }) => ReactNode>, ms: number) {
  const Page = lazyPage(load, { timeoutMs: ms });
  return render(
    <PageErrorBoundary>
      <LoadedPage page={Page} pageProps={{ route: 'statistiques' }} fallback={<p>Chargement…</p>} />
    </PageErrorBoundary>,
  );
}

/**
 * A server that answers every call an empty list, sealed with the shell's key (the global
 * `fetch`, counted), and the technician planning's week call a prefetch and its page ask.
 */
function stubWeekServer() {
  const envelope = createShellEnvelope(readConfig().envelopeKey);
  const fetches = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: await envelope.seal({ code: 0, data: { data: [] } }) })),
  );
  vi.stubGlobal('fetch', fetches);
  const user: ToolUser = { name: 'Claire', email: 'c@l.fr', admin: false, apps: [], record: {} };
  const session: ToolSession = { user, onRefused: () => undefined, refreshUser: async () => {} };
  const list = calls.planningTechnicien.get_events_liste;
  const week = { start: '11/23/2026', end: '11/30/2026' };
  return { fetches, user, session, list, week };
}

/**
 * A planning page whose first render reads the week's prefetched answer if it is already in, and
 * the lazy page the shell makes of it, with that call as its prefetch.
 */
function readingPage(list: CallDef, week: unknown, renders: string[] = []) {
  const prefetch: ToolPrefetch = (api) => {
    void api.call(list, week as never).catch(() => undefined);
  };
  function TechPage({ api }: { api: ApiClient & ReadyAnswers }) {
    const [week1] = useState(() => api.readReady((call) => call(list, week as never)));
    const shown = week1 === undefined ? 'vide' : 'semaine';
    renders.push(shown);
    return <p>Planning {shown}</p>;
  }
  return lazyPage<{ route: string; session: ToolSession }>(async () => TechPage, {
    timeoutMs: 30_000,
    prefetch: async () => prefetch,
    readsFirstAnswers: true,
  });
}

describe('lazyPage', () => {
  it('renders the loaded page with its props', async () => {
    renderLazy(
      async () =>
        ({ route }) => <p>Page {route}</p>,
      30_000,
    );
    // The frame's chunk carries the API client and its catalogue: slow to transform in a cold run.
    expect(
      await screen.findByText('Page statistiques', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
  });

  it('gives up after the timeout (spec 1 §9: 120 s) and the boundary speaks French', async () => {
    renderLazy(() => new Promise(() => undefined), 30);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(pageErrorTexts.message);
    expect(screen.getByRole('button', { name: pageErrorTexts.reload })).toBeTruthy();
  });

  it('a failed chunk download shows the same message', async () => {
    renderLazy(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      1000,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(pageErrorTexts.title);
  });

  it('starts a page’s prefetch before its first render; the page’s identical call takes that answer', async () => {
    const { fetches, session, list, week } = stubWeekServer();
    const answered: unknown[] = [];
    const order: string[] = [];
    const prefetch: ToolPrefetch = (api, who, { phone }) => {
      order.push(`prefetch ${who.email} ${String(phone)}`);
      void api.call(list, week).catch(() => undefined);
    };
    function TechPage({ api }: { api: ApiClient; session: ToolSession; route: string }) {
      order.push('render');
      useEffect(() => {
        void api.call(list, week).then((data) => answered.push(data));
      }, [api]);
      return <p>Planning</p>;
    }
    const Page = lazyPage<{ route: string; session: ToolSession }>(async () => TechPage, {
      timeoutMs: 30_000,
      prefetch: async () => prefetch,
    });
    render(
      <LoadedPage
        page={Page}
        pageProps={{ route: 'planning-technicien', session }}
        fallback={<p>Chargement…</p>}
      />,
    );
    expect(await screen.findByText('Planning', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(order.slice(0, 2)).toEqual(['prefetch c@l.fr false', 'render']);
    // The page's call resolved with the prefetched answer: one request in all.
    await vi.waitFor(() => expect(answered).toEqual([{ data: [] }]));
    expect(fetches).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('a render thrown away (a lazy part of the page suspends) does not prefetch twice', async () => {
    const { fetches, session, list, week } = stubWeekServer();
    let prefetches = 0;
    const prefetch: ToolPrefetch = (api) => {
      prefetches += 1;
      void api.call(list, week).catch(() => undefined);
    };
    // The timeline's code comes in its own chunk: the page's first render suspends on it.
    const Timeline = lazy(async () => {
      await new Promise((arrived) => setTimeout(arrived, 50));
      return { default: () => <p>Planning</p> };
    });
    function TechPage({ api }: { api: ApiClient; session: ToolSession; route: string }) {
      useEffect(() => {
        void api.call(list, week).catch(() => undefined);
      }, [api]);
      return <Timeline />;
    }
    const Page = lazyPage<{ route: string; session: ToolSession }>(async () => TechPage, {
      timeoutMs: 30_000,
      prefetch: async () => prefetch,
    });
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <LoadedPage
          page={Page}
          pageProps={{ route: 'planning-technicien', session }}
          fallback={<p>Chargement…</p>}
        />
      </Suspense>,
    );
    expect(await screen.findByText('Planning', undefined, { timeout: 30_000 })).toBeTruthy();
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    expect(prefetches).toBe(1);
    vi.unstubAllGlobals();
  });

  it('prefetchFor() starts the first loads before the page’s code is there; the page takes them', async () => {
    const { fetches, user, session, list, week } = stubWeekServer();
    const phones: boolean[] = [];
    const prefetch: ToolPrefetch = (api, _who, { phone }) => {
      phones.push(phone);
      void api.call(list, week).catch(() => undefined);
    };
    const answered: unknown[] = [];
    function TechPage({ api }: { api: ApiClient; session: ToolSession; route: string }) {
      useEffect(() => {
        void api.call(list, week).then((data) => answered.push(data));
      }, [api]);
      return <p>Planning</p>;
    }
    // The page's code (FullCalendar…) arrives only after the prefetch has asked.
    let codeArrived!: () => void;
    const code = new Promise<void>((resolve) => {
      codeArrived = resolve;
    });
    const Page = lazyPage<{ route: string; session: ToolSession }>(
      async () => {
        await code;
        return TechPage;
      },
      { timeoutMs: 30_000, prefetch: async () => prefetch },
    );
    Page.prefetchFor(user, true);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    codeArrived();
    render(
      <LoadedPage
        page={Page}
        pageProps={{ route: 'planning-technicien', session }}
        fallback={<p>Chargement…</p>}
      />,
    );
    expect(await screen.findByText('Planning', undefined, { timeout: 30_000 })).toBeTruthy();
    await vi.waitFor(() => expect(answered).toEqual([{ data: [] }]));
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(phones).toEqual([true]);
    vi.unstubAllGlobals();
  });

  it('prefetchFor() starts the first loads at once when preload() already brought their modules', async () => {
    const { user } = stubWeekServer();
    const started: string[] = [];
    const prefetch: ToolPrefetch = (_api, who) => {
      started.push(who.email);
    };
    const Page = lazyPage<{ route: string }>(async () => () => <p>Planning</p>, {
      timeoutMs: 30_000,
      prefetch: async () => prefetch,
    });
    Page.preload();
    // The prefetch's and client's modules are in once the preload's imports have settled.
    await vi.waitFor(
      async () => {
        Page.prefetchFor({ ...user, email: 'probe@l.fr' }, false);
        await Promise.resolve();
        expect(started).toContain('probe@l.fr');
      },
      { timeout: 30_000 },
    );
    // Same tick: no `import()` between the session's answer and the first loads.
    Page.prefetchFor(user, false);
    expect(started).toContain(user.email);
    vi.unstubAllGlobals();
  });

  it('prefetchFor(): the page’s first render waits for the first answers and reads them at once', async () => {
    const { fetches, user, session, list, week } = stubWeekServer();
    // The week's answer comes after the page's code.
    const answer = fetches.getMockImplementation()!;
    let release!: () => void;
    const late = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetches.mockImplementationOnce(async () => {
      await late;
      return answer();
    });
    const renders: string[] = [];
    const Page = readingPage(list, week, renders);
    Page.prefetchFor(user, false);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    render(
      <LoadedPage
        page={Page}
        pageProps={{ route: 'planning-technicien', session }}
        fallback={<p>Chargement…</p>}
      />,
    );
    await new Promise((later) => setTimeout(later, 100));
    expect(screen.getByText('Chargement…')).toBeTruthy();
    release();
    expect(
      await screen.findByText('Planning semaine', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(renders).toEqual(['semaine']);
    expect(fetches).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it(`prefetchFor(): the page renders without its first answers after ${FIRST_ANSWERS_WAIT_MS} ms`, async () => {
    const { fetches, user, session, list, week } = stubWeekServer();
    fetches.mockImplementation(() => new Promise<Response>(() => undefined));
    const Page = readingPage(list, week);
    Page.prefetchFor(user, false);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    const t0 = Date.now();
    render(
      <LoadedPage
        page={Page}
        pageProps={{ route: 'planning-technicien', session }}
        fallback={<p>Chargement…</p>}
      />,
    );
    expect(await screen.findByText('Planning vide', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(FIRST_ANSWERS_WAIT_MS - 50);
    vi.unstubAllGlobals();
  });

  it('preload() of a page with a prefetch leaves its code for after the first loads', async () => {
    const { fetches, user, session, list, week } = stubWeekServer();
    const order: string[] = [];
    const prefetch: ToolPrefetch = (api) => {
      order.push('prefetch');
      void api.call(list, week).catch(() => undefined);
    };
    const load = vi.fn(async () => {
      order.push('page code');
      return ({ route }: { route: string; session: ToolSession }) => <p>Page {route}</p>;
    });
    const loadPrefetch = vi.fn(async () => prefetch);
    const Page = lazyPage<{ route: string; session: ToolSession }>(load, {
      timeoutMs: 30_000,
      prefetch: loadPrefetch,
    });
    // While the session is looked up: the prefetch's module only, the connections stay free.
    Page.preload();
    await vi.waitFor(() => expect(loadPrefetch).toHaveBeenCalledTimes(1));
    expect(load).not.toHaveBeenCalled();
    // The session answers: the first loads go out, then the page's code is asked for.
    Page.prefetchFor(user, false);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    expect(order).toEqual(['prefetch', 'page code']);
    expect(fetches).toHaveBeenCalledTimes(1);
    render(
      <LoadedPage
        page={Page}
        pageProps={{ route: 'planning-technicien', session }}
        fallback={<p>Chargement…</p>}
      />,
    );
    expect(
      await screen.findByText('Page planning-technicien', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadPrefetch).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('prefetchFor() resolves once its first loads are handed to fetch; the page’s code is asked after them', async () => {
    const { fetches, user, list, week } = stubWeekServer();
    const order: string[] = [];
    const answer = fetches.getMockImplementation()!;
    fetches.mockImplementation(async () => {
      order.push('fetch');
      return answer();
    });
    const prefetch: ToolPrefetch = (api) => {
      order.push('asked');
      void api.call(list, week).catch(() => undefined);
    };
    let codeAsked!: () => void;
    const asked = new Promise<void>((resolve) => {
      codeAsked = resolve;
    });
    const load = vi.fn(async () => {
      order.push('page code');
      codeAsked();
      return () => <p>Page</p>;
    });
    const Page = lazyPage<{ route: string }>(load, {
      timeoutMs: 30_000,
      prefetch: async () => prefetch,
    });
    // The wait's upper bound never runs out here: the order below comes from the fetch itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await Page.prefetchFor(user, false);
      order.push('sent');
      await asked;
    } finally {
      vi.useRealTimers();
    }
    // The page’s code is asked in the same turn as the answer, before its callers resume.
    expect(order).toEqual(['asked', 'fetch', 'page code', 'sent']);
    vi.unstubAllGlobals();
  });

  it('preload() downloads the page once, before and for its render', async () => {
    const load = vi.fn(async () => ({ route }: { route: string }) => <p>Page {route}</p>);
    const Page = lazyPage(load, { timeoutMs: 30_000 });
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <LoadedPage
        page={Page}
        pageProps={{ route: 'statistiques' }}
        fallback={<p>Chargement…</p>}
      />,
    );
    expect(
      await screen.findByText('Page statistiques', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is asked again by the render', async () => {
    const load = vi
      .fn<() => Promise<(props: { route: string }) => ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(({ route }) => <p>Page {route}</p>);
    const Page = lazyPage(load, { timeoutMs: 30_000 });
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    // Let the failed download settle (its promise callbacks run before the next task).
    await new Promise((settled) => setTimeout(settled, 0));
    render(
      <LoadedPage
        page={Page}
        pageProps={{ route: 'statistiques' }}
        fallback={<p>Chargement…</p>}
      />,
    );
    expect(
      await screen.findByText('Page statistiques', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the page once rendered, not when React’s timer after a fallback shown elsewhere fires', async () => {
    // The frame's module first (slow to transform in a cold run), with real timers.
    await import('./ToolFrame');
    // Another part of the screen shows a fallback, as the top bar's title does while its tooltip
    // loads: React then reveals a suspended boundary's content no sooner than 300 ms after it,
    // with a timer (never fired here).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const Title = lazy(() => new Promise<{ default: () => ReactNode }>(() => undefined));
      let deliver = (_page: (props: { route: string }) => ReactNode) => {};
      const Page = lazyPage(
        () =>
          new Promise<(props: { route: string }) => ReactNode>((resolve) => {
            deliver = resolve;
          }),
        { timeoutMs: 30_000 },
      );
      render(
        <>
          <Suspense fallback={<p>Titre</p>}>
            <Title />
          </Suspense>
          <LoadedPage
            page={Page}
            pageProps={{ route: 'statistiques' }}
            fallback={<p>Chargement…</p>}
          />
        </>,
      );
      expect(screen.getByText('Chargement…')).toBeTruthy();
      const loaded = Page.load();
      deliver(({ route }) => <p>Page {route}</p>);
      await loaded;
      // React renders on its scheduler's own turns (not timers): a few of them at most.
      for (let turn = 0; turn < 100 && !screen.queryByText('Page statistiques'); turn++) {
        await new Promise((next) => setImmediate(next));
      }
      expect(screen.getByText('Page statistiques')).toBeTruthy();
      expect(screen.getByText('Titre')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the timeout in French', () => {
    expect(new ChunkTimeoutError().message).toBe(
      'Le chargement de la page a dépassé 120 secondes.',
    );
  });
});
