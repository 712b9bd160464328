import {
  formDateToSaved,
  serializeChecklist,
  type ChecklistLine,
  type ToolRoute,
} from '@locasuite/core';
import { COMPANY_DOMAIN } from './buildOrganisation';
import type { Random } from './createRandom';
import { DAY } from './seedDates';
import type { ContractLineRow, FamilyRow, FieldData, SettingRow, SubFamilyRow } from './seedTypes';

/** The settings scope of the condition check's options (spec 3 §3.4 Key/Value, §6). */
export const CONDITION_SCOPE = 'etat-des-lieux-materiel' satisfies ToolRoute;

export interface ConditionFormRow {
  id: number;
  family: string;
  sub_family: string;
  checklist: FieldData[];
}

export interface ConditionDefaultValueRow {
  id: number;
  designation: string;
  selection: string;
  default_value: string;
}

export interface ConditionCustomFieldRow {
  id: number;
  name: string;
  show: number;
  mandatory: number;
  key_depart: string;
  key_retour: string;
  label_depart: string;
  label_retour: string;
  type: string;
}

export interface ConditionListHeaderRow {
  idx: number;
  header: string;
  label: string;
  type: string;
}

export interface ConditionChecksSeed {
  conditionForms: ConditionFormRow[];
  conditionDefaultValues: ConditionDefaultValueRow[];
  conditionCustomFields: ConditionCustomFieldRow[];
  conditionListHeaders: ConditionListHeaderRow[];
  /** Edit-mode unlocks: none at seed time. */
  conditionUnlocks: never[];
  /** Customers' signature links: none at seed time. */
  signatureRequests: never[];
}

type Line = readonly [designation: string, selection: string, departure: string];

const COMMON: readonly Line[] = [
  ['Propreté', 'Propre,Sale,Très sale', 'Propre'],
  ['Carrosserie', 'OK,Rayé,Abîmé', 'OK'],
  ['Documents de bord', 'Présents,Absents', 'Présents'],
  ['Clés', '', '1'],
];

const BY_FAMILY: Readonly<Record<string, readonly Line[]>> = {
  Terrassement: [
    ['Godet', 'OK,Usé,Abîmé', 'OK'],
    ['Chenilles ou pneus', 'OK,Usé,Abîmé', 'OK'],
    ['Flexibles', 'OK,Fuite', 'OK'],
    ['Gyrophare', 'OK,HS', 'OK'],
  ],
  Élévation: [
    ['Harnais', '', '2'],
    ['Commandes de la nacelle', 'OK,HS', 'OK'],
    ['Garde-corps', 'OK,Abîmé', 'OK'],
    ['Batterie', 'Chargée,Faible,HS', 'Chargée'],
  ],
  Compactage: [
    ['Semelle ou bille', 'OK,Usé,Abîmé', 'OK'],
    ['Poignée', 'OK,Abîmé', 'OK'],
  ],
  Énergie: [
    ['Prises', 'OK,HS', 'OK'],
    ['Câble de raccordement', '', '1'],
  ],
  Vélo: [
    ['Cadre', 'OK,Rayé,Abîmé', 'OK'],
    ['Freins', 'OK,À régler,HS', 'OK'],
    ['Batterie', 'Chargée,Faible,HS', 'Chargée'],
    ['Éclairage', 'Avant,Arrière', 'Avant,Arrière'],
    ['Antivol', '', '1'],
    ['Casque', '', '1'],
  ],
};

/** Sub-families with a checklist of their own, on top of their family's (spec 3 §7.1). */
const BY_SUB_FAMILY: Readonly<Record<string, readonly Line[]>> = {
  'Nacelle articulée 16 m': [['Panier', 'OK,Rayé,Abîmé', 'OK']],
  'Vélo cargo': [['Caisse de transport', 'OK,Rayé,Abîmé', 'OK']],
};

const RETURN_VARIANTS: Readonly<Record<string, string>> = {
  Propre: 'Sale',
  OK: 'Rayé',
  Chargée: 'Faible',
};

