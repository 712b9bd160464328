/**
 * The server's refusals of the availability planning's reads (spec 1 §7
 * `/api/planningDisponibilite/v1`). Ours: the spec gives no text.
 */
export const AVAILABILITY_PLANNING_MESSAGES = {
  rangeReversed: 'La fin de la période doit être postérieure à son début.',
  /** A period wider than the reads serve (`days`: the widest). */
  rangeTooLong: (days: number) => `La période demandée est trop longue (${days} jours au plus).`,
} as const;

/**
 * The server's refusals of the calendar colours a planning saves (`save_calendar_colors`, spec 1
 * §7, spec 2 §7.1). Ours: the specs give no text. The bike planning's are in `RDV_MESSAGES`.
 */
export const CALENDAR_COLOR_MESSAGES = {
  notJson: 'Les couleurs doivent être un texte JSON valide.',
  /** Availability planning: one entry per event type. */
  notAnEventTypeObject: 'Les couleurs doivent être un objet JSON par type d’événement.',
  badEventTypeColor: (type: string) =>
    `Couleur invalide pour ${type} : attendu un code couleur comme #A1887F.`,
  /** Delivery planning: its one colour. */
  badDeliveryColor:
    'La couleur de livraison est invalide : choisissez une couleur au format #RRGGBB.',
  /** Technician planning: one colour per intervention status (`known`: the statuses). */
  notAStatusObject: 'Les couleurs doivent former un objet : statut → couleur #RRGGBB.',
  unknownStatus: (status: string, known: readonly string[]) =>
    `Statut inconnu : ${status} (${known.join(', ')}).`,
  badStatusColor: (status: string) =>
    `La couleur du statut ${status} est invalide : choisissez une couleur au format #RRGGBB.`,
} as const;

/**
 * The server's refusals of the settings the plannings share (mock-api `planningSettings`): the
 * hidden days (spec 1 §9: the calendar keeps at least one day) and each person's display (spec 1
 * §7: `update_planning_vue`'s token names the user). The calendar settings dialog says
 * `allDaysHidden` before the call.
 */
export const PLANNING_SETTINGS_MESSAGES = {
  allDaysHidden: 'Au moins un jour doit rester affiché.',
  otherToken: 'Le jeton ne correspond pas à la session.',
} as const;
