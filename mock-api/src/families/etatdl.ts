import {
  CONDITION_CHECK_MESSAGES as M,
  acceptsChecklistValue,
  allowedChecklistValues,
  checklistValueList,
  conditionImageKind,
  conditionPdfName,
  conditionPhotoFolder,
  conditionSaveLeg,
  conditionState,
  controlsAfterDelete,
  decideConditionSave,
  grantConditionUnlock,
  groupedConditionStates,
  imageSizeMessage,
  imageSizeRefusal,
  isConditionUnlocked,
  LOCATION_UPLOAD_MESSAGES,
  locationUploadRefusal,
  parseChecklist,
  readConditionOptions,
  showsReturnWorkOrder,
  validateConditionSave,
  type ChecklistLine,
  type ConditionLeg,
  type ConditionOptions,
} from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import { loginSubject, recordLoginSuccess, takeLoginAttempt } from '../auth/loginThrottle';
import { verifyPassword } from '../auth/password';
import { resolveSession } from '../auth/sessions';
import { createUser } from '../auth/users';
import type { Database, JsonObject, UserRow } from '../db/schema';
import { normaliseFilePath } from '../files/normaliseFilePath';
import { HttpError, MESSAGES } from '../HttpError';
import {
  commitsItself,
  defineHandlers,
  read,
  signedInUser,
  type HandlerContext,
} from '../http/defineHandlers';
import { CONDITION_SCOPE } from '../seed/buildConditionChecks';
import { COMPANY_DOMAIN } from '../seed/buildOrganisation';
import { list } from './answers';
import { deletePhotoTags, readPhotoTags } from './etatdlPhotoTags';
import { newestSignedDocument, readCheckedFile, refuseSignedDocument } from './signedDocuments';
import { createTemporaryPdf, readTemporaryPdf } from './temporaryPdfs';
import { agencyFieldData, isIntegerKey, logoAsText, unwrittenRefusal } from './records';
import { userFieldData } from './userFieldData';

/** The largest photo a check accepts (spec 3 §5.3: photos are resized to 720×720 first). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The largest PDF or other file a check uploads. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The longest text one field of a record holds (a drawn signature is a data URL). */
const FIELD_MAX_CHARS = 400_000;

const DEFAULT_SENDER = `location@${COMPANY_DOMAIN}`;
const WORKSHOP = `sav@${COMPANY_DOMAIN}`;

/** French refusals of this family the spec does not word (ours). */
export const ETATDL_MESSAGES = {
  recordNotFound: (id: unknown) => `État des lieux introuvable : ${String(id)}.`,
  itemNotFound: (contract: unknown, registration: unknown) =>
    `Aucun état des lieux pour le contrat ${String(contract)} et le matricule ${String(registration)}.`,
  recordMismatch:
    'Le contrat ou le matricule envoyé ne correspond pas à cet état des lieux : rechargez la liste.',
  contractNotFound: (id: unknown) => `Contrat introuvable : ${String(id)}.`,
  badControls:
    'Les contrôles envoyés ne correspondent à aucun enregistrement : départ (CD 1, CR 0), retour (CD 1, CR 1) ou suppression (contrôles vides).',
  fieldNotWritable: (key: string) => `Le champ « ${key} » ne peut pas être modifié.`,
  fieldTooLong: (key: string) => `Le champ « ${key} » est trop long.`,
  checklistUnreadable: 'La check-list envoyée est illisible.',
  valueNotAllowed: (designation: string, value: string, allowed: readonly string[]) =>
    `La valeur « ${value} » n’est pas permise pour « ${designation} » : ${frenchList(allowed)}.`,
  oneValueOnly: (designation: string) =>
    `Une seule valeur est permise pour « ${designation} » (sélection multiple désactivée).`,
  notAnImage: (n: number) => `La photo n° ${n} n’est ni une image PNG ni une image JPEG.`,
  photoTooLarge: (n: number) => `La photo n° ${n} dépasse 5 Mo.`,
  fileUnreadable: 'Le fichier envoyé est illisible : un texte base64 ou une data URL est attendu.',
  fileTooLarge: 'Le fichier dépasse 20 Mo.',
  notAPdf: 'Le fichier envoyé n’est pas un PDF.',
  imageExpected: 'Le fichier envoyé doit être une image PNG ou JPEG.',
  photoNotFound: 'Photo introuvable.',
  pdfNotFound: 'Aucun PDF enregistré pour cet état des lieux.',
  pathOutside: 'Chemin de fichier invalide : les fichiers des états des lieux sont sous LOCATION/.',
  workOrderNotFound: (id: unknown) => `Ordre de réparation introuvable : ${String(id)}.`,
  workOrderNotReady:
    'L’OR de retour ne peut être envoyé qu’une fois le retour contrôlé, avec un OR et les caractéristiques du matériel.',
  workOrderSent: 'L’OR de retour a déjà été envoyé.',
  customFieldNotFound: (key: unknown) => `Champ personnalisé introuvable : ${String(key)}.`,
  unknownAgency: (id: unknown) => `Agence inconnue : ${String(id)}.`,
  userName: 'Le nom d’utilisateur doit faire de 1 à 100 caractères.',
  ownAccountOnly: 'Vous ne pouvez modifier que votre propre compte.',
  wrongPassword: 'Mot de passe incorrect : le mode édition reste verrouillé.',
  alertOff: 'L’alerte d’état des lieux non signé n’est pas activée (option sendAlertNotSigned).',
  alertItemMissing:
    'Le champ « dataForm » doit nommer le contrat et le matricule (CLD_NUM_CONTRAT, CLD_MATRICULE).',
  clientNotFound: (id: unknown) => `Client introuvable : ${String(id)}.`,
  companyNotFound: (id: unknown) => `Société introuvable : ${String(id)}.`,
  equipmentNotFound: (m: unknown) => `Matricule introuvable : ${String(m)}.`,
} as const;

