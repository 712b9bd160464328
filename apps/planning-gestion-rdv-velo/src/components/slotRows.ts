import { formatFrenchDay, toIsoDay } from '@locasuite/core';
import type { RdvAgency, RdvType, Slot } from '../api';

/** The cells of a slot in the management table and the export grid (spec 2 §2.2 columns). */
export interface SlotRow {
  readonly slot: Slot;
  readonly day: string;
  readonly numericDay: string;
  readonly start: string;
  readonly end: string;
  readonly type: string;
  readonly number: string;
  readonly client: string;
  readonly phone: string;
  readonly bikeType: string;
  readonly agency: string;
}

export function slotRows(
  slots: readonly Slot[],
  agencies: readonly RdvAgency[],
  types: readonly RdvType[],
): SlotRow[] {
  const agencyName = new Map(agencies.map((a) => [a.id, a.name]));
  return [...slots]
    .sort(
      (a, b) => a.day - b.day || a.start.localeCompare(b.start) || a.agency.localeCompare(b.agency),
    )
    .map((slot) => ({
      slot,
      day: formatFrenchDay(slot.day),
      numericDay: toIsoDay(slot.day),
      start: slot.start,
      end: slot.end,
      type: types
        .filter((t) => slot.types.includes(t.KEY))
        .map((t) => t.LABEL_TECH)
        .join(', '),
      number: slot.reservation,
      client: [slot.lastName, slot.firstName].filter(Boolean).join(' '),
      phone: slot.phone,
      bikeType: slot.bikeType,
      agency: agencyName.get(slot.agency) ?? slot.city,
    }));
}
