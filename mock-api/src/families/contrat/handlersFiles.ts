import {
  CONTRACT_MESSAGES as M,
  CONTRACT_SERVER_MESSAGES as S,
  CONTRACT_UPLOAD_MAX_BYTES,
  clientFileName,
  parseClientFile,
} from '@locasuite/core';
import { normaliseFilePath } from '../../files/normaliseFilePath';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers, type HandlerContext } from '../../http/defineHandlers';
import { demoClientPdf } from '../../seed/seedSignerDocuments';
import { list } from '../answers';
import { clientFolder } from '../pdfSigner/paths';
import { remoteHandlers } from '../pdfSigner/handlersRemote';
import { winAnsiSafe } from '../shared/certificatePage';
import {
  contractFieldData,
  findContract,
  lineFieldData,
  linesOf,
  text,
  writeContract,
  type ContractRow,
} from './queries';

/** Where a contract's supporting documents live in the file store. */
const DOCUMENTS_ROOT = 'CONTRAT/';
/** Where the signature box sits on the contract's first page (spec 3 §3.6 file name). */
const SIGNATURE_POSITION = { x: 380, y: 70 };

/** The kind of a document by its first bytes (spec 4 §5: images and PDFs), or null. */
export function documentKind(bytes: Uint8Array): { ext: string; mime: string } | null {
  const head = Buffer.from(bytes.subarray(0, 12));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { ext: 'pdf', mime: 'application/pdf' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' };
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return { ext: 'gif', mime: 'image/gif' };
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return null;
}

/** A document's path under `CONTRAT/{code}/`: names checked (no `..`, no absolute path: 422). */
function documentPath(code: string, name: string, extra = ''): string {
  try {
    const folder = normaliseFilePath(code.trim());
    const sub = extra.trim() === '' ? '' : `${normaliseFilePath(extra.trim())}/`;
    const file = normaliseFilePath(name.trim());
    return `${DOCUMENTS_ROOT}${folder}/${sub}${file}`;
  } catch {
    throw new HttpError(422, S.badDocumentName);
  }
}

/** The contract's files among the client's (spec 3 §3.6 names: type, number, …, OK/NOK). */
async function contractFiles(ctx: HandlerContext, c: ContractRow, code: string) {
  const files = await ctx.files.list(clientFolder(code));
  return files
    .map((f) => ({ info: f, file: parseClientFile(f.path, f.modifiedAt.getTime()) }))
    .filter((f) => f.file !== null && f.file.resaNum === c.num_contrat)
    .map((f) => ({ info: f.info, file: f.file! }));
}

/** The signature requests already sent for these files. */
async function requestsFor(ctx: HandlerContext, paths: readonly string[]) {
  if (paths.length === 0) return [];
  return ctx.db
    .selectFrom('pdf_signer_requests as r')
    .innerJoin('pdf_signer_documents as d', 'd.id', 'r.document_id')
    .select(['d.path', 'r.email', 'r.created_at', 'r.signed'])
    .where('d.path', 'in', paths)
    .orderBy('r.created_at')
    .execute();
}

async function clientOf(ctx: HandlerContext, c: ContractRow) {
  return ctx.db
    .selectFrom('clients')
    .selectAll()
    .where('id', '=', c.client_id)
    .executeTakeFirstOrThrow();
}

/** The contract as a PDF: its header, client, and each line's machine, period and tier. */
async function contractPdf(
  ctx: HandlerContext,
  c: ContractRow,
  client: { company_name: string; code_client: string; data: Record<string, unknown> },
) {
  const fields = contractFieldData(c);
  const lines = (await linesOf(ctx.db, c.id)).map(lineFieldData);
  return demoClientPdf({
    kind: 'CONTRAT',
    number: c.num_contrat,
    client: winAnsiSafe(client.company_name),
    code: client.code_client,
    phone: text(client.data.TELEPHONE),
    email: text(client.data['CONTACT_MAIL(1)']),
    at: ctx.now(),
    lines: [
      `Du ${text(fields['LocdataS_::Date Debut Loc'])} au ${text(fields['LocdataS_::Date retour'])} (MM/JJ/AAAA), retrait : ${winAnsiSafe(text(fields.Lieu_retrait_nom))}.`,
      ...lines.map((l) =>
        winAnsiSafe(
          `${text(l.CLD_MATRICULE)} - ${text(l.CLD_DESCRIPTION)} : du ${text(l.CLD_DATE_DEPART)} au ${text(l.CLD_DATE_RETOUR)}, ${text(l.CLD_GRILLE_NOM)} ${text(l.CLD_TARIF)} ${text(l.CLD_PRIX_HT)} € HT`,
        ),
      ),
      `Total TTC : ${text(fields['Prix Location Total_TTC'])} €. Caution : ${text(fields.Caution_montant_saisie)} €.`,
    ],
  });
}

/** spec 4 §4.3, §5, §7.2 supporting documents and the remote signature of the contract. */
export const fileHandlers = {
  'file/upload': async (ctx, { file, extraPath, code, name }) => {
    const upload = file as { data?: unknown } | undefined;
    const bytes = upload?.data instanceof Uint8Array ? upload.data : null;
    if (!bytes || bytes.length === 0) throw new HttpError(422, M.documentRequired);
    if (bytes.length >= CONTRACT_UPLOAD_MAX_BYTES) throw new HttpError(422, M.documentTooLarge);
    const kind = documentKind(bytes);
    if (!kind) throw new HttpError(422, M.documentType);
    const stem = name.trim().replace(/\.[A-Za-z0-9]{1,5}$/, '');
    const path = documentPath(text(code), `${stem}.${kind.ext}`, extraPath ?? '');
    return { path: (await ctx.files.put(path, bytes)).path };
  },
  'file/exist': read(async (ctx, { filename, code }) => ({
    exist: await ctx.files.exists(documentPath(text(code), filename)),
  })),
  'file/download': read(async (ctx, { code, name }) => {
    const path = documentPath(text(code), name);
    if (!(await ctx.files.exists(path))) throw new HttpError(404, S.documentNotFound(name.trim()));
    const bytes = await ctx.files.get(path);
    const kind = documentKind(bytes);
    return {
      url: `data:${kind?.mime ?? 'application/octet-stream'};base64,${Buffer.from(bytes).toString('base64')}`,
      name: path.slice(path.lastIndexOf('/') + 1),
    };
  }),

  /** Notes on the contract the documents deposited under `CONTRAT/{number}/`. */
  update_info_file_uploaded: async (ctx, { contratNum }) => {
    const c = await findContract(ctx.db, contratNum);
    const files = await ctx.files.list(`${DOCUMENTS_ROOT}${c.num_contrat}/`);
    const names = files.map((f) => f.path.slice(`${DOCUMENTS_ROOT}${c.num_contrat}/`.length));
    const version = await writeContract(ctx.db, c, {
      pieces_deposees: names,
      pieces_deposees_le: ctx.now().toISOString(),
    });
    return { recordId: c.id, version };
  },

  /**
   * spec 4 §4.3 sending for signature: the contract's PDF in the client's folder, and a remote
   * signature request through the document-signing tool (link mailed to the client). Signed data
   * already there (a signed file, a request sent): « Contrat déja envoyé pour signature ».
   */
  send_to_signe: async (ctx, { id }) => {
    const c = await findContract(ctx.db, id);
    const client = await clientOf(ctx, c);
    const files = await contractFiles(ctx, c, client.code_client);
    const requests = await requestsFor(
      ctx,
      files.map((f) => f.info.path),
    );
    if (files.some((f) => f.file.isSigned) || requests.length > 0) {
      throw new HttpError(409, M.alreadySentForSignature);
    }
    const email = text(client.data['CONTACT_MAIL(1)']);
    if (email === '') {
      throw new HttpError(422, S.clientWithoutMail);
    }
    let path = files.find((f) => !f.file.isSigned)?.info.path;
    if (!path) {
      const now = ctx.now();
      const pad = (n: number) => String(n).padStart(2, '0');
      const name = clientFileName({
        typeValue: 'Contrat de location',
        resaNum: c.num_contrat,
        date: `${pad(now.getUTCDate())}-${pad(now.getUTCMonth() + 1)}-${now.getUTCFullYear()}`,
        signed: false,
        position: SIGNATURE_POSITION,
        client: client.company_name,
        phone: text(client.data.TELEPHONE),
        email,
      });
      path = `${clientFolder(client.code_client)}DOCUMENTS/${now.getUTCFullYear()}/CONTRAT/${name}`;
      await ctx.files.put(path, await contractPdf(ctx, c, client));
    }
    await remoteHandlers.send_double_verif_by_mail(ctx, {
      clientData: { email, path, tel: text(client.data.TELEPHONE) },
      files: { document: path },
    });
    const version = await writeContract(ctx.db, c, {
      signature_envoyee: '1',
      signature_document: path,
    });
    return { recordId: c.id, version };
  },

  getSignedFileData: read(async (ctx, { contratNum, codeClient }) => {
    const c = await findContract(ctx.db, contratNum);
    const client = await clientOf(ctx, c);
    if (client.code_client !== text(codeClient)) {
      throw new HttpError(422, S.contractOfOtherClient(c.num_contrat, text(codeClient)));
    }
    const files = await contractFiles(ctx, c, client.code_client);
    const requests = await requestsFor(
      ctx,
      files.map((f) => f.info.path),
    );
    return list(
      files.map((f) => {
        const sent = requests.filter((r) => r.path === f.info.path);
        return {
          path: f.info.path,
          nom: f.file.title,
          signe: f.file.isSigned ? '1' : '0',
          modifie_le: f.info.modifiedAt.toISOString(),
          envoye_a: sent.map((r) => r.email).join('|'),
          envoye_le: sent[0]?.created_at.toISOString() ?? '',
        };
      }),
    );
  }),
} satisfies Partial<FamilyHandlers<'contrat'>>;