function frenchList(values: readonly string[]): string {
  if (values.length === 0) return 'aucune valeur n’est permise';
  const quoted = values.map((v) => `« ${v} »`);
  const text =
    quoted.length === 1
      ? quoted[0]
      : `${quoted.slice(0, -1).join(', ')} ou ${quoted[quoted.length - 1]}`;
  return `valeurs permises ${text}`;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

// ---------------------------------------------------------------------------------------------
// Records: the rental lines (contract_lines) carry the CLD_ record of spec 3 §3.1.

export interface LineRow {
  id: number;
  contract_id: number;
  data: JsonObject;
  version: number;
}

/** The record as the dashboard and the form read it: its CLD_ fields, its id, link and version. */
function conditionFieldData(line: LineRow): JsonObject {
  return { ...line.data, CLD_IDEnreg: line.id, CLD_LIEN: line.contract_id, version: line.version };
}

export async function findLine(db: Kysely<Database>, id: string | number): Promise<LineRow> {
  const numeric = Number(id);
  const row = isIntegerKey(numeric)
    ? await db
        .selectFrom('contract_lines')
        .select(['id', 'contract_id', 'data', 'version'])
        .where('id', '=', numeric)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, ETATDL_MESSAGES.recordNotFound(id));
  return row;
}

export async function findLineByItem(
  db: Kysely<Database>,
  contract: string | number,
  registration: string | number,
): Promise<LineRow> {
  const row = await db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data', 'version'])
    .where(sql<string>`data->>'CLD_NUM_CONTRAT'`, '=', String(contract).trim())
    .where(sql<string>`data->>'CLD_MATRICULE'`, '=', String(registration).trim())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, ETATDL_MESSAGES.itemNotFound(contract, registration));
  return row;
}

/** How far around today the dashboard lists records (a month back for returns, two ahead). */
const LIST_DAYS_BEFORE = 45;
const LIST_DAYS_AFTER = 30;
const DAY = 86_400_000;

/** The condition records of the dashboard: lines of live contracts around today, by start. */
async function dashboardLines(ctx: HandlerContext): Promise<LineRow[]> {
  const now = ctx.now().getTime();
  return ctx.db
    .selectFrom('contract_lines as l')
    .innerJoin('contracts as c', 'c.id', 'l.contract_id')
    .select(['l.id', 'l.contract_id', 'l.data', 'l.version'])
    .where('l.end_ts', '>=', now - LIST_DAYS_BEFORE * DAY)
    .where('l.start_ts', '<=', now + LIST_DAYS_AFTER * DAY)
    .where((eb) => eb.or([eb('c.state', 'is', null), eb('c.state', 'not in', ['Devis', 'Annulé'])]))
    .orderBy('l.start_ts')
    .orderBy('l.id')
    .execute();
}

function materialsIn(states: readonly ReturnType<typeof conditionState>[] | null) {
  return read(async (ctx: HandlerContext) => {
    const lines = await dashboardLines(ctx);
    return list(
      lines
        .filter((line) => states === null || states.includes(conditionState(line.data)))
        .map(conditionFieldData),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Options, custom fields, checklists.

export async function conditionOptions(db: Kysely<Database>): Promise<ConditionOptions> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('scope', '=', CONDITION_SCOPE)
    .execute();
  return readConditionOptions(rows.map((r) => ({ Key: r.key, Value: r.value })));
}

export async function customFields(db: Kysely<Database>, shownOnly: boolean) {
  let query = db.selectFrom('condition_custom_fields').selectAll().orderBy('id');
  if (shownOnly) query = query.where('show', '=', 1);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: r.id,
    name: r.name,
    show: r.show,
    mandatory: r.mandatory,
    key_depart: r.key_depart,
    key_retour: r.key_retour,
    label_depart: r.label_depart,
    label_retour: r.label_retour,
    type: r.type,
    version: r.version,
  }));
}

const formRecord = (row: {
  id: number;
  family: string;
  sub_family: string;
  checklist: unknown;
  version: number;
}) => ({
  id: row.id,
  FAMILLE: row.family,
  SOUS_FAMILLE: row.sub_family,
  CHECK_LIST_JSON: JSON.stringify(row.checklist ?? []),
  version: row.version,
});

/**
 * Each sent checklist cell against its line's allowed values (spec 3 §3.2 CLD_SELECTION): the
 * allowed values of the predefined checklist (CHECK_LIST_JSON) of the same designation win over
 * the sent line's own; more than one value only when multipleSelection is on.
 */
export function checkChecklist(
  lines: readonly ChecklistLine[],
  predefined: readonly ChecklistLine[],
  multipleSelection: boolean,
): void {
  const selections = new Map(predefined.map((l) => [l.CH_DESIGNATION, l.CLD_SELECTION]));
  for (const line of lines) {
    const selection = selections.get(line.CH_DESIGNATION) ?? line.CLD_SELECTION;
    for (const value of [line.CLD_QTE_DEPART, line.CLD_QTE_RETOUR]) {
      if (acceptsChecklistValue({ CLD_SELECTION: selection }, value, multipleSelection)) continue;
      const values = checklistValueList(value);
      const allowed = allowedChecklistValues(selection);
      const wrong = values.find((v) => allowed.length > 0 && !allowed.includes(v));
      throw new HttpError(
        422,
        wrong === undefined
          ? ETATDL_MESSAGES.oneValueOnly(line.CH_DESIGNATION)
          : ETATDL_MESSAGES.valueNotAllowed(line.CH_DESIGNATION, wrong, allowed),
      );
    }
  }
}

