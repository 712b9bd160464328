import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { INVALID_TOKEN } from '@locasuite/core';
import { App } from '../App';
import { TOOL_ROUTES } from '../routes/toolRoutes';
import type { SessionApi } from '../session/SessionApi';
import { SessionError, UNREACHABLE_MESSAGE } from '../session/SessionError';
import type { ShellUser } from '../session/ShellUser';
import { readUserSnapshot, storeToken, storeUserSnapshot } from '../session/tokenStore';

// Spec 3 §3.4: a technician who starts the day without signal opens the suite from `/` and reaches
// the condition check, with the user kept on the device for the stored token.

const UNAVAILABLE = 'Indisponible hors connexion';

const technician: ShellUser = {
  name: 'Technicien Démo',
  email: 'tech@example.fr',
  admin: false,
  apps: ['planning-technicien', 'etat-des-lieux-materiel', 'sav-gestion'],
  record: {},
};

const unreachable = () => new SessionError('network', UNREACHABLE_MESSAGE);
const refused = () => new SessionError('refused', 'Session invalide ou expirée.', 401);

function fakeApi(lookup: SessionApi['lookup']): SessionApi {
  return { login: vi.fn(async () => 'jeton-1'), lookup, logout: vi.fn(async () => undefined) };
}

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

/** Home opened with the technician kept on this device for the stored token. */
function keptTechnician() {
  storeToken('jeton-1');
  storeUserSnapshot('jeton-1', technician);
}

const tile = (name: RegExp) => screen.getByRole('link', { name });

beforeEach(() => {
  window.localStorage.clear();
  // The connection indicator's probe gets no answer either.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home without the server, with the user kept on the device', () => {
  it('shows the tiles: the condition check opens, the tools that need the server say they cannot', async () => {
    keptTechnician();
    const page = TOOL_ROUTES.find((def) => def.path === 'etat-des-lieux-materiel')!.page;
    const ConditionCheck = () => <p>Outil état des lieux</p>;
    vi.spyOn(page, 'load').mockResolvedValue(ConditionCheck);
    vi.spyOn(page, 'loaded').mockReturnValue(ConditionCheck);
    renderAt('/', fakeApi(vi.fn(async () => Promise.reject(unreachable()))));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Serveur injoignable');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.getByText('Bonjour Technicien Démo')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Planning(s)',
      'Etat des lieux',
      'Gestion',
    ]);
    expect(tile(/^Materiel$/).getAttribute('href')).toBe('/etat-des-lieux-materiel');
    // The after-sales reports open without a connection too (issue 37 airplane mode).
    expect(tile(/^SAV$/).getAttribute('href')).toBe('/sav-gestion');
    const planning = tile(/^Techniciens/);
    expect(planning.getAttribute('aria-disabled')).toBe('true');
    expect(planning.getAttribute('href')).toBeNull();
    expect(planning.textContent).toContain(UNAVAILABLE);
    expect(screen.getAllByText(UNAVAILABLE)).toHaveLength(1);

    await userEvent.click(tile(/^Techniciens/));
    expect(currentPath).toBe('/');
    await userEvent.click(tile(/^Materiel$/));
    expect(await screen.findByText('Outil état des lieux')).toBeTruthy();
    expect(currentPath).toBe('/etat-des-lieux-materiel');
  });

  it('Réessayer with the server back: every tile opens and the message goes', async () => {
    keptTechnician();
    const lookup = vi
      .fn<SessionApi['lookup']>()
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValueOnce(technician);
    renderAt('/', fakeApi(lookup));
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Techniciens' })).toBeTruthy();
    expect(tile(/^SAV$/).getAttribute('href')).toBe('/sav-gestion');
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('a refused session on the way back goes to the sign-in page and forgets the user', async () => {
    keptTechnician();
    const lookup = vi
      .fn<SessionApi['lookup']>()
      .mockRejectedValueOnce(unreachable())
      .mockRejectedValueOnce(refused());
    renderAt('/', fakeApi(lookup));
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(currentPath).toBe('/login');
    expect(window.localStorage.getItem('userToken')).toBe(INVALID_TOKEN);
    expect(readUserSnapshot('jeton-1')).toBeNull();
  });
});

describe('home without the server and without a kept user', () => {
  it('shows no tile, only the unreachable message', async () => {
    storeToken('jeton-1');
    renderAt('/', fakeApi(vi.fn(async () => Promise.reject(unreachable()))));
    expect(await screen.findByText('Serveur injoignable')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText(/^Bonjour/)).toBeNull();
  });

  it('shows the sign-in page when no one signed in on this device', async () => {
    renderAt('/', fakeApi(vi.fn(async () => Promise.reject(unreachable()))));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('after a logout: the kept user is gone, the next offline start shows no tile', async () => {
    keptTechnician();
    const api = fakeApi(vi.fn(async () => Promise.reject(unreachable())));
    renderAt('/', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(readUserSnapshot('jeton-1')).toBeNull();
    cleanup();
    // Even the same token stored again finds no user on the device.
    storeToken('jeton-1');
    renderAt('/', api);
    expect(await screen.findByText('Serveur injoignable')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('after a 401 at start: the kept user is gone, the next offline start shows no tile', async () => {
    keptTechnician();
    renderAt('/', fakeApi(vi.fn(async () => Promise.reject(refused()))));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(readUserSnapshot('jeton-1')).toBeNull();
    cleanup();
    storeToken('jeton-1');
    renderAt('/', fakeApi(vi.fn(async () => Promise.reject(unreachable()))));
    expect(await screen.findByText('Serveur injoignable')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
