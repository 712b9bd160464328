import {
  calls,
  fieldRecords,
  parseChecklist,
  readConditionOptions,
  type ChecklistLine,
  type ConditionLeg,
  type ConditionOptions,
  type CustomFieldDefinition,
  type ParkEquipment,
  text,
} from '@locasuite/core';
import type { EtatdlApi } from '../../api';
import { formTexts } from '../../texts';

const c = calls.etatdl;

export type ConditionRecord = Readonly<Record<string, unknown>>;

/** spec 3 §3.3 Custom field definition, as the form uses it. */
export interface CustomField extends CustomFieldDefinition {
  readonly key: string;
  readonly keyDepart: string;
  readonly keyRetour: string;
  readonly labelDepart: string;
  readonly labelRetour: string;
  readonly kind: 'text' | 'number' | 'date' | 'checkbox' | 'textarea';
}

/** spec 3 §3.4 Company and Agency, the fields the header shows. */
export interface HeaderInfo {
  readonly company: Readonly<Record<string, unknown>> | null;
  readonly agency: Readonly<Record<string, unknown>> | null;
  /** The two header logos (data URLs or base64), empty when none. */
  readonly logos: readonly string[];
}

/** spec 3 §3.1 EQUIPEMENTS: the equipment list (description and registration). */
export interface EquipmentItem {
  readonly description: string;
  readonly matricule: string;
}

/** Everything the form needs about one item, read once when it opens. */
export interface ConditionFormData {
  readonly record: ConditionRecord;
  readonly checklist: readonly ChecklistLine[];
  readonly options: ConditionOptions;
  readonly customFields: readonly CustomField[];
  readonly header: HeaderInfo;
  readonly park: readonly (ParkEquipment & Record<string, unknown>)[];
  /** Photos already stored per leg (spec 3 §5.1 rule 2, §5.2 rule 2). */
  readonly photoCounts: Readonly<Record<ConditionLeg, number>>;
}

export { text };

const KINDS = new Set(['text', 'number', 'date', 'checkbox', 'textarea']);

function readCustomField(raw: Readonly<Record<string, unknown>>): CustomField {
  const type = text(raw.type).toLowerCase();
  return {
    ...raw,
    key: text(raw.key) || text(raw.name),
    keyDepart: text(raw.key_depart),
    keyRetour: text(raw.key_retour),
    labelDepart: text(raw.label_depart) || text(raw.name),
    labelRetour: text(raw.label_retour) || text(raw.name),
    kind: (KINDS.has(type) ? type : 'text') as CustomField['kind'],
  };
}

/** Logo_JSON (`{ Logo_Base64, Logo_Base64_2 }`, as text or object) as image sources. */
function logosOf(company: Readonly<Record<string, unknown>> | null): string[] {
  if (!company) return [];
  let logo: unknown = company.Logo_JSON;
  if (typeof logo === 'string') {
    try {
      logo = JSON.parse(logo);
    } catch {
      logo = null;
    }
  }
  if (typeof logo !== 'object' || logo === null) return [];
  const o = logo as Record<string, unknown>;
  return [o.Logo_Base64, o.Logo_Base64_2]
    .map(text)
    .filter((v) => v !== '')
    .map((v) => (v.startsWith('data:') ? v : `data:image/png;base64,${v}`));
}

/** A photo list of the record (PHOTO_1 / PHOTO_2): a list, or JSON text of one. */
function storedPhotoCount(value: unknown): number {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = value.trim() === '' ? [] : JSON.parse(value);
    } catch {
      return 0;
    }
  }
  return Array.isArray(list) ? list.length : 0;
}

async function photoCount(
  api: EtatdlApi,
  record: ConditionRecord,
  leg: ConditionLeg,
): Promise<number> {
  const stored = storedPhotoCount(record[leg === 'DEPART' ? 'CLD_PHOTO_1' : 'CLD_PHOTO_2']);
  try {
    const answer = await api.call(c.get_photos, {
      contrat: text(record.CLD_NUM_CONTRAT),
      matricule: text(record.CLD_MATRICULE),
      type: leg,
    });
    return Math.max(stored, answer.photos.length);
  } catch {
    return stored;
  }
}

/** A refusal the form shows as its load failure (the item is not in the list). */
export class ConditionNotFound extends Error {}

/**
 * spec 3 §2.2, §7.1: the record of one contract and registration (`get_materials`), the options,
 * the custom fields shown, the company and agency of the header, the equipment park (search) and
 * the photos already stored.
 */
export async function loadConditionForm(
  api: EtatdlApi,
  contract: string,
  matricule: string,
): Promise<ConditionFormData> {
  const [materials, options, fields, agencies, park] = await Promise.all([
    api.call(c.get_materials, {}),
    api.call(c.get_options, {}),
    api.call(c.get_form_special_data, {}),
    api.call(c.get_agency, {}),
    api.call(c.get_parc, {}),
  ]);
  const record = fieldRecords(materials).find(
    (r) =>
      text(r.CLD_NUM_CONTRAT) === contract.trim() && text(r.CLD_MATRICULE) === matricule.trim(),
  );
  if (!record) throw new ConditionNotFound(formTexts.notFound(contract, matricule));
  const companyId = text(record.CLD_ID_SOCIETE);
  const [company, departurePhotos, returnPhotos] = await Promise.all([
    companyId === ''
      ? null
      : api
          .call(c.get_societe_by_id, { id: companyId })
          .then((answer) => fieldRecords(answer)[0] ?? null),
    photoCount(api, record, 'DEPART'),
    photoCount(api, record, 'RETOUR'),
  ]);
  const agency =
    fieldRecords(agencies).find((a) => text(a.ID_Agence) === text(record.CLD_ID_AGENCE)) ?? null;
  return {
    record,
    checklist: parseChecklist(record.CHECK_LIST_JSON_GESTION ?? record.CHECK_LIST_JSON),
    options: readConditionOptions(fieldRecords(options)),
    customFields: fieldRecords(fields).map(readCustomField),
    header: { company, agency, logos: logosOf(company) },
    park: fieldRecords(park),
    photoCounts: { DEPART: departurePhotos, RETOUR: returnPhotos },
  };
}

/**
 * spec 3 §2.2 unlock, §7.1 `verif_root_mode_with_password`: the server checks the password and
 * keeps the unlock for this record. Resolves to null when unlocked, else the refusal's text.
 */
export async function unlockCondition(
  api: EtatdlApi,
  record: ConditionRecord,
  password: string,
): Promise<string | null> {
  const answer = await api.call(c.verif_root_mode_with_password, {
    password,
    id: text(record.CLD_IDEnreg),
  });
  if (answer.valide) return null;
  const message = (answer as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : formTexts.unlock.text;
}
