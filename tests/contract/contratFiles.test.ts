import { CONTRACT_MESSAGES as M } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPicker, openWith } from './support/contracts';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

/** spec 4 §4.3, §5, §7.2 supporting documents and the contract's remote signature (issue 38). */
const BASE = '/api/contrat/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestServer;
let planif: string;
let outsider: string;
const { call, ok, rows } = familyCalls(BASE, () => t);
const contracts = contractPicker(() => t);

beforeAll(async () => {
  ({ t, planif, outsider } = await startSignedInServer());
});
afterAll(async () => {
  await t?.close();
});

/** `/v1/file/upload`: multipart, not encrypted, a plain JSON answer. */
async function upload(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  token = planif,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${t.url}${BASE}/file/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    ...((await response.json()) as { code: number; data?: { path: string }; message?: string }),
  };
}

describe('file/upload, file/exist, file/download (spec 4 §5)', () => {
  it('keeps a PDF and an image, by their content, under the contract', async () => {
    const pdf = await upload(
      { code: 'C2600042', name: 'permis.pdf', extraPath: 'pieces' },
      { bytes: PDF, name: 'x.bin', type: 'application/octet-stream' },
    );
    expect(pdf).toMatchObject({
      status: 200,
      code: 0,
      data: { path: 'CONTRAT/C2600042/pieces/permis.pdf' },
    });
    // The name says PDF, the content is a PNG: kept as what it is.
    const png = await upload(
      { code: 'C2600042', name: 'identite.pdf' },
      { bytes: PNG, name: 'identite.pdf', type: 'application/pdf' },
    );
    expect(png).toMatchObject({ status: 200, data: { path: 'CONTRAT/C2600042/identite.png' } });
    const exist = await call('file/exist', { filename: 'identite.png', code: 'C2600042' }, planif);
    expect(exist.data).toEqual({ exist: true });
    const absent = await call('file/exist', { filename: 'rien.pdf', code: 'C2600042' }, planif);
    expect(absent.data).toEqual({ exist: false });
    const download = await call(
      'file/download',
      { code: 'C2600042', name: 'pieces/permis.pdf' },
      planif,
    );
    const url = (download.data as { url: string }).url;
    expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').equals(PDF)).toBe(true);
    const missing = await call('file/download', { code: 'C2600042', name: 'rien.pdf' }, planif);
    expect(missing).toMatchObject({ status: 404, message: 'Document introuvable : rien.pdf.' });
  });

  it.each([
    ['no file', null, M.documentRequired],
    [
      'an empty file',
      { bytes: new Uint8Array(0), name: 'a.pdf', type: 'application/pdf' },
      M.documentRequired,
    ],
    [
      'a file of 1 MB',
      {
        bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length)]),
        name: 'a.pdf',
        type: 'application/pdf',
      },
      M.documentTooLarge,
    ],
    [
      'a text named .pdf',
      { bytes: Buffer.from('bonjour'), name: 'a.pdf', type: 'application/pdf' },
      M.documentType,
    ],
  ])('refuses %s in French (422)', async (_what, file, message) => {
    const answer = await upload({ code: 'C2600042', name: 'doc.pdf' }, file);
    expect(answer).toMatchObject({ status: 422, message });
  });

  it('refuses a path outside the contract folder and a user without the tool', async () => {
    const escape = await upload(
      { code: '../CLIENTS', name: 'x.pdf' },
      { bytes: PDF, name: 'x.pdf', type: 'application/pdf' },
    );
    expect(escape).toMatchObject({ status: 422, message: 'Nom de document invalide.' });
    const denied = await upload(
      { code: 'C2600042', name: 'x.pdf' },
      { bytes: PDF, name: 'x.pdf', type: 'application/pdf' },
      outsider,
    );
    expect(denied.status).toBe(403);
  });

  it('notes the documents deposited on the contract (update_info_file_uploaded)', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    await upload(
      { code: c.num, name: 'kbis.pdf' },
      { bytes: PDF, name: 'kbis.pdf', type: 'application/pdf' },
    );
    const noted = await call('update_info_file_uploaded', { contratNum: c.num }, planif);
    expect(noted.code, noted.message).toBe(0);
    const row = await t.server.db
      .selectFrom('contracts')
      .select('data')
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.data.pieces_deposees).toEqual(['kbis.pdf']);
  });
});

describe('send_to_signe, getSignedFileData (spec 4 §4.3)', () => {
  it('sends the contract PDF for remote signature once, then « Contrat déja envoyé pour signature »', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    const client = await t.server.db
      .selectFrom('clients as cl')
      .innerJoin('contracts as co', 'co.client_id', 'cl.id')
      .select(['cl.code_client', 'cl.data'])
      .where('co.id', '=', c.id)
      .executeTakeFirstOrThrow();
    const sent = await call('send_to_signe', { id: c.num }, planif);
    expect(sent.code, sent.message).toBe(0);
    const request = await t.server.db
      .selectFrom('pdf_signer_requests as r')
      .innerJoin('pdf_signer_documents as d', 'd.id', 'r.document_id')
      .select(['d.path', 'r.email'])
      .where('d.path', 'like', `CLIENTS/${client.code_client}/%${c.num}%`)
      .executeTakeFirstOrThrow();
    expect(request.email).toBe(client.data['CONTACT_MAIL(1)']);
    const mail = await t.server.db
      .selectFrom('outbox')
      .select(['to_address'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(mail)).toContain(String(client.data['CONTACT_MAIL(1)']));
    const again = await call('send_to_signe', { id: c.num }, planif);
    expect(again).toMatchObject({ status: 409, message: 'Contrat déja envoyé pour signature' });

    const data = rows(
      ok(
        'getSignedFileData',
        await call(
          'getSignedFileData',
          { contratNum: c.num, codeClient: client.code_client },
          planif,
        ),
      ),
    );
    expect(data).toEqual([
      expect.objectContaining({ path: request.path, signe: '0', envoye_a: request.email }),
    ]);
    const wrongClient = await call(
      'getSignedFileData',
      { contratNum: c.num, codeClient: 'C99999' },
      planif,
    );
    expect(wrongClient).toMatchObject({
      status: 422,
      message: `Le contrat ${c.num} n’est pas celui du client C99999.`,
    });
    const unknown = await call('send_to_signe', { id: 'C-NONE' }, planif);
    expect(unknown).toMatchObject({ status: 404, message: 'Contrat introuvable : C-NONE.' });
  });
});
