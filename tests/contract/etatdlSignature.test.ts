import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { REMOTE_SIGNATURE_MESSAGES as S } from '@locasuite/core';
import { createLocalFileStore } from '@locasuite/mock-api';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSaying, unsignedReturnLines } from './support/conditionRecords';
import { familyCalls, startSignedInServer } from './support/family';
import { pdfPageTexts } from './support/pdfPageTexts';
import type { TestServer } from './support/testServer';

const BASE = '/api/etatdl/v1';
/** A 1×1 PNG: the drawn signature. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString(
  'base64',
);

let t: TestServer;
let planif: string;
let pdf: string;

const { call, ok, rows } = familyCalls(BASE, () => t);

interface Line {
  id: number;
  data: Record<string, unknown>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const refused = (answer: { status: number; message?: string }, status: number, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status, message });

/** Lines in Reprise (departure checked, no return) whose departure is not signed yet. */
const unsigned: Line[] = [];

async function departureToSign(): Promise<Line> {
  const next = unsigned.shift();
  if (!next) throw new Error('Plus de fiche en Reprise dans le jeu de démonstration.');
  return next;
}

const requestFor = (l: Line, emails: string | string[] = 'client.signature@example.fr') =>
  call(
    'send_signature_request',
    {
      emails,
      pdf: `data:application/pdf;base64,${pdf}`,
      info: {
        contrat: l.data.CLD_NUM_CONTRAT,
        matricule: l.data.CLD_MATRICULE,
        state: 'DEPART',
        etadlData: { CLD_NUM_CONTRAT: l.data.CLD_NUM_CONTRAT },
      },
      photos: [PNG],
    },
    planif,
  );

const requestsOf = (l: Line) =>
  t.server.db
    .selectFrom('signature_requests')
    .selectAll()
    .where('line_id', '=', l.id)
    .orderBy('created_at')
    .execute();

/** Sends a request for a fresh line and gives its link id. */
async function newLink(): Promise<{ line: Line; id: string }> {
  const l = await departureToSign();
  const answer = await requestFor(l);
  expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
  const [request] = await requestsOf(l);
  return { line: l, id: request!.id };
}

const sign = (id: string, signataire: unknown = 'Camille DURAND', content: string = PNG) =>
  call('save_signature', { id, content: `data:image/png;base64,${content}`, signataire }, null);

beforeAll(async () => {
  ({ t, planif } = await startSignedInServer());
  pdf = await pdfSaying('Etat des lieux');
  // The demo records may carry a departure signature: these tests start from unsigned ones.
  unsigned.push(...(await unsignedReturnLines(t)));
});
afterAll(() => t.close());