/**
 * The checklist a record's cells are checked against: the one stored on the record
 * (CHECK_LIST_JSON), else the default form of its sub-family, else of its family; the sent
 * checklist cannot widen its own allowed values.
 */
export async function predefinedChecklist(
  db: Kysely<Database>,
  record: Readonly<Record<string, unknown>>,
): Promise<ChecklistLine[]> {
  const stored = parseChecklist(record.CHECK_LIST_JSON);
  if (stored.length > 0) return stored;
  const family = text(record.CLD_FAMILLE);
  const subFamily = text(record.CLD_SOUS_FAMILLE);
  const forms = await db
    .selectFrom('condition_forms')
    .select(['sub_family', 'checklist'])
    .where('family', '=', family)
    .where('sub_family', 'in', subFamily === '' ? [''] : [subFamily, ''])
    .execute();
  const form = forms.find((f) => f.sub_family !== '') ?? forms[0];
  return parseChecklist(form?.checklist ?? []);
}

// ---------------------------------------------------------------------------------------------
// Saves (spec 3 §4.1, §5).

/** Fields the server owns: who the record is, and its state (set by the save itself). */
const SERVER_FIELDS = new Set([
  'CLD_IDEnreg',
  'CLD_ID_CONTRAT_LOC_DATA',
  'CLD_LIEN',
  'CLD_NUM_CONTRAT',
  'CLD_MATRICULE',
  'CLD_ID_SOCIETE',
  'CLD_ID_CLIENT',
  'CLD_WAITING',
  'CLD_OR_RETOUR_ENVOYE',
]);
const WRITABLE = /^(CLD_[A-Za-z0-9_]+|CHECK_LIST_JSON|CHECK_LIST_JSON_GESTION|TECHNICIEN_DEPART)$/;
const CONTROL_KEYS = ['CLD_CONTROLE_DEPART', 'CLD_CONTROLE_RETOUR'] as const;

type SaveKind = { kind: 'delete' } | { kind: 'save'; leg: ConditionLeg | null };

/**
 * What an `edit_material` asks: both controls sent empty is a delete (§4.1 "Deleting an equipment
 * record resets both controls to empty"); CR 1 a return save; CD 1 (CR 0 or absent) a departure
 * save; no control the save the record's state allows (leg null).
 */
function saveKind(data: Readonly<Record<string, unknown>>): SaveKind {
  const sent = CONTROL_KEYS.filter((k) => k in data);
  if (sent.length === 0) return { kind: 'save', leg: null };
  const value = (k: (typeof CONTROL_KEYS)[number]) =>
    k in data ? String(data[k] ?? '').trim() : undefined;
  const cd = value('CLD_CONTROLE_DEPART');
  const cr = value('CLD_CONTROLE_RETOUR');
  if (cd === '' && cr === '') return { kind: 'delete' };
  if (cr === '1' && (cd === undefined || cd === '1')) return { kind: 'save', leg: 'RETOUR' };
  if (cd === '1' && (cr === undefined || cr === '0' || cr === '')) {
    return { kind: 'save', leg: 'DEPART' };
  }
  throw new HttpError(422, ETATDL_MESSAGES.badControls);
}

export function checkFields(data: Readonly<Record<string, unknown>>): void {
  for (const [key, value] of Object.entries(data)) {
    if ((CONTROL_KEYS as readonly string[]).includes(key)) continue;
    if (!WRITABLE.test(key) || SERVER_FIELDS.has(key)) {
      throw new HttpError(422, ETATDL_MESSAGES.fieldNotWritable(key));
    }
    if (JSON.stringify(value ?? null).length > FIELD_MAX_CHARS) {
      throw new HttpError(422, ETATDL_MESSAGES.fieldTooLong(key));
    }
  }
}

