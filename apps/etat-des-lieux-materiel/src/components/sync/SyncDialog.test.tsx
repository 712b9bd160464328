import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, newSaveId } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import type { EtatdlApi } from '../../api';
import { useWaitingRecords } from '../../hooks/useWaitingRecords';
import {
  clearConditionWork,
  keepConditionWork,
  listConditionWork,
} from '../../offline/conditionWork';
import { SyncDialog } from './SyncDialog';

// spec 3 §2.1 « Synchroniser », §4.2: what the list says when the sync cannot reach the server.
const USER = 'tech@locasuite-location.fr';
const session = {
  user: { email: USER, name: 'Technicien', admin: false },
  onRefused: vi.fn(),
  refreshUser: async () => undefined,
} as unknown as ToolSession;

/** A client whose every call finds no server, as the API client says it. */
const unreachable: EtatdlApi = {
  call: ((def: { name: string }) =>
    Promise.reject(
      new ApiError('network', 'Le serveur est injoignable.', { call: def.name }),
    )) as EtatdlApi['call'],
};

function SyncList() {
  const waiting = useWaitingRecords(unreachable, session);
  return (
    <SyncDialog
      open
      items={waiting.items}
      owner={USER}
      syncing={waiting.syncing}
      result={waiting.result}
      onSync={() => void waiting.sync({ includeReview: true })}
      onClose={vi.fn()}
    />
  );
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  for (const work of await listConditionWork()) await clearConditionWork(work.key);
});

async function syncWithOneReportKept() {
  await keepConditionWork(
    {
      kind: 'report',
      recordId: '412',
      contract: 'C000123',
      matricule: 'NAC-0042',
      leg: 'DEPART',
      data: { CLD_CONTROLE_DEPART: '1' },
      saveId: newSaveId(),
    },
    USER,
  );
  render(
    <LocaSuiteProvider>
      <SyncList />
    </LocaSuiteProvider>,
  );
  const list = screen.getByRole('dialog', { name: 'Liste des états des lieux à synchroniser' });
  await within(list).findByTestId('sync-row');
  // Online, the list syncs by itself on opening: the button waits for it.
  const sync = within(list).getByRole('button', { name: 'Synchroniser' });
  await waitFor(() => expect(sync).toBeEnabled());
  await userEvent.click(sync);
  return list;
}

describe('SyncDialog « Synchroniser » without a connection', () => {
  it('offline: says the network is missing, not that the server is down, and keeps the work', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const list = await syncWithOneReportKept();
    const status = await within(list).findByRole('status');
    expect(status).toHaveTextContent(
      'Pas de réseau : la synchronisation reprendra dès le retour de la connexion.',
    );
    expect(status).not.toHaveTextContent('injoignable');
    expect(within(list).getAllByTestId('sync-row')).toHaveLength(1);
  });

  it('online but no answer: the server is out of reach', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const list = await syncWithOneReportKept();
    expect(await within(list).findByRole('status')).toHaveTextContent('Le serveur est injoignable');
    expect(within(list).getAllByTestId('sync-row')).toHaveLength(1);
  });
});
