import { toWireDateTime, toWireDay } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

const BASE = '/api/planningTechnicien/v1';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** spec 2 §8 texts, word for word. */
const ADMIN_ONLY = 'ERREUR : Cette action nécessite un compte administrateur';
const STALE = "Cette intervention vient d'être modifiée par quelqu'un d'autre";

let t: TestServer;
let admin: string;
let planif: string;
let outsider: string;
let technicians: string[];
/** Every intervention of the current list at the start (get_events_liste over ±60 days). */
let events: Record<string, unknown>[];
const used = new Set<number>();

const { call, ok, rows } = familyCalls(BASE, () => t);

/** Midnight UTC of today, plus `days`. */
const day = (days: number) => {
  const now = Date.now();
  return now - (now % DAY) + days * DAY;
};

/** An intervention of the seed in `status` not used by another test yet. */
function take(status: string): Record<string, unknown> {
  const found = events.find((e) => e.Statut === status && !used.has(Number(e.id)));
  if (!found) throw new Error(`Aucune intervention ${status} disponible dans la graine.`);
  used.add(Number(found.id));
  return found;
}

/** `set_event`'s data for a move: status, dates and the five technician names ('' when absent). */
function moved(status: string, start: number, end: number, names: readonly string[]) {
  return {
    Statut: status,
    Debut: toWireDateTime(start),
    Fin: toWireDateTime(end),
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((i) => [`Techniciens_Nom(${i})`, names[i - 1] ?? '']),
    ),
  };
}

async function current(id: unknown): Promise<Record<string, unknown>> {
  const row = await t.server.db
    .selectFrom('interventions')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  return {
    status: row.status,
    start: row.start_ts,
    end: row.end_ts,
    version: row.version,
    technicians: [1, 2, 3, 4, 5].map((i) => row.data[`Techniciens_Nom(${i})`]),
  };
}

beforeAll(async () => {
  ({ t, admin, planif, outsider } = await startSignedInServer());
  technicians = rows(
    ok('get_technicien_liste', await call('get_technicien_liste', {}, planif)),
  ).map((r) => String(r.NOM_TECHNICIEN));
  const range = { start: toWireDay(day(-45)), end: toWireDay(day(45)) };
  events = rows(ok('get_events_liste', await call('get_events_liste', range, planif)));
});
afterAll(() => t.close());

