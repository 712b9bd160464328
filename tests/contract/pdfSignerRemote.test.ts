import { join } from 'node:path';
import { PDF_SIGNER_MESSAGES as M } from '@locasuite/core';
import { createLocalFileStore, seedSignerDocuments } from '@locasuite/mock-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import { pdfPageTexts } from './support/pdfPageTexts';
import type { TestServer } from './support/testServer';

const BASE = '/api/pdf-signer/v1';
const EMAIL = 'client.distant@example.fr';

let t: TestServer;
let planif: string;
const { call, ok } = familyCalls(BASE, () => t);
const unsigned: string[] = [];
/** Every answer the tests receive, to prove no code is in one. */
const answers: unknown[] = [];

const refused = (answer: { status: number; message?: string }, status: number, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status, message });

async function publicCall(name: string, payload: unknown) {
  const answer = await call(name, payload, null);
  answers.push(answer);
  return answer;
}

/** Sends a document for remote signature and gives its link id, read from the mail. */
async function newLink(): Promise<{ id: string; path: string }> {
  const path = unsigned.shift()!;
  const answer = await call(
    'send_double_verif_by_mail',
    { clientData: { email: EMAIL, tel: '06 12 34 56 78', path }, files: { document: 'ignoré' } },
    planif,
  );
  expect(ok('send_double_verif_by_mail', answer)).toEqual({ errorListe: [] });
  expect(JSON.stringify(answer)).not.toMatch(/[0-9a-f]{32}/);
  const mail = await t.server.db
    .selectFrom('outbox')
    .select(['text_body', 'to_address'])
    .where('subject', 'like', 'Document à signer%')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.to_address).toBe(EMAIL);
  const id = /\/signature-double-authentification\?id=([0-9a-f]{32})/.exec(mail.text_body)?.[1];
  expect(id).toBeDefined();
  return { id: id!, path };
}

/** Asks a code and reads it from the outbox (the only place it goes). */
async function newCode(id: string): Promise<string> {
  const answer = await publicCall('send_sms_double_authent', { id, email: 'pirate@example.fr' });
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  const mail = await t.server.db
    .selectFrom('outbox')
    .select(['text_body', 'to_address'])
    .where('subject', '=', 'Votre code de signature')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.to_address).toBe(EMAIL);
  return /(\d{6})/.exec(mail.text_body)![1]!;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Moves the link's clock: its code issued `ms` earlier. */
const age = (id: string, ms: number) =>
  t.server.db
    .updateTable('pdf_signer_requests')
    .set({ code_issued_at: new Date(Date.now() - ms) })
    .where('id', '=', id)
    .execute();

beforeAll(async () => {
  ({ t, planif } = await startSignedInServer());
  await seedSignerDocuments(
    t.server.db,
    createLocalFileStore(join(t.dataDir, 'files')),
    new Date(),
  );
  const listing = ok(
    'get_files_liste_from_path',
    await call('get_files_liste_from_path', { path: '/CLIENTS' }, planif),
  ) as unknown as {
    path_display: string;
  }[];
  unsigned.push(...listing.map((e) => e.path_display).filter((p) => p.includes('@@NOK@@')));
});
afterAll(() => t.close());

