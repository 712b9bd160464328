import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, fieldRecords, parseMailboxes } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from '../../api';
import { buildConditionPdf } from '../../pdf/buildConditionPdf';
import { ShareByEmailDialog } from './ShareByEmailDialog';

// The dialog on the server's own handlers and seed (in-page server), through the real client.
let server: InPageServer;
let record: Record<string, unknown>;
let clientMails: string[];
beforeAll(async () => {
  server = await openInPageServer();
  const finished = fieldRecords(
    await server.client('tech').call(calls.etatdl.get_returned_materials, {}),
  );
  for (const candidate of finished) {
    const [client] = fieldRecords(
      await server
        .client('tech')
        .call(calls.etatdl.get_clients_SS_by_id, { id: String(candidate.CLD_ID_CLIENT) }),
    );
    const mails = parseMailboxes(String(client?.CONTACT_MAIL_TOUS ?? ''));
    if (mails.length >= 2) {
      record = candidate;
      clientMails = mails;
      break;
    }
  }
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };
/** The demo mailbox the admin reads in the email history: a recipient whose mail we can see. */
const DEMO_MAILBOX = 'sav@locasuite-location.fr';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function renderDialog(
  options: {
    api?: EtatdlApi;
    onClose?: () => void;
    photos?: readonly { dataUrl: string }[];
    pdf?: () => Promise<Blob>;
    signatureLeg?: 'DEPART' | 'RETOUR';
  } = {},
) {
  const onClose = options.onClose ?? vi.fn();
  const pdf = vi.fn(options.pdf ?? (() => buildConditionPdf({ record, title: 'État des lieux' })));
  render(
    <LocaSuiteProvider>
      <ShareByEmailDialog
        api={options.api ?? server.client('tech')}
        record={record}
        pdf={pdf}
        photos={options.photos ?? [{ dataUrl: PNG }]}
        open
        onClose={onClose}
        {...(options.signatureLeg ? { signatureLeg: options.signatureLeg } : {})}
      />
    </LocaSuiteProvider>,
  );
  return { onClose, pdf, dialog: screen.getByRole('dialog') };
}

const recipientsList = (dialog: HTMLElement) =>
  within(dialog).getByRole('list', { name: 'Destinataires' });
const chips = (dialog: HTMLElement) =>
  within(recipientsList(dialog))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiChip-label')?.textContent);

async function addAddress(dialog: HTMLElement, address: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Adresse email' });
  await waitFor(() => expect(field).toBeEnabled());
  await userEvent.type(field, address);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
}

async function removeAll(dialog: HTMLElement) {
  for (const mail of clientMails) {
    await userEvent.click(within(dialog).getByTitle(`Retirer ${mail}`));
  }
}

/** The mails the email history lists for the demo mailbox (admin's call). */
async function mailsToDemoMailbox(): Promise<{ subject: string; email: string }[]> {
  const answer = await server
    .client('admin')
    .call(calls.emailVisualisation.sendinBlue_get_emails_list, { email: DEMO_MAILBOX });
  return fieldRecords(answer).map((m) => ({ subject: String(m.subject), email: String(m.email) }));
}

describe('ShareByEmailDialog on the server’s handlers', () => {
  it('starts with the client’s CONTACT_MAIL_TOUS and warns that only loaded photos go', async () => {
    expect(record, 'a finished record whose client has two addresses').toBeDefined();
    const { dialog } = renderDialog({ photos: [{ dataUrl: PNG }, { dataUrl: PNG }] });
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    expect(
      within(dialog).getByText('Seules les photos déjà chargées sont jointes au mail (2 photos).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('adds a typed address with Ajouter or Entrée, refuses a bad one, removes chips', async () => {
    const { dialog } = renderDialog();
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    await addAddress(dialog, 'pas-une-adresse');
    expect(within(dialog).getByText('Cette adresse email n’est pas valide.')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Adresse email' });
    await userEvent.clear(field);
    await userEvent.type(field, 'chef.chantier@example.fr{Enter}');
    expect(chips(dialog)).toEqual([...clientMails, 'chef.chantier@example.fr']);
    expect(field).toHaveValue('');
    await addAddress(dialog, clientMails[0] ?? '');
    expect(within(dialog).getByText('Cette adresse est déjà dans la liste.')).toBeInTheDocument();
    await userEvent.clear(field);
    await removeAll(dialog);
    await userEvent.click(within(dialog).getByTitle('Retirer chef.chantier@example.fr'));
    // spec 3 §2.2 "Envoyer disabled when the list is empty".
    expect(
      within(dialog).getByText('Aucun destinataire : ajoutez une adresse.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });

  it('sends the PDF to one address: « Email envoyé ! » and the mail in the outbox', async () => {
    const { dialog, onClose, pdf } = renderDialog();
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    await removeAll(dialog);
    await addAddress(dialog, DEMO_MAILBOX);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Email envoyé !', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(pdf).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    const mails = await mailsToDemoMailbox();
    expect(mails).toContainEqual({
      subject: `État des lieux du contrat ${String(record.CLD_NUM_CONTRAT)}`,
      email: DEMO_MAILBOX,
    });
  });

  it('says « Email(s) envoyé(s) ! » for several recipients', async () => {
    const { dialog } = renderDialog();
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Email(s) envoyé(s) !', {}, FIRST_ANSWER)).toBeInTheDocument();
  });

  it('sends the return for the customer’s signature: the link goes to every address', async () => {
    const { dialog, onClose } = renderDialog({ signatureLeg: 'RETOUR' });
    expect(dialog).toHaveAccessibleName('Envoyer l’état des lieux de retour pour signature');
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Email(s) envoyé(s) !', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const mails = await server.mails();
    for (const to of clientMails) {
      const mail = mails.find(
        (m) =>
          m.to === to &&
          m.subject ===
            `Signature de l’état des lieux du contrat ${String(record.CLD_NUM_CONTRAT)}`,
      );
      expect(mail?.text).toMatch(/\/etat-des-lieux-materiel\/signature\?id=[0-9a-f]{32}/);
    }
  });

  it('names the addresses of errorListe and keeps only them in the list', async () => {
    const [bad = '', good = ''] = clientMails;
    const override = (def: { name: string }): CallOverride | undefined =>
      def.name === 'send_pdf_by_email'
        ? { status: 200, body: { code: 0, data: { errorListe: [bad, 'autre@example.fr'] } } }
        : undefined;
    const { dialog, onClose } = renderDialog({ api: server.client('tech', override) });
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText(
        `Erreur rencontré sur le(s) email(s) : ${bad} - autre@example.fr`,
        {},
        FIRST_ANSWER,
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(chips(dialog)).toEqual([bad]);
    expect(chips(dialog)).not.toContain(good);
  });

  it('keeps the list and the typed address when the server fails or cannot be reached', async () => {
    let answer: CallOverride = {
      status: 500,
      body: { code: 500, message: 'Erreur interne du serveur.' },
    };
    const override = (def: { name: string }) =>
      def.name === 'send_pdf_by_email' ? answer : undefined;
    const { dialog, onClose } = renderDialog({ api: server.client('tech', override) });
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    await addAddress(dialog, 'ajoute@example.fr');
    const field = within(dialog).getByRole('textbox', { name: 'Adresse email' });
    await userEvent.type(field, 'en-cours@exa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText("Erreur l'émail n'a pas été envoyé !", {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Erreur interne du serveur.')).toBeInTheDocument();
    expect(chips(dialog)).toEqual([...clientMails, 'ajoute@example.fr']);
    expect(field).toHaveValue('en-cours@exa');
    expect(onClose).not.toHaveBeenCalled();

    answer = 'unreachable';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer le message' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText("Erreur l'émail n'a pas été envoyé !", {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(chips(dialog)).toEqual([...clientMails, 'ajoute@example.fr']);
    expect(field).toHaveValue('en-cours@exa');
  });

  it('sends nothing when the PDF cannot be built, and says the mail was not sent', async () => {
    const sent: string[] = [];
    const api = server.client('tech', (def) => {
      if (def.name === 'send_pdf_by_email') sent.push(def.name);
      return undefined;
    });
    const { dialog } = renderDialog({
      api,
      pdf: () => Promise.reject(new Error('image illisible')),
    });
    await waitFor(() => expect(chips(dialog)).toEqual(clientMails), FIRST_ANSWER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await screen.findByText("Erreur l'émail n'a pas été envoyé !", {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('image illisible')).toBeNull();
    expect(sent).toEqual([]);
    expect(chips(dialog)).toEqual(clientMails);
  });

  it('says the addresses could not be loaded, with Réessayer, and still lets one type', async () => {
    let down = true;
    const override = (def: { name: string }): CallOverride | undefined =>
      down && def.name === 'get_clients_SS_by_id' ? 'unreachable' : undefined;
    const { dialog } = renderDialog({ api: server.client('tech', override) });
    const problem = await within(dialog).findByText(/Le serveur est injoignable/, {}, FIRST_ANSWER);
    const alert = problem.closest('[role="alert"]') as HTMLElement;
    await addAddress(dialog, 'saisie@example.fr');
    expect(chips(dialog)).toEqual(['saisie@example.fr']);
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(
      () => expect(chips(dialog)).toEqual([...clientMails, 'saisie@example.fr']),
      FIRST_ANSWER,
    );
  });
});
