import {
  RDV_MESSAGES as M,
  agencyMapLink,
  rdvValide,
  slotTypeFields,
  slotTypeKeys,
  type SlotState,
  text,
} from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { list } from '../answers';
import {
  TYPE_FIELD,
  agenciesById,
  appointmentTypes,
  type AgencyRow,
  type ContractRow,
  type RdvType,
  type SlotRow,
} from './queries';

/** An agency's GPS as the page reads it: `latitude,longitude`, or empty. */
export const gps = (a: AgencyRow) =>
  a.latitude === null || a.longitude === null ? '' : `${a.latitude},${a.longitude}`;

/** spec 2 §3.2 Agency, as `get_agency_liste` answers it (its record, then the columns). */
export function agencyFieldData(a: AgencyRow) {
  return {
    ...a.data,
    PR_ID_AG: a.id,
    PR_NOM_AG: a.name,
    PR_VILLE_AG: a.city,
    WEB_LABEL: a.web_label,
    PR_COLOR: a.color,
    ADRESSE: a.address,
    GPS: gps(a),
    INDICATIONS: a.indications,
    AGENCE_MAP_LINK: agencyMapLink(gps(a)),
  };
}

/** The agency fields a slot carries on the wire (spec 2 §3.2 ADRESSE, AGENCE_MAP_LINK, …). */
function agencyFields(agency: AgencyRow | undefined) {
  return {
    ADRESSE: agency?.address ?? '',
    AGENCE_MAP_LINK: agency ? agencyMapLink(gps(agency)) : '',
    AGENCE_INDICATIONS: agency?.indications ?? '',
    AGENCE_NOM: agency?.name ?? '',
  };
}

/** Who booked a slot (spec 2 §4.2): names, client code, mail and phone. */
const bookingClient = (row: SlotRow) => ({
  NOM: row.last_name,
  PRENOM: row.first_name,
  CODE_CLIENT: row.client_code,
  MAIL: row.mail,
  NUMERO: row.phone,
});

/** spec 2 §3.2 Availability slot, as the page reads it (`key` and `version` are ours). */
function slotFieldData(row: SlotRow, agency: AgencyRow | undefined, types: readonly RdvType[]) {
  const extra = row.types.filter((k) => !types.some((t) => t.KEY === k));
  return {
    key: row.key,
    version: row.version,
    AGENCE: row.agency_id,
    VILLE: row.city,
    JOUR: row.day_ts,
    DEBUT: row.start_time,
    FIN: row.end_time,
    ...slotTypeFields(row.types, types),
    ...Object.fromEntries(extra.map((k) => [k, 1])),
    LIBRE: row.booked,
    RDV_VALIDE: rdvValide(row.rdv_valide),
    ...bookingClient(row),
    HEBDOMADAIRE: row.weekly,
    ID_HEBDOMADAIRE: row.series_id,
    COMMENTAIRE: row.comments,
    SUPPRIMER: 0,
    RESERVATION_NUM: row.reservation_num,
    VELO_TYPE: row.bike_type,
    MATRICULE: row.matricule,
    CONTRAT: row.contract,
    ...agencyFields(agency),
  };
}

/** The list answer of slot rows, each with its agency's fields and its appointment types. */
export async function answerSlots(db: Kysely<Database>, rows: readonly SlotRow[]) {
  const [agencies, types] = await Promise.all([agenciesById(db), appointmentTypes(db)]);
  return list(rows.map((r) => slotFieldData(r, agencies.get(r.agency_id), types)));
}

/** A slot row as core's slot rules read it (`decideSlotEdit`). */
export function slotState(row: SlotRow): SlotState {
  return {
    AGENCE: row.agency_id,
    VILLE: row.city,
    JOUR: row.day_ts,
    DEBUT: row.start_time,
    FIN: row.end_time,
    types: row.types,
    LIBRE: row.booked === 1 ? 1 : 0,
    RDV_VALIDE: rdvValide(row.rdv_valide),
    ...bookingClient(row),
    VELO_TYPE: row.bike_type,
    RESERVATION_NUM: row.reservation_num,
    CONTRAT: row.contract,
    MATRICULE: row.matricule,
    COMMENTAIRE: row.comments,
  };
}

/** The TYPE_ID fields of a payload: unknown keys are refused, the others read as 1 or not. */
export function typeFieldsOf(data: Readonly<Record<string, unknown>>, types: readonly RdvType[]) {
  const sent = Object.keys(data).filter((k) => TYPE_FIELD.test(k));
  const unknown = sent.filter((k) => !types.some((t) => t.KEY === k));
  if (unknown.length > 0) {
    throw new HttpError(
      422,
      M.unknownType(
        unknown,
        types.map((t) => t.KEY),
      ),
    );
  }
  return { sent, keys: slotTypeKeys(data, types) };
}

/** spec 2 §3.2 Client: SOCIETE, NOM, PRENOM, CONTACT_MAIL(1), CODE_CLIENT, TELEPHONE. */
export function clientFieldData(row: { code_client: string; company_name: string; data: object }) {
  const data = row.data as Record<string, unknown>;
  return {
    SOCIETE: text(data.SOCIETE ?? row.company_name),
    NOM: text(data.NOM),
    PRENOM: text(data.PRENOM),
    'CONTACT_MAIL(1)': text(data['CONTACT_MAIL(1)']),
    CODE_CLIENT: row.code_client,
    TELEPHONE: text(data.TELEPHONE),
    VILLE: text(data.VILLE),
    TYPE_CLIENT: text(data.TYPE_CLIENT),
  };
}

/**
 * spec 2 §3.2 Contract: one record per equipment line (N° Contrat Comp, N° Mat interne, N° CDE
 * Client, Descrip Materiel, and their Contrat Loc:: / LocdataS_:: twins).
 */
export async function contractRecords(db: Kysely<Database>, contracts: readonly ContractRow[]) {
  if (contracts.length === 0) return [];
  const lines = await db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data'])
    .where(
      'contract_id',
      'in',
      contracts.map((c) => c.id),
    )
    .orderBy('contract_id')
    .orderBy('id')
    .execute();
  const records: Record<string, unknown>[] = [];
  for (const c of contracts) {
    const own = lines.filter((l) => l.contract_id === c.id);
    const order = String(c.data.CL_REF_COMMANDE ?? '');
    const base = {
      ID: c.id,
      'N° Contrat Comp': c.num_contrat,
      'Contrat Loc::N° Contrat Comp': c.num_contrat,
      'N° CDE Client': order,
      'Contrat Loc::N° CDE Client': order,
      numero_reservation: String(c.data.numero_reservation ?? ''),
      CONTRAT_STATE: c.state ?? '',
      'Code client': String(c.data['Code client'] ?? ''),
    };
    if (own.length === 0) {
      records.push({ ...base, 'N° Mat interne': '', 'LocdataS_::N° Mat interne': '' });
      continue;
    }
    for (const line of own) {
      const matricule = String(line.data.CLD_MATRICULE ?? '');
      records.push({
        ...base,
        CLD_ID: line.id,
        'N° Mat interne': matricule,
        'LocdataS_::N° Mat interne': matricule,
        'Descrip Materiel': String(line.data.CLD_DESCRIPTION ?? ''),
      });
    }
  }
  return records;
}
