import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  allowedChecklistValues,
  calls,
  conditionState,
  fieldRecords,
  parseChecklist,
} from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from '../../api';
import {
  listConditionWork,
  sendConditionWork,
  syncConditionWork,
} from '../../offline/conditionWork';
import { ConditionFormDialog } from './ConditionFormDialog';

// spec 3 §4.2 « A finished form that cannot be sent stays local and is shown as awaiting
// synchronisation », issue 15: the form finished without a connection, through the screen, on the
// server's own handlers; then the sync, and a replay of what was already sent.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

type Row = Record<string, unknown>;

async function materials(): Promise<Row[]> {
  return fieldRecords(await server.client('tech').call(calls.etatdl.get_materials, {}));
}

/** The technician's client; its writes find no server while `online.now` is false. */
function apiWithNetwork(online: { now: boolean }): EtatdlApi {
  const real = server.client('tech');
  return {
    call: ((def, payload) =>
      online.now || def.name !== 'edit_material'
        ? real.call(def, payload)
        : Promise.reject(
            new ApiError('network', 'Le serveur est injoignable.', { call: def.name }),
          )) as EtatdlApi['call'],
  };
}

describe('Finaliser without a connection (issue 15)', { timeout: 300_000 }, () => {
  it('keeps the report on the device, says so, and a sync sends it once', async () => {
    const [, , record] = (await materials()).filter(
      (r) => r.CHECK_LIST_JSON !== undefined && conditionState(r) === 'departure',
    );
    const online = { now: false };
    const api = apiWithNetwork(online);
    const user = await signedInUser(server, 'tech');
    const onClose = vi.fn();
    const onStoredOnDevice = vi.fn();
    render(
      <LocaSuiteProvider>
        <ConditionFormDialog
          api={api}
          session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
          contract={String(record!.CLD_NUM_CONTRAT)}
          matricule={String(record!.CLD_MATRICULE)}
          velo={false}
          onClose={onClose}
          onStoredOnDevice={onStoredOnDevice}
        />
      </LocaSuiteProvider>,
    );
    await screen.findByRole('region', { name: 'Client' });
    for (const line of parseChecklist(record!.CHECK_LIST_JSON_GESTION)) {
      const name = `${line.CH_DESIGNATION} (Départ)`;
      const allowed = allowedChecklistValues(line.CLD_SELECTION);
      if (allowed.length === 0) {
        fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: '1' } });
      } else {
        const input = document.querySelector<HTMLInputElement>(`input[data-checklist="${name}"]`);
        fireEvent.change(input!, { target: { value: allowed[0] } });
      }
    }
    fireEvent.change(screen.getByLabelText('Date de validation du départ'), {
      target: { value: '2025-03-17' },
    });
    await userEvent.click(screen.getAllByRole('switch', { name: 'signataire facultatif' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Finaliser' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(onStoredOnDevice).toHaveBeenCalledTimes(1);
    const kept = await listConditionWork();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      key: `etatdl:report:${String(record!.CLD_IDEnreg)}`,
      state: 'waiting',
      user: user.email,
      data: { kind: 'report', recordId: String(record!.CLD_IDEnreg), leg: 'DEPART' },
    });
    // Nothing reached the server.
    const untouched = (await materials()).find((r) => r.CLD_IDEnreg === record!.CLD_IDEnreg);
    expect(untouched?.CLD_CONTROLE_DEPART).toBe(record!.CLD_CONTROLE_DEPART);

    // Still no network: the sync stops and keeps it.
    const failed = await syncConditionWork(api, user.email);
    expect(failed).toMatchObject({ sent: 0, waiting: 1, review: 0 });
    expect(failed.stoppedBy).toBe('Le serveur est injoignable.');

    online.now = true;
    expect(await syncConditionWork(api, user.email)).toMatchObject({
      sent: 1,
      waiting: 0,
      review: 0,
    });
    expect(await listConditionWork()).toEqual([]);
    const saved = (await materials()).find((r) => r.CLD_IDEnreg === record!.CLD_IDEnreg);
    expect([saved?.CLD_CONTROLE_DEPART, saved?.CLD_CONTROLE_RETOUR]).toEqual(['1', '0']);
    expect(saved?.CLD_DATE_DEPART_VALIDATION).toBe('03-17-2025');

    // The same save sent again (its answer was lost): applied once, answered as a success.
    await sendConditionWork(api, kept[0]!.data);
    const after = (await materials()).find((r) => r.CLD_IDEnreg === record!.CLD_IDEnreg);
    expect(after?.version).toBe(saved?.version);
  });

  it('flags a report the server refuses for good (finalised meanwhile: 409), and keeps it', async () => {
    const [, , , record] = (await materials()).filter(
      (r) => r.CHECK_LIST_JSON !== undefined && conditionState(r) === 'departure',
    );
    const api = server.client('tech');
    const user = await signedInUser(server, 'tech');
    const { keepConditionWork } = await import('../../offline/conditionWork');
    const stale = {
      kind: 'report' as const,
      recordId: String(record!.CLD_IDEnreg),
      contract: String(record!.CLD_NUM_CONTRAT),
      matricule: String(record!.CLD_MATRICULE),
      leg: 'DEPART' as const,
      data: { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '0' },
      // Not the version the server has: someone else saved the record since the device read it.
      version: Number(record!.version) + 100,
      saveId: 'f'.repeat(32),
    };
    await keepConditionWork(stale, user.email);
    const outcome = await syncConditionWork(api, user.email);
    expect(outcome).toMatchObject({ sent: 0, review: 1 });
    const [flagged] = await listConditionWork();
    expect(flagged).toMatchObject({ state: 'review', key: `etatdl:report:${stale.recordId}` });
    expect(flagged?.message).toMatch(/modifié/);
    // A flagged copy is not sent again by itself.
    expect(await syncConditionWork(api, user.email)).toMatchObject({ sent: 0, review: 1 });
  });
});