describe('send_signature_request (spec 3 §7.1, DECISIONS.md)', () => {
  it('keeps a request valid 7 days under a 128-bit id and mails each address a link of its own', async () => {
    const l = await departureToSign();
    const before = Date.now();
    const answer = await requestFor(l, ['client.sig1@example.fr', 'client.sig2@example.fr']);
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
    const [request] = await requestsOf(l);
    expect(request).toMatchObject({
      contract: String(l.data.CLD_NUM_CONTRAT),
      registration: String(l.data.CLD_MATRICULE),
      leg: 'DEPART',
      valide: 0,
    });
    expect(request!.id).toMatch(/^[0-9a-f]{32}$/);
    const end = new Date(request!.end_date).getTime();
    expect(end - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 5_000);
    expect(end - before).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    const stored = readFileSync(join(t.dataDir, 'files', request!.pdf_path));
    expect(sha256(stored)).toBe(request!.pdf_sha256);

    const links = await requestsOf(l);
    expect(links.map((r) => r.recipient).sort()).toEqual([
      'client.sig1@example.fr',
      'client.sig2@example.fr',
    ]);
    for (const link of links) {
      const mails = await t.server.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', link.recipient!)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain(`/etat-des-lieux-materiel/signature?id=${link.id}`);
      expect(mails[0]!.html).toContain(`/etat-des-lieux-materiel/signature?id=${link.id}">`);
      expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([
        `Etat_des_lieux_${String(l.data.CLD_NUM_CONTRAT)}.pdf`,
        'photo_1.png',
      ]);
    }

    // A second request for the same record has another id.
    const again = await requestFor(l);
    expect(again.status).toBe(200);
    const all = await requestsOf(l);
    expect(all).toHaveLength(3);
    expect(new Set(all.map((r) => r.id)).size).toBe(3);
  });

  it('refuses an unknown record, a file that is not a PDF, a wrong leg, and anonymous callers', async () => {
    const payload = {
      emails: 'client@example.fr',
      pdf,
      info: { contrat: 'C-INCONNU', matricule: 'M-INCONNU', state: 'DEPART' },
    };
    refused(
      await call('send_signature_request', payload, planif),
      404,
      'Aucun état des lieux pour le contrat C-INCONNU et le matricule M-INCONNU.',
    );
    const l = unsigned[0]!;
    const info = { contrat: l.data.CLD_NUM_CONTRAT, matricule: l.data.CLD_MATRICULE };
    refused(
      await call(
        'send_signature_request',
        { ...payload, pdf: PNG, info: { ...info, state: 'DEPART' } },
        planif,
      ),
      422,
      'Le fichier envoyé n’est pas un PDF.',
    );
    refused(
      await call(
        'send_signature_request',
        {
          ...payload,
          pdf: Buffer.from('%PDF-1.4 rien').toString('base64'),
          info: { ...info, state: 'DEPART' },
        },
        planif,
      ),
      422,
      'Le fichier envoyé n’est pas un PDF.',
    );
    refused(
      await call('send_signature_request', { ...payload, info: { ...info, state: 'X' } }, planif),
      422,
      S.badLeg,
    );
    refused(
      await call(
        'send_signature_request',
        { ...payload, info: { ...info, state: 'RETOUR' } },
        planif,
      ),
      409,
      S.notSignable('RETOUR'),
    );
    expect((await call('send_signature_request', payload, null)).status).toBe(401);
  });
});

