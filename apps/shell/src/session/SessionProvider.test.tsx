import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { SessionApi } from './SessionApi';
import { useSession } from './SessionContext';
import { SessionProvider } from './SessionProvider';
import type { ShellUser } from './ShellUser';
import { readOpenedApps, storeOpenedApps, storeToken } from './tokenStore';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
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
