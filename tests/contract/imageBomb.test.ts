import { crc32, deflateSync } from 'node:zlib';
import { imageSizeMessage, type ImageSizeRefusal } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSaying, unsignedReturnLines } from './support/conditionRecords';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

const BASE = '/api/etatdl/v1';
const BOMB: ImageSizeRefusal = { code: 'tooLarge', width: 8000, height: 8000 };

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const chunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};

/** A PNG whose header declares 8000×8000 RGBA pixels, with one row of data: a few dozen bytes. */
const pngBomb = () =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([u32(8000), u32(8000), Buffer.from([8, 6, 0, 0, 0])])),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 8000 * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');

/** A JPEG whose frame header (SOF0) declares 8000×8000 pixels. */
const jpegBomb = () =>
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0,
    0, 17, 8, 0x1f, 0x40, 0x1f, 0x40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9,
  ]).toString('base64');

let t: TestServer;
let planif: string;
let pdf: string;
const { call } = familyCalls(BASE, () => t);
const lines: { contrat: string; matricule: string }[] = [];

const refused = (answer: { status: number; message?: string }, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status: 422, message });

/** The server still answers a signed-in person at once. */
async function stillAnswers() {
  const answer = await t.call('/api/v1/get_agency_soft', {}, planif);
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
}

beforeAll(async () => {
  ({ t, planif } = await startSignedInServer());
  pdf = await pdfSaying('Etat des lieux');
  for (const l of await unsignedReturnLines(t)) {
    lines.push({
      contrat: String(l.data.CLD_NUM_CONTRAT),
      matricule: String(l.data.CLD_MATRICULE),
    });
  }
});
afterAll(() => t.close());

describe('no image bomb: an image declaring 8000×8000 pixels is refused before decoding', () => {
  it('on the customers’ public signature page (save_signature)', async () => {
    const item = lines[0]!;
    const sent = await call(
      'send_signature_request',
      {
        emails: 'client.bombe@example.fr',
        pdf: `data:application/pdf;base64,${pdf}`,
        info: { ...item, state: 'DEPART' },
      },
      planif,
    );
    expect(sent, sent.message).toMatchObject({ status: 200, code: 0 });
    const request = await t.server.db
      .selectFrom('signature_requests')
      .select('id')
      .where('contract', '=', item.contrat)
      .executeTakeFirstOrThrow();
    const answer = await call(
      'save_signature',
      {
        id: request.id,
        content: `data:image/png;base64,${pngBomb()}`,
        signataire: 'Camille DURAND',
      },
      null,
    );
    refused(answer, imageSizeMessage(BOMB, 'La signature envoyée'));
    const after = await t.server.db
      .selectFrom('signature_requests')
      .select('valide')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(after.valide).toBe(0);
    await stillAnswers();
  });

  it('in the photos of a check (set_photos), PNG or JPEG', async () => {
    const item = lines[1]!;
    for (const bomb of [
      `data:image/png;base64,${pngBomb()}`,
      `data:image/jpeg;base64,${jpegBomb()}`,
    ]) {
      const answer = await call(
        'set_photos',
        { ...item, type: 'DEPART', fileList: [bomb] },
        planif,
      );
      refused(answer, imageSizeMessage(BOMB, 'La photo n° 1'));
      await stillAnswers();
    }
  });

  it('in a file upload under LOCATION/ (file_upload)', async () => {
    const item = lines[1]!;
    const answer = await call(
      'file_upload',
      { path: `LOCATION/${item.contrat}/bombe.png`, file: pngBomb() },
      planif,
    );
    refused(answer, imageSizeMessage(BOMB, 'L’image envoyée'));
    await stillAnswers();
  });

  it('in the photos mailed with a report (send_pdf_by_email, send_signature_request)', async () => {
    const item = lines[2]!;
    refused(
      await call(
        'send_pdf_by_email',
        {
          email: 'client.bombe@example.fr',
          pdf: `data:application/pdf;base64,${pdf}`,
          contrat: item.contrat,
          photos: [`data:image/png;base64,${pngBomb()}`],
        },
        planif,
      ),
      imageSizeMessage(BOMB, 'La photo n° 1'),
    );
    refused(
      await call(
        'send_signature_request',
        {
          emails: 'client.bombe@example.fr',
          pdf: `data:application/pdf;base64,${pdf}`,
          info: { ...item, state: 'DEPART' },
          photos: [`data:image/jpeg;base64,${jpegBomb()}`],
        },
        planif,
      ),
      imageSizeMessage(BOMB, 'La photo n° 1'),
    );
    await stillAnswers();
  });
});
