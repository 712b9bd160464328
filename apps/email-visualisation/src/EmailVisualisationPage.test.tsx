import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { EmailVisualisationPage } from './EmailVisualisationPage';
import type { EmailClient } from './api';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const BOX = 'contact@loc.fr';
const rows = Array.from({ length: 45 }, (_, i) => ({
  fieldData: {
    date: new Date(Date.UTC(2026, 10, 1 + (i % 28), 9, 30)).toISOString(),
    email: i === 44 ? BOX : `client${i}@exemple.fr`,
    from: i === 44 ? 'client44@exemple.fr' : `LocaSuite <${BOX}>`,
    event: 'delivered',
    json: '{}',
    subject: i === 0 ? 'Votre facture F-1' : `Réservation ${i}`,
    messageId: `<m${i}@loc.fr>`,
    tag: 'SENDINBLUE' as const,
  },
}));

function client(overrides: Partial<Record<string, () => Promise<unknown>>> = {}): EmailClient {
  const answers: Record<string, () => Promise<unknown>> = {
    sendinBlue_user_get_info: async () => ({
      data: [{ fieldData: { MAILS: `${BOX}|sav@loc.fr` } }],
    }),
    sendinBlue_get_emails_list: async () => ({ data: rows }),
    get_email_detail: async () => ({
      subject: 'Votre facture F-1',
      body: '<p>Bonjour</p>',
      events: [{ name: 'sent', time: '2026-11-01T09:30:00.000Z' }],
    }),
    ...overrides,
  };
  return {
    call: ((def: CallDef) => answers[def.name]!()) as EmailClient['call'],
  };
}

const user = { name: 'Planif', email: 'planif@loc.fr', admin: false, apps: [], record: {} };

const renderPage = (api: EmailClient, onRefused = vi.fn()) =>
  render(
    <LocaSuiteProvider>
      <EmailVisualisationPage
        api={api}
        session={{ user, onRefused, refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );

describe('EmailVisualisationPage', () => {
  it('shows the sent view of the first mailbox, 40 rows a page (spec 1 §4, §9)', async () => {
    renderPage(client());
    const table = await screen.findByRole('table', { name: 'Mails envoyés' });
    expect(await within(table).findByText('Votre facture F-1')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(41);
    // The received mail (recipient = mailbox) is not in the sent view: 44 sent mails.
    expect(screen.getByText('1–40 sur 44')).toBeInTheDocument();
  });

  it('says « Aucun mail » when the search finds nothing', async () => {
    renderPage(client());
    await screen.findByText('Votre facture F-1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Recherche' }), 'introuvable');
    expect(screen.getByText('Aucun mail')).toBeInTheDocument();
  });

  it('says the server is unreachable, with Réessayer, rather than « Aucun mail » (issue 11)', async () => {
    let down = true;
    renderPage(
      client({
        sendinBlue_get_emails_list: async () => {
          if (down) throw new ApiError('network', 'x');
          return { data: rows };
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le serveur est injoignable.');
    expect(screen.queryByText('Aucun mail')).not.toBeInTheDocument();
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Votre facture F-1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands a refused session to the shell (spec 1 §8: the token is reset)', async () => {
    const onRefused = vi.fn();
    renderPage(
      client({
        sendinBlue_user_get_info: () =>
          Promise.reject(new ApiError('http', 'Session expirée', { status: 401 })),
      }),
      onRefused,
    );
    expect(await screen.findByText('Identifiant ou mot de passe incorecte')).toBeInTheDocument();
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('shows « Identifiant ou mot de passe incorecte » for 5 s when the lookup fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(client({ sendinBlue_user_get_info: () => Promise.reject(new Error('refus')) }));
    expect(await screen.findByText('Identifiant ou mot de passe incorecte')).toBeInTheDocument();
    expect(screen.getByText('Aucune adresse mail disponible')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(5_100);
    });
    await vi.waitFor(() =>
      expect(screen.queryByText('Identifiant ou mot de passe incorecte')).not.toBeInTheDocument(),
    );
  });

  it('opens the detail of a row with the French labels', async () => {
    renderPage(client());
    await userEvent.click(await screen.findByText('Votre facture F-1'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Expédié')).toBeInTheDocument();
    expect(within(dialog).getByText('01/11/2026 09:30')).toBeInTheDocument();
  });

  it('shows a Mailchimp detail: Etat, Ouverture with ts in seconds, French labels', async () => {
    renderPage(
      client({
        get_email_detail: async () => ({
          subject: 'Votre facture F-1',
          html: '<p>Bonjour</p>',
          state: 'soft-bounced',
          events: [
            { name: 'sent', time: '2026-11-01T09:30:00.000Z' },
            { name: 'proxy_open', time: '2026-11-01T10:00:00.000Z' },
            { name: 'invalid_email', time: '2026-11-01T10:05:00.000Z' },
          ],
          opens_detail: [{ ts: Date.UTC(2026, 10, 2, 8, 15) / 1000 }],
        }),
      }),
    );
    await userEvent.click(await screen.findByText('Votre facture F-1'));
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
      client({
        get_email_detail: () =>
          Promise.reject(
            new ApiError('http', 'Mail introuvable dans les boîtes mail de votre compte.'),
          ),
      }),
    );
    await userEvent.click(await screen.findByText('Votre facture F-1'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Mail introuvable dans les boîtes mail de votre compte.'),
    ).toBeInTheDocument();
  });
});
