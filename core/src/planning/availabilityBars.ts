import type { AvailabilityEventType, BarColorKey, CalendarColors } from './eventColors';
import { drawnBarColor } from './eventColors';
import type { EventTypesToShow } from './eventTypesToShow';
import { text } from '../text';

type Loose = Readonly<Record<string, unknown>>;

/** Where a bar comes from; delivery bars come in two legs (spec 1 §4). */
export type BarSource = 'location' | 'reservation' | 'sav' | 'livraisonDepart' | 'livraisonRetour';

/** One bar of the availability timeline. */
export interface AvailabilityBar {
  readonly id: string;
  /** The fleet item's registration (the row id). */
  readonly resourceId: string;
  readonly start: number;
  readonly end: number;
  readonly type: AvailabilityEventType;
  readonly source: BarSource;
  readonly color: string;
  /** What decided `color` (type, contract state or event state): the legend's key for it. */
  readonly colorKey: BarColorKey;
  readonly title: string;
  /** The record the bar was drawn from, for the detail dialog. */
  readonly record: Loose;
}

export interface AvailabilityBarInput {
  readonly rentals: readonly Loose[];
  readonly reservations: readonly Loose[];
  readonly sav: readonly Loose[];
  readonly colors: CalendarColors;
  readonly contractStateColors: ReadonlyMap<string, string>;
  readonly eventStateColors: ReadonlyMap<string, string>;
  readonly show: EventTypesToShow;
  /** The toggle of spec 1 §4: false keeps only the bars of active contracts. */
  readonly showAllContracts: boolean;
}

/**
 * The contract state of a rental under way: « Afficher les contrat Actif » keeps only these
 * rentals (quotes, bookings to come and closed contracts are hidden); reservations and
 * after-sales bars stay.
 */
export const ACTIVE_CONTRACT_STATES: readonly string[] = ['En cours'];

/** A millisecond timestamp from a number or numeric text, or null. */
export function toTimestamp(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** Whether a contract state counts as active for the toggle of spec 1 §4. */
export function isActiveContractState(state: unknown): boolean {
  return ACTIVE_CONTRACT_STATES.includes(text(state));
}

/**
 * spec 1 §4: the bars of the availability planning. Rentals (LOCATION) and reservations
 * (RESERVATION) take their type colour, overridden by the contract-state colour, then by the
 * event-state colour; delivery bars (LIVRAISON) run from the delivery departure to the rental
 * start and from the rental end to the return delivery; after-sales bars (SAV) use their type
 * colour. The settings showLocation / showReservation / showLivraison hide a whole type.
 * Records without a registration or with an empty or reversed period draw nothing.
 */
export function buildAvailabilityBars(input: AvailabilityBarInput): AvailabilityBar[] {
  const bars: AvailabilityBar[] = [];
  const { show } = input;
  type Drawn = Omit<AvailabilityBar, 'start' | 'end' | 'color' | 'colorKey'> & {
    readonly contractState?: string;
    readonly eventState?: string;
  };
  const push = ({ contractState, eventState, ...bar }: Drawn, start: unknown, end: unknown) => {
    const from = toTimestamp(start);
    const to = toTimestamp(end);
    if (bar.resourceId === '' || from === null || to === null || to <= from) return;
    const drawn = drawnBarColor({ type: bar.type, contractState, eventState }, input);
    bars.push({ ...bar, color: drawn.color, colorKey: drawn.key, start: from, end: to });
  };

  input.rentals.forEach((r, i) => {
    const contractState = text(r.CLD_CONTRAT_STATE);
    if (!input.showAllContracts && !isActiveContractState(contractState)) return;
    const resourceId = text(r.CLD_MATRICULE);
    const key = text(r.CLD_ID_CONTRAT_LOC_DATA) || text(r.CLD_IDEnreg) || String(i);
    const title = [text(r.CLD_NUM_CONTRAT), text(r.CLD_NOM_CLIENT)].filter(Boolean).join(' · ');
    if (show.showLocation) {
      push(
        {
          id: `L${key}`,
          resourceId,
          type: 'LOCATION',
          source: 'location',
          contractState,
          eventState: text(r.CLD_STATE),
          title,
          record: r,
        },
        r.CLD_DATE_DEPART_TIMESTAMP,
        r.CLD_DATE_RETOUR_TIMESTAMP,
      );
    }
    if (show.showLivraison) {
      const delivery = { resourceId, type: 'LIVRAISON' as const };
      push(
        {
          ...delivery,
          id: `D${key}`,
          source: 'livraisonDepart',
          title: `Livraison ${title}`,
          record: r,
        },
        r.CLD_DATE_LIVRAISON_DEPART,
        r.CLD_DATE_DEPART_TIMESTAMP,
      );
      push(
        {
          ...delivery,
          id: `E${key}`,
          source: 'livraisonRetour',
          title: `Reprise ${title}`,
          record: r,
        },
        r.CLD_DATE_RETOUR_TIMESTAMP,
        r.CLD_DATE_LIVRAISON_RETOUR,
      );
    }
  });

  if (show.showReservation) {
    input.reservations.forEach((r, i) => {
      const key = text(r.R_LIEN) || text(r.id) || String(i);
      push(
        {
          id: `R${key}`,
          resourceId: text(r.R_MATRICULE),
          type: 'RESERVATION',
          source: 'reservation',
          contractState: text(r.R_CONTRAT_STATE) || text(r.CLD_CONTRAT_STATE),
          eventState: text(r.CLD_STATE),
          title: [text(r.R_NUM_RESERVATION), text(r.R_NOM_CLIENT)].filter(Boolean).join(' · '),
          record: r,
        },
        r.R_DATE_DEPART_TIMESTAMP,
        r.R_DATE_RETOUR_TIMESTAMP,
      );
    });
  }

  input.sav.forEach((s, i) => {
    const key = text(s.id) || text(s.ID) || String(i);
    push(
      {
        id: `S${key}`,
        resourceId: text(s['N° MATR INT']),
        type: 'SAV',
        source: 'sav',
        title: ['SAV', text(s.Titre) || text(s['Theme devis'])].filter(Boolean).join(' · '),
        record: s,
      },
      s.Debut_TIMESTAMP,
      s.Fin_TIMESTAMP,
    );
  });
  return bars;
}
