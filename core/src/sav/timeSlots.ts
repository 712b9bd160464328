/** spec 4 §3.3 a time slot: technician, date, start time, end time, duration. */
export interface SavTimeSlot {
  readonly technicien?: string;
  readonly date?: string;
  readonly debut?: string;
  readonly fin?: string;
  readonly duree?: string;
  /** spec 4 §9 labour types. */
  readonly type?: string;
}

/** spec 4 §9: the labour types of a slot. */
export const SAV_LABOUR_TYPES = ["Main d'oeuvre", 'Déplacement'] as const;

const SLOT_FIELDS = ['technicien', 'date', 'debut', 'fin', 'duree'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * spec 4 §9: « Default time slot: start at the current hour with minutes 0, end one hour later. »
 * `now` is the device's local time, read by the caller; 23:00 ends at 00:00 (the next day).
 */
export function defaultSavTimeSlot(now: { readonly hours: number }): {
  readonly debut: string;
  readonly fin: string;
  readonly duree: string;
} {
  return { debut: `${pad(now.hours)}:00`, fin: `${pad((now.hours + 1) % 24)}:00`, duree: '01:00' };
}

/**
 * spec 4 §5: « A time slot is added only when it has at least 4 fields (time_selection on) or at
 * least 5 fields (otherwise). » A field counts when it is filled.
 */
export function savSlotComplete(slot: SavTimeSlot, timeSelection: boolean): boolean {
  const count = SLOT_FIELDS.filter((k) => (slot[k] ?? '').trim() !== '').length;
  return count >= (timeSelection ? 4 : 5);
}
