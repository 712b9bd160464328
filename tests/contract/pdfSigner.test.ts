import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDF_SIGNER_MESSAGES as M, parseClientFile } from '@locasuite/core';
import { createLocalFileStore, seedSignerDocuments } from '@locasuite/mock-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import { pdfPageTexts } from './support/pdfPageTexts';
import type { TestServer } from './support/testServer';

const BASE = '/api/pdf-signer/v1';
/** A 1×1 PNG: the drawn signature. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestServer;
let planif: string;
let outsider: string;
const { call, ok } = familyCalls(BASE, () => t);

interface Entry {
  name: string;
  path_display: string;
  client_modified: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const refused = (answer: { status: number; message?: string }, status: number, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status, message });

/** Every listed document, by client code. */
const documents: Entry[] = [];
const unsigned = () => {
  const next = documents.find((d) => d.name.includes('@@NOK@@'));
  if (!next) throw new Error('Plus de document à signer dans le jeu de démonstration.');
  documents.splice(documents.indexOf(next), 1);
  return next;
};
const onDisk = (path: string) => join(t.dataDir, 'files', ...path.replace(/^\//, '').split('/'));
const download = async (path: string) => {
  const answer = await call('get_file_from_path', { path }, planif);
  return Buffer.from(
    (ok('get_file_from_path', answer) as unknown as { fileBinary: string }).fileBinary,
    'base64',
  );
};

beforeAll(async () => {
  ({ t, planif, outsider } = await startSignedInServer());
  const files = createLocalFileStore(join(t.dataDir, 'files'));
  // A server seeded on start already wrote them (PostgreSQL); one opened from a snapshot has not
  // (PGlite): either way, once written they are never written again.
  await seedSignerDocuments(t.server.db, files, new Date());
  expect(await seedSignerDocuments(t.server.db, files, new Date())).toBe(0);
  const ids = ok(
    'get_client_liste',
    await call('get_client_liste', {}, planif),
  ) as unknown as number[];
  const clients = await t.server.db
    .selectFrom('clients')
    .select('code_client')
    .where('id', 'in', ids)
    .execute();
  for (const { code_client } of clients) {
    const answer = await call('get_client_files_by_code', { code: code_client }, planif);
    documents.push(...(ok('get_client_files_by_code', answer) as unknown as Entry[]));
  }
});
afterAll(() => t.close());

describe('client files (spec 3 §3.6, §7.3)', () => {
  it('lists the seeded contracts and invoices, signed and not, as tag/name/path_display/client_modified', async () => {
    expect(documents.length).toBeGreaterThan(10);
    expect(documents.some((d) => d.name.includes('@@OK@@'))).toBe(true);
    expect(documents.some((d) => d.name.includes('@@NOK@@'))).toBe(true);
    for (const d of documents) {
      expect(parseClientFile(d.path_display.slice(1))).not.toBeNull();
      expect(d.path_display).toMatch(/^\/CLIENTS\/[^/]+\/DOCUMENTS\/\d{4}\/(CONTRAT|FACTURE)\//);
    }
    const folder = documents[0]!.path_display.split('/').slice(0, 3).join('/');
    const again = await call('get_files_liste_from_path', { path: folder }, planif);
    expect((ok('get_files_liste_from_path', again) as unknown as Entry[]).length).toBeGreaterThan(
      0,
    );
    const clients = await call('get_client_data_liste', {}, planif);
    expect(ok('get_client_data_liste', clients).data[0]?.fieldData).toMatchObject({
      SOCIETE: expect.any(String),
      CODE_CLIENT: expect.any(String),
    });
  });

  it('serves a real multi-page PDF', async () => {
    const bytes = await download(documents[0]!.path_display);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfPageTexts(bytes)).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses `..`, paths outside the client files and files that are not PDFs, in French', async () => {
    refused(
      await call('get_file_from_path', { path: '/CLIENTS/../LOCATION/x.pdf' }, planif),
      422,
      M.pathInvalid,
    );
    refused(
      await call('get_file_from_path', { path: 'LOCATION/C1/M1/x.pdf' }, planif),
      422,
      M.pathOutside,
    );
    refused(await call('get_files_liste_from_path', { path: '/' }, planif), 422, M.pathInvalid);
    const folder = documents[0]!.path_display.slice(0, documents[0]!.path_display.lastIndexOf('/'));
    refused(
      await call('get_file_from_path', { path: `${folder}/notes.txt` }, planif),
      422,
      M.notAPdf,
    );
    const fake = `${folder}/Contrat@@X1@@01-01-2025@@NOK@@1-2@@Faux.pdf`;
    writeFileSync(onDisk(fake), 'pas un PDF');
    refused(await call('get_file_from_path', { path: fake }, planif), 422, M.notAPdf);
    refused(
      await call('signe_and_change_file_name', { path: fake, contents: PNG, fileData: {} }, planif),
      422,
      M.notAPdf,
    );
  });

  it('is closed to a user without the tool', async () => {
    expect((await call('get_client_liste', {}, outsider)).status).toBe(403);
  });
});

describe('signe_and_change_file_name (spec 3 §4.4, §9)', () => {
  it('stamps page one, appends the certificate and renames NOK → OK in one step; a second signature is 409', async () => {
    const doc = unsigned();
    const before = await download(doc.path_display);
    const answer = await call(
      'signe_and_change_file_name',
      { path: doc.path_display, contents: PNG, fileData: {} },
      planif,
    );
    const { path } = ok('signe_and_change_file_name', answer) as unknown as { path: string };
    expect(path).toBe(doc.path_display.replace('@@NOK@@', '@@OK@@'));
    const file = parseClientFile(path.slice(1))!;

    const signed = await download(path);
    const pages = await pdfPageTexts(signed);
    expect(pages.length).toBe((await pdfPageTexts(before)).length + 1);
    expect(pages[0]).toContain(file.client);
    expect(pages[0]!.some((s) => /^Signée le \d\d\/\d\d\/\d{4} \d\d:\d\d$/.test(s))).toBe(true);
    expect(pages.at(-1)).toEqual(
      expect.arrayContaining(['Certificat de signature', 'Signataire', file.client]),
    );
    expect(pages.at(-1)!.join(' ')).toContain(sha256(before));

    refused(
      await call('get_file_from_path', { path: doc.path_display }, planif),
      404,
      M.missingFile,
    );
    for (const again of [doc.path_display, path]) {
      refused(
        await call(
          'signe_and_change_file_name',
          { path: again, contents: PNG, fileData: {} },
          planif,
        ),
        409,
        M.alreadySigned,
      );
    }
    const evidence = ok(
      'get_document_evidence',
      await call('get_document_evidence', { path }, planif),
    ) as unknown as {
      valid: boolean;
      events: { kind: string; data: Record<string, unknown> }[];
      certificate: { label: string; value: string }[];
      versions: { from: string; fromSha256: string; to: string; toSha256: string }[];
    };
    expect(evidence.valid).toBe(true);
    const kinds = evidence.events.map((e) => e.kind);
    expect(kinds.filter((k) => k !== 'downloaded')).toEqual(['created', 'signed', 'newVersion']);
    expect(kinds.at(-1)).toBe('downloaded');
    // A new version is a new file, and the log says so (issue 36): the OK file replaced the NOK.
    const version = {
      from: doc.name,
      fromSha256: sha256(before),
      to: path.slice(path.lastIndexOf('/') + 1),
      toSha256: sha256(signed),
    };
    expect(evidence.events.find((e) => e.kind === 'newVersion')!.data).toEqual(version);
    expect(evidence.versions).toEqual([{ at: expect.any(String), ...version }]);
    expect(evidence.certificate).toContainEqual({
      label: 'Vérification',
      value: expect.stringContaining('en présence de'),
    });
  });

  it('refuses a signature that is not a PNG', async () => {
    const doc = unsigned();
    documents.push(doc);
    const answer = await call(
      'signe_and_change_file_name',
      { path: doc.path_display, contents: 'data:application/pdf;base64,JVBERi0=', fileData: {} },
      planif,
    );
    expect(answer.status).toBe(422);
  });
});

describe('signed files are immutable and their evidence holds', () => {
  it('no call writes over a signed file; the store refuses it', async () => {
    const signed = documents.find((d) => d.name.includes('@@OK@@'))!;
    refused(
      await call(
        'send_double_verif_by_mail',
        { clientData: { email: 'a@b.fr', path: signed.path_display }, files: { document: 'x' } },
        planif,
      ),
      409,
      M.alreadySigned,
    );
    const upload = await t.call(
      '/api/etatdl/v1/file_upload',
      { file: 'JVBERi0=', path: signed.path_display.slice(1) },
      planif,
    );
    expect(upload.status).toBeGreaterThanOrEqual(400);
    const files = createLocalFileStore(join(t.dataDir, 'files'));
    await expect(files.put(signed.path_display.slice(1), 'forged')).rejects.toMatchObject({
      status: 409,
    });
    await expect(files.delete(signed.path_display.slice(1))).rejects.toMatchObject({ status: 409 });
  });

  it('the public check says « authentique » for the signed file and unknown for a modified copy', async () => {
    const signed = documents.find((d) => d.name.includes('@@OK@@'))!;
    const bytes = await download(signed.path_display);
    const yes = await call('verify_signed_document', { sha256: sha256(bytes) }, null);
    expect(ok('verify_signed_document', yes)).toMatchObject({
      authentic: true,
      certificate: expect.arrayContaining([{ label: 'Document', value: signed.name }]),
      versions: [
        expect.objectContaining({
          from: signed.name.replace('@@OK@@', '@@NOK@@'),
          to: signed.name,
          toSha256: sha256(bytes),
        }),
      ],
    });
    const copy = Buffer.concat([bytes, Buffer.from('\n% modifié')]);
    expect(
      ok(
        'verify_signed_document',
        await call('verify_signed_document', { sha256: sha256(copy) }, null),
      ),
    ).toEqual({
      authentic: false,
      certificate: [],
      versions: [],
    });
  });

  it('a tampered event or a changed file fails the check; a changed file is not served', async () => {
    const [a, b] = documents.filter((d) => d.name.includes('@@OK@@'));
    const path = a!.path_display.slice(1);
    const hash = sha256(await download(a!.path_display));
    const row = await t.server.db
      .selectFrom('pdf_signer_documents')
      .select('id')
      .where('path', '=', path)
      .executeTakeFirstOrThrow();
    await t.server.db
      .updateTable('pdf_signer_events')
      .set({ data: JSON.stringify({ signer: 'Quelqu’un d’autre' }) })
      .where('document_id', '=', row.id)
      .where('kind', '=', 'signed')
      .execute();
    const evidence = ok(
      'get_document_evidence',
      await call('get_document_evidence', { path }, planif),
    );
    expect(evidence).toMatchObject({ valid: false });
    expect(
      ok('verify_signed_document', await call('verify_signed_document', { sha256: hash }, null)),
    ).toMatchObject({ authentic: false });

    const other = onDisk(b!.path_display);
    chmodSync(other, 0o644);
    writeFileSync(other, Buffer.concat([readFileSync(other), Buffer.from('% ajout')]));
    refused(await call('get_file_from_path', { path: b!.path_display }, planif), 409, M.altered);
    expect(
      ok(
        'get_document_evidence',
        await call('get_document_evidence', { path: b!.path_display }, planif),
      ),
    ).toMatchObject({ valid: false });
  });
});