describe('remote double-authentication signing (spec 3 §2.8, §4.4, §7.3, DECISIONS.md)', () => {
  it('signs with the right code: stamp, certificate, OK name, and the code is in no answer nor table', async () => {
    const { id, path } = await newLink();
    const data = ok(
      'get_double_authentification_data_from_id',
      await publicCall('get_double_authentification_data_from_id', { id }),
    );
    expect(data.data[0]?.fieldData).toMatchObject({
      CLIENT: expect.any(String),
      EMAIL,
      TEL: '06 12 34 56 78',
      SIGNE: 0,
    });
    expect(data.data[0]?.fieldData).not.toHaveProperty('CODE');
    refused(await publicCall('verify_double_authent_code', { id, code: '123456' }), 409, M.noCode);

    const code = await newCode(id);
    refused(await publicCall('send_sms_double_authent', { id }), 429, M.resendTooSoon(60));
    refused(
      await publicCall('verify_double_authent_code', { id, code: wrong(code) }),
      422,
      M.wrongCode,
    );
    const answer = await publicCall('verify_double_authent_code', { id, code });
    const signed = ok('verify_double_authent_code', answer) as unknown as { path: string };
    expect(signed.path).toBe(path.replace('@@NOK@@', '@@OK@@'));
    refused(await publicCall('verify_double_authent_code', { id, code }), 409, M.alreadySigned);

    const document = await publicCall('get_double_authentification_document', { id });
    const { fileBinary } = ok('get_double_authentification_document', document) as unknown as {
      fileBinary: string;
      signed: boolean;
    };
    expect(document.data).toMatchObject({ signed: true });
    const pages = await pdfPageTexts(Buffer.from(fileBinary, 'base64'));
    expect(pages[0]!.some((s) => s.startsWith('Signée le '))).toBe(true);
    expect(pages.at(-1)!.join('')).toContain(
      'code à usage unique envoyé par e-mail à c************t@example.fr',
    );
    expect(pages.at(-1)).toEqual(expect.arrayContaining(['Nombre d’essais', '2']));

    const rows = JSON.stringify([
      await t.server.db.selectFrom('pdf_signer_requests').selectAll().execute(),
      await t.server.db.selectFrom('pdf_signer_events').selectAll().execute(),
    ]);
    expect(rows).not.toContain(`"${code}"`);
    expect(rows).not.toMatch(new RegExp(`\\b${code}\\b`));
    for (const a of answers) expect(JSON.stringify(a)).not.toMatch(new RegExp(`\\b${code}\\b`));
  });

  it('locks a code after 5 wrong tries, and refuses it 10 minutes after it was sent', async () => {
    const { id } = await newLink();
    const code = await newCode(id);
    for (let i = 0; i < 5; i++) {
      refused(
        await publicCall('verify_double_authent_code', { id, code: wrong(code) }),
        422,
        M.wrongCode,
      );
    }
    refused(await publicCall('verify_double_authent_code', { id, code }), 429, M.codeLocked);

    await age(id, 61_000);
    const fresh = await newCode(id);
    refused(await publicCall('verify_double_authent_code', { id, code }), 422, M.wrongCode);
    await age(id, 10 * 60_000);
    refused(
      await publicCall('verify_double_authent_code', { id, code: fresh }),
      410,
      M.codeExpired,
    );
  });

  it('a new code voids the old one', async () => {
    const { id } = await newLink();
    const first = await newCode(id);
    await age(id, 61_000);
    const second = await newCode(id);
    if (first !== second) {
      refused(
        await publicCall('verify_double_authent_code', { id, code: first }),
        422,
        M.wrongCode,
      );
    }
    expect(
      ok(
        'verify_double_authent_code',
        await publicCall('verify_double_authent_code', { id, code: second }),
      ),
    ).toMatchObject({ signed: true });
  });

  it('locks the link after 20 wrong codes', async () => {
    const { id } = await newLink();
    for (let round = 0; round < 4; round++) {
      await age(id, 61_000);
      const code = await newCode(id);
      for (let i = 0; i < 5; i++) {
        refused(
          await publicCall('verify_double_authent_code', { id, code: wrong(code) }),
          422,
          M.wrongCode,
        );
      }
    }
    await age(id, 61_000);
    refused(await publicCall('send_sms_double_authent', { id }), 429, M.linkLocked);
    refused(
      await publicCall('verify_double_authent_code', { id, code: '000000' }),
      429,
      M.linkLocked,
    );
    const data = ok(
      'get_double_authentification_data_from_id',
      await publicCall('get_double_authentification_data_from_id', { id }),
    );
    expect(data.data[0]?.fieldData).toMatchObject({ BLOQUE: 1 });
  });

  it('an expired link answers « Le délai de signature de ce document est dépassé. »', async () => {
    const { id } = await newLink();
    const code = await newCode(id);
    await t.server.db
      .updateTable('pdf_signer_requests')
      .set({ end_date: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    refused(await publicCall('verify_double_authent_code', { id, code }), 410, M.expired);
    refused(await publicCall('send_sms_double_authent', { id }), 410, M.expired);
    expect(M.expired).toBe('Le délai de signature de ce document est dépassé.');
  });

  it('an unknown or malformed id is 404, and the staff call needs a session', async () => {
    refused(
      await publicCall('get_double_authentification_data_from_id', { id: '0'.repeat(32) }),
      404,
      M.unknownLink,
    );
    refused(await publicCall('send_sms_double_authent', { id: '../x' }), 404, M.unknownLink);
    expect(
      (
        await call(
          'send_double_verif_by_mail',
          { clientData: { email: EMAIL, path: unsigned[0] }, files: { document: 'x' } },
          null,
        )
      ).status,
    ).toBe(401);
  });
});
