import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, fieldRecords, remoteSignatureLegs } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from '../api';
import { buildConditionPdf } from '../pdf/buildConditionPdf';
import { blobDataUrl } from '../pdf/api';
import { SignaturePage } from './SignaturePage';
import { fakeMatchMedia } from '../../../../tests/web/matchMedia';

// The page on the server's own handlers and seed (in-page server), through the real client,
// without a session: the customers have no account.
let server: InPageServer;
const records: Record<string, unknown>[] = [];
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** The in-page server's first answers can be slow on a loaded machine: wait for them. */
const FIRST_ANSWER = { timeout: 20_000 };

beforeAll(async () => {
  server = await openInPageServer();
  const inReturn = fieldRecords(
    await server.client('planif').call(calls.etatdl.get_return_materials, {}),
  );
  records.push(...inReturn.filter((r) => remoteSignatureLegs(r).includes('DEPART')));
});
afterEach(cleanup);

/**
 * A signature request sent by staff for a fresh record, to one or several recipients: the link
 * ids, read from each recipient's mail (one link per recipient).
 */
async function newLinks(
  count: number,
): Promise<{ ids: string[]; record: Record<string, unknown>; pdf: Blob }> {
  const record = records.shift();
  if (!record) throw new Error('Plus de fiche en Reprise dans la démonstration.');
  const pdf = await buildConditionPdf({ record, title: 'État des lieux' });
  const to = Array.from(
    { length: count },
    (_, i) => `client${i + 1}.${String(record.CLD_IDEnreg)}@example.fr`,
  );
  const answer = await server.client('planif').call(calls.etatdl.send_signature_request, {
    emails: to,
    pdf: await blobDataUrl(pdf),
    info: {
      contrat: String(record.CLD_NUM_CONTRAT),
      matricule: String(record.CLD_MATRICULE),
      state: 'DEPART',
    },
  });
  expect(answer.errorListe).toEqual([]);
  const mails = await server.mails();
  const ids = to.map((address) => {
    const mail = mails.find((m) => m.to === address);
    const id = /signature\?id=([0-9a-f]{32})/.exec(mail?.text ?? '')?.[1];
    if (!id) throw new Error(`Lien de signature absent du mail à ${address}.`);
    return id;
  });
  return { ids, record, pdf };
}

async function newLink(): Promise<{ id: string; record: Record<string, unknown>; pdf: Blob }> {
  const { ids, record, pdf } = await newLinks(1);
  return { id: ids[0]!, record, pdf };
}

function renderPage(linkId: string | null, options: { api?: EtatdlApi } = {}) {
  render(
    <LocaSuiteProvider>
      <SignaturePage api={options.api ?? server.client()} linkId={linkId} />
    </LocaSuiteProvider>,
  );
}

/** What a media query answers in this test: nothing matches (a computer's screen). */
const noMedia = fakeMatchMedia(() => false);

