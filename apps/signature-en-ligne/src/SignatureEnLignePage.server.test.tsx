import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, fieldRecords } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer, SignedInUser } from '@locasuite/mock-api/in-page/testing';
import { SignatureEnLignePage } from './SignatureEnLignePage';
import { texts as T } from './texts';

let server: InPageServer;
let user: SignedInUser;
/** The company of the first client with documents. */
let company: string;
const FIRST = { timeout: 15_000 };

beforeAll(async () => {
  server = await openInPageServer();
  expect(await server.seedClientFiles()).toBeGreaterThan(0);
  user = await signedInUser(server, 'planif');
  const api = server.client('planif');
  const ids = (await api.call(calls.pdfSigner.get_client_liste, {})).map(String);
  const clients = fieldRecords(await api.call(calls.pdfSigner.get_client_data_liste, {}));
  company = String(clients.find((c) => ids.includes(String(c.id)))?.SOCIETE);
});
afterEach(() => cleanup());

const renderPage = (api: ApiClient = server.client('planif')) =>
  render(
    <LocaSuiteProvider>
      <SignatureEnLignePage
        api={api}
        session={{ user, onRefused: vi.fn(), refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );

async function chooseClient(name: string) {
  const box = await screen.findByRole('combobox', { name: T.client }, FIRST);
  await waitFor(() => expect(box).toBeEnabled());
  await userEvent.click(box);
  await userEvent.paste(name);
  await userEvent.click(await screen.findByRole('option', { name }, FIRST));
}

describe('SignatureEnLignePage on the server’s handlers (spec 3 §2.7)', () => {
  it('lists the chosen client’s documents awaiting signature by default, the signed ones with the filter', async () => {
    renderPage();
    await chooseClient(company);
    const table = await screen.findByRole('table', { name: T.tableLabel }, FIRST);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), FIRST);
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent(company);
    for (const row of rows)
      expect(
        within(row).getByRole('button', { name: /Envoyer pour signature en ligne/ }),
      ).toBeEnabled();
    expect(screen.getByText(T.perPage)).toBeInTheDocument();
    expect(screen.getByText(/total$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: T.filter }));
    await userEvent.click(screen.getByRole('option', { name: T.waiting }));
    await userEvent.click(screen.getByRole('option', { name: T.signedFilter }));
    await userEvent.keyboard('{Escape}');
    const signedRows = within(table).getAllByRole('row').slice(1);
    expect(signedRows.length).toBeGreaterThan(0);
    // A signed file cannot be sent for signature again (spec 3 §4.4).
    const first = signedRows[0]!;
    if (first.textContent?.includes(T.empty)) return;
    expect(
      within(first).getByRole('button', { name: /Envoyer pour signature en ligne/ }),
    ).toBeDisabled();
  });

  it('preselects the client whose id is in ?search=, and says « Aucun client trouvé » for a name that matches none', async () => {
    const api = server.client('planif');
    const clients = fieldRecords(await api.call(calls.pdfSigner.get_client_data_liste, {}));
    const chosen = clients.find((c) => c.SOCIETE === company)!;
    window.history.pushState({}, '', `/signature-en-ligne?search=${String(chosen.id)}`);
    try {
      renderPage();
      const box = await screen.findByRole('combobox', { name: T.client }, FIRST);
      await waitFor(() => expect(box).toHaveValue(company), FIRST);
      const table = await screen.findByRole('table', { name: T.tableLabel }, FIRST);
      await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(company));
    } finally {
      window.history.pushState({}, '', '/');
    }
    cleanup();
    renderPage();
    const box = await screen.findByRole('combobox', { name: T.client }, FIRST);
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.paste('Aucune société de ce nom');
    expect(await screen.findByText(T.noClient)).toBeInTheDocument();
  });

  it('opens an unsigned document full screen with Signer, Enregistrer and Fermer', async () => {
    renderPage();
    await chooseClient(company);
    const open = await screen.findAllByRole('button', { name: /^Ouvrir / }, FIRST);
    await userEvent.click(open[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: T.sign })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.download })).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a document for remote signature after « Valider mon envoie », never showing the link', async () => {
    renderPage();
    await chooseClient(company);
    const send = await screen.findAllByRole(
      'button',
      { name: /Envoyer pour signature en ligne/ },
      FIRST,
    );
    await userEvent.click(send[0]!);
    const info = await screen.findByRole('dialog', { name: T.infoTitle });
    const email = within(info).getByLabelText(T.infoEmail);
    await userEvent.clear(email);
    await userEvent.type(email, 'client.page@example.fr');
    await userEvent.click(within(info).getByRole('button', { name: T.sendForSignature }));
    const confirm = await screen.findByRole('dialog', { name: T.confirmSend });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText(T.sent, {}, FIRST)).toBeInTheDocument();
    const mail = (await server.mails()).find((m) => m.to === 'client.page@example.fr');
    const id = /id=([0-9a-f]{32})/.exec(mail?.text ?? '')?.[1];
    expect(id).toBeDefined();
    expect(document.body.textContent).not.toContain(id!);
  });

  it('mails the selected documents (« Email envoyé ! », selection cleared)', async () => {
    renderPage();
    await chooseClient(company);
    const boxes = await screen.findAllByRole('checkbox', { name: /^Sélectionner / }, FIRST);
    await userEvent.click(boxes[0]!);
    await userEvent.click(screen.getByRole('button', { name: T.email }));
    const dialog = await screen.findByRole('dialog', { name: T.mailTitle });
    // The kit's mail dialog: the address typed in `Mail` joins the list with `Ajouter`.
    const field = within(dialog).getByLabelText(T.mail);
    await userEvent.type(field, 'pas-une-adresse');
    await userEvent.click(within(dialog).getByRole('button', { name: T.share.add }));
    expect(within(dialog).getByText(T.share.invalidAddress)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'compta@example.fr');
    await userEvent.click(within(dialog).getByRole('button', { name: T.share.add }));
    const list = within(dialog).getByRole('list', { name: T.share.recipients });
    expect(within(list).getByText('compta@example.fr')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.mailSent, {}, FIRST)).toBeInTheDocument();
    // The dialog closed (the page is no longer hidden behind it), the selection cleared.
    const after = await screen.findAllByRole('checkbox', { name: /^Sélectionner / }, FIRST);
    expect(after[0]).not.toBeChecked();
    const sent = (await server.mails()).filter((m) => m.to === 'compta@example.fr');
    expect(sent).toHaveLength(1);
  });

  it('shows a signed document’s evidence: the log says the signed file is a new version', async () => {
    const api = server.client('planif');
    const clients = fieldRecords(await api.call(calls.pdfSigner.get_client_data_liste, {}));
    let signed: { company: string; name: string } | null = null;
    for (const client of clients) {
      const files = await api.call(calls.pdfSigner.get_client_files_by_code, {
        code: String(client.CODE_CLIENT),
      });
      const file = files.find((f) => f.name.includes('@@OK@@'));
      if (file) {
        signed = { company: String(client.SOCIETE), name: file.name };
        break;
      }
    }
    expect(signed).not.toBeNull();
    renderPage();
    await chooseClient(signed!.company);
    await userEvent.click(screen.getByRole('combobox', { name: T.filter }));
    await userEvent.click(screen.getByRole('option', { name: T.waiting }));
    await userEvent.click(screen.getByRole('option', { name: T.signedFilter }));
    await userEvent.keyboard('{Escape}');
    const evidence = await screen.findAllByRole('button', { name: /^Preuve de / }, FIRST);
    await userEvent.click(evidence[0]!);
    const dialog = await screen.findByRole('dialog', { name: T.evidenceTitle });
    const log = await within(dialog).findByRole('table', { name: T.evidenceTitle }, FIRST);
    expect(within(log).getByText(T.events.newVersion!)).toBeInTheDocument();
    expect(log).toHaveTextContent(/Nouveau fichier : .+@@OK@@/);
    const versions = within(dialog).getByRole('list', { name: T.versionsTitle });
    expect(versions).toHaveTextContent(
      /a remplacé « .+@@NOK@@.+ » : une nouvelle version est un nouveau fichier/,
    );
  });

  it('keeps the documents and says the server is unreachable when a reload fails', async () => {
    let down = false;
    const api = server.client('planif', (def) =>
      down && def.name === 'get_client_files_by_code' ? 'unreachable' : undefined,
    );
    renderPage(api);
    await chooseClient(company);
    const table = await screen.findByRole('table', { name: T.tableLabel }, FIRST);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), FIRST);
    const before = within(table).getAllByRole('row').length;
    down = true;
    await userEvent.click(screen.getByRole('button', { name: T.reload }));
    expect(await screen.findByRole('button', { name: 'Réessayer' }, FIRST)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(before);
  });
});
