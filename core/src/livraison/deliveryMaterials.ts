import type { DeliveryType } from './deliveryPlanning';
import { text } from '../text';

/** The rental line a delivery is drawn from (a `contract_lines` row as the server stores it). */
export interface DeliveryLine {
  readonly id: number;
  readonly start_ts: number;
  readonly end_ts: number;
  readonly delivery_start_ts: number | null;
  readonly delivery_end_ts: number | null;
  readonly data: Readonly<Record<string, unknown>>;
}

/** spec 1 §3 Delivery item: description parts joined by `|`, chauffeur, timestamps, CLD_*, type. */
export interface DeliveryMaterial {
  readonly [field: string]: unknown;
  readonly id: string;
  readonly type: DeliveryType;
  readonly description: string;
  readonly chauffeur: string;
  readonly debut_timestamp: number;
  readonly fin_timestamp: number;
}

/** spec 1 §3: a delivery item's `description` is its parts separated by '|'. */
export function joinDescription(parts: readonly unknown[]): string {
  return parts
    .map(text)
    .filter((part) => part !== '')
    .join('|');
}

/** The parts of a `description` (spec 1 §3, separator '|'), empty parts dropped. */
export function splitDescription(description: string | null | undefined): string[] {
  return (description ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * spec 1 §3–4: the delivery items of one rental line inside the window [start, end]: a DEPART from
 * the delivery departure to the rental start, a RETOUR from the rental end to the return delivery
 * (the same spans the availability planning draws). A leg without a delivery date is not an item.
 */
export function deliveryMaterialsOfLine(
  line: DeliveryLine,
  window: { readonly start: number; readonly end: number },
): DeliveryMaterial[] {
  const d = line.data;
  const place = [text(d.CLD_ADRESSE_LIV), `${text(d.CLD_CODEPOSTAL_LIV)} ${text(d.CLD_VILLE_LIV)}`];
  const description = joinDescription([
    d.CLD_DESCRIPTION,
    d.CLD_MATRICULE,
    d.CLD_NOM_CLIENT,
    place
      .map((p) => p.trim())
      .filter(Boolean)
      .join(', '),
  ]);
  const legs: { type: DeliveryType; from: number | null; to: number; driver: unknown }[] = [
    {
      type: 'DEPART',
      from: line.delivery_start_ts,
      to: line.start_ts,
      driver: d.CLD_CHAUFFEUR_LIVRAISON_DEPART,
    },
    {
      type: 'RETOUR',
      from: line.end_ts,
      to: line.delivery_end_ts ?? Number.NaN,
      driver: d.CLD_CHAUFFEUR_LIVRAISON_RETOUR,
    },
  ];
  const items: DeliveryMaterial[] = [];
  for (const leg of legs) {
    if (leg.from === null || !Number.isFinite(leg.from) || !Number.isFinite(leg.to)) continue;
    const debut = Math.min(leg.from, leg.to);
    const fin = Math.max(leg.from, leg.to);
    if (fin < window.start || debut > window.end) continue;
    items.push({
      ...d,
      id: `${line.id}-${leg.type}`,
      type: leg.type,
      description,
      chauffeur: text(leg.driver),
      debut_timestamp: debut,
      fin_timestamp: fin,
    });
  }
  return items;
}