function checklistOf(lines: readonly Line[]): ChecklistLine[] {
  return lines.map(([designation, selection], id) => ({
    id,
    CH_DESIGNATION: designation,
    CLD_SELECTION: selection,
    CLD_QTE_DEPART: '',
    CLD_QTE_RETOUR: '',
  }));
}

/** A predefined checklist as stored: no value on either leg yet. */
const formLines = (lines: readonly Line[]): FieldData[] =>
  lines.map(([designation, selection], id) => ({
    id,
    CH_DESIGNATION: designation,
    CLD_SELECTION: selection,
    CLD_QTE_DEPART: '',
    CLD_QTE_RETOUR: '',
  }));

const asValue = (text: string): string | string[] => (text.includes(',') ? text.split(',') : text);

/** spec 3 §3.3: one custom field of each type. */
const CUSTOM_FIELDS: readonly ConditionCustomFieldRow[] = [
  {
    id: 1,
    name: 'Chantier',
    show: 1,
    mandatory: 0,
    key_depart: 'CLD_CHAMP_CHANTIER_DEPART',
    key_retour: 'CLD_CHAMP_CHANTIER_RETOUR',
    label_depart: 'Chantier de livraison',
    label_retour: 'Chantier de reprise',
    type: 'text',
  },
  {
    id: 2,
    name: 'Compteur de levées',
    show: 1,
    mandatory: 0,
    key_depart: 'CLD_CHAMP_LEVEES_DEPART',
    key_retour: 'CLD_CHAMP_LEVEES_RETOUR',
    label_depart: 'Levées au départ',
    label_retour: 'Levées au retour',
    type: 'number',
  },
  {
    id: 3,
    name: 'Prochaine vérification',
    show: 1,
    mandatory: 0,
    key_depart: 'CLD_CHAMP_VGP_DEPART',
    key_retour: '',
    label_depart: 'Prochaine vérification périodique',
    label_retour: '',
    type: 'date',
  },
  {
    id: 4,
    name: 'Plein fait',
    show: 1,
    mandatory: 0,
    key_depart: 'CLD_CHAMP_PLEIN_DEPART',
    key_retour: 'CLD_CHAMP_PLEIN_RETOUR',
    label_depart: 'Plein fait au départ',
    label_retour: 'Plein fait au retour',
    type: 'checkbox',
  },
  {
    id: 5,
    name: 'Remarques de sécurité',
    show: 1,
    mandatory: 0,
    key_depart: 'CLD_CHAMP_SECURITE_DEPART',
    key_retour: 'CLD_CHAMP_SECURITE_RETOUR',
    label_depart: 'Consignes de sécurité données',
    label_retour: 'Incidents signalés',
    type: 'textarea',
  },
  {
    id: 6,
    name: 'Numéro de bon de commande',
    show: 0,
    mandatory: 0,
    key_depart: 'CLD_CHAMP_BON_DEPART',
    key_retour: '',
    label_depart: 'Bon de commande',
    label_retour: '',
    type: 'text',
  },
];

/** spec 3 §3.4 list-table headers (header, label, idx, type). */
const HEADERS: readonly ConditionListHeaderRow[] = [
  { idx: 0, header: 'CLD_NUM_CONTRAT', label: 'Contrat', type: 'text' },
  { idx: 1, header: 'CLD_MATRICULE', label: 'Matricule', type: 'text' },
  { idx: 2, header: 'CLD_DESCRIPTION', label: 'Désignation', type: 'text' },
  { idx: 3, header: 'CLD_CLIENT_RAISON_SOCIALE', label: 'Client', type: 'text' },
  { idx: 4, header: 'CLD_DATE_DEPART', label: 'Date de départ', type: 'date' },
  { idx: 5, header: 'CLD_DATE_RETOUR', label: 'Date de retour', type: 'date' },
  { idx: 6, header: 'CLD_TECHNICIEN_DEPART', label: 'Technicien', type: 'text' },
  { idx: 7, header: 'STATE', label: 'État', type: 'state' },
];

