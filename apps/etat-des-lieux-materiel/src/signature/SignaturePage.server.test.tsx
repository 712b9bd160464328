import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls, fieldRecords, remoteSignatureLegs } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from '../api';
import { buildConditionPdf } from '../pdf/buildConditionPdf';
import { blobDataUrl } from '../pdf/api';
import { SignaturePage } from './SignaturePage';

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

/** A signature request sent by staff for a fresh record: its link id, read from the mail. */
async function newLink(): Promise<{ id: string; record: Record<string, unknown> }> {
  const record = records.shift();
  if (!record) throw new Error('Plus de fiche en Reprise dans la démonstration.');
  const pdf = await buildConditionPdf({ record, title: 'État des lieux' });
  const to = `client.${String(record.CLD_IDEnreg)}@example.fr`;
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
  const mail = (await server.mails()).find((m) => m.to === to);
  const id = /signature\?id=([0-9a-f]{32})/.exec(mail?.text ?? '')?.[1];
  if (!id) throw new Error('Lien de signature absent du mail.');
  return { id, record };
}

function renderPage(linkId: string | null, options: { api?: EtatdlApi; now?: () => Date } = {}) {
  render(
    <LocaSuiteProvider>
      <SignaturePage
        api={options.api ?? server.client()}
        linkId={linkId}
        {...(options.now ? { now: options.now } : {})}
      />
    </LocaSuiteProvider>,
  );
}

describe('SignaturePage (spec 3 §2.5, §4.3)', () => {
  it('view 1: shows the contract and registration, and requires the signer’s name', async () => {
    const { id, record } = await newLink();
    renderPage(id, { now: () => new Date(server.now) });
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
    renderPage(id, { now: () => new Date(server.now) });
    expect(
      await screen.findByText(
        'Une signature existe déjà pour ce contrat et cet équipement.',
        {},
        FIRST_ANSWER,
      ),
    ).toBeInTheDocument();
  });

  it('view 5: a link past its END_DATE has expired', async () => {
    const { id } = await newLink();
    renderPage(id, { now: () => new Date(server.now + 8 * 86_400_000) });
    expect(
      await screen.findByText(
        'Ce lien de signature a expiré : l’adresse n’est plus valable.',
        {},
        FIRST_ANSWER,
      ),
    ).toBeInTheDocument();
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
    renderPage(id, { api, now: () => new Date(server.now) });
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, FIRST_ANSWER);
    down = false;
    await userEvent.click(retry);
    await waitFor(
      () => expect(screen.getByText(String(record.CLD_NUM_CONTRAT))).toBeInTheDocument(),
      FIRST_ANSWER,
    );
  });
});
