import { TEMPORARY_PDF_LIFETIME_MS, TEMPORARY_PDF_MESSAGES as P } from '@locasuite/core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

const BASE = '/api/etatdl/v1';

let t: TestServer;
let planif: string;
let pdf: string;
const { call, ok } = familyCalls(BASE, () => t);

const open = async (id: string) => {
  const response = await fetch(`${t.url}${BASE}/openPdf?id=${encodeURIComponent(id)}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    bytes,
    message: response.headers.get('content-type')?.includes('json')
      ? (JSON.parse(bytes.toString()) as { message?: string }).message
      : undefined,
  };
};

beforeAll(async () => {
  ({ t, planif } = await startSignedInServer());
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText('Etat des lieux', { x: 50, y: 780, size: 14 });
  pdf = Buffer.from(await doc.save()).toString('base64');
});
afterAll(() => t.close());

describe('temporary PDFs: the server chooses a 128-bit id, the PDF expires', () => {
  it('answers a random id of 128 bits and when it expires; openPdf serves it by that id', async () => {
    const before = Date.now();
    const first = ok('creat_tmp_pdf', await call('creat_tmp_pdf', { file: pdf }, planif));
    const second = ok('creat_tmp_pdf', await call('creat_tmp_pdf', { file: pdf }, planif));
    const { id, expiresAt } = first as unknown as { id: string; expiresAt: string };
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect((second as unknown as { id: string }).id).not.toBe(id);
    const expires = new Date(expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(TEMPORARY_PDF_LIFETIME_MS - 5_000);
    expect(expires - before).toBeLessThanOrEqual(TEMPORARY_PDF_LIFETIME_MS + 60_000);
    const opened = await open(id);
    expect(opened.status).toBe(200);
    expect(opened.bytes.toString('base64')).toBe(pdf);
  });

  it('ignores an id chosen by the client: it opens nothing', async () => {
    const answer = await call('creat_tmp_pdf', { id: 'abc-123', file: pdf }, planif);
    const { id } = ok('creat_tmp_pdf', answer) as unknown as { id: string };
    expect(id).not.toBe('abc-123');
    expect(await open('abc-123')).toMatchObject({ status: 404, message: P.notFound });
    expect(await open('0'.repeat(32))).toMatchObject({ status: 404, message: P.notFound });
  });

  it('an expired PDF answers 404 in French', async () => {
    const { id } = ok(
      'creat_tmp_pdf',
      await call('creat_tmp_pdf', { file: pdf }, planif),
    ) as unknown as {
      id: string;
    };
    await t.server.db
      .updateTable('temporary_pdfs')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', id)
      .execute();
    expect(await open(id)).toMatchObject({ status: 404, message: P.notFound });
  });
});
