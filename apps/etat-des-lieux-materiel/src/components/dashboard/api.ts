import {
  calls,
  controlsAfterDelete,
  fieldRecords,
  inConditionScope,
  readConditionOptions,
  text,
} from '@locasuite/core';
import type { ConditionListRecord, ConditionOptions } from '@locasuite/core';
import type { EtatdlApi } from '../../api';
import { dashboardTexts as t } from '../../texts';

/** One column of the list table (spec 3 §3.4 list-table headers: header, label, idx, type). */
export interface ListHeader {
  readonly header: string;
  readonly label: string;
  readonly idx: number;
  readonly type: string;
}

/** The columns when the server lists none (a deployment without list-table headers). */
const DEFAULT_HEADERS: readonly ListHeader[] = [
  { idx: 0, header: 'CLD_NUM_CONTRAT', label: t.contract, type: 'text' },
  { idx: 1, header: 'CLD_MATRICULE', label: t.registration, type: 'text' },
  { idx: 2, header: 'CLD_CLIENT_RAISON_SOCIALE', label: t.columnCustomer, type: 'text' },
  { idx: 3, header: 'CLD_DATE_DEPART', label: t.columnDeparture, type: 'date' },
  { idx: 4, header: 'CLD_DATE_RETOUR', label: t.columnReturn, type: 'date' },
];

const isStateHeader = (h: ListHeader) => h.type === 'state' || h.header === 'STATE';

/**
 * The list's columns: the server's (spec 3 §3.4, by idx), else a default set; the state column
 * (spec 3 §4.1) last when the server's list has none, since every row shows its state.
 */
export function listColumns(headers: readonly ListHeader[]): ListHeader[] {
  const columns =
    headers.length > 0 ? [...headers].sort((a, b) => a.idx - b.idx) : [...DEFAULT_HEADERS];
  if (!columns.some(isStateHeader)) {
    columns.push({ idx: columns.length, header: 'STATE', label: t.columnState, type: 'state' });
  }
  return columns;
}

/**
 * A record's value for a column: its field, else the same field with or without the `CLD_`
 * prefix (spec 3 §3.1 names the fields without it; records written by the old client carry
 * `TECHNICIEN_DEPART` so).
 */
export function columnValue(record: ConditionListRecord, field: string): unknown {
  const value = record[field];
  if (text(value) !== '') return value;
  const other = field.startsWith('CLD_') ? field.slice(4) : `CLD_${field}`;
  return text(record[other]) !== '' ? record[other] : value;
}

/** An agency of the agency filter. */
export interface ListAgency {
  readonly id: string;
  readonly name: string;
}

/** Everything the dashboard shows, read in one go (spec 3 §2.1). */
export interface DashboardData {
  readonly records: readonly ConditionListRecord[];
  readonly headers: readonly ListHeader[];
  readonly options: ConditionOptions;
  readonly agencies: readonly ListAgency[];
}

/** The id, contract and registration of a record, as text. */
export function recordKey(record: ConditionListRecord): string {
  return text(record.CLD_IDEnreg);
}

/**
 * spec 3 §2.1, §7.1: the records (`get_materials`, scoped to bike families on
 * `/etat-des-lieux-velo`), the table headers, the options and the agencies.
 */
export async function loadDashboard(api: EtatdlApi, velo: boolean): Promise<DashboardData> {
  const [materials, headers, options, agencies] = await Promise.all([
    api.call(calls.etatdl.get_materials, {}),
    api.call(calls.etatdl.get_headers_table, {}),
    api.call(calls.etatdl.get_options, {}),
    api.call(calls.etatdl.get_agency_soft, {}),
  ]);
  return {
    records: fieldRecords(materials).filter((r) => inConditionScope(r, velo)),
    headers: listColumns(
      fieldRecords<Record<string, unknown>>(headers)
        .map((h) => ({
          header: text(h.header),
          label: text(h.label) || text(h.header),
          idx: Number(h.idx ?? 0),
          type: text(h.type),
        }))
        .filter((h) => h.header !== ''),
    ),
    options: readConditionOptions(fieldRecords(options)),
    agencies: fieldRecords(agencies)
      .map((a) => ({ id: text(a.ID_Agence), name: text(a.ag_nom) }))
      .filter((a) => a.id !== ''),
  };
}

/**
 * spec 3 §4.1 « Deleting an equipment record resets both controls to empty »: `edit_material`
 * with both controls empty and the version read, so a record saved meanwhile answers 409.
 */
export async function deleteRecord(api: EtatdlApi, record: ConditionListRecord): Promise<void> {
  const version = Number(record.version);
  await api.call(calls.etatdl.edit_material, {
    id: text(record.CLD_IDEnreg),
    contrat: text(record.CLD_NUM_CONTRAT),
    matricule: text(record.CLD_MATRICULE),
    data: { ...controlsAfterDelete() },
    ...(Number.isInteger(version) && version > 0 ? { version } : {}),
  });
}

/** The settings of « Modifier le formulaire » (spec 3 §2.3). */
export interface UserSettings {
  readonly userName: string;
  readonly agencyId: string;
}

/** A custom field definition (spec 3 §3.3) with its primary key. */
export interface CustomFieldRow {
  readonly key: string;
  readonly name: string;
  readonly labelDeparture: string;
  readonly labelReturn: string;
  readonly show: boolean;
}

/**
 * The dialog's data: the user's name and agency (`get_user_info`), the agencies, and for an admin
 * every custom field definition (`get_form_special_data` with isRoot).
 */
export async function loadSettings(
  api: EtatdlApi,
  admin: boolean,
): Promise<{
  readonly user: UserSettings;
  readonly agencies: readonly ListAgency[];
  readonly fields: readonly CustomFieldRow[];
}> {
  const [info, agencies, fields] = await Promise.all([
    api.call(calls.etatdl.get_user_info, {}),
    api.call(calls.etatdl.get_agency_soft, {}),
    admin ? api.call(calls.etatdl.get_form_special_data, { isRoot: true }) : Promise.resolve(null),
  ]);
  const user = fieldRecords<Record<string, unknown>>(info)[0] ?? {};
  return {
    user: { userName: text(user.user_name), agencyId: text(user.user_id_agence) },
    agencies: fieldRecords(agencies)
      .map((a) => ({ id: text(a.ID_Agence), name: text(a.ag_nom) }))
      .filter((a) => a.id !== ''),
    fields:
      fields === null
        ? []
        : fieldRecords<Record<string, unknown>>(fields).map((f) => ({
            key: text(f.key),
            name: text(f.name),
            labelDeparture: text(f.label_depart),
            labelReturn: text(f.label_retour),
            show: text(f.show) === '1',
          })),
  };
}

/**
 * « Mettre à jour » (spec 3 §2.3): the name and agency (`edit_user_info`), then each custom field
 * whose show toggle changed (`set_form_special_data`, admin only).
 */
export async function saveSettings(
  api: EtatdlApi,
  user: UserSettings,
  changedFields: readonly { readonly key: string; readonly show: boolean }[],
): Promise<void> {
  await api.call(calls.etatdl.edit_user_info, {
    user: { user_name: user.userName.trim(), user_id_agence: user.agencyId },
  });
  for (const field of changedFields) {
    await api.call(calls.etatdl.set_form_special_data, {
      data: { key: field.key, show: field.show ? 1 : 0 },
    });
  }
}
