import { PDF_SIGNER_MESSAGES as M } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { read, signedInUser, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { appendEvent, documentOf, refuseAltered } from './evidence';
import { filesMail } from './mails';
import {
  CLIENTS_ROOT,
  clientFolder,
  clientPath,
  fileEntry,
  listedFiles,
  readClientPdf,
} from './paths';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The most documents one mail carries. */
const MAIL_MAX_FILES = 10;

const recipients = (email: string | readonly string[]) =>
  (typeof email === 'string' ? email.split(/[,;]/) : email).map((e) => e.trim()).filter(Boolean);

/** spec 3 §2.7, §7.3: the clients, their files, one file, files by mail. */
export const fileHandlers = {
  get_client_data_liste: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('clients')
      .select(['id', 'code_client', 'company_name', 'data'])
      .orderBy('company_name')
      .execute();
    return list(
      rows.map((r) => ({
        id: r.id,
        SOCIETE: r.company_name,
        CODE_CLIENT: r.code_client,
        'CONTACT_MAIL(1)': String(r.data['CONTACT_MAIL(1)'] ?? ''),
        TELEPHONE: String(r.data.TELEPHONE ?? ''),
      })),
    );
  }),

  /** The ids of the clients whose folder holds at least one listed document. */
  get_client_liste: read(async (ctx) => {
    const files = await listedFiles(ctx, CLIENTS_ROOT);
    const codes = [...new Set(files.map((f) => f.path.split('/')[1] ?? ''))];
    if (codes.length === 0) return [];
    const rows = await ctx.db
      .selectFrom('clients')
      .select('id')
      .where('code_client', 'in', codes)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }),

  get_files_liste_from_path: read(async (ctx, { path }) => {
    const folder = clientPath(path, { folder: true });
    return (await listedFiles(ctx, folder)).map(fileEntry);
  }),

  get_client_files_by_code: read(async (ctx, { code }) => {
    const clean = code.trim();
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(clean)) throw new HttpError(422, M.pathOutside);
    return (await listedFiles(ctx, clientFolder(clean))).map(fileEntry);
  }),

  get_file_from_path: async (ctx, { path }) => {
    const user = signedInUser(ctx);
    const clean = clientPath(path);
    const bytes = await readClientPdf(ctx, clean);
    const document = await documentOf(ctx, clean, bytes);
    await refuseAltered(ctx, document, bytes);
    await appendEvent(ctx.db, document.id, 'downloaded', ctx.now(), { by: user.login });
    return { fileBinary: Buffer.from(bytes).toString('base64') };
  },

  /** The files are read from the store by their path (the key): a sent copy is never mailed. */
  send_files_by_mail: async (ctx, { email, files }) => {
    const user = signedInUser(ctx);
    const paths = Object.keys(files);
    if (paths.length === 0 || paths.length > MAIL_MAX_FILES)
      throw new HttpError(422, M.missingFile);
    const attachments = [];
    for (const key of paths) {
      const path = clientPath(key);
      const bytes = await readClientPdf(ctx, path);
      const document = await documentOf(ctx, path, bytes);
      await refuseAltered(ctx, document, bytes);
      attachments.push({ name: path.slice(path.lastIndexOf('/') + 1), bytes });
    }
    const errorListe: string[] = [];
    for (const to of recipients(email)) {
      if (!EMAIL.test(to)) {
        errorListe.push(to);
        continue;
      }
      await ctx.mail.queue(filesMail(to, attachments));
    }
    ctx.log.info({ by: user.login, files: paths.length }, 'PDF signer: files mailed');
    return { errorListe };
  },
} satisfies FamilyHandlers<'pdfSigner'>;
