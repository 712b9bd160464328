import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { INVALID_TOKEN } from '@locasuite/core';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { App } from './App';
import { readConfig } from './config';
import { createSessionApi } from './session/createSessionApi';
import type { SessionApi } from './session/SessionApi';

// The whole shell (session, routes, top bar) around the real tool pages, every call answered by
// the server's own handlers through the shell's real clients (`createSessionApi`, the tools'
// `createToolClient`): what a person sees when the server refuses or stops answering mid-tool.

let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});

/** The answers of the API this test saw: path and status. */
let answered: { readonly path: string; readonly status: number }[] = [];
/** A call (its name) that gets no answer at all while set. */
let unreachable: string | null = null;

beforeEach(() => {
  window.localStorage.clear();
  answered = [];
  unreachable = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      // Node's Request takes no jsdom AbortSignal: the server here answers at once anyway.
      const { signal: _signal, ...rest } = init ?? {};
      const request = new Request(
        input instanceof Request ? input : new URL(String(input), window.location.href),
        rest,
      );
      const path = new URL(request.url).pathname;
      if (!path.startsWith('/api/')) {
        // The top bar's connection probe (33 kB from the app host).
        return new Response(new Uint8Array(32_000));
      }
      if (unreachable && path.endsWith(`/${unreachable}`)) {
        throw new TypeError('Failed to fetch');
      }
      const response = await server.fetch(request);
      answered.push({ path, status: response.status });
      return response;
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let currentPath = '';
function PathSpy() {
  const location = useLocation();
  currentPath = location.pathname;
  return null;
}

function renderAt(path: string, api: SessionApi) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App api={api} />
      <PathSpy />
    </MemoryRouter>,
  );
}

const FIRST_ANSWER = { timeout: 60_000 };

/** The stored session of a fresh sign-in of `login`, through the shell's real session calls. */
async function signedIn(login: string): Promise<{ api: SessionApi; token: string }> {
  const api = createSessionApi(readConfig());
  const token = await api.login(login, login);
  window.localStorage.setItem('userToken', token);
  return { api, token };
}

// Issue 8 item 1: a tool never touches the session itself. When the server refuses the session in
// the middle of a tool, the shell stores the invalid token and opens /login, the same way on every
// tool page (spec 1 §4, §8).
describe('a session refused in the middle of a tool', () => {
  const TOOLS = [
    { path: '/planning-disponibilite', family: 'planningDisponibilite' },
    { path: '/planning-livraison', family: 'planningLivraison' },
    { path: '/email-visualisation', family: 'emailVisualisation' },
    { path: '/statistiques', family: 'statistique' },
  ] as const;

  it.each(TOOLS)(
    '$path: the invalid token is stored and /login opens',
    async ({ path, family }) => {
      const { api, token } = await signedIn('admin');
      // The session ends on the server (revoked, expired) just after the shell looked the user up:
      // the tool's first call is the one refused.
      const session: SessionApi = {
        ...api,
        lookup: async (t) => {
          const user = await api.lookup(t);
          await api.logout(t);
          return user;
        },
      };
      renderAt(path, session);
      expect(
        await screen.findByRole('button', { name: 'Se connecter' }, FIRST_ANSWER),
      ).toBeInTheDocument();
      expect(currentPath).toBe('/login');
      expect(window.localStorage.getItem('userToken')).toBe(INVALID_TOKEN);
      expect(answered).toContainEqual({
        path: expect.stringContaining(`/api/${family}/`),
        status: 401,
      });
      expect(token).not.toBe(INVALID_TOKEN);
    },
  );
});

describe('the top bar’s connection indicator inside a tool (issue 11 item 1)', () => {
  it('says « Serveur injoignable » while a tool’s call gets no answer, and no more once one is answered', async () => {
    const { api } = await signedIn('planif');
    // The API stops answering the mail list while the app host (and its probe) stays up.
    unreachable = 'sendinBlue_get_emails_list';
    renderAt('/email-visualisation', api);
    const indicator = () => within(screen.getByRole('banner')).getByRole('status');
    const alert = await screen.findByRole('alert', {}, FIRST_ANSWER);
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    expect(indicator()).toHaveAccessibleName('Serveur injoignable');
    expect(indicator()).toHaveAttribute('data-quality', 'unreachable');

    // The server answers again: the next call turns the indicator back to the probe's measure.
    unreachable = null;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('table', { name: 'Mails envoyés' }, FIRST_ANSWER),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(indicator()).toHaveAccessibleName('Connexion bonne'), {
      timeout: 20_000,
    });
    expect(indicator()).toHaveAttribute('data-quality', 'good');
  });
});