describe('reads (spec 2 §7.1)', () => {
  it('get_technicien_liste: at least 10 technicians over the agencies', async () => {
    const list = rows(ok('get_technicien_liste', await call('get_technicien_liste', {}, planif)));
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(new Set(list.map((r) => r.ID_Agence)).size).toBeGreaterThanOrEqual(2);
  });

  it('get_events_liste: statuses 100 to 130 (never 140 nor 99), dated ones in the range, wire dates', async () => {
    const start = day(-3);
    const answer = rows(
      ok(
        'get_events_liste',
        await call(
          'get_events_liste',
          { start: toWireDay(start), end: toWireDay(day(10)) },
          planif,
        ),
      ),
    );
    const statuses = new Set(answer.map((e) => e.Statut));
    expect(statuses.has('100')).toBe(true);
    expect(statuses.has('110')).toBe(true);
    expect(statuses.has('140')).toBe(false);
    expect(statuses.has('99')).toBe(false);
    for (const e of answer) {
      expect(e.version).toEqual(expect.any(Number));
      for (let i = 1; i <= 5; i++) expect(typeof e[`Techniciens_Nom(${i})`]).toBe('string');
      if (e.Statut === '100') {
        expect(e.Debut).toBe('');
        continue;
      }
      expect(e.Debut).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(Number(e.Fin_TIMESTAMP)).toBeGreaterThan(start);
      expect(Number(e.Debut_TIMESTAMP)).toBeLessThan(day(11));
    }
  });

  it('get_old_events_liste: only finished (140) interventions of the range', async () => {
    const answer = rows(
      ok(
        'get_old_events_liste',
        await call(
          'get_old_events_liste',
          { start: toWireDay(day(-60)), end: toWireDay(day(0)) },
          planif,
        ),
      ),
    );
    expect(answer.length).toBeGreaterThan(10);
    expect(new Set(answer.map((e) => e.Statut))).toEqual(new Set(['140']));
  });

  it('get_event_info_by_event_link: the detail lines (Référence, Désignation, Quantité)', async () => {
    const old = rows(
      ok(
        'get_old_events_liste',
        await call(
          'get_old_events_liste',
          { start: toWireDay(day(-95)), end: toWireDay(day(0)) },
          planif,
        ),
      ),
    );
    let lines: Record<string, unknown>[] = [];
    for (const e of old) {
      lines = rows(
        ok(
          'get_event_info_by_event_link',
          await call('get_event_info_by_event_link', { link: e['_LINK MOTEUR'] }, planif),
        ),
      );
      if (lines.length > 0) break;
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({
      'SAV REF PRODUIT': expect.any(String),
      'SAV DESIGNATION': expect.any(String),
      'DATE RAPPORT': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    });
    expect(await call('get_event_info_by_event_link', { link: 987654 }, planif)).toMatchObject({
      status: 404,
      message: 'Intervention introuvable : 987654.',
    });
  });

  it('unavailabilities of every type, comments, types, settings, options, colours, days, agencies', async () => {
    const absences = rows(
      ok(
        'get_technicien_available_liste',
        await call('get_technicien_available_liste', {}, planif),
      ),
    );
    expect(new Set(absences.map((a) => a.TYPE))).toEqual(
      new Set(['CP', 'RTT', 'CSS', 'AEX', 'CM', 'Autre']),
    );
    expect(absences.every((a) => a.state === 1)).toBe(true);
    const comments = rows(
      ok('get_commentaires_liste', await call('get_commentaires_liste', {}, planif)),
    );
    expect(comments.length).toBeGreaterThan(3);
    expect(comments.every((c) => c.state === 1 && String(c.COMMENTAIRE) !== '')).toBe(true);
    const types = rows(
      ok('getIndisponibilityType', await call('getIndisponibilityType', {}, planif)),
    );
    expect(types.map((ty) => ty.TYPE)).toEqual(['CP', 'RTT', 'CSS', 'AEX', 'CM', 'Autre']);
    expect(types[0]).toEqual({ TYPE: 'CP', LABEL: 'Congé payé' });
    const settings = rows(
      ok('get_calendar_settings', await call('get_calendar_settings', {}, planif)),
    );
    expect(settings).toEqual([{ Params: { 'multie-technicien': true } }]);
    const options = rows(
      ok(
        'get_planning_technicien_options',
        await call('get_planning_technicien_options', {}, planif),
      ),
    );
    expect(options).toContainEqual({ Key: 'statutToShow', Value: '100,110,120,130,140' });
    expect(options).toContainEqual({ Key: 'use_sav_tablette', Value: '1' });
    const colors = rows(ok('get_calendar_colors', await call('get_calendar_colors', {}, planif)));
    expect(JSON.parse(String(colors[0]?.Value))).toMatchObject({
      '100': '#607D8B',
      '110': '#FFA726',
      '130': '#3F51B5',
      '140': '#43A047',
    });
    const days = rows(ok('get_day_to_hide', await call('get_day_to_hide', {}, planif)));
    expect(days).toEqual([{ Key: 'day_to_hide', Value: '0' }]);
    for (const name of ['get_agency', 'get_agency_soft']) {
      const answer = await call(name, {}, planif);
      ok(name, answer);
      // spec 2 §7 "The agency list response is at data.data.data".
      const nested = (answer.data as { data: { data: { fieldData: Record<string, unknown> }[] } })
        .data.data;
      expect(nested.length).toBeGreaterThanOrEqual(2);
      expect(nested[0]?.fieldData).toMatchObject({ ID_Agence: expect.any(Number) });
    }
    // The general family and this one place every agency at the same point: x is the longitude
    // (France: −5° to 10°), y the latitude (41° to 52°).
    const position = (r: Record<string, unknown>) => [
      r.ID_Agence,
      r.map_position_x,
      r.map_position_y,
    ];
    const here = (
      (await call('get_agency', {}, planif)).data as {
        data: { data: { fieldData: Record<string, unknown> }[] };
      }
    ).data.data.map((d) => position(d.fieldData));
    const general = (
      (await t.call('/api/v1/get_agency', {}, planif)).data as {
        data: { fieldData: Record<string, unknown> }[];
      }
    ).data.map((d) => position(d.fieldData));
    expect(general).toEqual(here);
    for (const [, x, y] of here) {
      expect(Number(x)).toBeGreaterThan(-5);
      expect(Number(x)).toBeLessThan(10);
      expect(Number(y)).toBeGreaterThan(41);
      expect(Number(y)).toBeLessThan(52);
    }
  });

  it('login answers a token usable on the family', async () => {
    const answer = await call('login', { username: 'tech', password: 'tech' }, null);
    expect(answer).toMatchObject({ status: 200, code: 0 });
    const token = (answer.data as { id: string }).id;
    ok('get_technicien_liste', await call('get_technicien_liste', {}, token));
    expect(await call('login', { username: 'tech', password: 'faux' }, null)).toMatchObject({
      status: 401,
    });
  });
});

describe('refusals', () => {
  it('401 without a token, 403 for an account without the tool', async () => {
    for (const name of ['get_events_liste', 'get_technicien_liste', 'set_event']) {
      const payload =
        name === 'get_events_liste'
          ? { start: toWireDay(day(0)), end: toWireDay(day(1)) }
          : name === 'set_event'
            ? { id: 1, data: { Statut: '120' } }
            : {};
      expect(await call(name, payload, null)).toMatchObject({ status: 401 });
      expect(await call(name, payload, outsider)).toMatchObject({ status: 403 });
    }
  });

  it('every admin-only call refuses a non-admin with « ERREUR : Cette action nécessite un compte administrateur »', async () => {
    const dated = take('110');
    const period = {
      DEBUT: toWireDateTime(day(50) + 8 * HOUR),
      FIN: toWireDateTime(day(50) + 18 * HOUR),
      TECHNICIEN: technicians[0],
    };
    const calls: [string, unknown][] = [
      ['set_event', { id: dated.id, data: { Debut: toWireDateTime(day(51) + 9 * HOUR) } }],
      ['set_event', { id: dated.id, data: { Statut: '120' } }],
      ['set_event', { id: dated.id, data: { Statut: '100', Debut: '', Fin: '' } }],
      ['set_technicien_available_liste_by_key', { key: '', data: { ...period, TYPE: 'CP' } }],
      ['set_commentaire_by_key', { key: '', data: { ...period, COMMENTAIRE: 'Essai' } }],
      ['save_calendar_colors', { colors: '{"110":"#000000"}' }],
      ['save_day_to_hide', { days: '0,6' }],
      ['setTechToShow', { liste: technicians[0] }],
    ];
    for (const [name, payload] of calls) {
      expect(await call(name, payload, planif), name).toMatchObject({
        status: 403,
        message: ADMIN_ONLY,
      });
    }
    expect(await current(dated.id)).toMatchObject({ status: '110', version: dated.version });
  });

  it('bad input answers a French 422 naming the field', async () => {
    const bad = await call('get_events_liste', { start: 'lundi', end: toWireDay(day(1)) }, planif);
    expect(bad).toMatchObject({ status: 422 });
    expect(bad.message).toContain('start');
    const impossible = await call(
      'get_events_liste',
      { start: '02/30/2026', end: '03/02/2026' },
      planif,
    );
    expect(impossible).toMatchObject({
      status: 422,
      message: 'Le champ « start » doit être une date réelle (MM/JJ/AAAA).',
    });
    const long = await call(
      'get_events_liste',
      { start: toWireDay(day(0)), end: toWireDay(day(200)) },
      planif,
    );
    expect(long).toMatchObject({ status: 422 });
    expect(long.message).toContain('100 jours au plus');
    const badDate = await call('set_event', { id: 1, data: { Debut: 'demain 9 h' } }, admin);
    expect(badDate).toMatchObject({ status: 422 });
    expect(badDate.message).toContain('Debut');
    const badVersion = await call('set_event', { id: 1, data: {}, version: 0 }, admin);
    expect(badVersion).toMatchObject({ status: 422 });
    expect(badVersion.message).toContain('version');
    expect(await call('set_event', { id: 987654, data: { Statut: '120' } }, admin)).toMatchObject({
      status: 404,
      message: 'Intervention introuvable : 987654.',
    });
    // Ids that are not an intervention's: 404 (or 422 from the payload check), never a 500.
    for (const id of ['abc', '12.5', '99999999999', 99999999999, -3]) {
      const answer = await call('set_event', { id, data: { Statut: '120' } }, admin);
      expect([404, 422], String(id)).toContain(answer.status);
    }
    expect(
      await call(
        'setAgency',
        { username: 'planif', password: 'x', agencyId: '99999999999' },
        planif,
      ),
    ).toMatchObject({ status: 422 });
    const unknownTech = await call(
      'set_event',
      {
        id: take('110').id,
        data: { Debut: toWireDateTime(day(52) + 9 * HOUR), 'Techniciens_Nom(1)': 'Inconnu DUPONT' },
      },
      admin,
    );
    expect(unknownTech).toMatchObject({
      status: 422,
      message: 'Technicien inconnu : Inconnu DUPONT.',
    });
  });
});

describe('set_event: the transitions of spec 2 §4.1, decided on the server', () => {
  it('drop 100 → 110 with start, end and technicians; no end → start + the slot duration', async () => {
    const card = take('100');
    const start = day(55) + 8 * HOUR;
    const answer = await call(
      'set_event',
      {
        id: card.id,
        version: card.version,
        data: moved('110', start, start + 3 * HOUR, [technicians[1]!, technicians[2]!]),
      },
      admin,
    );
    expect(ok('set_event', answer)).toEqual({
      recordId: card.id,
      version: Number(card.version) + 1,
    });
    expect(await current(card.id)).toEqual({
      status: '110',
      start,
      end: start + 3 * HOUR,
      version: Number(card.version) + 1,
      technicians: [technicians[1], technicians[2], '', '', ''],
    });

    // The admin's slot duration (Affichage du planning, 06:00) gives the end of a drop without one.
    ok(
      'update_planning_vue',
      await call(
        'update_planning_vue',
        {
          key: 'planning-technicien',
          token: admin,
          newData: {
            selectedNbrDays: 7,
            selectedslotduration: '06:00',
            selectedStartTime: '00:00',
            selectedEndTime: '23:59',
          },
        },
        admin,
      ),
    );
    const other = take('100');
    ok(
      'set_event',
      await call(
        'set_event',
        {
          id: other.id,
          data: { Debut: toWireDateTime(start), 'Techniciens_Nom(1)': technicians[3] },
        },
        admin,
      ),
    );
    expect(await current(other.id)).toMatchObject({ status: '110', end: start + 6 * HOUR });
    const invalid = await call(
      'update_planning_vue',
      {
        key: 'planning-technicien',
        token: admin,
        newData: {
          selectedNbrDays: 7,
          selectedslotduration: '03:00',
          selectedStartTime: '00:00',
          selectedEndTime: '23:59',
        },
      },
      admin,
    );
    expect(invalid).toMatchObject({
      status: 422,
      message:
        'Le champ « newData.selectedslotduration » doit valoir « 01:00 », « 02:00 », « 06:00 » ou « 12:00 ».',
    });
  });

  it('a move to another technician resets to 110; a time-only move keeps the status', async () => {
    // Sent first (110 → 120), then moved in time: still 120.
    const event = take('110');
    ok('set_event', await call('set_event', { id: event.id, data: { Statut: '120' } }, admin));
    expect(await current(event.id)).toMatchObject({ status: '120' });
    const names = [1, 2, 3, 4, 5]
      .map((i) => String(event[`Techniciens_Nom(${i})`]))
      .filter((n) => n !== '');
    const start = day(60) + 10 * HOUR;
    ok(
      'set_event',
      await call(
        'set_event',
        {
          id: event.id,
          data: moved('120', start, start + 2 * HOUR, names),
        },
        admin,
      ),
    );
    expect(await current(event.id)).toMatchObject({ status: '120', start, end: start + 2 * HOUR });
    const stranger = technicians.find((n) => !names.includes(n))!;
    ok(
      'set_event',
      await call(
        'set_event',
        {
          id: event.id,
          data: moved('120', start, start + 2 * HOUR, [stranger]),
        },
        admin,
      ),
    );
    expect(await current(event.id)).toMatchObject({
      status: '110',
      technicians: [stranger, '', '', '', ''],
    });
  });

  it('send to tablet only up to 110: 120, or 130 when use_sav_tablette is 0', async () => {
    const first = take('110');
    ok('set_event', await call('set_event', { id: first.id, data: { Statut: '120' } }, admin));
    expect(await current(first.id)).toMatchObject({ status: '120' });
    const again = await call('set_event', { id: first.id, data: { Statut: '120' } }, admin);
    expect(again).toMatchObject({ status: 409 });
    expect(again.message).toContain('ne peut plus être envoyée vers la tablette');

    await t.server.db
      .updateTable('settings')
      .set({ value: '0' })
      .where('scope', '=', 'planning-technicien')
      .where('key', '=', 'use_sav_tablette')
      .execute();
    try {
      const second = take('110');
      ok('set_event', await call('set_event', { id: second.id, data: { Statut: '120' } }, admin));
      expect(await current(second.id)).toMatchObject({ status: '130' });
    } finally {
      await t.server.db
        .updateTable('settings')
        .set({ value: '1' })
        .where('scope', '=', 'planning-technicien')
        .where('key', '=', 'use_sav_tablette')
        .execute();
    }
  });

  it('cancel planning at 130 or lower → 100 with empty dates; removal of a card → 99, out of the lists', async () => {
    const picked = take('130');
    ok(
      'set_event',
      await call(
        'set_event',
        { id: picked.id, data: { Statut: '100', Debut: '', Fin: '' } },
        admin,
      ),
    );
    expect(await current(picked.id)).toMatchObject({ status: '100', start: null, end: null });

    const planned = take('110');
    const refused = await call('set_event', { id: planned.id, data: { Statut: '99' } }, admin);
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toContain(String(planned['N° RAP COMP']));

    const card = take('100');
    ok('set_event', await call('set_event', { id: card.id, data: { Statut: '99' } }, admin));
    expect(await current(card.id)).toMatchObject({ status: '99', start: null, end: null });
    const listed = rows(
      ok(
        'get_events_liste',
        await call(
          'get_events_liste',
          { start: toWireDay(day(0)), end: toWireDay(day(1)) },
          planif,
        ),
      ),
    );
    expect(listed.some((e) => e.id === card.id)).toBe(false);
    expect(listed.some((e) => e.id === picked.id)).toBe(true);
  });

  it("140 is final: « ERREUR : Intervention {number} est terminé n'est donc plus modifiable. »", async () => {
    const finished = await t.server.db
      .selectFrom('interventions')
      .select(['id', 'report_number', 'version'])
      .where('status', '=', '140')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const data of [
      { Debut: toWireDateTime(day(61) + 8 * HOUR) },
      { Statut: '100', Debut: '', Fin: '' },
      { Statut: '120' },
    ]) {
      expect(await call('set_event', { id: finished.id, data }, admin)).toMatchObject({
        status: 409,
        message: `ERREUR : Intervention ${finished.report_number} est terminé n'est donc plus modifiable.`,
      });
    }
    expect(await current(finished.id)).toMatchObject({
      status: '140',
      version: finished.version,
    });
  });

  it('an unavailability overlapping the start or the end blocks the move (§8 message)', async () => {
    const technician = technicians[4]!;
    const absenceDay = day(65);
    const created = await call(
      'set_technicien_available_liste_by_key',
      {
        key: '',
        data: {
          DEBUT: toWireDateTime(absenceDay + 8 * HOUR),
          FIN: toWireDateTime(absenceDay + 18 * HOUR),
          TECHNICIEN: technician,
          TYPE: 'RTT',
        },
      },
      admin,
    );
    ok('set_technicien_available_liste_by_key', created);
    const event = take('110');
    const move = (start: number, end: number) =>
      call(
        'set_event',
        {
          id: event.id,
          data: {
            Debut: toWireDateTime(start),
            Fin: toWireDateTime(end),
            'Techniciens_Nom(1)': technician,
          },
        },
        admin,
      );
    const message = `ERREUR : Intervention ${String(event['N° RAP COMP'])} technicien(s) non disponible : ${technician}`;
    // The end inside, then the start inside.
    expect(await move(absenceDay + 6 * HOUR, absenceDay + 9 * HOUR)).toMatchObject({
      status: 409,
      message,
    });
    expect(await move(absenceDay + 17 * HOUR, absenceDay + 20 * HOUR)).toMatchObject({
      status: 409,
      message,
    });
    expect(await current(event.id)).toMatchObject({ status: '110', version: event.version });
    // Deleted (state 0), it blocks nothing.
    const key = String((created.data as { recordId: number }).recordId);
    ok(
      'set_technicien_available_liste_by_key',
      await call(
        'set_technicien_available_liste_by_key',
        {
          key,
          data: {
            DEBUT: toWireDateTime(absenceDay + 8 * HOUR),
            FIN: toWireDateTime(absenceDay + 18 * HOUR),
            TECHNICIEN: technician,
            TYPE: 'RTT',
            state: 0,
          },
        },
        admin,
      ),
    );
    ok('set_event', await move(absenceDay + 9 * HOUR, absenceDay + 11 * HOUR));
  });
});

