import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, conditionState, fieldRecords } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from '../../api';
import { ConditionFormDialog } from './ConditionFormDialog';

// « Partager par email » from the form, on the server's own handlers: the photos the form shows
// as thumbnails are the ones the mail carries (spec 3 §5.3 « Only preloaded photos are attached »).
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };
/** Four different 1×1 PNGs (red, green, blue, white): four distinct stored photos. */
const PHOTOS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNg+M8AAAICAQB7CYF4AAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
].map((base64) => `data:image/png;base64,${base64}`);

describe('ConditionFormDialog « Partager par email »', { timeout: 300_000 }, () => {
  it('attaches the photos the form shows as thumbnails', async () => {
    const tech = server.client('tech');
    const all = fieldRecords(await tech.call(calls.etatdl.get_materials, {}));
    const record = all.find((r) => conditionState(r) === 'finished');
    if (!record) throw new Error('no finished record in the seed');
    const contrat = String(record.CLD_NUM_CONTRAT);
    const matricule = String(record.CLD_MATRICULE);
    await tech.call(calls.etatdl.set_photos, {
      contrat,
      matricule,
      type: 'DEPART',
      fileList: PHOTOS,
    });

    const mailed: unknown[][] = [];
    const api: EtatdlApi = {
      call: ((def: CallDef, payload: unknown) => {
        if (def === calls.etatdl.send_pdf_by_email) {
          mailed.push((payload as { photos: unknown[] }).photos);
        }
        return tech.call(def as never, payload as never);
      }) as EtatdlApi['call'],
    };
    const user = await signedInUser(server, 'tech');
    render(
      <LocaSuiteProvider>
        <ConditionFormDialog
          api={api}
          session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
          contract={contrat}
          matricule={matricule}
          velo={false}
          onClose={vi.fn()}
        />
      </LocaSuiteProvider>,
    );
    const departure = await screen.findByRole('region', { name: 'Photos du départ' }, FIRST_ANSWER);
    await waitFor(
      () =>
        expect(within(departure).getAllByRole('button', { name: /^Voir la photo/ })).toHaveLength(
          4,
        ),
      FIRST_ANSWER,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Partager par email' }));
    const share = await screen.findByRole('dialog', { name: 'Envoyer le PDF par email' });
    expect(
      within(share).getByText('Seules les photos déjà chargées sont jointes au mail (4 photos).'),
    ).toBeInTheDocument();
    const send = within(share).getByRole('button', { name: 'Envoyer' });
    await waitFor(() => expect(send).toBeEnabled(), FIRST_ANSWER);
    await userEvent.click(send);
    await waitFor(() => expect(mailed).toHaveLength(1), FIRST_ANSWER);
    expect(mailed[0]).toHaveLength(4);
    for (const photo of mailed[0] ?? []) expect(String(photo)).toMatch(/^data:image\/png;base64,/);
  });
});
