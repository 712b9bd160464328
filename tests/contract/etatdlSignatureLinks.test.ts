import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_SIGNATURE_MESSAGES as S, parseMailboxes } from '@locasuite/core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSaying, unsignedReturnLines } from './support/conditionRecords';
import { pdfPageTexts } from './support/pdfPageTexts';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

// Issue 34 item 9: one link per recipient (DECISIONS.md), the report readable from the link, the
// server's verdict on expiry, and the mails of these flows in the staff's email history.
const BASE = '/api/etatdl/v1';
const EMAIL = '/api/emailVisualisation/v1';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestServer;
let planif: string;
let pdf: string;
const { call, ok, rows } = familyCalls(BASE, () => t);

interface Line {
  id: number;
  data: Record<string, unknown>;
}
const unsigned: Line[] = [];
const nextLine = () => {
  const line = unsigned.shift();
  if (!line) throw new Error('Plus de fiche en Reprise dans le jeu de démonstration.');
  return line;
};

const send = (l: Line, emails: string | string[], etadlData: Record<string, unknown> = {}) =>
  call(
    'send_signature_request',
    {
      emails,
      pdf: `data:application/pdf;base64,${pdf}`,
      info: {
        contrat: l.data.CLD_NUM_CONTRAT,
        matricule: l.data.CLD_MATRICULE,
        state: 'DEPART',
        etadlData,
      },
    },
    planif,
  );

/** The link id mailed to `to` (the newest mail to that address). */
async function linkMailedTo(to: string): Promise<string> {
  const mail = await t.server.db
    .selectFrom('outbox')
    .select(['text_body', 'html'])
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const id = /signature\?id=([0-9a-f]{32})/.exec(mail.text_body)?.[1];
  expect(mail.html).toContain(`signature?id=${id}"`);
  return id!;
}

const dataOf = async (id: string) =>
  rows(ok('get_signature_data', await call('get_signature_data', { id }, null)))[0]!;

const sign = (id: string, signataire: string) =>
  call('save_signature', { id, content: `data:image/png;base64,${PNG}`, signataire }, null);

/** get_signature_pdf without a session: the report's bytes and name, or the refusal. */
const document = async (id: string) => {
  const answer = await call('get_signature_pdf', { id }, null);
  const data = answer.data as { fileBinary?: string; filename?: string } | undefined;
  return {
    status: answer.status,
    message: answer.message,
    filename: data?.filename,
    base64: data?.fileBinary,
  };
};

beforeAll(async () => {
  ({ t, planif } = await startSignedInServer());
  pdf = await pdfSaying('Etat des lieux a signer');
  unsigned.push(...(await unsignedReturnLines(t)));
});
afterAll(() => t.close());

