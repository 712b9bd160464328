import {
  SAV_REPORT_EMPTY_VALUES,
  SAV_STATUS,
  parseIsoDay,
  parseWireDay,
  splitDeliveryPostcode,
  text,
  toIsoDay,
  toWireDay,
} from '@locasuite/core';
import type { SavLine, SavReportValues, SavTimeSlot } from '@locasuite/core';
import type { SavReport } from '../../api';

/** spec 4 §5, §9 « Photos resized to 750 by 750 pixels ». */
export const SAV_PHOTO_BOX = 750;

/** The report's text fields the form keeps beyond core's values: the client's and the machine's. */
const EXTRA_FIELDS = [
  'N° RAP COMP',
  'societeliv',
  'adliv',
  'compadliv',
  'villeliv',
  'CODE_POSTAL_LIV',
  'Telephone',
  'CONTACT_MAIL_TOUS',
  'num_contrat',
  'retour',
  'MARQUE MACHINE',
  'TYPE MACHINE',
  'sous_famille',
  'N° serie constr',
] as const;
type ExtraField = (typeof EXTRA_FIELDS)[number];

/** The form's values: core's (spec 4 §3.1, with their formats) and the client's and machine's. */
export type ReportFormValues = SavReportValues & Record<ExtraField, string>;

/** A checklist entry (spec 4 §3.1 Check_liste). */
export interface CheckEntry {
  readonly CH_DESIGNATION: string;
  readonly CH_ETAT: string;
  readonly CH_OLD_ETAT?: string;
}

/** A spare-part line as the form keeps it (spec 4 §3.2): its id made on the device. */
export type FormLine = SavLine;

/** A photo taken in the form and not yet stored. */
export interface NewPhoto {
  readonly key: string;
  readonly dataUrl: string;
}

/** What the form keeps besides its text values. */
export interface ReportLists {
  readonly checklist: readonly CheckEntry[];
  readonly slots: readonly SavTimeSlot[];
  readonly lines: readonly FormLine[];
}

/** An id made on this device (a report's link, a line's id): a replay sends the same one. */
export function deviceId(): string {
  return crypto.randomUUID();
}

const EMPTY_EXTRA = Object.fromEntries(EXTRA_FIELDS.map((k) => [k, ''])) as Record<
  ExtraField,
  string
>;

/** A new report's values: today, the current user as technician, their agency, the first work type. */
export function newReportValues(defaults: {
  readonly technician: string;
  readonly agency: string;
  readonly workType: string;
  readonly follower: string;
  readonly today: string;
}): ReportFormValues {
  return {
    ...SAV_REPORT_EMPTY_VALUES,
    ...EMPTY_EXTRA,
    'Techniciens_Nom(1)': defaults.technician,
    ID_Agence: defaults.agency,
    type_travaux: defaults.workType,
    suivi_par: defaults.follower,
    'DATE RAPPORT': defaults.today,
  };
}

/** spec 4 §9 « sent MM/DD/YYYY »: the report's day as the form keeps it (`YYYY-MM-DD`). */
function formDay(value: unknown): string {
  const day = parseWireDay(text(value)) ?? parseIsoDay(text(value));
  return day ? toIsoDay(day) : '';
}

/** A stored report as the form's values. */
export function reportValues(report: SavReport): ReportFormValues {
  const values: Record<string, string> = {};
  for (const key of Object.keys({ ...SAV_REPORT_EMPTY_VALUES, ...EMPTY_EXTRA })) {
    values[key] = text(report[key]);
  }
  return {
    ...(values as ReportFormValues),
    machine_inconnue: text(report.machine_inconnue) === '1' ? '1' : '0',
    'DATE RAPPORT': formDay(report['DATE RAPPORT']),
    CODE_POSTAL_LIV: text(report.CODE_POSTAL_LIV) || `${text(report.dptliv)}${text(report.cpliv)}`,
  };
}

const recordList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];

/** A stored report's checklist, slots and lines; a new report's checklist from the options. */
export function reportLists(
  report: SavReport | null,
  checklist: readonly CheckEntry[],
): ReportLists {
  if (!report) return { checklist, slots: [], lines: [] };
  const stored = recordList(report.Check_liste).map((e) => ({
    CH_DESIGNATION: text(e.CH_DESIGNATION),
    CH_ETAT: text(e.CH_ETAT),
    ...(e.CH_OLD_ETAT === undefined ? {} : { CH_OLD_ETAT: text(e.CH_OLD_ETAT) }),
  }));
  return {
    checklist: stored.length > 0 ? stored : checklist,
    slots: recordList(report.Horaire_liste).map((s) => ({
      technicien: text(s.technicien),
      date: text(s.date),
      debut: text(s.debut),
      fin: text(s.fin),
      duree: text(s.duree),
      type: text(s.type),
    })),
    lines: recordList(report.lignes).map((l) => ({
      id: text(l.id),
      'SAV REF PRODUIT': text(l['SAV REF PRODUIT']),
      'SAV DESIGNATION': text(l['SAV DESIGNATION']),
      'SAV QTE PROD': Number(l['SAV QTE PROD']) || 1,
      'SAV PV UNIT': Number(l['SAV PV UNIT']) || 0,
      IS_FROM_WEB: 1,
    })),
  };
}

/**
 * spec 4 §3.1, §4.1 the report as it is sent: its fields (the day `MM/DD/YYYY`, the delivery
 * postcode split into department and code, core `splitDeliveryPostcode`), its status (130 a
 * draft, 140 validated), checklist, slots and lines.
 */
export function reportData(
  values: ReportFormValues,
  lists: ReportLists,
  action: 'draft' | 'validate',
): Record<string, unknown> {
  const day = parseIsoDay(values['DATE RAPPORT']);
  const unknown = values.machine_inconnue === '1';
  return {
    ...values,
    ...splitDeliveryPostcode(values.CODE_POSTAL_LIV),
    ...(unknown ? { 'N° MATR INT': '', Horametre: '', old_Horametre: '' } : {}),
    'DATE RAPPORT': day ? toWireDay(day) : '',
    Statut: action === 'validate' ? SAV_STATUS.closed : SAV_STATUS.draft,
    Check_liste: lists.checklist.map((e) => ({ ...e })),
    Horaire_liste: lists.slots.map((s) => ({ ...s })),
    lignes: lists.lines.map((l) => ({ ...l })),
    IS_FROM_WEB: 1,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** spec 4 §9 « Files are named with date and time stamps »: `YYYYMMDD-HHMMSS` of the device. */
export function fileStamp(at: Date): string {
  return `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
}

/** A new report's number, made on the device from its day and link. */
export function newReportNumber(at: Date, link: string): string {
  return `OR-${at.getFullYear()}-W${link
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase()}`;
}

/** The device's day, `YYYY-MM-DD`. */
export function localDay(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