export async function unlockedFor(
  ctx: HandlerContext,
  line: LineRow,
  user: UserRow,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('condition_unlocks')
    .select('until')
    .where('line_id', '=', line.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return isConditionUnlocked(
    row ? { recordId: String(line.id), until: row.until.getTime() } : null,
    line.id,
    ctx.now().getTime(),
  );
}

/** Photos of one leg in the item's photo folder (`DEPART_001.jpg`…). */
export async function legPhotos(
  ctx: HandlerContext,
  contract: unknown,
  registration: unknown,
  leg: string,
) {
  const folder = conditionPhotoFolder(contract, registration);
  if (!folder) return [];
  const files = await ctx.files.list(folder);
  return files.filter((f) => baseName(f.path).startsWith(`${leg}_`));
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The versioned write of a line's data; 409 when someone saved it since it was read. */
export async function writeLine(
  ctx: HandlerContext,
  line: LineRow,
  data: JsonObject,
): Promise<{ version: number }> {
  const updated = await ctx.db
    .updateTable('contract_lines')
    .set({ data: JSON.stringify(data), version: sql`version + 1` })
    .where('id', '=', line.id)
    .where('version', '=', line.version)
    .returning('version')
    .executeTakeFirst();
  if (!updated) {
    throw await unwrittenRefusal(
      () =>
        ctx.db
          .selectFrom('contract_lines')
          .select('id')
          .where('id', '=', line.id)
          .executeTakeFirst(),
      () => new HttpError(404, ETATDL_MESSAGES.recordNotFound(line.id)),
    );
  }
  return updated;
}

/** spec 3 §4.1 grouped status of a contract link, computed from its lines and stored. */
export async function storeGroupedState(db: Kysely<Database>, contractId: number) {
  const lines = await db
    .selectFrom('contract_lines')
    .select(['data'])
    .where('contract_id', '=', contractId)
    .execute();
  const grouped = groupedConditionStates(
    lines.map((l) => ({ ...l.data, CLD_LIEN: String(contractId) })),
  );
  const state = grouped.get(String(contractId)) ?? '0';
  await db
    .updateTable('contracts')
    .set({ data: sql`data || jsonb_build_object('CL_ETAT_DES_LIEUX', ${state}::text)` })
    .where('id', '=', contractId)
    .execute();
  return state;
}

// ---------------------------------------------------------------------------------------------
// Files.

/** A file sent as a data URL or plain base64: its bytes; 422 when it is neither. */
export function decodeFile(value: unknown): Buffer {
  const raw = typeof value === 'string' ? value.trim() : '';
  const comma = raw.startsWith('data:') ? raw.indexOf(',') : -1;
  if (raw.startsWith('data:') && (comma < 0 || !raw.slice(0, comma).endsWith(';base64'))) {
    throw new HttpError(422, ETATDL_MESSAGES.fileUnreadable);
  }
  const base64 = (comma >= 0 ? raw.slice(comma + 1) : raw).replace(/\s/g, '');
  if (base64 === '' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) {
    throw new HttpError(422, ETATDL_MESSAGES.fileUnreadable);
  }
  return Buffer.from(base64, 'base64');
}

/** A photo of a list: a data URL, or an object holding one (`content`, `data`, `base64`…). */
function photoContent(item: unknown): unknown {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null) {
    const o = item as Record<string, unknown>;
    return o.content ?? o.data ?? o.base64 ?? o.dataUrl ?? o.src ?? o.file ?? '';
  }
  return '';
}

export function decodePhoto(item: unknown, n: number): { bytes: Buffer; ext: 'png' | 'jpg' } {
  let bytes: Buffer;
  try {
    bytes = decodeFile(photoContent(item));
  } catch {
    throw new HttpError(422, ETATDL_MESSAGES.notAnImage(n));
  }
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(422, ETATDL_MESSAGES.photoTooLarge(n));
  const kind = conditionImageKind(bytes);
  if (!kind) throw new HttpError(422, ETATDL_MESSAGES.notAnImage(n));
  const tooLarge = imageSizeRefusal(bytes);
  if (tooLarge) throw new HttpError(422, imageSizeMessage(tooLarge, `La photo n° ${n}`));
  return { bytes, ext: kind === 'png' ? 'png' : 'jpg' };
}

export const isPdf = (bytes: Uint8Array) =>
  bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** A path of the condition check's files: normalised and under LOCATION/. */
function locationPath(path: string): string {
  const normal = normaliseFilePath(path);
  if (!normal.startsWith('LOCATION/')) throw new HttpError(422, ETATDL_MESSAGES.pathOutside);
  return normal;
}

// ---------------------------------------------------------------------------------------------
// Mail.

export const recipientsOf = (email: string | readonly string[]) =>
  (typeof email === 'string' ? [email] : [...email]).map((e) => e.trim()).filter(Boolean);

export function senderOf(agence: unknown): string {
  if (typeof agence === 'object' && agence !== null) {
    const mail = text((agence as Record<string, unknown>).ag_courriel);
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail)) return mail;
  }
  return DEFAULT_SENDER;
}

// ---------------------------------------------------------------------------------------------

async function otherUser(ctx: HandlerContext, token: string): Promise<UserRow> {
  const me = signedInUser(ctx);
  if (token === ctx.token) return me;
  const other = await resolveSession(ctx.db, token, {
    ttlHours: ctx.config.sessionTtlHours,
    now: ctx.now(),
  });
  if (!other) throw new HttpError(401, MESSAGES.session);
  return other;
}

/**
 * spec 3 §7.1 the condition check (`/api/etatdl/v1`), issue 14. The records are the rental lines
 * (`contract_lines`, CLD_ fields in `data`, `version`); every save goes through core's
 * `decideConditionSave` (§4.1) and `validateConditionSave` (§5), unlocks are per record and user
 * for CONDITION_UNLOCK_MS, photos live in the file store under core's photo folder and are judged
 * by content. `user_login` is in `signInVariants.ts`.
 */