describe('get_signature_data and save_signature (spec 3 §2.5, §4.3, §5.4)', () => {
  it('answers the request, then signs the record and stamps the PDF once', async () => {
    const { line: l, id } = await newLink();
    const [data] = rows(ok('get_signature_data', await call('get_signature_data', { id }, null)));
    expect(Object.keys(data!).sort()).toEqual([
      'CONTRAT',
      'END_DATE',
      'EXPIRED',
      'MATRICULE',
      'VALIDE',
    ]);
    expect(data).toMatchObject({
      CONTRAT: String(l.data.CLD_NUM_CONTRAT),
      MATRICULE: String(l.data.CLD_MATRICULE),
      VALIDE: 0,
      EXPIRED: 0,
    });

    const signed = await call(
      'save_signature',
      {
        id,
        content: `data:image/png;base64,${PNG}`,
        signataire: '  Camille DURAND  ',
      },
      null,
    );
    expect(signed, signed.message).toMatchObject({ status: 200, code: 0 });

    const record = await t.server.db
      .selectFrom('contract_lines')
      .select(['data', 'version'])
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(record.data.CLD_SIGNATURE_DEPART).toBe(`data:image/png;base64,${PNG}`);
    expect(record.data.CLD_SIGNATAIRE_DEPART).toBe('Camille DURAND');

    const [request] = await requestsOf(l);
    expect(request).toMatchObject({ valide: 1, signer: 'Camille DURAND', signed_ip: '127.0.0.1' });
    expect(request!.signed_at).not.toBeNull();
    expect(request!.signed_user_agent).not.toBe('');
    expect(request!.signed_pdf_sha256).not.toBe(request!.pdf_sha256);
    const stamped = readFileSync(join(t.dataDir, 'files', request!.signed_pdf_path!));
    expect(sha256(stamped)).toBe(request!.signed_pdf_sha256);
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(3);
    // Issue 36: the last page is the « Certificat de signature »: the report before signing, the
    // signer, the masked address the link was mailed to and when, the time, IP and browser.
    const certificate = (await pdfPageTexts(stamped)).at(-1)!;
    expect(certificate).toEqual(
      expect.arrayContaining([
        'Certificat de signature',
        'Camille DURAND',
        'Lien envoyé le',
        'Adresse IP',
        '127.0.0.1',
      ]),
    );
    expect(certificate.join(' ')).toContain(request!.pdf_sha256);
    // (long values wrap over lines, anywhere)
    expect(certificate.join('')).toContain('c**************e@example.fr');
    // Sealed at once, not at the next start: no call and no writer of the store replaces it.
    const path = request!.signed_pdf_path!;
    refused(await call('file_upload', { file: pdf, path }, planif), 409, S.signedLocked);
    const files = createLocalFileStore(join(t.dataDir, 'files'));
    await expect(files.put(path, 'forged')).rejects.toMatchObject({ status: 409 });
    await expect(files.delete(path)).rejects.toMatchObject({ status: 409 });
    expect(sha256(readFileSync(join(t.dataDir, 'files', path)))).toBe(request!.signed_pdf_sha256);

    const [after] = rows(ok('get_signature_data', await call('get_signature_data', { id }, null)));
    expect(after).toMatchObject({
      VALIDE: 1,
      SIGNED_BY: 'Camille DURAND',
      SIGNED_AT: new Date(request!.signed_at!).toISOString(),
    });
    refused(await sign(id), 409, S.alreadySigned);
  });

  it('refuses an expired link with the expired text, whatever the page sends', async () => {
    const { line: l, id } = await newLink();
    await t.server.db
      .updateTable('signature_requests')
      .set({ end_date: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    const [data] = rows(ok('get_signature_data', await call('get_signature_data', { id }, null)));
    expect(new Date(String(data!.END_DATE)).getTime()).toBeLessThan(Date.now());
    expect(data!.EXPIRED).toBe(1);
    refused(await sign(id), 410, S.expired);
    const record = await t.server.db
      .selectFrom('contract_lines')
      .select('data')
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(record.data.CLD_SIGNATURE_DEPART ?? '').toBe('');
  });

  it('answers 404 in French for a forged or malformed id', async () => {
    const forged = 'a'.repeat(32);
    refused(await call('get_signature_data', { id: forged }, null), 404, S.unknownLink);
    refused(await call('get_signature_data', { id: 'x' }, null), 404, S.unknownLink);
    refused(await sign(forged), 404, S.unknownLink);
    refused(await sign("' OR 1=1 --"), 404, S.unknownLink);
  });

  it('requires the signer’s name and a PNG signature', async () => {
    const { id } = await newLink();
    refused(await sign(id, '   '), 422, S.signerRequired);
    refused(
      await call('save_signature', { id, content: `data:image/png;base64,${PNG}` }, null),
      422,
      S.signerRequired,
    );
    refused(await sign(id, 'Camille DURAND', JPEG), 422, S.notASignature);
    refused(await sign(id, 'Camille DURAND', 'pas du base64 !'), 422, S.notASignature);
    const [request] = await t.server.db
      .selectFrom('signature_requests')
      .select('valide')
      .where('id', '=', id)
      .execute();
    expect(request!.valide).toBe(0);
  });

  it('gives exactly one winner to 20 concurrent saves of one link, and no 500', async () => {
    const { line: l, id } = await newLink();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => sign(id, `Signataire ${i + 1}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.message).toBe(S.alreadySigned);
    const [request] = await requestsOf(l);
    const record = await t.server.db
      .selectFrom('contract_lines')
      .select('data')
      .where('id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(record.data.CLD_SIGNATAIRE_DEPART).toBe(request!.signer);
  });
});
