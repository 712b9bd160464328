import { bytesSha256, calls, fieldRecords, parseClientFile, text } from '@locasuite/core';
import type { ApiClient, ClientFile, DocumentVersion } from '@locasuite/core';

export type SignerApi = Pick<ApiClient, 'call'>;

export interface SignerClient {
  readonly id: string;
  readonly company: string;
  readonly code: string;
  readonly email: string;
  readonly phone: string;
}

/** spec 3 §3.6 client list: SOCIETE as title, CODE_CLIENT, CONTACT_MAIL(1), id. */
export async function loadClients(api: SignerApi): Promise<SignerClient[]> {
  const answer = await api.call(calls.pdfSigner.get_client_data_liste, {});
  return fieldRecords(answer).map((r) => ({
    id: text(r.id),
    company: text(r.SOCIETE),
    code: text(r.CODE_CLIENT),
    email: text(r['CONTACT_MAIL(1)']),
    phone: text((r as Record<string, unknown>).TELEPHONE),
  }));
}

/** A client's listed files with their derived fields (core `parseClientFile`). */
export async function loadFiles(api: SignerApi, code: string): Promise<ClientFile[]> {
  const entries = await api.call(calls.pdfSigner.get_client_files_by_code, { code });
  return entries
    .map((e) =>
      parseClientFile(e.path_display.replace(/^\/+/, ''), Date.parse(e.client_modified ?? '') || 0),
    )
    .filter((f): f is ClientFile => f !== null);
}

const base64Bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export async function loadPdf(api: SignerApi, path: string): Promise<Uint8Array> {
  const answer = await api.call(calls.pdfSigner.get_file_from_path, { path: `/${path}` });
  return base64Bytes(answer.fileBinary);
}

/** spec 3 §7.3: the drawn signature (PNG data URL); the server stamps and renames. */
export async function signFile(api: SignerApi, path: string, png: string): Promise<string> {
  const answer = await api.call(calls.pdfSigner.signe_and_change_file_name, {
    path: `/${path}`,
    contents: png,
    fileData: {},
  });
  return answer.path;
}

export async function sendForSignature(api: SignerApi, path: string, email: string, tel: string) {
  await api.call(calls.pdfSigner.send_double_verif_by_mail, {
    clientData: { email, tel, path: `/${path}` },
    // The server reads the document from its store: the name is enough.
    files: { document: path },
  });
}

/** spec 3 §7.3 send_files_by_mail; answers the addresses that could not be used. */
export async function mailFiles(
  api: SignerApi,
  email: string | readonly string[],
  paths: readonly string[],
) {
  const files = Object.fromEntries(paths.map((p) => [`/${p}`, p]));
  const answer = await api.call(calls.pdfSigner.send_files_by_mail, {
    email: typeof email === 'string' ? email : [...email],
    files,
  });
  return answer.errorListe;
}

export interface Evidence {
  readonly valid: boolean;
  readonly certificate: readonly { label: string; value: string }[];
  readonly versions: readonly DocumentVersion[];
  readonly events: readonly {
    seq: number;
    kind: string;
    at: string;
    hash: string;
    data?: Readonly<Record<string, unknown>>;
  }[];
}

export async function loadEvidence(api: SignerApi, path: string): Promise<Evidence> {
  return api.call(calls.pdfSigner.get_document_evidence, { path: `/${path}` });
}

/** The public double-authentication link (spec 3 §2.8). */
export interface LinkInfo {
  readonly client: string;
  readonly email: string;
  readonly phone: string;
  readonly file: string;
  readonly signed: boolean;
  readonly expired: boolean;
  readonly locked: boolean;
  readonly codeSent: boolean;
}

export async function loadLink(api: SignerApi, id: string): Promise<LinkInfo> {
  const answer = await api.call(calls.pdfSigner.get_double_authentification_data_from_id, { id });
  const r = (fieldRecords(answer)[0] ?? {}) as Record<string, unknown>;
  return {
    client: text(r.CLIENT),
    email: text(r.EMAIL),
    phone: text(r.TEL),
    file: text(r.FILE_PATH),
    signed: text(r.SIGNE) === '1',
    expired: text(r.EXPIRE) === '1',
    locked: text(r.BLOQUE) === '1',
    codeSent: text(r.CODE_ENVOYE) === '1',
  };
}

export async function requestCode(api: SignerApi, id: string) {
  await api.call(calls.pdfSigner.send_sms_double_authent, { id });
}

export async function verifyCode(api: SignerApi, id: string, code: string) {
  await api.call(calls.pdfSigner.verify_double_authent_code, { id, code });
}

export async function loadLinkDocument(api: SignerApi, id: string): Promise<Uint8Array> {
  const answer = await api.call(calls.pdfSigner.get_double_authentification_document, { id });
  return base64Bytes(answer.fileBinary);
}

/**
 * The public check: the file's SHA-256 (WebCrypto, else core's pure JavaScript on a page that is
 * not a secure context), never the file, goes to the server.
 */
export async function verifyDocument(api: SignerApi, bytes: ArrayBuffer) {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  const sha256 = subtle
    ? [...new Uint8Array(await subtle.digest('SHA-256', bytes))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('')
    : bytesSha256(new Uint8Array(bytes));
  return api.call(calls.pdfSigner.verify_signed_document, { sha256 });
}