describe('one link per recipient (DECISIONS.md « One signing request, several recipients »)', () => {
  it('mails each recipient a link of its own; the first to sign closes the others, which name who signed and when', async () => {
    const l = nextLine();
    const recipients = [
      'anne.client@example.fr',
      'bruno.client@example.fr',
      'chloe.client@example.fr',
    ];
    const answer = await send(l, [...recipients, 'ANNE.client@example.fr']);
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });

    const requests = await t.server.db
      .selectFrom('signature_requests')
      .selectAll()
      .where('line_id', '=', l.id)
      .orderBy('recipient')
      .execute();
    expect(requests.map((r) => r.recipient)).toEqual(recipients);
    expect(new Set(requests.map((r) => r.id)).size).toBe(3);
    for (const r of requests) expect(r.id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(requests.map((r) => r.batch_id)).size).toBe(1);
    const links = await Promise.all(recipients.map(linkMailedTo));
    expect(links).toEqual(requests.map((r) => r.id));

    expect((await dataOf(links[0]!)).VALIDE).toBe(0);
    const signed = await sign(links[1]!, 'Bruno LEFEBVRE');
    expect(signed, signed.message).toMatchObject({ status: 200, code: 0 });

    const winner = await t.server.db
      .selectFrom('signature_requests')
      .selectAll()
      .where('id', '=', links[1]!)
      .executeTakeFirstOrThrow();
    expect(winner).toMatchObject({
      valide: 1,
      signer: 'Bruno LEFEBVRE',
      recipient: 'bruno.client@example.fr',
    });
    const stamped = readFileSync(join(t.dataDir, 'files', winner.signed_pdf_path!));
    // The stamp page, then the certificate naming (masked) the address of the link signed.
    expect((await PDFDocument.load(stamped)).getPageCount()).toBe(3);
    const certificate = (await pdfPageTexts(stamped)).at(-1)!;
    expect(certificate).toEqual(
      expect.arrayContaining(['Certificat de signature', 'Bruno LEFEBVRE']),
    );
    expect(certificate.join('')).toContain('b**********t@example.fr');

    for (const other of [links[0]!, links[2]!]) {
      const data = await dataOf(other);
      expect(data).toMatchObject({
        VALIDE: 1,
        SIGNED_BY: 'Bruno LEFEBVRE',
        SIGNED_AT: new Date(winner.signed_at!).toISOString(),
      });
      const again = await sign(other, 'Anne MARTIN');
      expect({ status: again.status, message: again.message }).toEqual({
        status: 409,
        message: S.alreadySigned,
      });
    }
    const record = await t.server.db
      .selectFrom('contract_lines')
      .select('data')
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(record.data.CLD_SIGNATAIRE_DEPART).toBe('Bruno LEFEBVRE');
  });

  it('sends the copy address (savedSignature) who was asked and the report, but no link', async () => {
    const l = nextLine();
    const recipients = ['denis.client@example.fr', 'emma.client@example.fr'];
    const answer = await send(l, recipients);
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
    const mails = await t.server.db
      .selectFrom('outbox')
      .select(['to_address', 'cc', 'subject', 'text_body', 'html'])
      .where('subject', 'like', `%${String(l.data.CLD_NUM_CONTRAT)}%`)
      .execute();
    // Each recipient's mail has no copy: the link in it signs for that recipient alone.
    for (const to of recipients) {
      const own = mails.find((m) => m.to_address === to);
      expect(own?.cc ?? '').toBe('');
    }
    const copy = mails.find((m) => m.subject.startsWith('Copie'));
    expect(copy?.to_address).toBe('etats-des-lieux@locasuite-location.fr');
    expect(copy?.text_body).toContain('denis.client@example.fr, emma.client@example.fr');
    expect(copy?.text_body).not.toMatch(/signature\?id=/);
    expect(copy?.html).not.toMatch(/signature\?id=/);
  });

  it('gives one winner to concurrent saves of the links of one sending', async () => {
    const l = nextLine();
    const recipients = ['d1@example.fr', 'd2@example.fr', 'd3@example.fr'];
    expect((await send(l, recipients)).status).toBe(200);
    const links = await Promise.all(recipients.map(linkMailedTo));
    const answers = await Promise.all(links.map((id, i) => sign(id, `Signataire ${i + 1}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const won = await t.server.db
      .selectFrom('signature_requests')
      .select('id')
      .where('line_id', '=', l.id)
      .where('valide', '=', 1)
      .execute();
    expect(won).toHaveLength(1);
  });
});

describe('the server decides whether a link has expired (spec 3 §4.3)', () => {
  it('answers EXPIRED from its own clock with END_DATE, whatever the caller believes', async () => {
    const l = nextLine();
    expect((await send(l, 'expiry.client@example.fr')).status).toBe(200);
    const id = await linkMailedTo('expiry.client@example.fr');
    const open = await dataOf(id);
    expect(open).toMatchObject({ VALIDE: 0, EXPIRED: 0 });
    expect(new Date(String(open.END_DATE)).getTime()).toBeGreaterThan(Date.now());

    await t.server.db
      .updateTable('signature_requests')
      .set({ end_date: new Date(Date.now() - 1_000) })
      .where('id', '=', id)
      .execute();
    expect(await dataOf(id)).toMatchObject({ VALIDE: 0, EXPIRED: 1 });
  });
});

describe('get_signature_pdf: the report the link asks to sign, for that link only', () => {
  it('serves the PDF as sent, without a session, under the contract’s name', async () => {
    const l = nextLine();
    expect((await send(l, 'reader.client@example.fr')).status).toBe(200);
    const id = await linkMailedTo('reader.client@example.fr');
    const answer = await document(id);
    expect(answer).toMatchObject({
      status: 200,
      filename: `Etat_des_lieux_${String(l.data.CLD_NUM_CONTRAT)}.pdf`,
      base64: pdf,
    });
    ok('get_signature_pdf', await call('get_signature_pdf', { id }, null));
  });

  it('refuses a forged id, a signed sending and an expired link, in French', async () => {
    const forged = await document('0123456789abcdef0123456789abcdef');
    expect({ status: forged.status, message: forged.message }).toEqual({
      status: 404,
      message: S.unknownLink,
    });
    expect((await document('../../etc/passwd')).status).toBe(404);

    const l = nextLine();
    expect((await send(l, ['e1@example.fr', 'e2@example.fr'])).status).toBe(200);
    const [first, second] = await Promise.all(['e1@example.fr', 'e2@example.fr'].map(linkMailedTo));
    expect((await sign(first!, 'Élise NOËL')).status).toBe(200);
    const closed = await document(second!);
    expect({ status: closed.status, message: closed.message }).toEqual({
      status: 409,
      message: S.alreadySigned,
    });

    const m = nextLine();
    expect((await send(m, 'late@example.fr')).status).toBe(200);
    const late = await linkMailedTo('late@example.fr');
    await t.server.db
      .updateTable('signature_requests')
      .set({ end_date: new Date(Date.now() - 1_000) })
      .where('id', '=', late)
      .execute();
    const expired = await document(late);
    expect({ status: expired.status, message: expired.message }).toEqual({
      status: 410,
      message: S.expired,
    });
  });
});

describe('the mails of these flows in the email history (spec 1 §5, §6)', () => {
  const plannerMailboxes = async () => {
    const info = await t.call(`${EMAIL}/sendinBlue_user_get_info`, { user_id: 'planif' }, planif);
    expect(info, info.message).toMatchObject({ status: 200, code: 0 });
    const [first] = (info.data as { data: { fieldData: { MAILS: string } }[] }).data;
    return parseMailboxes(first!.fieldData.MAILS);
  };
  const listed = async (mailbox: string) => {
    const answer = await t.call(`${EMAIL}/sendinBlue_get_emails_list`, { email: mailbox }, planif);
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    return (answer.data as { data: { fieldData: Record<string, string> }[] }).data.map(
      (d) => d.fieldData,
    );
  };

  it('a signature request leaves from the record’s agency mailbox, which the staff’s history offers and lists', async () => {
    const l = nextLine();
    const agency = await t.server.db
      .selectFrom('agencies')
      .select('data')
      .where('id', '=', Number(l.data.CLD_ID_AGENCE))
      .executeTakeFirstOrThrow();
    const mailbox = String(agency.data.ag_courriel);
    // A sender address the page made up is not used.
    const answer = await send(l, 'history.client@example.fr', {
      agence: { ag_courriel: 'direction@ailleurs.example' },
    });
    expect(answer.status).toBe(200);
    const sent = await t.server.db
      .selectFrom('outbox')
      .select(['from_address', 'mailbox', 'subject'])
      .where('to_address', '=', 'history.client@example.fr')
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ from_address: mailbox, mailbox });

    expect(await plannerMailboxes()).toContain(mailbox);
    expect((await listed(mailbox)).map((m) => [m.subject, m.email, m.from])).toContainEqual([
      sent.subject,
      'history.client@example.fr',
      mailbox,
    ]);
  });

  it('the report sent by mail leaves from the agency the page names, listed in the history', async () => {
    const l = nextLine();
    const agencies = await t.server.db.selectFrom('agencies').select(['id', 'data']).execute();
    const other = agencies.find((a) => a.id !== Number(l.data.CLD_ID_AGENCE)) ?? agencies[0]!;
    const mailbox = String(other.data.ag_courriel);
    const answer = await call(
      'send_pdf_by_email',
      {
        email: 'report.client@example.fr',
        pdf: `data:application/pdf;base64,${pdf}`,
        contrat: l.data.CLD_NUM_CONTRAT,
        agence: { ID_Agence: other.id, ag_nom: String(other.data.ag_nom) },
      },
      planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
    expect(await plannerMailboxes()).toContain(mailbox);
    expect((await listed(mailbox)).map((m) => m.email)).toContain('report.client@example.fr');
  });
});