describe('record versions', () => {
  it("a stale version answers 409 « Cette intervention vient d'être modifiée par quelqu'un d'autre » and writes nothing", async () => {
    const event = take('110');
    const version = Number(event.version);
    const first = await call(
      'set_event',
      { id: event.id, version, data: { Debut: toWireDateTime(day(70) + 8 * HOUR) } },
      admin,
    );
    expect(ok('set_event', first)).toMatchObject({ version: version + 1 });
    const second = await call(
      'set_event',
      { id: event.id, version, data: { Debut: toWireDateTime(day(71) + 8 * HOUR) } },
      admin,
    );
    expect(second).toMatchObject({ status: 409, message: STALE });
    expect(await current(event.id)).toMatchObject({
      start: day(70) + 8 * HOUR,
      version: version + 1,
    });
  });

  it('twenty planners moving one intervention at once: exactly one wins', async () => {
    const event = take('110');
    const version = Number(event.version);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(
          'set_event',
          {
            id: event.id,
            version,
            data: { Debut: toWireDateTime(day(75) + i * HOUR) },
          },
          admin,
        ),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    expect(lost.every((a) => a.message === STALE)).toBe(true);
    const winner = answers.indexOf(won[0]!);
    expect(await current(event.id)).toMatchObject({
      start: day(75) + winner * HOUR,
      version: version + 1,
    });
  }, 120_000);
});