export const etatdlHandlers = defineHandlers('etatdl', {
  // -- Lists ----------------------------------------------------------------------------------
  get_materials: materialsIn(null),
  get_depart_materials: materialsIn(['departure']),
  get_return_materials: materialsIn(['return']),
  get_returned_materials: materialsIn(['finished']),

  get_options: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('scope', '=', CONDITION_SCOPE)
      .orderBy('key')
      .execute();
    return list(
      rows.filter((r) => r.key !== 'day_to_hide').map((r) => ({ Key: r.key, Value: r.value })),
    );
  }),

  get_day_to_hide: read(async (ctx) => {
    const row = await ctx.db
      .selectFrom('settings')
      .select('value')
      .where('scope', '=', CONDITION_SCOPE)
      .where('key', '=', 'day_to_hide')
      .executeTakeFirst();
    return list([{ Key: 'day_to_hide', Value: row?.value ?? '[]' }]);
  }),

  get_headers_table: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('condition_list_headers')
      .selectAll()
      .orderBy('idx')
      .execute();
    return list(rows);
  }),

  get_default_form: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('condition_forms')
      .selectAll()
      .orderBy('family')
      .orderBy('sub_family')
      .execute();
    return list(rows.map(formRecord));
  }),

  get_default_form_values: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('condition_default_values')
      .selectAll()
      .orderBy('id')
      .execute();
    return list(
      rows.map((r) => ({
        id: r.id,
        CH_DESIGNATION: r.designation,
        CLD_SELECTION: r.selection,
        VALEUR_DEFAUT: r.default_value,
      })),
    );
  }),

  get_form_by_family: read(async (ctx, { family }) => {
    const rows = await ctx.db
      .selectFrom('condition_forms')
      .selectAll()
      .where('family', '=', family.trim())
      .where('sub_family', '=', '')
      .execute();
    return list(rows.map(formRecord));
  }),

  get_form_by_sub_family: read(async (ctx, { subFamily }) => {
    const rows = await ctx.db
      .selectFrom('condition_forms')
      .selectAll()
      .where('sub_family', '=', subFamily.trim())
      .execute();
    return list(rows.map(formRecord));
  }),

  get_form_special_data: read(async (ctx, { isRoot }) => {
    const user = signedInUser(ctx);
    const all = user.admin && (isRoot === true || isRoot === 1);
    return list(await customFields(ctx.db, !all));
  }),

  set_form_special_data: async (ctx, { data }) => {
    const key = Number(data.key);
    const updated = isIntegerKey(key)
      ? await ctx.db
          .updateTable('condition_custom_fields')
          .set({ show: data.show, version: sql`version + 1` })
          .where('id', '=', key)
          .returning(['id', 'version'])
          .executeTakeFirst()
      : undefined;
    if (!updated) throw new HttpError(404, ETATDL_MESSAGES.customFieldNotFound(data.key));
    return { recordId: updated.id, version: updated.version };
  },

  // -- Reference data -------------------------------------------------------------------------
  get_agency: read(async (ctx) => list(await agencyFieldData(ctx.db, false))),
  get_agency_soft: read(async (ctx) => list(await agencyFieldData(ctx.db, true))),

  get_societe_by_id: read(async (ctx, { id }) => {
    const row = await findCompany(ctx.db, id);
    return list([{ ...logoAsText(row.data), ID_Societe: row.id }]);
  }),

  get_societe_soft_by_id: read(async (ctx, { id }) => {
    const row = await findCompany(ctx.db, id);
    const data = Object.fromEntries(Object.entries(row.data).filter(([k]) => !/logo/i.test(k)));
    return list([{ ...data, ID_Societe: row.id }]);
  }),

  get_clients: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('clients')
      .selectAll()
      .orderBy('company_name')
      .orderBy('id')
      .execute();
    return list(
      rows.map((c) => ({
        ...c.data,
        id: c.id,
        CODE_CLIENT: c.code_client,
        SOCIETE: c.company_name,
      })),
    );
  }),

  get_clients_SS_by_id: read(async (ctx, { id }) => {
    const client = await findClient(ctx.db, id);
    return list([
      {
        ...client.data,
        id: client.id,
        CODE_CLIENT: client.code_client,
        SOCIETE: client.company_name,
      },
    ]);
  }),

  get_email_liste_by_id_client: read(async (ctx, { idClient }) => {
    const client = await findClient(ctx.db, idClient);
    const mails = text(client.data.CONTACT_MAIL_TOUS)
      .split('|')
      .map((m) => m.trim())
      .filter(Boolean);
    return list(mails.map((mail) => ({ mail })));
  }),

  get_parc: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('fleet')
      .select(['id', 'matricule', 'agency_id', 'data'])
      .orderBy('id')
      .execute();
    return list(rows.map(parcRecord));
  }),

  get_parcs: read(async (ctx, { matricule }) => {
    const row = await ctx.db
      .selectFrom('fleet')
      .select(['id', 'matricule', 'agency_id', 'data'])
      .where('matricule', '=', String(matricule).trim())
      .executeTakeFirst();
    if (!row) throw new HttpError(404, ETATDL_MESSAGES.equipmentNotFound(matricule));
    return list([parcRecord(row)]);
  }),

  // -- Saves ----------------------------------------------------------------------------------
  edit_material: async (ctx, { matricule, contrat, id, data, version }) => {
    const user = signedInUser(ctx);
    const line = await findLine(ctx.db, id);
    if (
      text(line.data.CLD_NUM_CONTRAT) !== text(contrat) ||
      text(line.data.CLD_MATRICULE) !== text(matricule)
    ) {
      throw new HttpError(422, ETATDL_MESSAGES.recordMismatch);
    }
    const request = saveKind(data);
    checkFields(data);
    if (version !== undefined && version !== line.version) {
      throw new HttpError(409, MESSAGES.staleRecord);
    }

    if (request.kind === 'delete') {
      if (conditionState(line.data) === 'waiting') throw new HttpError(409, M.waitingSync);
      const written = await writeLine(ctx, line, { ...line.data, ...controlsAfterDelete() });
      await ctx.db.deleteFrom('condition_unlocks').where('line_id', '=', line.id).execute();
      await storeGroupedState(ctx.db, line.contract_id);
      return { recordId: line.id, modId: written.version, version: written.version };
    }

    const unlocked = await unlockedFor(ctx, line, user);
    const leg = request.leg ?? conditionSaveLeg(conditionState(line.data), unlocked) ?? 'DEPART';
    const decision = decideConditionSave(line.data, leg, unlocked);
    if (!decision.ok) throw new HttpError(decision.status, decision.message);

    const options = await conditionOptions(ctx.db);
    const { CLD_CONTROLE_DEPART: _cd, CLD_CONTROLE_RETOUR: _cr, ...fields } = data;
    const merged: JsonObject = { ...line.data, ...fields, ...decision.controls };
    if ('CHECK_LIST_JSON_GESTION' in fields) {
      const sent = fields.CHECK_LIST_JSON_GESTION;
      if (typeof sent !== 'string' && !Array.isArray(sent)) {
        throw new HttpError(422, ETATDL_MESSAGES.checklistUnreadable);
      }
      if (typeof sent === 'string' && sent.trim() !== '') {
        try {
          JSON.parse(sent);
        } catch {
          throw new HttpError(422, ETATDL_MESSAGES.checklistUnreadable);
        }
      }
      checkChecklist(
        parseChecklist(sent),
        await predefinedChecklist(ctx.db, line.data),
        options.multipleSelection,
      );
      if (Array.isArray(sent)) merged.CHECK_LIST_JSON_GESTION = JSON.stringify(sent);
    }

    const check = validateConditionSave(leg, {
      values: merged,
      checklist: parseChecklist(merged.CHECK_LIST_JSON_GESTION),
      photoCount:
        options.nbrMinPhoto === null
          ? 0
          : (await legPhotos(ctx, line.data.CLD_NUM_CONTRAT, line.data.CLD_MATRICULE, leg)).length,
      customFields: await customFields(ctx.db, true),
      nbrMinPhoto: options.nbrMinPhoto,
    });
    if (!check.ok) throw new HttpError(422, check.message);

    merged.CLD_MODIFICATION = ctx.now().toISOString();
    const written = await writeLine(ctx, line, merged);
    await storeGroupedState(ctx.db, line.contract_id);
    return { recordId: line.id, modId: written.version, version: written.version };
  },

  set_client_state: async (ctx, { lien }) => {
    const id = Number(lien);
    const contract = isIntegerKey(id)
      ? await ctx.db.selectFrom('contracts').select('id').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!contract) throw new HttpError(404, ETATDL_MESSAGES.contractNotFound(lien));
    // The server computes the status from the lines it holds; the sent one is the page's view.
    const state = await storeGroupedState(ctx.db, contract.id);
    return { recordId: contract.id, state };
  },

  verif_root_mode_with_password: commitsItself(async (ctx, { token, password, id }) => {
    const user = await otherUser(ctx, token);
    const now = ctx.now();
    const line = id === undefined ? null : await findLine(ctx.db, id);
    const subject = loginSubject(user.login, user.id);
    await takeLoginAttempt(ctx.db, subject, ctx.ip, now);
    if (!(await verifyPassword(password, user.password_hash))) {
      return { valide: false, message: ETATDL_MESSAGES.wrongPassword };
    }
    await recordLoginSuccess(ctx.db, subject, ctx.ip);
    if (!line) return { valide: true };
    const unlock = grantConditionUnlock(line.id, now.getTime());
    const until = new Date(unlock.until);
    await ctx.db
      .insertInto('condition_unlocks')
      .values({ line_id: line.id, user_id: user.id, until })
      .onConflict((oc) => oc.columns(['line_id', 'user_id']).doUpdateSet({ until }))
      .execute();
    return { valide: true, id: line.id, until: until.toISOString() };
  }),

  creat_or_retour: async (ctx, { orId }) => {
    const line = await ctx.db
      .selectFrom('contract_lines')
      .select(['id', 'contract_id', 'data', 'version'])
      .where(sql<string>`data->>'CLD_OR_ID'`, '=', String(orId).trim())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!line) throw new HttpError(404, ETATDL_MESSAGES.workOrderNotFound(orId));
    if (!showsReturnWorkOrder(line.data)) {
      throw new HttpError(409, ETATDL_MESSAGES.workOrderNotReady);
    }
    if (text(line.data.CLD_OR_RETOUR_ENVOYE) !== '') {
      throw new HttpError(409, ETATDL_MESSAGES.workOrderSent);
    }
    const d = line.data;
    const info =
      typeof d.CLD_OR_INFO === 'object' && d.CLD_OR_INFO !== null
        ? Object.entries(d.CLD_OR_INFO as Record<string, unknown>).map(
            ([k, v]) => `${k} : ${text(v)}`,
          )
        : [];
    await ctx.mail.queue({
      mailbox: WORKSHOP,
      from: DEFAULT_SENDER,
      to: WORKSHOP,
      subject: `OR de retour ${text(orId)} : contrat ${text(d.CLD_NUM_CONTRAT)}, matricule ${text(d.CLD_MATRICULE)}`,
      text: [
        `Ordre de réparation de retour ${text(orId)}.`,
        `Contrat : ${text(d.CLD_NUM_CONTRAT)}`,
        `Matricule : ${text(d.CLD_MATRICULE)} (${text(d.CLD_DESCRIPTION)})`,
        `Client : ${text(d.CLD_CLIENT_RAISON_SOCIALE)}`,
        `Caractéristiques : ${text(d.CLD_CARA_MATERIEL)}`,
        `Commentaire de retour : ${text(d.CLD_COMMENTAIRE_TECH_RETOUR) || text(d.CLD_COMMENTAIRE_RETOUR)}`,
        ...info,
      ].join('\n'),
    });
    const written = await writeLine(ctx, line, {
      ...d,
      CLD_OR_RETOUR_ENVOYE: ctx.now().toISOString(),
    });
    return { recordId: line.id, version: written.version };
  },

  // -- Photos and files -----------------------------------------------------------------------
  set_photos: async (ctx, { contrat, matricule, fileList, type }) => {
    await findLineByItem(ctx.db, contrat, matricule);
    const folder = conditionPhotoFolder(contrat, matricule);
    if (!folder) throw new HttpError(422, MESSAGES.invalidPath);
    const photos = fileList.map((item, i) => decodePhoto(item, i + 1));
    const existing = await legPhotos(ctx, contrat, matricule, type);
    const { nbrMaxPhoto } = await conditionOptions(ctx.db);
    if (nbrMaxPhoto !== null && existing.length + photos.length > nbrMaxPhoto) {
      throw new HttpError(422, M.maximumPhotos(nbrMaxPhoto));
    }
    let next =
      existing.reduce((max, f) => {
        const n = Number(/_(\d+)\.\w+$/.exec(baseName(f.path))?.[1] ?? 0);
        return Math.max(max, n);
      }, 0) + 1;
    const paths: string[] = [];
    for (const photo of photos) {
      const path = `${folder}${type}_${String(next++).padStart(3, '0')}.${photo.ext}`;
      await ctx.files.put(path, photo.bytes);
      paths.push(path);
    }
    return { paths };
  },

  get_photos: read(async (ctx, { contrat, matricule, type }) => {
    await findLineByItem(ctx.db, contrat, matricule);
    const files = await legPhotos(ctx, contrat, matricule, type);
    const photos = [];
    for (const f of files) {
      photos.push({
        name: baseName(f.path),
        path: f.path,
        server_modified: f.modifiedAt.toISOString(),
        tags: await readPhotoTags(ctx.files, f.path),
      });
    }
    return { photos };
  }),

  photo_exite: read(async (ctx, { path }) => ({
    exist: await ctx.files.exists(locationPath(path)),
  })),

  photo_download: read(async (ctx, { path }) => ({
    fileBinary: (
      await readCheckedFile(ctx, locationPath(path), ETATDL_MESSAGES.photoNotFound)
    ).toString('base64'),
  })),

  photo_delete: async (ctx, { path }) => {
    const normal = locationPath(path);
    if (!normal.includes('/PHOTOS/') || !(await ctx.files.delete(normal))) {
      throw new HttpError(404, ETATDL_MESSAGES.photoNotFound);
    }
    await deletePhotoTags(ctx.files, normal);
    return {};
  },

  file_upload: async (ctx, { file, path }) => {
    const normal = locationPath(path);
    await refuseSignedDocument(ctx.db, normal);
    const bytes = decodeFile(file);
    if (bytes.length > FILE_MAX_BYTES) throw new HttpError(422, ETATDL_MESSAGES.fileTooLarge);
    const refusal = locationUploadRefusal(normal, bytes);
    if (refusal) throw new HttpError(422, LOCATION_UPLOAD_MESSAGES[refusal]);
    const tooLarge = conditionImageKind(bytes) ? imageSizeRefusal(bytes) : null;
    if (tooLarge) throw new HttpError(422, imageSizeMessage(tooLarge, 'L’image envoyée'));
    const info = await ctx.files.put(normal, bytes);
    return { path: info.path };
  },

  file_download: read(async (ctx, { contrat, matricule }) => {
    const folder = conditionPhotoFolder(contrat, matricule);
    const marker = conditionPdfName(contrat, matricule, 'X');
    if (!folder || !marker) throw new HttpError(404, ETATDL_MESSAGES.pdfNotFound);
    const prefix = marker.slice(0, -'X.pdf'.length);
    const itemFolder = folder.slice(0, -'PHOTOS/'.length);
    const pdfs = (await ctx.files.list(itemFolder))
      .filter((f) => {
        const name = baseName(f.path);
        return name.startsWith(prefix) && name.toLowerCase().endsWith('.pdf');
      })
      .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime());
    // A document the customer signed wins over any other PDF of the item, newer or not.
    const served = (await newestSignedDocument(ctx.db, itemFolder)) ?? pdfs[0]?.path;
    if (!served) throw new HttpError(404, ETATDL_MESSAGES.pdfNotFound);
    return {
      body: await readCheckedFile(ctx, served, ETATDL_MESSAGES.pdfNotFound),
      contentType: 'application/pdf',
      filename: baseName(served),
    };
  }),

  creat_tmp_pdf: async (ctx, { file }) => {
    const bytes = decodeFile(file);
    if (bytes.length > FILE_MAX_BYTES) throw new HttpError(422, ETATDL_MESSAGES.fileTooLarge);
    if (!isPdf(bytes)) throw new HttpError(422, ETATDL_MESSAGES.notAPdf);
    return createTemporaryPdf(ctx, bytes);
  },

  openPdf: read(async (ctx, { id }) => ({
    body: await readTemporaryPdf(ctx, id),
    contentType: 'application/pdf',
    filename: 'Etat_des_lieux.pdf',
  })),

  send_pdf_by_email: async (ctx, { email, pdf, contrat, agence, photos }) => {
    const pdfBytes = decodeFile(pdf);
    if (!isPdf(pdfBytes)) throw new HttpError(422, ETATDL_MESSAGES.notAPdf);
    const images = (photos ?? []).map((item, i) => decodePhoto(item, i + 1));
    const sender = senderOf(agence);
    const { savedSignature } = await conditionOptions(ctx.db);
    const attachments = [
      {
        filename: `Etat_des_lieux_${text(contrat)}.pdf`,
        contentType: 'application/pdf',
        content: pdfBytes.toString('base64'),
      },
      ...images.map((image, i) => ({
        filename: `photo_${i + 1}.${image.ext}`,
        contentType: image.ext === 'png' ? 'image/png' : 'image/jpeg',
        content: image.bytes.toString('base64'),
      })),
    ];
    const errorListe: string[] = [];
    for (const to of recipientsOf(email)) {
      try {
        await ctx.mail.queue({
          mailbox: sender,
          from: sender,
          to,
          cc: savedSignature !== '' ? savedSignature : undefined,
          subject: `État des lieux du contrat ${text(contrat)}`,
          text: `Bonjour,\n\nVeuillez trouver ci-joint l’état des lieux du contrat ${text(contrat)}.\n\nCordialement,\n${text(typeof agence === 'string' ? agence : (agence as Record<string, unknown> | undefined)?.ag_nom) || 'LocaSuite'}`,
          attachments,
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errorListe.push(to);
      }
    }
    return { errorListe };
  },

  send_alert_not_signed: async (ctx, { dataForm, username, type }) => {
    const options = await conditionOptions(ctx.db);
    if (!options.sendAlertNotSigned) throw new HttpError(409, ETATDL_MESSAGES.alertOff);
    const contract = text(dataForm.CLD_NUM_CONTRAT);
    const registration = text(dataForm.CLD_MATRICULE);
    if (contract === '' || registration === '') {
      throw new HttpError(422, ETATDL_MESSAGES.alertItemMissing);
    }
    const leg = text(type).toUpperCase() === 'RETOUR' ? 'retour' : 'départ';
    const to = options.savedSignature !== '' ? options.savedSignature : DEFAULT_SENDER;
    const errorListe: string[] = [];
    try {
      await ctx.mail.queue({
        mailbox: DEFAULT_SENDER,
        from: DEFAULT_SENDER,
        to,
        subject: `État des lieux non signé : contrat ${contract}, matricule ${registration}`,
        text: [
          `L’état des lieux de ${leg} du contrat ${contract} (matricule ${registration}) a été enregistré sans signature du client.`,
          `Client : ${text(dataForm.CLD_CLIENT_RAISON_SOCIALE)}`,
          `Contrôleur : ${text(dataForm[`CLD_CONTROLEUR_${leg === 'retour' ? 'RETOUR' : 'DEPART'}`]) || text(username)}`,
          `Enregistré par : ${text(username)}`,
        ].join('\n'),
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      errorListe.push(to);
    }
    return { errorListe };
  },

  // -- Users ----------------------------------------------------------------------------------
  get_user_info: read(async (ctx, { token }) => {
    const user = await otherUser(ctx, token);
    return list([userFieldData(user)]);
  }),

  edit_user_info: async (ctx, { token, user: changes }) => {
    const user = signedInUser(ctx);
    if (token !== ctx.token) throw new HttpError(403, ETATDL_MESSAGES.ownAccountOnly);
    const set: { display_name?: string; agency_id?: number | null } = {};
    if ('user_name' in changes) {
      const name = typeof changes.user_name === 'string' ? changes.user_name.trim() : '';
      if (name.length < 1 || name.length > 100) throw new HttpError(422, ETATDL_MESSAGES.userName);
      set.display_name = name;
    }
    const agency = changes.user_id_agence ?? changes.ID_Agence;
    if (agency !== undefined) {
      if (agency === null || agency === '') {
        set.agency_id = null;
      } else {
        const n = Number(agency);
        const found = isIntegerKey(n)
          ? await ctx.db.selectFrom('agencies').select('id').where('id', '=', n).executeTakeFirst()
          : undefined;
        if (!found) throw new HttpError(422, ETATDL_MESSAGES.unknownAgency(agency));
        set.agency_id = found.id;
      }
    }
    if (Object.keys(set).length > 0) {
      await ctx.db
        .updateTable('users')
        .set({ ...set, updated_at: ctx.now() })
        .where('id', '=', user.id)
        .execute();
    }
    return { recordId: user.id };
  },

  user_token_is_valide: read(async (ctx, { token }) => ({
    valide:
      (await resolveSession(ctx.db, token, {
        ttlHours: ctx.config.sessionTtlHours,
        now: ctx.now(),
      })) !== null,
  })),

  user_create_account: async (ctx, { user }) => {
    const created = await createUser(ctx.db, {
      login: user.user_email,
      email: user.user_email,
      password: user.user_password,
      applications: [CONDITION_SCOPE],
    });
    return { id: created.id };
  },
});

function parcRecord(row: { id: number; matricule: string; agency_id: number; data: JsonObject }) {
  return { ...row.data, ID: row.id, MATRICULE: row.matricule, ID_AGENCE: row.agency_id };
}

async function findCompany(db: Kysely<Database>, id: string | number) {
  const numeric = Number(id);
  const row = isIntegerKey(numeric)
    ? await db.selectFrom('companies').selectAll().where('id', '=', numeric).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, ETATDL_MESSAGES.companyNotFound(id));
  return row;
}

async function findClient(db: Kysely<Database>, id: string | number) {
  const numeric = Number(id);
  const row = isIntegerKey(numeric)
    ? await db.selectFrom('clients').selectAll().where('id', '=', numeric).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, ETATDL_MESSAGES.clientNotFound(id));
  return row;
}
