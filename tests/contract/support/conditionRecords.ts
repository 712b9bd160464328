import { conditionState } from '@locasuite/core';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { TestServer } from './testServer';

/** A one-page A4 PDF saying `text`, base64, as a condition report uploaded by staff. */
export async function pdfSaying(text: string): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText(text, { x: 50, y: 780, size: 14 });
  return Buffer.from(await doc.save()).toString('base64');
}

/**
 * The demo's condition records in Reprise (departure checked, no return), their departure
 * signature removed: the tests of signing start from unsigned ones, in id order.
 */
export async function unsignedReturnLines(
  t: TestServer,
): Promise<{ id: number; data: Record<string, unknown> }[]> {
  const all = await t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'data'])
    .where(sql<boolean>`data ? 'CLD_NUM_CONTRAT'`)
    .orderBy('id')
    .execute();
  const lines = all.filter((r) => conditionState(r.data) === 'return');
  for (const l of lines) {
    await t.server.db
      .updateTable('contract_lines')
      .set({ data: sql`data - 'CLD_SIGNATURE_DEPART' - 'CLD_SIGNATAIRE_DEPART'` })
      .where('id', '=', l.id)
      .execute();
  }
  return lines.map((l) => ({ id: l.id, data: l.data as Record<string, unknown> }));
}
