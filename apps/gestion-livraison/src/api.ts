import { calls, fieldRecords, parseGps, parseKg, text } from '@locasuite/core';
import type { ApiClient, GeoPoint, StopItem } from '@locasuite/core';

/** What the page needs of the API client. */
export type GestionApi = Pick<ApiClient, 'call'>;

const c = calls.planningLivraison;

export interface MapAgency {
  readonly id: string;
  readonly name: string;
  readonly position: GeoPoint | null;
}

export interface MapClient {
  readonly code: string;
  readonly name: string;
  readonly city: string;
  readonly position: GeoPoint | null;
  readonly deliveries: readonly StopItem[];
  readonly collections: readonly StopItem[];
}

export interface MapData {
  readonly agencies: readonly MapAgency[];
  readonly clients: readonly MapClient[];
}

/** spec 3 §7.2: agencies, active clients and their active contracts, for the map. */
export async function loadMap(api: GestionApi): Promise<MapData> {
  const [agencies, clients, contracts] = await Promise.all([
    api.call(c.get_agency, {}),
    api.call(c.get_client_actif, {}),
    api.call(c.get_contrat_actif, {}),
  ]);
  const items = new Map<string, { deliveries: StopItem[]; collections: StopItem[] }>();
  for (const r of fieldRecords(contracts)) {
    const code = text(r.CODE_CLIENT);
    const entry = items.get(code) ?? { deliveries: [], collections: [] };
    const item = { matricule: text(r.CLD_MATRICULE), hg: parseKg(r.POIDS_KG) ?? 0 };
    (r.TYPE_ACTIF === 'Sortie' ? entry.deliveries : entry.collections).push(item);
    items.set(code, entry);
  }
  return {
    agencies: fieldRecords(agencies).map((a) => {
      const lat = Number(a.map_position_y);
      const lng = Number(a.map_position_x);
      return {
        id: text(a.ID_Agence),
        name: text(a.ag_nom),
        position: Number.isFinite(lat) && Number.isFinite(lng) && lat !== 0 ? { lat, lng } : null,
      };
    }),
    clients: fieldRecords(clients).map((r) => {
      const code = text(r.CODE_CLIENT);
      return {
        code,
        name: text(r.SOCIETE) || code,
        city: text(r.VILLE_LIV) || text(r.VILLE),
        position: parseGps(r.GPS),
        deliveries: items.get(code)?.deliveries ?? [],
        collections: items.get(code)?.collections ?? [],
      };
    }),
  };
}

export interface DriverInfo {
  readonly name: string;
  readonly payloadKg: number;
  readonly start: string;
  readonly end: string;
  readonly days: readonly number[];
}

export interface GestionSettings {
  readonly drivers: readonly DriverInfo[];
  readonly colors: { readonly Livraison: string; readonly Reprise: string };
}

export async function loadSettings(api: GestionApi): Promise<GestionSettings> {
  const answer = await api.call(c.get_itinerary_settings, {});
  return { drivers: answer.drivers, colors: answer.colors };
}

/** Admins: the drivers and colours (the server checks them, French 422). */
export async function saveSettings(api: GestionApi, settings: GestionSettings): Promise<void> {
  await api.call(c.save_itinerary_settings, { settings: JSON.stringify(settings) });
}

/** spec 3 §3.5: a calendar event (an itinerary). */
export interface ItineraryEvent {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly start: number;
  readonly end: number;
  readonly driver: string;
  readonly minutes: number;
  readonly distance: number;
  readonly weights: string;
  readonly recap: string;
  readonly kind: 'Livraison' | 'Reprise';
  readonly version: number;
}

export async function loadEvents(
  api: GestionApi,
  start: number,
  end: number,
): Promise<ItineraryEvent[]> {
  const answer = await api.call(c.getEvents, { start, end });
  return fieldRecords(answer).map((r) => ({
    id: Number(r.event_id),
    name: text(r.nom),
    description: text(r.description),
    start: Number(r.debut_timestamp),
    end: Number(r.fin_timestamp),
    driver: text(r.chauffeur),
    minutes: Number(r.temps ?? 0),
    distance: Number(r.distance ?? 0),
    weights: text(r.poid),
    recap: text(r.recap),
    kind: r.type === 'Reprise' ? 'Reprise' : 'Livraison',
    version: Number(r.version ?? 1),
  }));
}

/** What the editor sends: §3.5's fields; the server recomputes the totals. */
export interface EventDraft {
  readonly nom: string;
  readonly description: string;
  readonly debut_timestamp: number;
  readonly fin_timestamp: number;
  readonly chauffeur: string;
  readonly recap: string;
  readonly temps: number;
  readonly distance: number;
  readonly poid: string;
}

/** addEvent (new) or editEvent (with the version seen); answers the event's id and version. */
export async function saveEvent(
  api: GestionApi,
  draft: EventDraft,
  existing: { id: number; version: number } | null,
): Promise<{ id: number; version: number }> {
  if (!existing) {
    const added = await api.call(c.addEvent, { event: { ...draft, supprimer: 0 } });
    return { id: Number(added.event_id), version: Number(added.version ?? 1) };
  }
  const edited = await api.call(c.editEvent, {
    event: { ...draft, event_id: existing.id, supprimer: 0, version: existing.version },
  });
  return { id: existing.id, version: Number(edited.version ?? existing.version + 1) };
}

export async function deleteEvent(api: GestionApi, id: number, version: number): Promise<void> {
  await api.call(c.deleteEvent, { event: { event_id: id, supprimer: 1, version } });
}
