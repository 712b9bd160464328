/** spec 2 §4.1: the intervention status codes (`Statut`, a string code on the wire). */
export const INTERVENTION_STATUS = {
  /** En attente: unscheduled, in the bottom panel. */
  waiting: '100',
  /** Planifié. */
  planned: '110',
  /** Envoyer vers tablette. */
  sent: '120',
  /** Récupéré. */
  pickedUp: '130',
  /** Terminé: final. */
  finished: '140',
  /** Removal marker (a card removed from the unscheduled list). */
  removed: '99',
} as const;

export type InterventionStatus = (typeof INTERVENTION_STATUS)[keyof typeof INTERVENTION_STATUS];

/** spec 2 §4.1: the five statuses a planning shows, in order. */
export const PLANNING_STATUSES = ['100', '110', '120', '130', '140'] as const;

/** spec 2 §4.1 table: labels by status. */
export const INTERVENTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  '100': 'En attente',
  '110': 'Planifié',
  '120': 'Envoyer vers tablette',
  '130': 'Récupéré',
  '140': 'Terminé',
};

/**
 * spec 2 §4.1 table: default colours by status. The spec says 120 is purple without its value:
 * #9C27B0 (Material purple 500, the family of the other defaults) is ours.
 */
export const DEFAULT_STATUS_COLORS: Readonly<Record<string, string>> = {
  '100': '#607D8B',
  '110': '#FFA726',
  '120': '#9C27B0',
  '130': '#3F51B5',
  '140': '#43A047',
};

/** spec 2 §4.1: progress bar widths in percent (110 25, 120 50, 130 75, 140 100). */
export const STATUS_PROGRESS: Readonly<Record<string, number>> = {
  '110': 25,
  '120': 50,
  '130': 75,
  '140': 100,
};

/** spec 2 §9: up to 5 technicians per intervention. */
export const MAX_TECHNICIANS = 5;

/** spec 2 §9 "Default end when none is given: start plus 2 hours". */
export const DEFAULT_INTERVENTION_MS = 2 * 3_600_000;

/** The status code of a `Statut` value (string or number on the wire), trimmed. */
export function statusCode(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
}

/**
 * spec 2 §4.1: the colour of a status, saved colours (JSON text or object, status → #RRGGBB)
 * overriding the defaults; '' for an unknown status without a saved colour.
 */
export function statusColor(status: unknown, saved?: unknown): string {
  const code = statusCode(status);
  let colors: unknown = saved;
  if (typeof saved === 'string') {
    try {
      colors = JSON.parse(saved);
    } catch {
      colors = null;
    }
  }
  const own =
    colors && typeof colors === 'object' ? (colors as Record<string, unknown>)[code] : undefined;
  if (typeof own === 'string' && /^#[0-9a-fA-F]{6}$/.test(own)) return own;
  return DEFAULT_STATUS_COLORS[code] ?? '';
}