describe('unavailabilities and comments by key', () => {
  it('created with an empty key (state 1), updated by key, deleted with state 0; refusals', async () => {
    const data = {
      DEBUT: toWireDateTime(day(80) + 8 * HOUR),
      FIN: toWireDateTime(day(81) + 18 * HOUR),
      TECHNICIEN: technicians[5],
      TYPE: 'CP',
    };
    const created = await call('set_technicien_available_liste_by_key', { key: '', data }, admin);
    const key = (
      ok('set_technicien_available_liste_by_key', created) as unknown as {
        recordId: number;
      }
    ).recordId;
    const listed = () =>
      call('get_technicien_available_liste', {}, planif).then((a) =>
        rows(ok('get_technicien_available_liste', a)),
      );
    expect(await listed()).toContainEqual(
      expect.objectContaining({
        'Clé primaire': key,
        DEBUT: data.DEBUT,
        FIN: data.FIN,
        TECHNICIEN: data.TECHNICIEN,
        TYPE: 'CP',
        state: 1,
      }),
    );
    ok(
      'set_technicien_available_liste_by_key',
      await call(
        'set_technicien_available_liste_by_key',
        { key: String(key), data: { ...data, TYPE: 'CM' } },
        admin,
      ),
    );
    expect((await listed()).find((u) => u['Clé primaire'] === key)).toMatchObject({ TYPE: 'CM' });
    ok(
      'set_technicien_available_liste_by_key',
      await call(
        'set_technicien_available_liste_by_key',
        { key: String(key), data: { ...data, state: 0 } },
        admin,
      ),
    );
    expect((await listed()).some((u) => u['Clé primaire'] === key)).toBe(false);

    const refusals: [unknown, number, string][] = [
      [{ key: '99999', data }, 404, 'Indisponibilité introuvable : 99999.'],
      [{ key: '', data: { ...data, TYPE: 'Vacances' } }, 422, 'Type d’indisponibilité inconnu'],
      [{ key: '', data: { ...data, TECHNICIEN: 'Inconnu DUPONT' } }, 422, 'Technicien inconnu'],
      [{ key: '', data: { ...data, FIN: data.DEBUT } }, 422, 'La fin doit suivre le début.'],
      [{ key: '', data: { ...data, DEBUT: '' } }, 422, 'DEBUT'],
      [{ key: '', data: { ...data, state: 2 } }, 422, 'state'],
    ];
    for (const [payload, status, text] of refusals) {
      const answer = await call('set_technicien_available_liste_by_key', payload, admin);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.message).toContain(text);
    }
  });

  it('comments: created, edited, deleted with state 0 (« Aucun commentaire trouvé » is the page’s)', async () => {
    const data = {
      DEBUT: toWireDateTime(day(3) + 8 * HOUR),
      FIN: toWireDateTime(day(3) + 18 * HOUR),
      TECHNICIEN: technicians[6],
      COMMENTAIRE: 'Rendez-vous médical l’après-midi.',
    };
    const created = await call('set_commentaire_by_key', { key: '', data }, admin);
    const key = (ok('set_commentaire_by_key', created) as unknown as { recordId: number }).recordId;
    const listed = () =>
      call('get_commentaires_liste', {}, planif).then((a) => rows(ok('get_commentaires_liste', a)));
    expect((await listed()).find((c) => c['Clé primaire'] === key)).toMatchObject({
      TECHNICIEN: technicians[6],
      COMMENTAIRE: data.COMMENTAIRE,
      state: 1,
    });
    ok(
      'set_commentaire_by_key',
      await call(
        'set_commentaire_by_key',
        { key: String(key), data: { ...data, COMMENTAIRE: 'Finalement disponible.' } },
        admin,
      ),
    );
    expect((await listed()).find((c) => c['Clé primaire'] === key)).toMatchObject({
      COMMENTAIRE: 'Finalement disponible.',
    });
    ok(
      'set_commentaire_by_key',
      await call(
        'set_commentaire_by_key',
        { key: String(key), data: { ...data, state: '0' } },
        admin,
      ),
    );
    expect((await listed()).some((c) => c['Clé primaire'] === key)).toBe(false);
    const empty = await call(
      'set_commentaire_by_key',
      { key: '', data: { ...data, COMMENTAIRE: '   ' } },
      admin,
    );
    expect(empty).toMatchObject({ status: 422 });
    expect(empty.message).toContain('COMMENTAIRE');
    expect(await call('set_commentaire_by_key', { key: 'abc', data }, admin)).toMatchObject({
      status: 404,
      message: 'Commentaire introuvable : abc.',
    });
  });
});

