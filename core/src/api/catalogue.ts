import type { z } from 'zod';

/**
 * The API families of the four specs (§7 of each). A family is one base path on the server; the
 * routes listed are the tools that use it: a user may call the family when at least one of them is
 * in their `web_application_to_show` (an empty list means every signed-in user).
 */
export type FamilyKey =
  | 'general'
  | 'statistique'
  | 'emailVisualisation'
  | 'planningDisponibilite'
  | 'planningLivraison'
  | 'planningTechnicien'
  | 'gestionRdvVelo'
  | 'etatdl'
  | 'pdfSigner'
  | 'sav'
  | 'contrat';

export interface FamilyDef {
  readonly key: FamilyKey;
  /** Base path, e.g. `/api/v1` or `/api/statistique/v1`; a call is `POST {basePath}/{name}`. */
  readonly basePath: string;
  /** Tool routes (without the leading slash) that open this family; empty = any signed-in user. */
  readonly routes: readonly string[];
  /** French label used in messages ("l'outil Statistiques"). */
  readonly label: string;
}

/** Who may make a call. `public`: no token (sign-in, customers' signature pages). */
export type CallAccess = 'public' | 'user' | 'admin';

/**
 * How the call travels. `envelope` (default): POST with `{ data: <ciphertext> }` both ways.
 * `multipart`: unencrypted multipart upload. `binary`: encrypted request, binary answer.
 * `get`: plain GET (e.g. `openPdf`).
 */
export type CallTransport = 'envelope' | 'multipart' | 'binary' | 'get';

export interface CallDef<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  readonly family: FamilyKey;
  /** The call's name as it appears in the path (may contain `/`, e.g. `material/list`). */
  readonly name: string;
  readonly access: CallAccess;
  readonly transport: CallTransport;
  /** Schema of the decrypted payload (built on its first read, then kept: `defineFamily`). */
  readonly payload: P;
  /** Schema of the decrypted answer's `data` field (what `code: 0` carries). */
  readonly answer: A;
  /** One line: what the call does (French). */
  readonly summary: string;
  /**
   * The largest request body the server reads for this call, in bytes: calls that carry files
   * (data URLs, multipart) get the upload limit, other calls a JSON limit that fits them.
   */
  readonly bodyLimit: number;
  /**
   * Ours: the call edits a record and accepts the `version` the person saw (optional); a stale
   * version answers 409 instead of silently overwriting someone else's change.
   */
  readonly versioned: boolean;
}