/** spec 3 §6 options, as Key/Value settings rows. */
export function conditionOptionSettings(): SettingRow[] {
  const options: Record<string, string> = {
    showCategory: '1',
    drawInObservation: '1',
    multipleSelection: '1',
    showErrorInContrat: '1',
    setSignataire: '1',
    showSignByMail: '1',
    sendAlertNotSigned: '1',
    savedSignature: `etats-des-lieux@${COMPANY_DOMAIN}`,
    showOnlyToday: '0',
    nbrMinPhoto: '0',
    nbrMaxPhoto: '8',
  };
  return Object.entries(options).map(([key, value]) => ({ scope: CONDITION_SCOPE, key, value }));
}

export interface ConditionChecksInput {
  readonly random: Random;
  readonly reference: number;
  readonly families: readonly FamilyRow[];
  readonly subFamilies: readonly SubFamilyRow[];
  readonly contractLines: readonly ContractLineRow[];
  readonly technicians: readonly string[];
}

/**
 * The condition check's data (spec 3 §3, issue 14): a checklist per family and for a few
 * sub-families, the default values, custom fields of every type, the dashboard headers, and the
 * rental lines of the month around the reference filled as a technician would have: finished
 * lines with both legs (a few with return differences), lines out with their departure, lines
 * leaving soon with their empty checklist. Returns the lines with those fields added.
 */
