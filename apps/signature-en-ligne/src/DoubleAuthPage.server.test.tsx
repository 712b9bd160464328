import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls, PDF_SIGNER_MESSAGES } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { DoubleAuthPage } from './DoubleAuthPage';
import { VerificationPage } from './VerificationPage';
import { doubleAuthTexts as T, verificationTexts as V } from './texts';

let server: InPageServer;
const unsigned: string[] = [];
const FIRST = { timeout: 15_000 };

beforeAll(async () => {
  server = await openInPageServer();
  await server.seedClientFiles();
  const listing = await server
    .client('planif')
    .call(calls.pdfSigner.get_files_liste_from_path, { path: '/CLIENTS' });
  unsigned.push(...listing.map((e) => e.path_display).filter((p) => p.includes('@@NOK@@')));
});
afterEach(() => cleanup());

async function newLink(email: string): Promise<string> {
  await server.client('planif').call(calls.pdfSigner.send_double_verif_by_mail, {
    clientData: { email, tel: '06 11 22 33 44', path: unsigned.shift()! },
    files: { document: 'x' },
  });
  const mail = (await server.mails()).find((m) => m.to === email);
  return /id=([0-9a-f]{32})/.exec(mail!.text)![1]!;
}

const codeFor = async (email: string) =>
  /(\d{6})/.exec(
    (await server.mails()).find((m) => m.to === email && m.subject === 'Votre code de signature')!
      .text,
  )![1]!;

const renderAuth = (linkId: string | null) =>
  render(
    <LocaSuiteProvider>
      <DoubleAuthPage api={server.client()} linkId={linkId} />
    </LocaSuiteProvider>,
  );

describe('DoubleAuthPage (spec 3 §2.8)', () => {
  it('asks a code by mail, refuses a wrong one in red, and signs with the right one', async () => {
    const email = 'page.client@example.fr';
    renderAuth(await newLink(email));
    expect(await screen.findByRole('heading', { name: T.title }, FIRST)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.askCode('06 11 22 33 44') }));
    expect(await screen.findByRole('button', { name: T.newCode }, FIRST)).toBeInTheDocument();
    const code = await codeFor(email);
    const field = screen.getByLabelText(T.codeLabel);
    await userEvent.type(field, code === '000000' ? '000001' : '000000');
    await userEvent.click(screen.getByRole('button', { name: T.validate }));
    expect(await screen.findByText(PDF_SIGNER_MESSAGES.wrongCode, {}, FIRST)).toHaveAttribute(
      'role',
      'alert',
    );
    // Red: the field is marked in error with the message (spec 3 §5.6).
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, code);
    await userEvent.click(screen.getByRole('button', { name: T.validate }));
    expect(await screen.findByText(T.done, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.viewSigned })).toBeInTheDocument();
  });

  it('shows nothing without an id or for an unknown one', async () => {
    const { container } = renderAuth(null);
    expect(container).toBeEmptyDOMElement();
    cleanup();
    const unknown = renderAuth('0'.repeat(32));
    await waitFor(
      () => expect(unknown.container.querySelector('[role="progressbar"]')).toBeNull(),
      FIRST,
    );
    expect(unknown.container).toBeEmptyDOMElement();
  });
});

describe('VerificationPage (issue 36)', () => {
  it('says « Document authentique » with its certificate for a signed PDF, « Document inconnu » for a modified copy', async () => {
    const api = server.client('planif');
    const listing = await api.call(calls.pdfSigner.get_files_liste_from_path, { path: '/CLIENTS' });
    const signed = listing.find((e) => e.path_display.includes('@@OK@@'))!;
    const { fileBinary } = await api.call(calls.pdfSigner.get_file_from_path, {
      path: signed.path_display,
    });
    const bytes = Uint8Array.from(atob(fileBinary), (c) => c.charCodeAt(0));
    render(
      <LocaSuiteProvider>
        <VerificationPage api={server.client()} />
      </LocaSuiteProvider>,
    );
    await userEvent.upload(
      screen.getByLabelText(V.choose),
      new File([bytes], 'signé.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(V.authentic, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Certificat de signature' })).toHaveTextContent(
      signed.name,
    );
    // The log's versions: the signed file replaced the unsigned one (issue 36).
    expect(screen.getByRole('list', { name: 'Versions du document' })).toHaveTextContent(
      `le fichier « ${signed.name} » a remplacé « ${signed.name.replace('@@OK@@', '@@NOK@@')} »`,
    );
    const copy = new Uint8Array([...bytes, 0x0a]);
    await userEvent.upload(
      screen.getByLabelText(V.choose),
      new File([copy], 'copie.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(V.unknown, {}, FIRST)).toBeInTheDocument();
  });
});
