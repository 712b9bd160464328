import { calls, fieldRecords, text } from '@locasuite/core';
import type { ApiClient, DeliveryMaterial } from '@locasuite/core';

/** What the page needs of the API client: the typed `call` (the shell gives the full client). */
export type DeliveryApi = Pick<ApiClient, 'call'>;

const c = calls.planningLivraison;

/** A driver's unavailability as `get_technicien_available_liste` answers it. */
export interface DriverUnavailability {
  readonly key: string;
  readonly driver: string;
  readonly start: number;
  readonly end: number;
  readonly motif: string;
}

/** Delivery items of [start, end] (spec 1 §7 get_materials), timestamps as numbers. */
export async function loadMaterials(
  api: DeliveryApi,
  start: number,
  end: number,
): Promise<DeliveryMaterial[]> {
  const answer = await api.call(c.get_materials, { start, end });
  return fieldRecords(answer).map((r) => ({
    ...r,
    id: text(r.id) || `${text(r.CLD_IDEnreg)}-${text(r.type)}`,
    type: r.type === 'RETOUR' ? 'RETOUR' : 'DEPART',
    description: text(r.description),
    chauffeur: text(r.chauffeur),
    debut_timestamp: Number(r.debut_timestamp),
    fin_timestamp: Number(r.fin_timestamp),
  }));
}

export async function loadDrivers(api: DeliveryApi): Promise<string[]> {
  const answer = await api.call(c.get_technicien_liste, {});
  return fieldRecords(answer)
    .map((r) => r.NOM_TECHNICIEN.trim())
    .filter(Boolean);
}

export async function loadShownList(api: DeliveryApi): Promise<string> {
  const answer = await api.call(c.get_technicien_liste_to_show, {});
  return text(fieldRecords(answer)[0]?.tech_to_show_planning_livraison);
}

export async function loadUnavailabilities(api: DeliveryApi): Promise<DriverUnavailability[]> {
  const answer = await api.call(c.get_technicien_available_liste, {});
  return fieldRecords(answer).map((r) => ({
    key: text(r.key),
    driver: r.NOM_TECHNICIEN,
    start: r.debut_timestamp,
    end: r.fin_timestamp,
    motif: text(r.motif),
  }));
}

export async function loadColorRows(api: DeliveryApi) {
  return fieldRecords(await api.call(c.get_calendar_colors, {}));
}

export async function loadHiddenDays(api: DeliveryApi): Promise<string> {
  const rows = fieldRecords(await api.call(c.get_day_to_hide, {}));
  return text(rows.find((r) => r.Key === 'day_to_hide')?.Value);
}
