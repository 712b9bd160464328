import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCATION_UPLOAD_MESSAGES as U, REMOTE_SIGNATURE_MESSAGES as S } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSaying, unsignedReturnLines } from './support/conditionRecords';
import { familyCalls, startSignedInServer } from './support/family';
import { testEnvelope, type TestServer } from './support/testServer';

const BASE = '/api/etatdl/v1';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const b64 = (text: string) => Buffer.from(text).toString('base64');

let t: TestServer;
let admin: string;
let planif: string;
let tech: string;
let report: string;
const { call } = familyCalls(BASE, () => t);
const items: { id: number; contrat: string; matricule: string }[] = [];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const refused = (answer: { status: number; message?: string }, status: number, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status, message });

async function download(item: { contrat: string; matricule: string }) {
  const response = await fetch(`${t.url}${BASE}/file_download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tech}` },
    body: JSON.stringify({ data: testEnvelope.sealSync(item) }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    bytes,
    message: type.includes('json')
      ? (
          testEnvelope.openSync((JSON.parse(bytes.toString()) as { data: string }).data) as {
            message?: string;
          }
        ).message
      : undefined,
  };
}

/** Sends the item's departure for signature, signs it as the customer: the signed PDF's path. */
async function signed(item: { contrat: string; matricule: string }): Promise<string> {
  const sent = await call(
    'send_signature_request',
    {
      emails: 'client.preuve@example.fr',
      pdf: `data:application/pdf;base64,${report}`,
      info: { ...item, state: 'DEPART' },
    },
    planif,
  );
  expect(sent, sent.message).toMatchObject({ status: 200, code: 0 });
  const { id } = await t.server.db
    .selectFrom('signature_requests')
    .select('id')
    .where('contract', '=', item.contrat)
    .where('registration', '=', item.matricule)
    .executeTakeFirstOrThrow();
  const answer = await call(
    'save_signature',
    { id, content: `data:image/png;base64,${PNG}`, signataire: 'Camille DURAND' },
    null,
  );
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  const row = await t.server.db
    .selectFrom('signature_requests')
    .select(['signed_pdf_path'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.signed_pdf_path!;
}

beforeAll(async () => {
  ({ t, admin, planif } = await startSignedInServer());
  tech = await t.signIn('tech', 'tech');
  report = await pdfSaying('Etat des lieux');
  for (const l of await unsignedReturnLines(t)) {
    items.push({
      id: l.id,
      contrat: String(l.data.CLD_NUM_CONTRAT),
      matricule: String(l.data.CLD_MATRICULE),
    });
  }
});
afterAll(() => t.close());

describe('signed evidence cannot be replaced', () => {
  it('refuses, for every user, an upload onto the customer-signed PDF, and keeps serving it', async () => {
    const item = items[0]!;
    const path = await signed(item);
    const original = readFileSync(join(t.dataDir, 'files', path));
    const forgery = await pdfSaying('Document falsifie');
    for (const token of [tech, planif, admin]) {
      refused(
        await call('file_upload', { path, file: `data:application/pdf;base64,${forgery}` }, token),
        409,
        S.signedLocked,
      );
    }
    expect(sha256(readFileSync(join(t.dataDir, 'files', path)))).toBe(sha256(original));
    const served = await download(item);
    expect(served.status).toBe(200);
    expect(sha256(served.bytes)).toBe(sha256(original));
  });

  it('a newer PDF of the same item does not win over the signed one', async () => {
    const item = items[1]!;
    const path = await signed(item);
    const original = readFileSync(join(t.dataDir, 'files', path));
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    const newer = `${folder}${item.contrat}_${item.matricule.replace(/\//g, '@')}_ZZZ_DEPART_SIGNE_9999999999999.pdf`;
    const up = await call(
      'file_upload',
      { path: newer, file: `data:application/pdf;base64,${await pdfSaying('Plus recent')}` },
      tech,
    );
    expect(up, up.message).toMatchObject({ status: 200, code: 0 });
    const served = await download(item);
    expect(served.status).toBe(200);
    expect(sha256(served.bytes)).toBe(sha256(original));
  });

  it('stores the signed PDF’s SHA-256 and never serves a file that no longer matches it', async () => {
    const item = items[2]!;
    const path = await signed(item);
    const stored = await t.server.db
      .selectFrom('signed_documents')
      .select(['sha256'])
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(sha256(readFileSync(join(t.dataDir, 'files', path))));

    writeFileSync(join(t.dataDir, 'files', path), Buffer.from(await pdfSaying('Altere'), 'base64'));
    const served = await download(item);
    expect({ status: served.status, message: served.message }).toEqual({
      status: 409,
      message: S.signedAltered,
    });
    refused(await call('photo_download', { path }, tech), 409, S.signedAltered);
  });
});

describe('file_upload takes only what a folder is for, judged by content', () => {
  it('refuses HTML, SVG and other types under LOCATION/, whatever their name', async () => {
    const item = items[3]!;
    const folder = `LOCATION/${item.contrat}/${item.matricule.replace(/\//g, '@')}/`;
    const html = b64('<!doctype html><script>alert(1)</script>');
    const svg = b64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    refused(
      await call('file_upload', { path: `${folder}page.html`, file: html }, tech),
      422,
      U.typeNotAllowed,
    );
    refused(
      await call('file_upload', { path: `${folder}PHOTOS/DEPART_900.svg`, file: svg }, tech),
      422,
      U.typeNotAllowed,
    );
    refused(
      await call('file_upload', { path: `${folder}PHOTOS/DEPART_901.png`, file: svg }, tech),
      422,
      U.imageExpected,
    );
    refused(
      await call('file_upload', { path: `${folder}image.html`, file: PNG }, tech),
      422,
      U.typeNotAllowed,
    );
    refused(
      await call('file_upload', { path: `${folder}PHOTOS/DEPART_902.pdf`, file: report }, tech),
      422,
      U.photosOnly,
    );
    refused(
      await call('file_upload', { path: `${folder}TAGS/DEPART_001.png.json`, file: PNG }, tech),
      422,
      U.notForUploads,
    );
    const ok = await call(
      'file_upload',
      { path: `${folder}PHOTOS/DEPART_903.png`, file: PNG },
      tech,
    );
    expect(ok, ok.message).toMatchObject({ status: 200, code: 0 });
  });
});
