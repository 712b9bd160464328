import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONDITION_CHECK_MESSAGES,
  allowedChecklistValues,
  calls,
  conditionState,
  fieldRecords,
  parseChecklist,
} from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from './api';
import { EtatDesLieuxMaterielPage } from './EtatDesLieuxMaterielPage';
import { listConditionWork } from './offline/conditionWork';

// spec 3 §4.2, §8 « Locked by sync »: Finaliser with the server reachable, through the page and
// its device store (IndexedDB), on the server's own handlers. The report is kept on the device
// while it is sent (§4.2 « store locally » first): that copy is the save in progress, not work
// waiting for a synchronisation.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

type Row = Record<string, unknown>;

async function materials(): Promise<Row[]> {
  return fieldRecords(await server.client('tech').call(calls.etatdl.get_materials, {}));
}

/** The technician's client whose `edit_material` waits until `release` is called. */
function heldSaves(): { api: EtatdlApi; release: () => void } {
  const real = server.client('tech');
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api: EtatdlApi = {
    call: (async (def, payload) => {
      if (def.name === 'edit_material') await released;
      return real.call(def, payload);
    }) as EtatdlApi['call'],
  };
  return { api, release };
}

describe('Finaliser online on the page', { timeout: 300_000 }, () => {
  it('never says the report waits for a synchronisation: the form keeps its state while it saves, then the list says it is saved', async () => {
    const [record] = (await materials()).filter(
      (r) => r.CHECK_LIST_JSON !== undefined && conditionState(r) === 'departure',
    );
    const contract = String(record!.CLD_NUM_CONTRAT);
    const matricule = String(record!.CLD_MATRICULE);
    window.history.replaceState(
      null,
      '',
      `/etat-des-lieux-materiel?${new URLSearchParams({ contrat: contract, matricule })}`,
    );
    const { api, release } = heldSaves();
    const user = await signedInUser(server, 'tech');
    render(
      <LocaSuiteProvider>
        <EtatDesLieuxMaterielPage
          api={api}
          session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
          route="etat-des-lieux-materiel"
          now={STORY_NOW}
        />
      </LocaSuiteProvider>,
    );
    const form = await screen.findByRole('dialog', { name: `${contract} / ${matricule}` });
    await within(form).findByRole('region', { name: 'Client' }, { timeout: 20_000 });
    expect(within(form).getByLabelText('État : Départ')).toBeInTheDocument();

    for (const line of parseChecklist(record!.CHECK_LIST_JSON_GESTION)) {
      const name = `${line.CH_DESIGNATION} (Départ)`;
      const allowed = allowedChecklistValues(line.CLD_SELECTION);
      if (allowed.length === 0) {
        fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value: '1' } });
      } else {
        const input = form.querySelector<HTMLInputElement>(`input[data-checklist="${name}"]`);
        fireEvent.change(input!, { target: { value: allowed[0] } });
      }
    }
    fireEvent.change(within(form).getByLabelText('Date de validation du départ'), {
      target: { value: '2025-03-17' },
    });
    await userEvent.click(
      within(form).getAllByRole('switch', { name: 'signataire facultatif' })[0]!,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Finaliser' }));

    // The save is on its way: kept on the device, and the page's list of kept work has seen it.
    await waitFor(async () => expect(await listConditionWork()).toHaveLength(1));
    // (Behind the full-screen form, the page is hidden from the accessibility tree.)
    await screen.findByRole('button', {
      name: 'États des lieux à synchroniser : 1',
      hidden: true,
    });
    expect(within(form).getByLabelText('État : Départ')).toBeInTheDocument();
    expect(within(form).queryByLabelText('État : En attente')).toBeNull();
    expect(within(form).queryByText(CONDITION_CHECK_MESSAGES.waitingSync)).toBeNull();

    release();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `${contract} / ${matricule}` })).toBeNull(),
    );
    expect(await screen.findByText('État des lieux enregistré.')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'États des lieux à synchroniser : aucun' });
    expect(await listConditionWork()).toEqual([]);
    const saved = (await materials()).find((r) => r.CLD_IDEnreg === record!.CLD_IDEnreg);
    expect([saved?.CLD_CONTROLE_DEPART, saved?.CLD_CONTROLE_RETOUR]).toEqual(['1', '0']);
    expect(screen.queryByText(CONDITION_CHECK_MESSAGES.waitingSync)).toBeNull();
  });
});
