import { frenchDayOfWire, text } from '@locasuite/core';
import type { WizardGrid } from '@locasuite/core';

type Row = Readonly<Record<string, unknown>>;

/** spec 4 §3.4 a contract, as the screens read it (the record kept whole for `update_contrat`). */
export interface Contract {
  readonly id: string;
  readonly number: string;
  readonly reservation: string;
  readonly clientCode: string;
  readonly clientId: string;
  readonly company: string;
  readonly rentalType: string;
  /** `MM/DD/YYYY` as the server wrote it. */
  readonly start: string;
  readonly end: string;
  readonly agency: string;
  readonly agencyId: string;
  readonly total: string;
  readonly advance: string;
  readonly depositAsked: string;
  readonly depositPaid: string;
  readonly depositState: string;
  readonly depositType: string;
  readonly payment: string;
  readonly invoiceNumber: string;
  readonly closed: boolean;
  /** The version seen (ours): an edit carries it, a stale one is refused 409. */
  readonly version: number | undefined;
  readonly record: Row;
}

/** The record's version (ours, a whole number from 1), undefined when it has none. */
export function versionOf(row: Row): number | undefined {
  const value = Number(row.version ?? row.modId);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** The first entry of a portal-like list field (`caution_multiple`), or the flat `a::b` field. */
function portalField(row: Row, portal: string, field: string): string {
  const flat = text(row[`${portal}::${field}`]);
  if (flat !== '') return flat;
  const list = row[portal];
  const first = Array.isArray(list) ? (list[0] as Row | undefined) : undefined;
  return first ? text(first[field]) : '';
}

export function readContract(row: Row): Contract {
  return {
    id: text(row.ID),
    number: text(row['N° Contrat Comp']),
    reservation: text(row.numero_reservation),
    clientCode: text(row['Code client']),
    clientId: text(row.ID_client),
    company: text(row.Societe),
    rentalType: text(row['LocdataS_::ID_Grille_nom']),
    start: text(row['LocdataS_::Date Debut Loc']),
    end: text(row['LocdataS_::Date retour']),
    agency: text(row.Lieu_retrait_nom),
    agencyId: text(row.ID_LIEU_RETRAIT ?? row.ID_Agence),
    total: text(row['Prix Location Total_TTC']),
    advance: text(row.Acompte_final),
    depositAsked: text(row.Caution_montant_saisie),
    depositPaid: portalField(row, 'caution_multiple', 'caution_texte'),
    depositState: portalField(row, 'caution_multiple', 'etat_caution'),
    depositType: portalField(row, 'caution_multiple', 'type_caution'),
    payment: text(row.reglement_mode_prevu),
    invoiceNumber: text(row['N° FACT Comp']),
    closed: text(row.Cloture) === '1',
    version: versionOf(row),
    record: row,
  };
}

/** spec 4 §2.3 « List sorted by ID descending ». */
export function byIdDescending(a: Contract, b: Contract): number {
  const x = Number(a.id);
  const y = Number(b.id);
  if (Number.isFinite(x) && Number.isFinite(y)) return y - x;
  return b.id.localeCompare(a.id);
}

/** The list's search: case-insensitive over the shown columns. */
export function contractMatches(contract: Contract, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return [
    contract.number,
    contract.reservation,
    contract.company,
    contract.clientCode,
    contract.rentalType,
    frenchDayOfWire(contract.start),
    frenchDayOfWire(contract.end),
  ].some((value) => value.toLowerCase().includes(wanted));
}

/** spec 4 §3.5 a contract equipment line. */
export interface ContractLine {
  readonly id: string;
  readonly webId: string;
  readonly number: string;
  readonly matricule: string;
  readonly description: string;
  readonly subFamily: string;
  readonly grid: string;
  readonly tariff: string;
  /** An empty status reads En attente (spec 4 §4.2). */
  readonly status: string;
  readonly start: string;
  readonly end: string;
  readonly controlOut: string;
  readonly controlBack: string;
  readonly version: number | undefined;
}

export function readLine(row: Row): ContractLine {
  return {
    id: text(row.CLD_ID_CONTRAT_LOC_DATA),
    webId: text(row.CLD_ID_WEB),
    number: text(row.CLD_NUM_CONTRAT),
    matricule: text(row.CLD_MATRICULE),
    description: text(row.CLD_DESCRIPTION),
    subFamily: text(row.CLD_SOUS_FAMILLE),
    grid: text(row.CLD_GRILLE_NOM ?? row.CLD_ID_DUREE_LOCATION),
    tariff: text(row.CLD_TARIF),
    status: text(row.CLD_STATUT) || 'En attente',
    start: text(row.CLD_DATE_DEPART),
    end: text(row.CLD_DATE_RETOUR),
    controlOut: text(row.CLD_CONTROLE_DEPART),
    controlBack: text(row.CLD_CONTROLE_RETOUR),
    version: versionOf(row),
  };
}

/** spec 4 §3.7 Family: Nom_Famille_Principale, WEB_NOM_FAMILLE. */
export interface Family {
  readonly name: string;
  readonly webName: string;
}
export const readFamily = (row: Row): Family => ({
  name: text(row.Nom_Famille_Principale),
  webName: text(row.WEB_NOM_FAMILLE) || text(row.Nom_Famille_Principale),
});

/** spec 4 §3.6 a tariff grid (with the wizard's libelle, duree, unite). */
export function readGrid(row: Row): WizardGrid {
  const t2 = row.T2_Tarif;
  return {
    id: text(row.ID_Grille),
    name: text(row.Nom_Grille),
    label: text(row.libelle) || text(row.Nom_Grille),
    t1: Number(row.T1_Tarif ?? 0),
    t2: t2 === undefined || t2 === null || text(t2) === '' ? null : Number(t2),
    fullLabel: text(row.libelle_plein),
    reducedLabel: text(row.libelle_reduit),
    duration: Number(row.duree ?? 0),
    unit: text(row.unite),
  };
}

/** spec 4 §3.7 Sub-family: Nom_Genre_Machine, 'Famille Parc'; portal CAT_Tarif_GM_id. */
export interface SubFamily {
  readonly name: string;
  readonly family: string;
  readonly grids: readonly WizardGrid[];
}
export function readSubFamily(row: Row): SubFamily {
  const portal = row.CAT_Tarif_GM_id;
  const grids = Array.isArray(portal)
    ? (portal as Row[]).map((g) => readGrid(g.fieldData ? (g.fieldData as Row) : g))
    : [];
  return { name: text(row.Nom_Genre_Machine), family: text(row['Famille Parc']), grids };
}

/** spec 4 §3.7 Equipment (parc): MATRICULE, MATRICULE_UID, SOUS_FAMILLE, FAMILLE, … */
export interface Equipment {
  readonly matricule: string;
  readonly uid: string;
  readonly subFamily: string;
  readonly family: string;
  readonly label: string;
}
export const readEquipment = (row: Row): Equipment => ({
  matricule: text(row.MATRICULE),
  uid: text(row.MATRICULE_UID) || text(row.MATRICULE),
  subFamily: text(row.SOUS_FAMILLE),
  family: text(row.FAMILLE),
  label: [text(row.MARQUE), text(row.NUMERO_SERIE)].filter((v) => v !== '').join(' — '),
});

/** A choice of a list (agencies, pick-up places, options): what is sent and what is shown. */
export interface Choice {
  readonly id: string;
  readonly name: string;
}

/** spec 4 §3.7 Client (read): SOCIETE, ADRESSE, VILLE, CODE_POSTAL, TELEPHONE, CONTACT_MAIL(1), ID_WEB, id. */
export interface Client {
  readonly id: string;
  readonly webId: string;
  readonly company: string;
  readonly address: string;
  readonly city: string;
  readonly zip: string;
  readonly phone: string;
  readonly mail: string;
  readonly record: Row;
}
export const readClient = (row: Row): Client => ({
  id: text(row.id ?? row.ID),
  webId: text(row.ID_WEB),
  company: text(row.SOCIETE),
  address: text(row.ADRESSE),
  city: text(row.VILLE),
  zip: text(row.CODE_POSTAL),
  phone: text(row.TELEPHONE),
  mail: text(row['CONTACT_MAIL(1)']),
  record: row,
});

/** spec 4 §3.6 a supporting-document type: nom, libelle. */
export interface DocumentType {
  readonly name: string;
  readonly label: string;
  /** The sub-families that ask for it (`get_contrat_informations`); none: every one. */
  readonly subFamilies: readonly string[];
}
export const readDocumentType = (row: Row): DocumentType => ({
  name: text(row.nom),
  label: text(row.libelle) || text(row.nom),
  subFamilies: text(row.sous_familles)
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== ''),
});

/** An option's JSON value (spec 4 §3.6: name and JSON value) as a list of texts. */
export function optionList(value: unknown): string[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      parsed = value.split(/[|,]/);
    }
  }
  return Array.isArray(parsed) ? parsed.map(text).filter((v) => v !== '') : [];
}