describe('per-user and calendar settings', () => {
  it('technicians to show: saved by an admin on their own record, unknown names refused', async () => {
    const chosen = `${technicians[2]}, ${technicians[0]}`;
    ok('setTechToShow', await call('setTechToShow', { token: admin, liste: chosen }, admin));
    const mine = rows(
      ok('getTechToShow', await call('getTechToShow', { username: 'admin', password: 'x' }, admin)),
    );
    expect(mine).toEqual([
      { tech_to_show_planning_technicien: `${technicians[2]},${technicians[0]}` },
    ]);
    const theirs = rows(
      ok(
        'getTechToShow',
        await call('getTechToShow', { username: 'planif', password: 'x' }, planif),
      ),
    );
    expect(theirs[0]?.tech_to_show_planning_technicien).not.toBe(
      `${technicians[2]},${technicians[0]}`,
    );
    expect(
      await call('setTechToShow', { token: admin, liste: 'Inconnu DUPONT' }, admin),
    ).toMatchObject({ status: 422, message: 'Technicien inconnu : Inconnu DUPONT.' });
    expect(
      await call('setTechToShow', { token: planif, liste: technicians[0] }, admin),
    ).toMatchObject({ status: 403 });
    expect(await call('getTechToShow', { username: 'admin', password: 'x' }, planif)).toMatchObject(
      { status: 403 },
    );
  });

  it('agency per user: setAgency then getAgency; an unknown agency is refused', async () => {
    const agencies = (
      (await call('get_agency_soft', {}, planif)).data as {
        data: { data: { fieldData: { ID_Agence: number } }[] };
      }
    ).data.data.map((a) => a.fieldData.ID_Agence);
    const chosen = agencies[agencies.length - 1]!;
    ok(
      'setAgency',
      await call('setAgency', { username: 'planif', password: 'x', agencyId: chosen }, planif),
    );
    expect(
      rows(ok('getAgency', await call('getAgency', { username: 'planif', password: 'x' }, planif))),
    ).toEqual([{ ID_Agence: chosen }]);
    expect(
      await call('setAgency', { username: 'planif', password: 'x', agencyId: 999 }, planif),
    ).toMatchObject({ status: 422, message: 'Agence inconnue : 999.' });
    // The page holds no password: the session proves who asks. An empty agencyId clears it.
    ok('setAgency', await call('setAgency', { username: 'planif', agencyId: '' }, planif));
    expect(rows(ok('getAgency', await call('getAgency', { username: 'planif' }, planif)))).toEqual([
      { ID_Agence: '' },
    ]);
    ok('setAgency', await call('setAgency', { username: 'planif', agencyId: chosen }, planif));
    expect(rows(ok('getAgency', await call('getAgency', { username: 'planif' }, planif)))).toEqual([
      { ID_Agence: chosen },
    ]);
    // Another account's choice is not this session's to read or write.
    expect(await call('setAgency', { username: 'admin', agencyId: chosen }, planif)).toMatchObject({
      status: 403,
    });
    // The planning's choice is not the person's home agency (user_id_agence).
    const home = await t.server.db
      .selectFrom('users')
      .select('agency_id')
      .where('login', '=', 'planif')
      .executeTakeFirstOrThrow();
    expect(home.agency_id).toBe(1);
  });

  it('colours by status and hidden days: saved by an admin, checked', async () => {
    ok(
      'save_calendar_colors',
      await call('save_calendar_colors', { colors: '{"110":"#123456"}' }, admin),
    );
    const colors = rows(ok('get_calendar_colors', await call('get_calendar_colors', {}, planif)));
    expect(JSON.parse(String(colors[0]?.Value))).toMatchObject({
      '100': '#607D8B',
      '110': '#123456',
    });
    const badColor = await call('save_calendar_colors', { colors: '{"110":"rouge"}' }, admin);
    expect(badColor).toMatchObject({ status: 422 });
    expect(badColor.message).toContain('#RRGGBB');
    expect(
      await call('save_calendar_colors', { colors: '{"150":"#123456"}' }, admin),
    ).toMatchObject({ status: 422 });
    expect(await call('save_calendar_colors', { colors: '[1]' }, admin)).toMatchObject({
      status: 422,
    });

    ok('save_day_to_hide', await call('save_day_to_hide', { days: '6,0' }, admin));
    expect(rows(ok('get_day_to_hide', await call('get_day_to_hide', {}, planif)))).toEqual([
      { Key: 'day_to_hide', Value: '0,6' },
    ]);
    expect(await call('save_day_to_hide', { days: '0,1,2,3,4,5,6' }, admin)).toMatchObject({
      status: 422,
      message: 'Au moins un jour doit rester affiché.',
    });
  });
});