describe('SignaturePage (spec 3 §2.5, §4.3)', () => {
  it('view 1: shows the contract and registration, and requires the signer’s name', async () => {
    const { id, record } = await newLink();
    renderPage(id);
    expect(
      await screen.findByText(String(record.CLD_NUM_CONTRAT), {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(screen.getByText(String(record.CLD_MATRICULE))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Signer l’état des lieux' }));
    const dialog = screen.getByRole('dialog', { name: 'Signature' });
    expect(within(dialog).getByRole('textbox', { name: 'Nom du signataire *' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Annuler le dernier trait' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Effacer' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(within(dialog).getByText('Nom du signataire obligatoire')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Signature obligatoire : dessinez votre signature dans le cadre.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirmer la signature' })).toBeNull();
  });

  it('view 4: a link already signed says a signature exists for this contract and equipment', async () => {
    const { id } = await newLink();
    await server
      .client()
      .call(calls.etatdl.save_signature, { id, content: PNG, signataire: 'Camille DURAND' });
    renderPage(id);
    expect(
      await screen.findByText(
        'Une signature existe déjà pour ce contrat et cet équipement.',
        {},
        FIRST_ANSWER,
      ),
    ).toBeInTheDocument();
  });

  it('view 4 on the other recipients’ links once one signed, naming who signed and when', async () => {
    const { ids } = await newLinks(3);
    await server.client().call(calls.etatdl.save_signature, {
      id: ids[1]!,
      content: PNG,
      signataire: 'Bruno LEFEBVRE',
    });
    for (const other of [ids[0]!, ids[2]!]) {
      renderPage(other);
      expect(
        await screen.findByRole('heading', { name: 'Document déjà signé' }, FIRST_ANSWER),
      ).toBeInTheDocument();
      // The in-page server's clock: 17/03/2025 09:00 UTC, 10:00 in France.
      expect(
        screen.getByText('Signé par Bruno LEFEBVRE le 17/03/2025 à 10:00.'),
      ).toBeInTheDocument();
      cleanup();
    }
  });

  it('view 1 on a device whose clock is far ahead: the server says the link is open', async () => {
    const { id, record } = await newLink();
    // The in-page server's clock is 17/03/2025, its link ends on 24/03/2025; this device's clock
    // is today, long after: only the server's verdict counts.
    expect(Date.now()).toBeGreaterThan(server.now + 8 * 86_400_000);
    renderPage(id);
    expect(
      await screen.findByText(String(record.CLD_NUM_CONTRAT), {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signer l’état des lieux' })).toBeVisible();
    expect(screen.getByText('Lien valable jusqu’au 24/03/2025 à 10:00.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lien expiré' })).toBeNull();
  });

  it('view 5: a link the server says has expired, whatever END_DATE and the device say', async () => {
    const { id } = await newLink();
    const api = server.client(undefined, (def) =>
      def.name === 'get_signature_data'
        ? {
            status: 200,
            body: {
              code: 0,
              data: {
                data: [
                  {
                    fieldData: {
                      CONTRAT: 'C1',
                      MATRICULE: 'M1',
                      END_DATE: '2999-01-01T00:00:00.000Z',
                      VALIDE: 0,
                      EXPIRED: 1,
                    },
                  },
                ],
              },
            },
          }
        : undefined,
    );
    renderPage(id, { api });
    expect(
      await screen.findByText(
        'Ce lien de signature a expiré : l’adresse n’est plus valable.',
        {},
        FIRST_ANSWER,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lien expiré' })).toBeInTheDocument();
  });

  it('view 1 opens the report the customer is asked to sign, as it was sent', async () => {
    const { id, record, pdf } = await newLink();
    const opened: Blob[] = [];
    vi.stubGlobal('matchMedia', noMedia);
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      opened.push(blob as Blob);
      return 'blob:etat-des-lieux';
    });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    try {
      renderPage(id);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Voir l’état des lieux (PDF)' }, FIRST_ANSWER),
      );
      await waitFor(() => expect(open).toHaveBeenCalledWith('blob:etat-des-lieux', '_blank'));
      expect(createUrl).toHaveBeenCalledTimes(1);
      const file = opened[0] as File;
      expect(file.type).toBe('application/pdf');
      expect(file.name).toBe(`Etat_des_lieux_${String(record.CLD_NUM_CONTRAT)}.pdf`);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(
        new Uint8Array(await pdf.arrayBuffer()),
      );
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('view 1 says in French when the report cannot be reached, and stays', async () => {
    const { id, record } = await newLink();
    const api = server.client(undefined, (def) =>
      def.name === 'get_signature_pdf' ? 'unreachable' : undefined,
    );
    renderPage(id, { api });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Voir l’état des lieux (PDF)' }, FIRST_ANSWER),
    );
    expect(
      await screen.findByText(
        'L’état des lieux n’a pas pu être ouvert : le serveur est injoignable. Vérifiez votre connexion et réessayez.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(String(record.CLD_NUM_CONTRAT))).toBeInTheDocument();
  });

  it('view 3: a forged id, or none, is an error and nothing was changed', async () => {
    renderPage('0123456789abcdef0123456789abcdef');
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Aucune modification ni signature n’a été ajoutée au document.'),
    ).toBeInTheDocument();
    cleanup();
    renderPage(null);
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }, FIRST_ANSWER),
    ).toBeInTheDocument();
  });

  it('says the server is unreachable with Réessayer, then shows the request', async () => {
    const { id, record } = await newLink();
    let down = true;
    const api = server.client(undefined, (def) =>
      down && def.name === 'get_signature_data' ? 'unreachable' : undefined,
    );
    renderPage(id, { api });
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, FIRST_ANSWER);
    down = false;
    await userEvent.click(retry);
    await waitFor(
      () => expect(screen.getByText(String(record.CLD_NUM_CONTRAT))).toBeInTheDocument(),
      FIRST_ANSWER,
    );
  });
});
