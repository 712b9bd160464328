import { RECORD_MESSAGES } from '../api/recordMessages';
import { parseWireDay, toWireDay } from '../dates/wireFormats';

/** spec 4 §4.2: the status of a contract equipment line (CLD_STATUT). */
export const LINE_STATUSES = ['En attente', 'Sortie', 'Rentré'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** spec 4 §9: the two price tiers, T1 full and T2 reduced (optional). */
export const PRICE_TIERS = ['T1', 'T2'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

/**
 * The French refusals of the contract rules (spec 4 §2.4 banner, §4.2–4.3, §8 tooltips), shared by
 * the server's refusals and the page's tooltips.
 */
export const CONTRACT_MESSAGES = {
  /** spec 4 §2.4: the red banner of an invoiced contract. */
  invoiced: 'Contrat facturé et plus modifiable.',
  closed: 'Contrat clôturé et plus modifiable.',
  /** spec 4 §8: renewal needs at least one item out. */
  renewNeedsOut: 'Le renouvellement nécessite au moins un matériel sorti.',
  /** spec 4 §8: closure impossible while an item is out. */
  closeWhileOut: 'Clôture impossible tant qu’un matériel est sorti.',
  /** spec 4 §8: invoicing needs valid payment and deposit and all items out. */
  invoiceNeeds:
    'Facturation impossible : il faut un mode de paiement, un mode de caution et tous les matériels sortis.',
  /** spec 4 §8: removal needs a non-invoiced, non-closed contract and an item neither out nor in. */
  removeNeeds:
    'Retrait impossible : le contrat ne doit être ni facturé ni clôturé, et le matériel ni sorti ni rentré.',
  noLines: 'Ce contrat n’a aucun matériel.',
  sameStatus: (status: string) => `Le matériel est déjà « ${status} ».`,
  /** spec 4 §4.3: the notice when a control value is already set. */
  conditionAlreadySent: 'État des lieux déjà envoyé',
  /** spec 4 §4.3: the notice when signed data exist. */
  alreadySentForSignature: 'Contrat déja envoyé pour signature',
  /** spec 4 §5 / §8: the upload refusals. */
  documentRequired: 'Un document est requis.',
  documentTooLarge: 'La taille des documents doit être inférieure à 1Mo.',
  documentType: 'Seuls les images et les PDF sont acceptés.',
  /** spec 4 §8: equipment availability. */
  unavailable: (matricule: string) => `Le ${matricule} n'est pas disponible`,
  available: (matricule: string) => `Le ${matricule} est disponible`,
  contractNotFound: RECORD_MESSAGES.contractNotFound,
  lineNotFound: (id: string | number) => `Matériel du contrat introuvable : ${String(id)}.`,
  /** A line named with a machine and a contract it does not belong to (moved meanwhile). */
  notOnLine: (matricule: string, line: string, contract: string) =>
    `Le matériel ${matricule} n’est pas sur la ligne ${line} du contrat ${contract}.`,
  equipmentNotFound: (matricule: string | number) => `Matériel inconnu : ${String(matricule)}.`,
} as const;

/** spec 4 §9: uploads are under 1 MB. */
export const CONTRACT_UPLOAD_MAX_BYTES = 1024 * 1024;

/** What the rules read of a contract: its invoice number and whether it is closed. */
export interface ContractFacts {
  readonly invoiceNumber?: string | number | null | undefined;
  readonly closed?: boolean | undefined;
}

/** What the rules read of a contract: its payment and deposit methods, and its lines. */
export interface InvoiceFacts extends ContractFacts {
  readonly paymentMethod?: string | null | undefined;
  readonly depositMethod?: string | null | undefined;
  readonly statuses: readonly string[];
}

/** A guard's answer: allowed, or the French reason why not. */
export type Guard = { readonly ok: true } | { readonly ok: false; readonly message: string };

const allowed: Guard = { ok: true };
const refused = (message: string): Guard => ({ ok: false, message });
const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** spec 4 §4.3 « Editable until invoiced (invoice number present) ». */
export const isInvoiced = (c: ContractFacts): boolean => filled(c.invoiceNumber);

/** spec 4 §4.3: an invoiced contract is read-only (and, here, a closed one too). */
export function canEditContract(c: ContractFacts): Guard {
  if (isInvoiced(c)) return refused(CONTRACT_MESSAGES.invoiced);
  if (c.closed) return refused(CONTRACT_MESSAGES.closed);
  return allowed;
}

/** spec 4 §4.3 « Renewal possible only when at least one item is Sortie ». */
export function canRenew(c: ContractFacts, statuses: readonly string[]): Guard {
  const edit = canEditContract(c);
  if (!edit.ok) return edit;
  return statuses.includes('Sortie') ? allowed : refused(CONTRACT_MESSAGES.renewNeedsOut);
}

/** spec 4 §4.3 « Closing disabled while any item is Sortie ». */
export function canClose(c: ContractFacts, statuses: readonly string[]): Guard {
  if (c.closed) return refused(CONTRACT_MESSAGES.closed);
  return statuses.includes('Sortie') ? refused(CONTRACT_MESSAGES.closeWhileOut) : allowed;
}

/**
 * spec 4 §4.3 « Invoicing disabled unless a payment method and a deposit method are set and every
 * item is Sortie ».
 */
export function canInvoice(c: InvoiceFacts): Guard {
  if (c.closed) return refused(CONTRACT_MESSAGES.closed);
  const ready =
    filled(c.paymentMethod) &&
    filled(c.depositMethod) &&
    c.statuses.length > 0 &&
    c.statuses.every((s) => s === 'Sortie');
  return ready ? allowed : refused(CONTRACT_MESSAGES.invoiceNeeds);
}

/**
 * spec 4 §4.2 « The removal button is active only if the contract is not invoiced and the item is
 * neither Sortie nor Rentré » (§8: and the contract not closed).
 */
export function canRemoveLine(c: ContractFacts, status: string): Guard {
  if (isInvoiced(c) || c.closed) return refused(CONTRACT_MESSAGES.removeNeeds);
  return status === 'Sortie' || status === 'Rentré'
    ? refused(CONTRACT_MESSAGES.removeNeeds)
    : allowed;
}

/**
 * spec 4 §4.2 « set to En attente (cancel exit), Sortir le materiel, Rentrer le materiel; each
 * offered only for statuses other than the current one ». An empty status is En attente.
 */
export function canSetStatus(c: ContractFacts, current: string, next: LineStatus): Guard {
  const edit = canEditContract(c);
  if (!edit.ok) return edit;
  const now = current === '' ? 'En attente' : current;
  return now === next ? refused(CONTRACT_MESSAGES.sameStatus(next)) : allowed;
}

/** spec 4 §3.6: the units of a tariff grid's duration. */
export type DurationUnit = 'heure' | 'jour' | 'semaine' | 'mois' | 'an';

const UNIT_ALIASES: Readonly<Record<string, DurationUnit>> = {
  h: 'heure',
  heure: 'heure',
  heures: 'heure',
  j: 'jour',
  jour: 'jour',
  jours: 'jour',
  journee: 'jour',
  journée: 'jour',
  s: 'semaine',
  sem: 'semaine',
  semaine: 'semaine',
  semaines: 'semaine',
  m: 'mois',
  mois: 'mois',
  a: 'an',
  an: 'an',
  ans: 'an',
  annee: 'an',
  année: 'an',
};

/** The unit a grid names (`jour`, `Semaine`, `mois`…), null when it names none. */
export function durationUnit(unit: unknown): DurationUnit | null {
  return (
    UNIT_ALIASES[
      String(unit ?? '')
        .trim()
        .toLowerCase()
    ] ?? null
  );
}

/**
 * spec 4 §3.7 « return = start plus the grid's duration in its unit »: the instant `duration` units
 * after `start` (months and years by the calendar, in UTC), null for an unknown unit or a
 * duration that is not a positive number.
 */
export function addDuration(start: number, duration: number, unit: unknown): number | null {
  const u = durationUnit(unit);
  if (u === null || !Number.isFinite(duration) || duration <= 0) return null;
  if (u === 'heure') return start + duration * 3_600_000;
  if (u === 'jour') return start + duration * 86_400_000;
  if (u === 'semaine') return start + duration * 7 * 86_400_000;
  if (!Number.isInteger(duration)) return null;
  // By the calendar: the same day n months later, the month's last day when it has fewer days
  // (31 January + 1 month = 28 or 29 February).
  const d = new Date(start);
  const months = d.getUTCMonth() + (u === 'mois' ? duration : duration * 12);
  const target = Date.UTC(d.getUTCFullYear(), months, 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), months + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return (
    target +
    (day - 1) * 86_400_000 +
    (start - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
  );
}

/** The same on wire days (MM/DD/YYYY, spec 4 §9): the return day of a start day, or null. */
export function returnWireDay(startDay: string, duration: number, unit: unknown): string | null {
  const start = parseWireDay(startDay);
  if (!start) return null;
  const end = addDuration(start.getTime(), duration, unit);
  return end === null ? null : toWireDay(end);
}
