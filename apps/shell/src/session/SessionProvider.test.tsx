import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { INVALID_TOKEN, TOKEN_STORAGE_KEY } from '@locasuite/core';
import { clearDeviceAnswers } from '@locasuite/ui';
import type * as Ui from '@locasuite/ui';
import { RequireUser } from '../routes/RequireUser';
import type { SessionApi } from './SessionApi';
import { useSession } from './SessionContext';
import { SessionError, UNREACHABLE_MESSAGE } from './SessionError';
import { OFFLINE_RECHECK_MS, SessionProvider } from './SessionProvider';
import type { ShellUser } from './ShellUser';
import {
  readOpenedApps,
  readUserSnapshot,
  storeOpenedApps,
  storeToken,
  storeUserSnapshot,
} from './tokenStore';

type UiModule = typeof Ui;

// Logout forgets the device's answers of its user (the store itself is tested in ui).
vi.mock('@locasuite/ui', async (original) => ({
  ...(await original<UiModule>()),
  clearDeviceAnswers: vi.fn(async () => undefined),
}));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.mocked(clearDeviceAnswers).mockClear();
});

const user = (apps: string[]): ShellUser => ({
  name: 'Claire',
  email: 'claire@example.fr',
  admin: false,
  apps,
  record: {},
});

function Status() {
  const { state, refuse } = useSession();
  return (
    <button type="button" onClick={refuse}>
      {state.status}
    </button>
  );
}

describe('SessionProvider: the opened page downloads its code while the user is looked up', () => {
  it('tells the apps of the device’s last user as the lookup starts, then keeps the new ones', async () => {
    storeToken('jeton-1');
    storeOpenedApps(['planning-technicien']);
    let answer: (u: ShellUser) => void = () => undefined;
    const api: SessionApi = {
      login: vi.fn(),
      logout: vi.fn(),
      lookup: vi.fn(() => new Promise<ShellUser>((resolve) => (answer = resolve))),
    };
    const told: (readonly string[])[] = [];
    render(
      <SessionProvider api={api} onLookupStart={(apps) => told.push(apps)}>
        <Status />
      </SessionProvider>,
    );
    expect(await screen.findByText('loading')).toBeTruthy();
    expect(told).toEqual([['planning-technicien']]);
    answer(user(['statistiques', 'email-visualisation']));
    expect(await screen.findByText('signedIn')).toBeTruthy();
    expect(readOpenedApps()).toEqual(['statistiques', 'email-visualisation']);
    // A refused session forgets them with the token.
    screen.getByRole('button').click();
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(readOpenedApps()).toEqual([]);
  });

  it('reads a damaged hint as no app', () => {
    window.localStorage.setItem('locasuite.openedApps', '{pas du json');
    expect(readOpenedApps()).toEqual([]);
    window.localStorage.setItem('locasuite.openedApps', '["statistiques", 3]');
    expect(readOpenedApps()).toEqual(['statistiques']);
  });
});

const unreachable = () => new SessionError('network', UNREACHABLE_MESSAGE);
const refused = () => new SessionError('refused', 'Session invalide ou expirée.', 401);

/** The session's status, `offline` when opened with the user kept on the device. */
function OfflineStatus() {
  const { state, logout } = useSession();
  const offline = state.status === 'signedIn' && state.offline ? ' hors connexion' : '';
  const who = state.status === 'signedIn' ? ` ${state.user.name}` : '';
  return (
    <button type="button" onClick={() => void logout()}>
      {`${state.status}${offline}${who}`}
    </button>
  );
}

