import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldRecords, parseMailboxes, sentView } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer, SignedInUser } from '@locasuite/mock-api/in-page/testing';
import { EmailVisualisationPage } from './EmailVisualisationPage';
import type { EmailRow } from './api';

// The real client against the server's own handlers (the email providers' emulation fed by the
// seed's outbox), signed in as the demo planner.
let server: InPageServer;
let user: SignedInUser;
let mailbox: string;
let sent: EmailRow[];
/** The subject of the newest mail sent from the first mailbox. */
let newest: string;
beforeAll(async () => {
  server = await openInPageServer();
  user = await signedInUser(server, 'planif');
  const api = server.client('planif');
  const info = await api.emailVisualisation.sendinBlue_user_get_info({ user_id: user.email });
  mailbox = parseMailboxes(String(info.data[0]?.fieldData.MAILS ?? ''))[0]!;
  sent = sentView(
    fieldRecords(await api.emailVisualisation.sendinBlue_get_emails_list({ email: mailbox })),
    mailbox,
  );
  newest = String(sent[0]?.subject ?? '');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FIRST_ANSWER = { timeout: 15_000 };

const DOMAIN = 'locasuite-location.fr';
const FRENCH_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

const renderPage = (api: ApiClient, onRefused = vi.fn(), as: SignedInUser = user) =>
  render(
    <LocaSuiteProvider>
      <EmailVisualisationPage
        api={api}
        session={{ user: as, onRefused, refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );

describe('EmailVisualisationPage on the server’s handlers', () => {
  it('shows the sent view of the first mailbox, 40 rows a page (spec 1 §4, §9)', async () => {
    expect(sent.length).toBeGreaterThan(40);
    renderPage(server.client('planif'));
    const table = await screen.findByRole('table', { name: 'Mails envoyés' }, FIRST_ANSWER);
    expect((await within(table).findAllByText(newest, {}, FIRST_ANSWER)).length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('row')).toHaveLength(41);
    // Only the mails sent from the mailbox: the received ones are not in this view.
    expect(screen.getByText(`1–40 sur ${sent.length}`)).toBeInTheDocument();
  });

  it('says « Aucun mail » when the search finds nothing; a word of the subject finds the mail', async () => {
    renderPage(server.client('planif'));
    const table = await screen.findByRole('table', { name: 'Mails envoyés' }, FIRST_ANSWER);
    await within(table).findAllByText(newest, {}, FIRST_ANSWER);
    const search = screen.getByRole('searchbox', { name: 'Recherche' });
    // Pasted: one change, not a render of the table per letter.
    await userEvent.click(search);
    await userEvent.paste('introuvable');
    expect(screen.getByText('Aucun mail')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.paste('facture');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent(/facture/i);
    expect(rows[0]).toHaveTextContent('Votre facture');
  });

  it('shows the four columns and French dates, pages on, and an administrator picks among the company and agency mailboxes, each from its page 1', async () => {
    const admin = await signedInUser(server, 'admin');
    const api = server.client('admin');
    const other = `location@${DOMAIN}`;
    const otherSent = sentView(
      fieldRecords(await api.emailVisualisation.sendinBlue_get_emails_list({ email: other })),
      other,
    );
    expect(otherSent.length).toBeGreaterThan(40);
    renderPage(api, vi.fn(), admin);
    const table = await screen.findByRole('table', { name: 'Mails envoyés' }, FIRST_ANSWER);
    await within(table).findAllByText(newest, {}, FIRST_ANSWER);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Expéditeur', 'Destinataire', 'Subject']);
    const firstCells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(firstCells[0]).toHaveTextContent(FRENCH_DATE_TIME);
    expect(firstCells[1]).toHaveTextContent(`contact@${DOMAIN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(
      screen.getByText(`41–${Math.min(80, sent.length)} sur ${sent.length}`),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Séléctionner une adresse mail' }));
    const options = await screen.findAllByRole('option');
    // The three company mailboxes first, then the agencies' (the condition check's mails leave
    // from them): the administrator's MAILS, in its order.
    const adminInfo = await api.emailVisualisation.sendinBlue_user_get_info({
      user_id: admin.email,
    });
    const adminMailboxes = parseMailboxes(String(adminInfo.data[0]?.fieldData.MAILS ?? ''));
    expect(adminMailboxes.slice(0, 3)).toEqual([`contact@${DOMAIN}`, `sav@${DOMAIN}`, other]);
    expect(adminMailboxes.length).toBeGreaterThan(3);
    expect(options.map((o) => o.textContent)).toEqual(adminMailboxes);
    await userEvent.click(screen.getByRole('option', { name: other }));
    // The table of another mailbox is a new one (keyed by the mailbox).
    const otherTable = await screen.findByRole('table', { name: 'Mails envoyés' });
    expect(
      (await within(otherTable).findAllByText(String(otherSent[0]!.subject), {}, FIRST_ANSWER))
        .length,
    ).toBeGreaterThan(0);
    expect(
      within(within(otherTable).getAllByRole('row')[1]!).getAllByRole('cell')[1],
    ).toHaveTextContent(other);
    // Another mailbox starts on its page 1, its newest mails (issue 11 item 5).
    expect(screen.getByText(`1–40 sur ${otherSent.length}`)).toBeInTheDocument();
  });

  it('says the server is unreachable, with Réessayer, rather than « Aucun mail » (issue 11)', async () => {
    let down = true;
    renderPage(
      server.client('planif', (def) =>
        down && def.name === 'sendinBlue_get_emails_list' ? 'unreachable' : undefined,
      ),
    );
    const alert = await screen.findByRole('alert', {}, FIRST_ANSWER);
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    expect(screen.queryByText('Aucun mail')).not.toBeInTheDocument();
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect((await screen.findAllByText(newest, {}, FIRST_ANSWER)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands a refused session to the shell (spec 1 §8: the token is reset)', async () => {
    const onRefused = vi.fn();
    renderPage(server.client({ token: 'jeton-que-le-serveur-ne-connait-pas' }), onRefused);
    expect(
      await screen.findByText('Identifiant ou mot de passe incorecte', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('shows « Identifiant ou mot de passe incorecte » for 5 s when the lookup fails', async () => {
    // Signed in before the clock is faked: the lookup below fails without reaching the server.
    await server.signIn('planif');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(
      server.client('planif', (def) =>
        def.name === 'sendinBlue_user_get_info'
          ? { status: 500, body: { code: 500, message: 'Erreur interne du serveur.' } }
          : undefined,
      ),
    );
    expect(
      await screen.findByText('Identifiant ou mot de passe incorecte', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucune adresse mail disponible')).toBeInTheDocument();
    expect(screen.getByText('Aucun mail')).toBeInTheDocument();
    // Still there well inside the 5 s (ui's TimedBanner test holds the exact 5 000 ms).
    await act(async () => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.getByText('Identifiant ou mot de passe incorecte')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_100);
    });
    await vi.waitFor(() =>
      expect(screen.queryByText('Identifiant ou mot de passe incorecte')).not.toBeInTheDocument(),
    );
  });

  it('opens the detail of a row from the provider: subject, French labels and times, the body in its frame; Fermer closes it', async () => {
    renderPage(server.client('planif'));
    const table = await screen.findByRole('table', { name: 'Mails envoyés' }, FIRST_ANSWER);
    await within(table).findAllByText(newest, {}, FIRST_ANSWER);
    await userEvent.click(screen.getByRole('searchbox', { name: 'Recherche' }));
    await userEvent.paste('facture');
    const row = within(table).getAllByRole('row')[1]!;
    const subject = within(row).getAllByRole('cell')[3]!.textContent ?? '';
    expect(subject).toContain('Votre facture');
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: subject })).toBeInTheDocument();
    const events = await within(dialog).findByRole('list', { name: 'Événements' }, FIRST_ANSWER);
    expect(within(events).getByText('Expédié')).toBeInTheDocument();
    expect(within(events).getAllByRole('listitem')[0]).toHaveTextContent(
      /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    // The body goes to its sandboxed frame (the browser test shows it drawn there).
    expect(within(dialog).getByTitle('Contenu du mail').getAttribute('srcdoc')).toMatch(
      /Votre facture F-2026-/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a Mailchimp detail: Etat, Ouverture with ts in seconds, French labels', async () => {
    // A provider answer the seed does not hold (soft bounce, proxy open), through the real client.
    const detail = {
      subject: newest,
      html: '<p>Bonjour</p>',
      state: 'soft-bounced',
      events: [
        { name: 'sent', time: '2026-11-01T09:30:00.000Z' },
        { name: 'proxy_open', time: '2026-11-01T10:00:00.000Z' },
        { name: 'invalid_email', time: '2026-11-01T10:05:00.000Z' },
      ],
      opens_detail: [{ ts: Date.UTC(2026, 10, 2, 8, 15) / 1000 }],
    };
    renderPage(
      server.client('planif', (def) =>
        def.name === 'get_email_detail'
          ? { status: 200, body: { code: 0, data: detail } }
          : undefined,
      ),
    );
    const table = await screen.findByRole('table', { name: 'Mails envoyés' }, FIRST_ANSWER);
    const [row] = await within(table).findAllByText(newest, {}, FIRST_ANSWER);
    await userEvent.click(row!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Etat :')).toBeInTheDocument();
    expect(within(dialog).getByText('Erreur rencontrée')).toBeInTheDocument();
    expect(within(dialog).getByText('Proxy ouvert')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email')).toBeInTheDocument();
    const opens = within(dialog).getByRole('list', { name: 'Ouverture' });
    expect(within(opens).getByText('02/11/2026 08:15')).toBeInTheDocument();
  });

  it('says so in French when the detail cannot be read', async () => {
    renderPage(
      server.client('planif', (def) =>
        def.name === 'get_email_detail'
          ? {
              status: 404,
              body: {
                code: 404,
                message: 'Mail introuvable dans les boîtes mail de votre compte.',
              },
            }
          : undefined,
      ),
    );
    const table = await screen.findByRole('table', { name: 'Mails envoyés' }, FIRST_ANSWER);
    const [row] = await within(table).findAllByText(newest, {}, FIRST_ANSWER);
    await userEvent.click(row!);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Mail introuvable dans les boîtes mail de votre compte.'),
    ).toBeInTheDocument();
  });
});
