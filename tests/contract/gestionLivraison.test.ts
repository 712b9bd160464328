import { greatCircleKm, parseGps } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

// spec 3 §7.2 and issue 35: the delivery management calls of the planningLivraison family.
const BASE = '/api/planningLivraison/v1';
const DAY = 86_400_000;

let t: TestServer;
let admin: string;
let planif: string;
let outsider: string;

beforeAll(async () => {
  ({ t, admin, planif, outsider } = await startSignedInServer());
});
afterAll(() => t.close());

const { call, ok, rows } = familyCalls(BASE, () => t);

function weekStart(): number {
  const now = Date.now();
  const day = now - (now % DAY);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

/** A client of the map and one of its active contracts, from the seed. */
async function mapClients() {
  const clients = rows(ok('get_client_actif', await call('get_client_actif', {}, planif)));
  return clients.filter((c) => String(c.GPS).includes('|'));
}

async function driverNames(): Promise<string[]> {
  const answer = await call('get_itinerary_settings', {}, planif);
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return (answer.data as { drivers: { name: string }[] }).drivers.map((d) => d.name);
}

/** The events of the day starting at `start`. */
async function dayOf(start: number) {
  return rows(ok('getEvents', await call('getEvents', { start, end: start + DAY }, planif)));
}

function leg(sourceId: string, destinationId: string, extra: Record<string, unknown> = {}) {
  return {
    id: `${sourceId}-${destinationId}`,
    sourceId,
    source: sourceId,
    destinationId,
    destination: destinationId,
    distance: 12.3,
    temps: 15,
    estimation: true,
    matriculeListeSortie: ['NAC-1', 'NAC-2'],
    poidsSortie: ['0.1', '0.2'],
    matriculeListeStock: ['MINI-9'],
    poidsStock: ['1250.5'],
    poids: 'faux',
    ...extra,
  };
}

async function newEvent(overrides: Record<string, unknown> = {}) {
  const [a, b] = (await mapClients()).map((c) => String(c.CODE_CLIENT));
  const [driver] = await driverNames();
  const start = weekStart() + 7 * DAY + 9 * 3_600_000;
  return {
    nom: 'Tournée test',
    description: 'Essai',
    debut_timestamp: start,
    fin_timestamp: start + 60_000,
    chauffeur: driver!,
    recap: JSON.stringify([leg('1', a!), leg(a!, b!, { distance: 7.9, temps: 10 })]),
    supprimer: 0,
    ...overrides,
  };
}

describe('the map: get_agency, get_agency_soft, get_contrat_actif, get_client_actif', () => {
  it('answers agencies with their position, and the soft list', async () => {
    const agencies = rows(ok('get_agency', await call('get_agency', {}, planif)));
    expect(agencies.length).toBeGreaterThan(1);
    for (const a of agencies) expect(Number(a.map_position_y)).toBeGreaterThan(40);
    const soft = rows(ok('get_agency_soft', await call('get_agency_soft', {}, planif)));
    expect(soft.map((a) => a.ID_Agence)).toEqual(agencies.map((a) => a.ID_Agence));
  });

  it('answers active contracts to deliver (Sortie) and to collect (Stock) with weights and registrations', async () => {
    const contracts = rows(ok('get_contrat_actif', await call('get_contrat_actif', {}, planif)));
    const kinds = new Set(contracts.map((c) => c.TYPE_ACTIF));
    expect(kinds).toEqual(new Set(['Sortie', 'Stock']));
    for (const c of contracts) {
      expect(c.CLD_MATRICULE).toBeTruthy();
      expect(String(c.POIDS_KG)).toMatch(/^\d+(\.\d)?$/);
      expect(c.CODE_CLIENT).toBeTruthy();
    }
    const agencies = new Set(contracts.map((c) => c.ID_Agence));
    expect(agencies.size).toBeGreaterThan(1);
  });

  it('answers the clients with a position and the counts of outgoing and stock contracts', async () => {
    const contracts = rows(ok('get_contrat_actif', await call('get_contrat_actif', {}, planif)));
    const clients = await mapClients();
    expect(clients.length).toBeGreaterThan(4);
    const first = clients[0]!;
    const mine = contracts.filter((c) => c.CODE_CLIENT === first.CODE_CLIENT);
    expect(first.NB_SORTIE).toBe(mine.filter((c) => c.TYPE_ACTIF === 'Sortie').length);
    expect(first.NB_STOCK).toBe(mine.filter((c) => c.TYPE_ACTIF === 'Stock').length);
  });

  it('places clients with active contracts around every agency (the seed), so the map is meaningful on a fresh start', async () => {
    const agencies = rows(ok('get_agency', await call('get_agency', {}, planif)));
    const positions = (await mapClients()).map((c) => parseGps(c.GPS)!);
    for (const a of agencies) {
      const at = { lat: Number(a.map_position_y), lng: Number(a.map_position_x) };
      const near = positions.filter((p) => greatCircleKm(at, p) <= 40);
      expect(near.length, `clients près de ${String(a.ag_nom)}`).toBeGreaterThan(1);
    }
  });

  it('refuses users without the tool (403) and calls without a session (401)', async () => {
    expect(await call('get_contrat_actif', {}, outsider)).toMatchObject({ status: 403 });
    expect(await call('get_client_actif', {}, null)).toMatchObject({ status: 401 });
    expect(await call('getEvents', { start: 0, end: DAY }, outsider)).toMatchObject({
      status: 403,
    });
  });
});

describe('getEvents', () => {
  it('answers the seeded week of itineraries for the three drivers, with every field of §3.5', async () => {
    const start = weekStart();
    const events = rows(
      ok('getEvents', await call('getEvents', { start, end: start + 7 * DAY }, planif)),
    );
    expect(new Set(events.map((e) => e.chauffeur)).size).toBe(3);
    expect(events.length).toBe(15);
    for (const field of [
      'event_id',
      'nom',
      'description',
      'debut',
      'debut_timestamp',
      'fin_timestamp',
      'temps',
      'distance',
      'poid',
      'chauffeur',
      'recap',
      'supprimer',
    ]) {
      expect(events[0]).toHaveProperty(field);
    }
    expect(events[0]!.supprimer).toBe(0);
    expect(String(events[0]!.debut)).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    const legs = JSON.parse(String(events[0]!.recap)) as { poids: string }[];
    expect(String(events[0]!.poid).split('|')).toHaveLength(legs.length);
  });

  it('answers only the events overlapping the millisecond bounds', async () => {
    const start = weekStart();
    const all = rows(
      ok('getEvents', await call('getEvents', { start, end: start + 7 * DAY }, planif)),
    );
    const e = all[0]!;
    const before = await call(
      'getEvents',
      { start: Number(e.debut_timestamp) - DAY, end: Number(e.debut_timestamp) },
      planif,
    );
    expect(rows(ok('getEvents', before)).some((x) => x.event_id === e.event_id)).toBe(false);
    const overlapping = await call(
      'getEvents',
      { start: Number(e.fin_timestamp) - 1, end: Number(e.fin_timestamp) + DAY },
      planif,
    );
    expect(rows(ok('getEvents', overlapping)).some((x) => x.event_id === e.event_id)).toBe(true);
  });

  it('refuses reversed or too long windows in French (422)', async () => {
    const reversed = await call('getEvents', { start: DAY, end: 0 }, planif);
    expect(reversed).toMatchObject({ status: 422 });
    expect(reversed.message).toContain('La période demandée est invalide');
    const long = await call('getEvents', { start: 0, end: 200 * DAY }, planif);
    expect(long.message).toContain('100 jours au plus');
  });
});

describe('addEvent, editEvent, deleteEvent', () => {
  it('adds an itinerary, the server recomputing distance, time, weights and end from the legs', async () => {
    const event = await newEvent({ distance: 999, temps: 999, poid: '1|2' });
    const added = await call('addEvent', { event }, planif);
    expect(added).toMatchObject({ status: 200, code: 0 });
    const id = (added.data as { event_id: number }).event_id;
    const listed = await dayOf(event.debut_timestamp);
    const saved = listed.find((e) => e.event_id === id)!;
    expect(saved).toMatchObject({
      distance: 20.2,
      temps: 25,
      poid: '1250.8|1250.8',
      nom: 'Tournée test',
      supprimer: 0,
      version: 1,
    });
    expect(saved.fin_timestamp).toBe(event.debut_timestamp + 25 * 60_000);
    const legs = JSON.parse(String(saved.recap)) as { poids: string }[];
    expect(legs[0]!.poids).toBe('Livraison 0,3 kg + Reprise 1\u202f250,5 kg = 1\u202f250,8 kg');
  });

  it('§5.5: start, name and driver are required, the French 422 naming the missing one', async () => {
    const event = await newEvent();
    for (const [field, value] of [
      ['nom', ''],
      ['chauffeur', '  '],
      ['debut_timestamp', undefined],
    ] as const) {
      const answer = await call('addEvent', { event: { ...event, [field]: value } }, planif);
      expect(answer).toMatchObject({ status: 422 });
      expect(answer.message).toContain(`event.${field}`);
    }
    const unknown = await call('addEvent', { event: { ...event, chauffeur: 'Personne' } }, planif);
    expect(unknown).toMatchObject({ status: 422 });
    expect(unknown.message).toContain('Chauffeur inconnu : Personne');
  });

  it('refuses inconsistent legs (unknown client, negative weight, NaN, broken chain) in French', async () => {
    const event = await newEvent();
    const [a] = (await mapClients()).map((c) => String(c.CODE_CLIENT));
    const cases: [unknown[], string][] = [
      [[leg('1', 'C99999')], 'Étape 1 : client inconnu « C99999 ».'],
      [[leg('1', a!, { poidsSortie: ['-2', '1'] })], 'Étape 1 : poids invalide « -2 »'],
      [[leg('1', a!, { distance: 'NaN' })], 'Étape 1 : distance invalide'],
      [[leg('1', a!), leg('C0', a!)], "Étape 2 : elle part de « C0 » alors que l'étape 1 arrive"],
      [[leg('999', a!)], 'Étape 1 : agence de départ inconnue « 999 ».'],
    ];
    for (const [legs, message] of cases) {
      const answer = await call(
        'addEvent',
        { event: { ...event, recap: JSON.stringify(legs) } },
        planif,
      );
      expect(answer, message).toMatchObject({ status: 422 });
      expect(answer.message).toContain(message);
    }
    const notJson = await call('addEvent', { event: { ...event, recap: '[{' } }, planif);
    expect(notJson.message).toContain("n'est pas un JSON valide");
    const reversed = await call(
      'addEvent',
      { event: { ...event, fin_timestamp: event.debut_timestamp - 1 } },
      planif,
    );
    expect(reversed.message).toContain('doit suivre son début');
  });

  it("refuses an itinerary over its driver's payload or outside the driver's hours (add and edit), naming the stop and why, as the page does", async () => {
    const [a, b] = (await mapClients()).map((c) => String(c.CODE_CLIENT));
    const settings = await call('get_itinerary_settings', {}, planif);
    const driver = (
      settings.data as {
        drivers: { name: string; payloadKg: number; start: string; end: string }[];
      }
    ).drivers[0]!;
    expect(driver).toMatchObject({ payloadKg: 3500, start: '07:00', end: '18:00' });
    const event = await newEvent({ chauffeur: driver.name });
    const monday = event.debut_timestamp - 9 * 3_600_000;
    const heavy = JSON.stringify([
      leg('1', a!, { poidsStock: ['3000'] }),
      leg(a!, b!, { poidsStock: ['600.3'] }),
    ]);
    const at = (hours: number, minutes = 0) => monday + hours * 3_600_000 + minutes * 60_000;
    const cases: [Record<string, unknown>, string][] = [
      [
        { recap: heavy },
        `Arrêt 2 (« ${b} ») : charge utile dépassée, 3\u202f600,3 kg dans le véhicule pour 3\u202f500 kg de charge utile (véhicule de ${driver.name}).`,
      ],
      [
        { debut_timestamp: at(5), fin_timestamp: at(6) },
        `Départ à 05:00, hors des horaires de ${driver.name} (07:00–18:00).`,
      ],
      [
        { debut_timestamp: at(17, 40), fin_timestamp: at(18, 30) },
        `Arrêt 2 (« ${b} ») : arrivée à 18:05, après la fin de service de ${driver.name} (18:00).`,
      ],
      [
        { debut_timestamp: at(-15), fin_timestamp: at(-14) },
        `${driver.name} ne travaille pas le dimanche.`,
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await call('addEvent', { event: { ...event, ...change } }, planif);
      expect(answer, message).toMatchObject({ status: 422 });
      expect(answer.message).toBe(message);
    }
    const added = await call('addEvent', { event }, planif);
    expect(added).toMatchObject({ status: 200, code: 0 });
    const { event_id, version } = added.data as { event_id: number; version: number };
    for (const [change, message] of cases) {
      const answer = await call(
        'editEvent',
        { event: { ...event, ...change, event_id, version } },
        planif,
      );
      expect(answer, message).toMatchObject({ status: 422 });
      expect(answer.message).toBe(message);
    }
    const kept = (await dayOf(event.debut_timestamp)).find((e) => e.event_id === event_id)!;
    expect(kept).toMatchObject({ version, debut_timestamp: event.debut_timestamp });
  });

  it('edits with the version seen: the same event is updated, a stale version answers 409 in French', async () => {
    const event = await newEvent();
    const added = await call('addEvent', { event }, planif);
    const id = (added.data as { event_id: number }).event_id;
    const [, second] = await driverNames();
    const edited = await call(
      'editEvent',
      { event: { ...event, event_id: id, chauffeur: second, version: 1 } },
      planif,
    );
    expect(edited).toMatchObject({ status: 200, code: 0, data: { recordId: id, version: 2 } });
    const stale = await call(
      'editEvent',
      { event: { ...event, event_id: id, nom: 'Autre', version: 1 } },
      planif,
    );
    expect(stale).toMatchObject({ status: 409 });
    expect(stale.message).toMatch(/modifiée/);
    const listed = await dayOf(event.debut_timestamp);
    expect(listed.filter((e) => e.event_id === id)).toEqual([
      expect.objectContaining({ chauffeur: second, nom: 'Tournée test', version: 2 }),
    ]);
    const missing = await call('editEvent', { event: { ...event, event_id: 999_999 } }, planif);
    expect(missing).toMatchObject({ status: 404 });
    expect(missing.message).toBe('Itinéraire introuvable : 999999.');
  });

  it('deletes softly: supprimer 1, never listed again, a second delete is a 404', async () => {
    const event = await newEvent();
    const id = ((await call('addEvent', { event }, planif)).data as { event_id: number }).event_id;
    const stale = await call(
      'deleteEvent',
      { event: { event_id: id, supprimer: 1, version: 7 } },
      planif,
    );
    expect(stale).toMatchObject({ status: 409 });
    expect(
      await call('deleteEvent', { event: { event_id: id, supprimer: 1 } }, planif),
    ).toMatchObject({ status: 200, code: 0 });
    const listed = await dayOf(event.debut_timestamp);
    expect(listed.some((e) => e.event_id === id)).toBe(false);
    const row = await t.server.db
      .selectFrom('delivery_itineraries')
      .select('deleted')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
    expect(
      await call('deleteEvent', { event: { event_id: id, supprimer: 1 } }, planif),
    ).toMatchObject({ status: 404 });
    expect(
      await call('deleteEvent', { event: { event_id: id, supprimer: 0 } }, planif),
    ).toMatchObject({ status: 422 });
    expect(await call('editEvent', { event: { ...event, event_id: id } }, planif)).toMatchObject({
      status: 404,
    });
  });
});

describe('get_itinerary_settings, save_itinerary_settings', () => {
  it('answers the three seeded drivers with a payload and hours, and the Livraison / Reprise colours', async () => {
    const answer = await call('get_itinerary_settings', {}, planif);
    expect(answer.data).toMatchObject({
      drivers: [
        expect.objectContaining({ payloadKg: 3500, start: '07:00', end: '18:00' }),
        expect.objectContaining({ payloadKg: 7500 }),
        expect.objectContaining({ payloadKg: 12000 }),
      ],
      colors: { Livraison: '#1E88E5', Reprise: '#FB8C00' },
    });
  });

  it('admins save them (checked, French 422); others get 403', async () => {
    const settings = JSON.stringify({
      drivers: [
        { name: 'Zoé Martin', payloadKg: 1200.5, start: '06:00', end: '14:00', days: [1, 2, 3] },
      ],
      colors: { Livraison: '#123456', Reprise: '#654321' },
    });
    expect(await call('save_itinerary_settings', { settings }, planif)).toMatchObject({
      status: 403,
    });
    const bad = await call(
      'save_itinerary_settings',
      {
        settings: JSON.stringify({
          drivers: [{ name: 'X', payloadKg: -1, start: '06:00', end: '14:00', days: [1] }],
        }),
      },
      admin,
    );
    expect(bad).toMatchObject({ status: 422 });
    expect(bad.message).toContain('Charge utile invalide pour X');
    const before = await call('get_itinerary_settings', {}, admin);
    expect(await call('save_itinerary_settings', { settings }, admin)).toMatchObject({
      status: 200,
      code: 0,
    });
    expect((await call('get_itinerary_settings', {}, planif)).data).toEqual({
      drivers: [
        { name: 'Zoé Martin', payloadKg: 1200.5, start: '06:00', end: '14:00', days: [1, 2, 3] },
      ],
      colors: { Livraison: '#123456', Reprise: '#654321' },
    });
    const restore = before.data as { drivers: unknown; colors: unknown };
    expect(
      await call('save_itinerary_settings', { settings: JSON.stringify(restore) }, admin),
    ).toMatchObject({ status: 200 });
  });
});
