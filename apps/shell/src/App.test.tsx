import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { INVALID_TOKEN } from '@locasuite/core';
import { locaSuiteTokens } from '@locasuite/ui';
import { App } from './App';
import { TOOL_ROUTES, prefetchToolPage, preloadToolPage } from './routes/toolRoutes';
import type { SessionApi } from './session/SessionApi';
import { SessionError, UNREACHABLE_MESSAGE } from './session/SessionError';
import type { ShellUser } from './session/ShellUser';
import { keepEveryStyle } from '../../../tests/web/visibilityStyles';

// These tests read colours and ellipses: this file gets Emotion's whole CSS.
keepEveryStyle();

const LOGIN_ERROR = "L'adresse email ou le mot de passe est incorrect";

/** `#RRGGBB` as the browser computes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function user(apps: string[], name = 'Technicien Démo'): ShellUser {
  return { name, email: 'tech@example.fr', admin: false, apps, record: {} };
}

function fakeApi(overrides: Partial<SessionApi> = {}): SessionApi {
  return {
    login: vi.fn(async () => 'jeton-1'),
    lookup: vi.fn(async () => user(['sav-gestion', 'planning-technicien'])),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
}

let currentPath = '';
function PathSpy() {
  const location = useLocation();
  currentPath = location.pathname + location.search;
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

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Uint8Array(32_000))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-in (spec 1 §2 /login, §5, §8)', () => {
  it('goes to /login without a stored token: title, user field, password field, no top bar', async () => {
    renderAt('/', fakeApi());
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(currentPath).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'LocaSuite' })).toBeTruthy();
    expect(screen.getByLabelText("Nom d'utilisateur ou adresse email")).toBeTruthy();
    expect(screen.getByLabelText('Mot de passe').getAttribute('type')).toBe('password');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('refuses empty fields with the spec text, without calling the server', async () => {
    const api = fakeApi();
    renderAt('/login', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_ERROR);
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur ou adresse email"), 'tech');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByRole('alert').textContent).toBe(LOGIN_ERROR);
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the spec text for a refused login and the server text when throttled', async () => {
    const login = vi
      .fn<SessionApi['login']>()
      .mockRejectedValueOnce(new SessionError('refused', 'Identifiants refusés', 401))
      .mockRejectedValueOnce(
        new SessionError(
          'refused',
          'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
          429,
        ),
      );
    renderAt('/login', fakeApi({ login }));
    await userEvent.type(
      await screen.findByLabelText("Nom d'utilisateur ou adresse email"),
      'tech',
    );
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'faux{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_ERROR);
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
      ),
    );
    expect(login).toHaveBeenCalledWith('tech', 'faux');
  });

  it('says the server is unreachable instead of blaming the password', async () => {
    const login = vi.fn(async () => {
      throw new SessionError('network', UNREACHABLE_MESSAGE);
    });
    renderAt('/login', fakeApi({ login }));
    await userEvent.type(
      await screen.findByLabelText("Nom d'utilisateur ou adresse email"),
      'tech',
    );
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'tech{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(UNREACHABLE_MESSAGE);
  });

  it('Enter signs in: the token is stored under userToken and home shows the tiles', async () => {
    const api = fakeApi();
    renderAt('/login', api);
    await userEvent.type(
      await screen.findByLabelText("Nom d'utilisateur ou adresse email"),
      ' tech ',
    );
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'tech{Enter}');
    expect(await screen.findByRole('link', { name: 'SAV' })).toBeTruthy();
    expect(api.login).toHaveBeenCalledWith('tech', 'tech');
    expect(window.localStorage.getItem('userToken')).toBe('jeton-1');
    expect(currentPath).toBe('/');
  });
});

describe('stored session (spec 1 §4)', () => {
  it('/login shows a spinner while a stored session is checked, then goes straight home', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    let resolve: (u: ShellUser) => void = () => undefined;
    const lookup = vi.fn(() => new Promise<ShellUser>((r) => (resolve = r)));
    renderAt('/login', fakeApi({ lookup }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('Vérification de la session…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();
    resolve(user(['sav-gestion']));
    expect(await screen.findByRole('link', { name: 'SAV' })).toBeTruthy();
    expect(currentPath).toBe('/');
  });

  it('shows a spinner while the user loads, then home with its groups and top bar', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    let resolve: (u: ShellUser) => void = () => undefined;
    const lookup = vi.fn(() => new Promise<ShellUser>((r) => (resolve = r)));
    renderAt('/', fakeApi({ lookup }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    resolve(user(['sav-gestion', 'planning-technicien', 'etat-des-lieux-materiel']));
    expect(await screen.findByRole('heading', { level: 1, name: 'LocaSuite' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Planning(s)', 'Etat des lieux', 'Gestion']);
    expect(screen.getByRole('link', { name: 'Techniciens' }).getAttribute('href')).toBe(
      '/planning-technicien',
    );
    expect(lookup).toHaveBeenCalledWith('jeton-1');
  });

  it('a refused token is overwritten with the invalid value and /login shows', async () => {
    window.localStorage.setItem('userToken', 'jeton-perime');
    const lookup = vi.fn(async () => {
      throw new SessionError('refused', 'Session invalide ou expirée : reconnectez-vous.', 401);
    });
    renderAt('/sav-gestion', fakeApi({ lookup }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(window.localStorage.getItem('userToken')).toBe(INVALID_TOKEN);
    expect(currentPath).toBe('/login');
  });

  it('an unreachable server shows a French message and a retry, not a spinner', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    const lookup = vi
      .fn<SessionApi['lookup']>()
      .mockRejectedValueOnce(new SessionError('network', UNREACHABLE_MESSAGE))
      .mockResolvedValueOnce(user(['sav-gestion']));
    renderAt('/', fakeApi({ lookup }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Serveur injoignable');
    expect(alert.textContent).toContain(UNREACHABLE_MESSAGE);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(window.localStorage.getItem('userToken')).toBe('jeton-1');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'SAV' })).toBeTruthy();
  });

  it('logout revokes the token on the server, stores the invalid value and goes to /login', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    const api = fakeApi();
    renderAt('/', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(api.logout).toHaveBeenCalledWith('jeton-1');
    expect(window.localStorage.getItem('userToken')).toBe(INVALID_TOKEN);
    expect(currentPath).toBe('/login');
  });
});

describe('tool pages and the top bar (spec 1 §2)', () => {
  it('an allowed tool loads its page under a top bar titled with the path in capitals', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    renderAt('/sav-gestion', fakeApi());
    expect(await screen.findByRole('main', {}, { timeout: 30_000 })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('SAV GESTION');
    expect(document.title).toBe('SAV GESTION — LocaSuite');
    expect(within(banner).getByRole('button', { name: "Retour à l'accueil" })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(within(banner).getByRole('status')).toBeTruthy();
  });

  it('a tool outside the allowed list renders nothing of the tool and says why', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    // Nothing of the tool is downloaded either: not ahead of the lookup, nor after it.
    const page = TOOL_ROUTES.find((def) => def.path === 'statistiques')!.page;
    const load = vi.spyOn(page, 'load');
    const preload = vi.spyOn(page, 'preload').mockImplementation(() => undefined);
    const prefetchFor = vi.spyOn(page, 'prefetchFor').mockImplementation(() => Promise.resolve());
    preloadToolPage('/statistiques', ['sav-gestion']);
    prefetchToolPage('/statistiques', user(['sav-gestion']));
    renderAt('/statistiques', fakeApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'STATISTIQUES' })).toBeTruthy();
    expect(await screen.findByText("Cet outil n'est pas ouvert à votre compte.")).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('main')).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
    expect(prefetchFor).not.toHaveBeenCalled();
    // The same page for a user who may open it is downloaded ahead.
    preloadToolPage('/statistiques', ['statistiques']);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('?header=hide hides the top bar, on a tool and on home', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    renderAt('/sav-gestion?header=hide', fakeApi());
    expect(await screen.findByRole('main', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    cleanup();
    renderAt('/?header=hide', fakeApi());
    expect(await screen.findByRole('link', { name: 'SAV' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('no top bar on the customers’ pages (nested path, double authentication), even signed in', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    renderAt('/etat-des-lieux-materiel/signature', fakeApi());
    // Without a link id the signature page shows its error view (spec 3 §2.5 view 3).
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    cleanup();
    renderAt('/signature-en-ligne/verification', fakeApi());
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Vérifier un document signé' },
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('the background is light grey on login and home, blue-grey inside a tool', async () => {
    const background = (container: HTMLElement) =>
      getComputedStyle(container.querySelector(':scope > div')!).backgroundColor;
    const { home, tool } = locaSuiteTokens.background;
    const login = renderAt('/login', fakeApi());
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(background(login.container)).toBe(rgb(home));
    cleanup();
    window.localStorage.setItem('userToken', 'jeton-1');
    const homePage = renderAt('/', fakeApi());
    await screen.findByRole('link', { name: 'SAV' });
    expect(background(homePage.container)).toBe(rgb(home));
    await userEvent.click(screen.getByRole('link', { name: 'SAV' }));
    expect(await screen.findByRole('main', {}, { timeout: 30_000 })).toBeTruthy();
    expect(background(homePage.container)).toBe(rgb(tool));
    expect(rgb(home)).toBe('rgb(242, 244, 247)'); // light grey
    expect(rgb(tool)).toBe('rgb(207, 216, 220)'); // blue-grey
  });

  it('an unknown address says so in French', async () => {
    renderAt('/cette-page-n-existe-pas', fakeApi());
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });

  it('the back-to-home button goes home', async () => {
    window.localStorage.setItem('userToken', 'jeton-1');
    renderAt('/sav-gestion', fakeApi());
    await userEvent.click(await screen.findByRole('button', { name: "Retour à l'accueil" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'LocaSuite' })).toBeTruthy();
    expect(currentPath).toBe('/');
  });
});
