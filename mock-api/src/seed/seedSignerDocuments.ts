import { clientFileName, parseClientFile } from '@locasuite/core';
import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Database } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import { documentOf } from '../families/pdfSigner/evidence';
import { sha256 as sha256Hex } from '../families/signedDocuments';
import { clientFolder } from '../families/pdfSigner/paths';
import { makeSignedFile, storeSignedFile } from '../families/pdfSigner/sign';
import { COMPANY_DOMAIN } from './buildOrganisation';

/** How many clients get documents (spec 3 §3.6, issue 36 seed). */
const CLIENTS = 8;
/** Where page one's stamp goes (x-y in the name): the « Signature du client » box. */
const POSITION = { x: 380, y: 70 };

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;

interface Doc {
  kind: 'CONTRAT' | 'FACTURE';
  number: string;
  client: string;
  code: string;
  phone: string;
  email: string;
  at: Date;
  lines: string[];
}

function writer(page: PDFPage, font: PDFFont, bold: PDFFont) {
  let y = page.getHeight() - 60;
  return {
    line(text: string, size = 11, strong = false) {
      page.drawText(text, { x: 50, y, size, font: strong ? bold : font, color: rgb(0, 0, 0) });
      y -= size + 8;
    },
    gap(h = 10) {
      y -= h;
    },
  };
}