export function buildConditionChecks(input: ConditionChecksInput): ConditionChecksSeed & {
  contractLines: ContractLineRow[];
} {
  const { random, reference } = input;
  const linesOf = (family: string, subFamily = ''): readonly Line[] =>
    subFamily === ''
      ? [...COMMON, ...(BY_FAMILY[family] ?? [])]
      : [...COMMON, ...(BY_FAMILY[family] ?? []), ...(BY_SUB_FAMILY[subFamily] ?? [])];

  const conditionForms: ConditionFormRow[] = [];
  for (const family of input.families) {
    conditionForms.push({
      id: conditionForms.length + 1,
      family: family.name,
      sub_family: '',
      checklist: formLines(linesOf(family.name)),
    });
  }
  for (const sub of input.subFamilies) {
    const family = input.families.find((f) => f.id === sub.family_id);
    if (!family || !BY_SUB_FAMILY[sub.name]) continue;
    conditionForms.push({
      id: conditionForms.length + 1,
      family: family.name,
      sub_family: sub.name,
      checklist: formLines(linesOf(family.name, sub.name)),
    });
  }

  const seen = new Set<string>();
  const conditionDefaultValues: ConditionDefaultValueRow[] = [];
  for (const [designation, selection, value] of [
    ...COMMON,
    ...Object.values(BY_FAMILY).flat(),
    ...Object.values(BY_SUB_FAMILY).flat(),
  ]) {
    if (seen.has(designation)) continue;
    seen.add(designation);
    conditionDefaultValues.push({
      id: conditionDefaultValues.length + 1,
      designation,
      selection,
      default_value: value,
    });
  }

  const contractLines = input.contractLines.map((line) => {
    if (line.start_ts < reference - 30 * DAY || line.start_ts > reference + 7 * DAY) return line;
    const d = line.data;
    const cd = String(d.CLD_CONTROLE_DEPART ?? '');
    const cr = String(d.CLD_CONTROLE_RETOUR ?? '');
    if (cd === '') return line;
    const lines = linesOf(String(d.CLD_FAMILLE ?? ''), String(d.CLD_SOUS_FAMILLE ?? ''));
    const damaged = random.chance(0.3);
    const checklist = checklistOf(lines).map((l, i) => {
      const departure = cd === '1' ? asValue(lines[i]?.[2] ?? '') : '';
      // A damaged return keeps to the line's allowed values (CLD_SELECTION, spec 3 §3.2), as
      // the form would: « Rayé » where it is allowed, else another allowed value than departure's.
      const allowed = String(lines[i]?.[1] ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      const wanted = typeof departure === 'string' ? (RETURN_VARIANTS[departure] ?? departure) : '';
      const variant =
        !damaged || typeof departure !== 'string'
          ? ''
          : allowed.length === 0 || allowed.includes(wanted)
            ? wanted
            : (allowed.find((v) => v !== departure) ?? wanted);
      const ret = cr === '1' ? (variant !== '' && random.chance(0.3) ? variant : departure) : '';
      return { ...l, CLD_QTE_DEPART: departure, CLD_QTE_RETOUR: ret };
    });
    const km = random.int(10, 4000) * 10;
    const hours = random.int(50, 3000);
    const extra: FieldData = {
      CHECK_LIST_JSON: serializeChecklist(checklistOf(lines)),
      CHECK_LIST_JSON_GESTION: serializeChecklist(checklist),
      TECHNICIEN_DEPART: random.pick(input.technicians),
      CLD_TECHNICIEN_DEPART: random.pick(input.technicians),
      CLD_EQUIPEMENTS: [],
      CLD_OR_INFO: {},
      CLD_OR_ID: '',
      CLD_CARA_MATERIEL: '',
      CLD_ERREUR: '0',
      CLD_MODIFICATION: '',
      CLD_COMMENTAIRE_TECH_DEPART: '',
      CLD_COMMENTAIRE_TECH_RETOUR: '',
    };
    if (cd === '1') {
      Object.assign(extra, {
        CLD_DATE_DEPART_VALIDATION: formDateToSaved(
          new Date(line.start_ts).toISOString().slice(0, 10),
        ),
        CLD_KILOMETRE_DEPART: String(km),
        CLD_HORAMETRE_DEPART: String(hours),
        CLD_NIVEAU_GAS_DEPART: '8',
        CLD_NIVEAU_ADBLUE_DEPART: '8',
        CLD_SIGNATURE_DEPART: '',
        CLD_FLAG_SIGNATAIRE_DEPART: '1',
        CLD_CHAMP_CHANTIER_DEPART: String(d.CLD_VILLE_LIV ?? '') || String(d.CLD_CLIENT_VILLE),
        CLD_CHAMP_LEVEES_DEPART: String(random.int(0, 900)),
        CLD_CHAMP_VGP_DEPART: formDateToSaved(
          new Date(reference + random.int(30, 180) * DAY).toISOString().slice(0, 10),
        ),
        CLD_CHAMP_PLEIN_DEPART: random.chance(0.7) ? '1' : '0',
        CLD_CHAMP_SECURITE_DEPART: 'Port du harnais rappelé.',
      });
    }
    if (cr === '1') {
      Object.assign(extra, {
        CLD_DATE_RETOUR_VALIDATION: formDateToSaved(
          new Date(line.end_ts).toISOString().slice(0, 10),
        ),
        CLD_KILOMETRE_RETOUR: String(km + random.int(0, 600)),
        CLD_HORAMETRE_RETOUR: String(hours + random.int(0, 60)),
        CLD_NIVEAU_GAS_RETOUR: String(random.int(2, 8)),
        CLD_NIVEAU_ADBLUE_RETOUR: String(random.int(4, 8)),
        CLD_SIGNATURE_RETOUR: '',
        CLD_FLAG_SIGNATAIRE_RETOUR: '1',
        CLD_CHAMP_CHANTIER_RETOUR: extra.CLD_CHAMP_CHANTIER_DEPART ?? '',
        CLD_CHAMP_LEVEES_RETOUR: String(random.int(900, 1200)),
        CLD_CHAMP_PLEIN_RETOUR: random.chance(0.5) ? '1' : '0',
        CLD_CHAMP_SECURITE_RETOUR: '',
        // A few finished returns carry a return work order (spec 3 §2.2 'Envoyer or de retour').
        ...(damaged
          ? { CLD_OR_ID: `OR-${line.id}`, CLD_CARA_MATERIEL: 'Contrôle après dommage' }
          : {}),
      });
    }
    return { ...line, data: { ...d, ...extra } };
  });

  return {
    conditionForms,
    conditionDefaultValues,
    conditionCustomFields: CUSTOM_FIELDS.map((f) => ({ ...f })),
    conditionListHeaders: HEADERS.map((h) => ({ ...h })),
    conditionUnlocks: [],
    signatureRequests: [],
    contractLines,
  };
}