function renderShell(api: SessionApi, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider api={api}>
        <OfflineStatus />
        <Routes>
          <Route element={<RequireUser />}>
            <Route index element={<p>Accueil</p>} />
            <Route path="etat-des-lieux-materiel/*" element={<p>Outil état des lieux</p>} />
            <Route path="statistiques/*" element={<p>Outil statistiques</p>} />
          </Route>
          <Route path="login" element={<p>Connexion</p>} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('SessionProvider: a session opened without the server (spec 3 §3.4)', () => {
  const claire = { ...user(['etat-des-lieux-materiel', 'statistiques']), record: { MAILS: 'x' } };

  it('opens the tools that work offline with the user kept for the same token', async () => {
    storeToken('jeton-1');
    storeUserSnapshot('jeton-1', claire);
    const api: SessionApi = {
      login: vi.fn(),
      logout: vi.fn(),
      lookup: vi.fn(() => Promise.reject(unreachable())),
    };
    renderShell(api, '/etat-des-lieux-materiel?contrat=C1');
    expect(await screen.findByText('Outil état des lieux')).toBeTruthy();
    expect(screen.getByText('signedIn hors connexion Claire')).toBeTruthy();
  });

  it('opens home (it greys the others itself) and keeps the unreachable page for the other tools', async () => {
    storeToken('jeton-1');
    storeUserSnapshot('jeton-1', claire);
    const api: SessionApi = {
      login: vi.fn(),
      logout: vi.fn(),
      lookup: vi.fn(() => Promise.reject(unreachable())),
    };
    renderShell(api, '/statistiques');
    expect(await screen.findByText('Serveur injoignable')).toBeTruthy();
    expect(screen.queryByText('Outil statistiques')).toBeNull();
    cleanup();
    renderShell(api, '/');
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(screen.getByText('signedIn hors connexion Claire')).toBeTruthy();
  });

  it('is unreachable as before without a kept user, or with another token’s', async () => {
    storeToken('jeton-2');
    storeUserSnapshot('jeton-1', claire);
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jeton-2');
    const api: SessionApi = {
      login: vi.fn(),
      logout: vi.fn(),
      lookup: vi.fn(() => Promise.reject(unreachable())),
    };
    renderShell(api, '/etat-des-lieux-materiel');
    expect(await screen.findByText('Serveur injoignable')).toBeTruthy();
    expect(screen.getByText('unreachable')).toBeTruthy();
    expect(screen.queryByText('Outil état des lieux')).toBeNull();
  });

  it('looks the user up again when the browser is back online, and ends offline', async () => {
    storeToken('jeton-1');
    storeUserSnapshot('jeton-1', claire);
    const lookup = vi
      .fn<SessionApi['lookup']>()
      .mockRejectedValueOnce(unreachable())
      .mockResolvedValueOnce({ ...claire, name: 'Claire PERRIN' });
    renderShell({ login: vi.fn(), logout: vi.fn(), lookup }, '/etat-des-lieux-materiel');
    expect(await screen.findByText('signedIn hors connexion Claire')).toBeTruthy();
    // The offline render's effects (the `online` listener among them) run before the browser
    // comes back: on a busy machine they may still be pending when the text shows.
    await act(async () => {});
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('signedIn Claire PERRIN')).toBeTruthy();
    expect(screen.getByText('Outil état des lieux')).toBeTruthy();
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(readUserSnapshot('jeton-1')?.name).toBe('Claire PERRIN');
  });

  it('tries again every 30 s; a refusal then signs out as always', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeToken('jeton-1');
    storeUserSnapshot('jeton-1', claire);
    const lookup = vi
      .fn<SessionApi['lookup']>()
      .mockRejectedValueOnce(unreachable())
      .mockRejectedValueOnce(unreachable())
      .mockRejectedValueOnce(refused());
    renderShell({ login: vi.fn(), logout: vi.fn(), lookup }, '/etat-des-lieux-materiel');
    expect(await screen.findByText('signedIn hors connexion Claire')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS);
    });
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(screen.getByText('signedIn hors connexion Claire')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS);
    });
    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(lookup).toHaveBeenCalledTimes(3);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(INVALID_TOKEN);
    expect(readUserSnapshot('jeton-1')).toBeNull();
  });

  it('keeps the looked-up user for its token only, without token or password fields', async () => {
    storeToken('jeton-1');
    const lookup = vi.fn(async () => ({
      ...claire,
      record: { user_name: 'Claire', token: 'jeton-1', user_password: 'x', MAILS: 'a' },
    }));
    renderShell({ login: vi.fn(), logout: vi.fn(), lookup }, '/');
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(readUserSnapshot('jeton-1')?.record).toEqual({ user_name: 'Claire', MAILS: 'a' });
    expect(readUserSnapshot('autre-jeton')).toBeNull();
    expect(JSON.stringify(window.localStorage.getItem('locasuite.userSnapshot'))).not.toContain(
      'jeton-1',
    );
  });

  it('reads a damaged snapshot as none', () => {
    for (const damaged of ['{pas du json', '[]', '{"token":1}', '{"token":"x","user":{}}']) {
      window.localStorage.setItem('locasuite.userSnapshot', damaged);
      expect(readUserSnapshot('jeton-1')).toBeNull();
    }
  });

  it('logout forgets the user’s kept answers and the snapshot', async () => {
    storeToken('jeton-1');
    const logout = vi.fn(async () => undefined);
    renderShell({ login: vi.fn(), logout, lookup: vi.fn(async () => claire) }, '/');
    expect(await screen.findByText('Accueil')).toBeTruthy();
    expect(readUserSnapshot('jeton-1')).not.toBeNull();
    await act(async () => {
      screen.getByRole('button').click();
    });
    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(clearDeviceAnswers).toHaveBeenCalledWith('claire@example.fr');
    expect(logout).toHaveBeenCalledWith('jeton-1');
    expect(readUserSnapshot('jeton-1')).toBeNull();
  });
});