/** A real multi-page PDF: a rental contract (3 pages) or an invoice (2 pages), with text. */
export async function demoClientPdf(doc: Doc): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(doc.at);
  pdf.setModificationDate(doc.at);
  pdf.setTitle(`${doc.kind === 'CONTRAT' ? 'Contrat' : 'Facture'} ${doc.number}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const title = doc.kind === 'CONTRAT' ? 'CONTRAT DE LOCATION' : 'FACTURE';
  const first = pdf.addPage([595.28, 841.89]);
  const w = writer(first, font, bold);
  w.line(`LocaSuite Location — ${COMPANY_DOMAIN}`, 10);
  w.gap();
  w.line(`${title} N° ${doc.number}`, 18, true);
  w.line(`Date : ${day(doc.at).replaceAll('-', '/')}`);
  w.line(`Client : ${doc.client} (code ${doc.code})`);
  if (doc.email) w.line(`Contact : ${doc.email}`);
  w.gap();
  for (const text of doc.lines) w.line(text);
  first.drawRectangle({
    x: POSITION.x - 5,
    y: POSITION.y - 5,
    width: 160,
    height: 110,
    borderColor: rgb(0.5, 0.5, 0.5),
    borderWidth: 0.5,
  });
  first.drawText('Signature du client', { x: POSITION.x, y: POSITION.y + 110, size: 9, font });
  const pages =
    doc.kind === 'CONTRAT'
      ? ['Conditions générales de location', 'Annexe : état du matériel']
      : ['Détail des prestations'];
  for (const [i, heading] of pages.entries()) {
    const page = pdf.addPage([595.28, 841.89]);
    const p = writer(page, font, bold);
    p.line(`${title} N° ${doc.number} — page ${i + 2}`, 9);
    p.gap();
    p.line(heading, 14, true);
    for (let n = 1; n <= 12; n++) {
      p.line(
        `Article ${n}. Le matériel loué reste la propriété du loueur ; le client en a la garde.`,
        10,
      );
    }
  }
  return pdf.save();
}

/** A drawn-looking signature as a one-page PDF (what the pad's PNG becomes on the server). */
async function demoSignaturePicture(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([150, 100]);
  page.drawSvgPath('M 10 60 C 30 10, 50 90, 70 50 S 110 20, 140 55', {
    x: 0,
    y: 100,
    borderColor: rgb(0, 0, 0),
    borderWidth: 1,
  });
  return pdf.save();
}

/**
 * Puts the demo client files in the store (spec 3 §3.6 names, under `CLIENTS/{code}/DOCUMENTS/
 * {year}/{CONTRAT|FACTURE}/`): for the first clients with contracts, each contract's PDF and its
 * invoice, every third one signed on screen (stamped, certificate page, evidence log, sealed).
 * Deterministic for a given database, and idempotent: files already there are left as they are.
 * Returns how many files it wrote.
 */
export async function seedSignerDocuments(
  db: Kysely<Database>,
  files: FileStore,
  now: Date = new Date(),
): Promise<number> {
  const rows = await db
    .selectFrom('contracts')
    .innerJoin('clients', 'clients.id', 'contracts.client_id')
    .select([
      'contracts.num_contrat',
      'contracts.created_ts',
      'clients.code_client',
      'clients.company_name',
      'clients.data',
      'clients.id',
    ])
    .orderBy('clients.id')
    .orderBy('contracts.id')
    .execute();
  const byClient = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byClient.get(row.id) ?? [];
    if (list.length < 2) byClient.set(row.id, [...list, row]);
    if (byClient.size > CLIENTS) byClient.delete(row.id);
  }
  const staff = await db
    .selectFrom('users')
    .select('display_name')
    .where('login', '=', 'planif')
    .executeTakeFirst();
  let written = 0;
  let n = 0;
  for (const contracts of byClient.values()) {
    for (const row of contracts) {
      for (const kind of ['CONTRAT', 'FACTURE'] as const) {
        n += 1;
        const at = new Date(Math.min(Number(row.created_ts) || now.getTime(), now.getTime()));
        const doc: Doc = {
          kind,
          number: kind === 'CONTRAT' ? row.num_contrat : `F${row.num_contrat}`,
          client: row.company_name,
          code: row.code_client,
          phone: String(row.data.TELEPHONE ?? ''),
          email: String(row.data['CONTACT_MAIL(1)'] ?? ''),
          at,
          lines: [
            `Location du matériel du contrat ${row.num_contrat}.`,
            'Durée, tarifs et franchises selon les conditions générales.',
          ],
        };
        const name = clientFileName({
          typeValue: kind === 'CONTRAT' ? 'Contrat de location' : 'Facture',
          resaNum: doc.number,
          date: day(at),
          signed: false,
          position: POSITION,
          client: doc.client,
          phone: doc.phone,
          email: doc.email,
        });
        const path = `${clientFolder(doc.code)}DOCUMENTS/${at.getUTCFullYear()}/${kind}/${name}`;
        const signedPath = path.replace('@@NOK@@', '@@OK@@');
        if ((await files.exists(path)) || (await files.exists(signedPath))) continue;
        const bytes = await demoClientPdf(doc);
        written += 1;
        if (n % 3 !== 0) {
          await files.put(path, bytes);
          continue;
        }
        const file = parseClientFile(path);
        if (!file) continue;
        const signedAt = new Date(at.getTime() + 3_600_000);
        const signed = await makeSignedFile(
          { ip: '127.0.0.1', userAgent: 'LocaSuite (données de démonstration)' },
          file,
          bytes,
          {
            verification: { kind: 'onScreen', staff: staff?.display_name || 'planif' },
            picture: await demoSignaturePicture(),
            at: signedAt,
          },
        );
        const known = await db
          .selectFrom('pdf_signer_documents')
          .select('sha256')
          .where('path', '=', signedPath)
          .executeTakeFirst();
        if (known) {
          // The database already holds its evidence (an in-page server opened from a snapshot):
          // the same bytes again, served only if they still match.
          if (known.sha256 === sha256Hex(signed.bytes)) {
            await files.put(signedPath, signed.bytes);
            await files.seal(signedPath);
          }
          continue;
        }
        await files.put(path, bytes);
        await db.transaction().execute(async (trx) => {
          const document = await documentOf({ db: trx, now: () => at }, path, bytes);
          await storeSignedFile({ files }, trx, document, signed);
        });
      }
    }
  }
  return written;
}
