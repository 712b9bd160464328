import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

const BASE = '/api/planningDisponibilite/v1';
const DAY = 86_400_000;

let t: TestServer;
let admin: string;
let planif: string;
let outsider: string;
let now: number;

beforeAll(async () => {
  ({ t, admin, planif, outsider } = await startSignedInServer());
  now = Date.now();
});
afterAll(() => t.close());

const { call, ok } = familyCalls(BASE, () => t);

describe('get_parc', () => {
  it('lists the fleet with family, sub-family, registration, index and agency', async () => {
    const parc = ok('get_parc', await call('get_parc', {}, planif));
    expect(parc.data.length).toBe(320);
    expect(parc.data[0]?.fieldData).toMatchObject({
      FAMILLE: expect.any(String),
      SOUS_FAMILLE: expect.any(String),
      MATRICULE: expect.any(String),
      AGENCE: expect.any(String),
      ID_AGENCE: expect.any(Number),
    });
    expect(parc.data.some((r) => String(r.fieldData.FAMILLE).length <= 3)).toBe(true);
  });
});

describe('get_events, get_events_reserved, get_events_sav', () => {
  const start = () => now - 3 * DAY;
  const end = () => now + 4 * DAY;

  it('answers only the rentals overlapping the window, with timestamps and states', async () => {
    const events = ok(
      'get_events',
      await call('get_events', { start: start(), end: end() }, planif),
    );
    expect(events.data.length).toBeGreaterThan(20);
    for (const { fieldData: e } of events.data) {
      const from = Number(e.CLD_DATE_LIVRAISON_DEPART || e.CLD_DATE_DEPART_TIMESTAMP);
      const to = Number(e.CLD_DATE_LIVRAISON_RETOUR || e.CLD_DATE_RETOUR_TIMESTAMP);
      expect(from).toBeLessThan(end());
      expect(to).toBeGreaterThan(start());
      expect(e.CLD_MATRICULE).toEqual(expect.any(String));
      expect(typeof e.CLD_CONTRAT_STATE).toBe('string');
    }
    const total = await t.server.db
      .selectFrom('contract_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(events.data.length).toBeLessThan(Number(total.n));
    expect(events.data.some((e) => e.fieldData.CLD_DATE_LIVRAISON_DEPART !== '')).toBe(true);
  });

  it('answers the reservations and after-sales events of the window', async () => {
    const window = { start: start(), end: end() + 30 * DAY };
    const reserved = ok('get_events_reserved', await call('get_events_reserved', window, planif));
    expect(reserved.data.length).toBeGreaterThan(0);
    for (const { fieldData: r } of reserved.data) {
      expect(Number(r.R_DATE_DEPART_TIMESTAMP)).toBeLessThan(window.end);
      expect(Number(r.R_DATE_RETOUR_TIMESTAMP)).toBeGreaterThan(window.start);
      expect(r.R_MATRICULE).toEqual(expect.any(String));
    }
    const sav = ok('get_events_sav', await call('get_events_sav', window, planif));
    expect(sav.data.length).toBeGreaterThan(0);
    expect(sav.data[0]?.fieldData).toMatchObject({
      'N° MATR INT': expect.any(String),
      Debut_TIMESTAMP: expect.any(Number),
      Fin_TIMESTAMP: expect.any(Number),
    });
  });

  it('refuses a reversed or too long window with a French message', async () => {
    const reversed = await call('get_events', { start: end(), end: start() }, planif);
    expect(reversed).toMatchObject({ status: 422 });
    expect(reversed.message).toContain('postérieure');
    const long = await call('get_events_sav', { start: 0, end: 500 * DAY }, planif);
    expect(long).toMatchObject({ status: 422 });
    const text = await call('get_events', { start: 'hier', end: end() }, planif);
    expect(text).toMatchObject({ status: 422 });
  });

  it('reads the window through the index, not a scan of the table', async () => {
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT * FROM contract_lines
      WHERE start_ts < ${end()} AND end_ts > ${start()}`.execute(t.server.db);
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toMatch(/Index|Bitmap/);
  });
});

describe('colours and states', () => {
  it('answers contract states, event-state colours and calendar colours', async () => {
    const states = ok('get_contrat_state', await call('get_contrat_state', {}, planif));
    expect(states.data.map((s) => s.fieldData.state)).toContain('En cours');
    const stateColors = ok('get_state_colors', await call('get_state_colors', {}, planif));
    expect(stateColors.data).toContainEqual({
      fieldData: { state: 'En retard', color: '#E53935' },
    });
    const colors = ok('get_calendar_colors', await call('get_calendar_colors', {}, planif));
    const value = JSON.parse(String(colors.data[0]?.fieldData.Value)) as Record<
      string,
      { color: string }
    >;
    expect(value.LOCATION?.color).toBe('#A1887F');
    expect(value.LIVRAISON?.color).toBe('#FF0000');
  });

  it('saves colours for an admin only, and refuses invalid ones in French', async () => {
    const colors = {
      LOCATION: { label: 'Location', color: '#123456' },
      RESERVATION: { label: 'Réservation', color: '#81C784' },
      SAV: { label: 'SAV', color: '#A1887F' },
      LIVRAISON: { label: 'Livraison', color: '#FF0000' },
    };
    const refused = await call('save_calendar_colors', { colors: JSON.stringify(colors) }, planif);
    expect(refused).toMatchObject({ status: 403, message: 'Action réservée aux administrateurs.' });
    const bad = await call(
      'save_calendar_colors',
      { colors: JSON.stringify({ ...colors, SAV: { color: 'rouge' } }) },
      admin,
    );
    expect(bad).toMatchObject({ status: 422 });
    expect(bad.message).toContain('SAV');
    ok(
      'save_calendar_colors',
      await call('save_calendar_colors', { colors: JSON.stringify(colors) }, admin),
    );
    const saved = ok('get_calendar_colors', await call('get_calendar_colors', {}, planif));
    expect(String(saved.data[0]?.fieldData.Value)).toContain('#123456');
  });
});

describe('hidden days and event types', () => {
  it('saves hidden days for an admin only', async () => {
    expect(await call('save_day_to_hide', { days: '0,6' }, planif)).toMatchObject({ status: 403 });
    expect(await call('save_day_to_hide', { days: 'samedi' }, admin)).toMatchObject({
      status: 422,
    });
    expect(await call('save_day_to_hide', { days: '0,1,2,3,4,5,6' }, admin)).toMatchObject({
      status: 422,
    });
    ok('save_day_to_hide', await call('save_day_to_hide', { days: '6,0' }, admin));
    const days = ok('get_day_to_hide', await call('get_day_to_hide', {}, planif));
    expect(days.data[0]?.fieldData).toEqual({ Key: 'day_to_hide', Value: '0,6' });
  });

  it('saves the event types to show for an admin only (0 = shown)', async () => {
    const types = { showLivraison: 1, showLocation: 0, showReservation: 0 };
    expect(await call('save_planning_events_type_to_show', types, planif)).toMatchObject({
      status: 403,
    });
    ok(
      'save_planning_events_type_to_show',
      await call('save_planning_events_type_to_show', types, admin),
    );
    const rows = ok(
      'get_planning_events_type_to_show',
      await call('get_planning_events_type_to_show', {}, planif),
    );
    expect(rows.data.map((r) => r.fieldData)).toEqual([
      { Key: 'showLivraison', Value: '1' },
      { Key: 'showLocation', Value: '0' },
      { Key: 'showReservation', Value: '0' },
    ]);
  });
});

describe('update_planning_vue', () => {
  const newData = {
    selectedNbrDays: 15,
    selectedslotduration: '06:00',
    selectedStartTime: '08:00',
    selectedEndTime: '20:00',
  };
  it('saves the display of the token’s user under the page key, keeping other keys', async () => {
    ok(
      'update_planning_vue',
      await call(
        'update_planning_vue',
        { newData, key: 'planning-disponibilite', token: planif },
        planif,
      ),
    );
    ok(
      'update_planning_vue',
      await call(
        'update_planning_vue',
        { newData: { ...newData, selectedNbrDays: 7 }, key: 'planning-livraison', token: planif },
        planif,
      ),
    );
    const me = (await t.call('/api/v1/get_user_by_token', { token: planif }, planif)).data as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    const display = JSON.parse(String(me.data.data[0]?.fieldData.planning_display)) as Record<
      string,
      unknown
    >;
    expect(display['planning-disponibilite']).toEqual(newData);
    expect(display['planning-livraison']).toMatchObject({ selectedNbrDays: 7 });
  });

  it('keeps only the pages’ keys and their four fields: a person’s record cannot grow (issue 9 §6)', async () => {
    const keys = 'planning-disponibilite, planning-livraison, planning-technicien';
    for (let i = 0; i < 3; i++) {
      const other = await call(
        'update_planning_vue',
        { newData, key: `page-${i}`, token: planif },
        planif,
      );
      expect(other).toMatchObject({
        status: 422,
        message: `Le champ « key » doit être la clé d’une page : ${keys}.`,
      });
    }
    const padded = await call(
      'update_planning_vue',
      {
        newData: { ...newData, selectedslotduration: 'x'.repeat(5000) },
        key: 'planning-livraison',
        token: planif,
      },
      planif,
    );
    expect(padded).toMatchObject({ status: 422 });
    expect(padded.message).toContain('« newData.selectedslotduration »');
    ok(
      'update_planning_vue',
      await call(
        'update_planning_vue',
        {
          newData: { ...newData, extra: 'y'.repeat(5000) },
          key: 'planning-technicien',
          token: planif,
        },
        planif,
      ),
    );
    const me = (await t.call('/api/v1/get_user_by_token', { token: planif }, planif)).data as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    const stored = String(me.data.data[0]?.fieldData.planning_display);
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual([
      'planning-disponibilite',
      'planning-livraison',
      'planning-technicien',
    ]);
    expect(stored.length).toBeLessThan(600);
  });
  it('refuses values outside the choices and another user’s token', async () => {
    const bad = await call(
      'update_planning_vue',
      { newData: { ...newData, selectedNbrDays: 8 }, key: 'planning-disponibilite', token: planif },
      planif,
    );
    expect(bad).toMatchObject({ status: 422 });
    expect(bad.message).toBe(
      'Le champ « newData.selectedNbrDays » doit valoir 1, 7, 15, 30 ou 90.',
    );
    const other = await call(
      'update_planning_vue',
      { newData, key: 'planning-disponibilite', token: admin },
      planif,
    );
    expect(other).toMatchObject({ status: 403 });
  });
});

describe('user_registration', () => {
  it('lets an admin create an account that can sign in; refuses others and duplicates', async () => {
    const user = {
      email: 'nouveau@exemple.fr',
      password: 'motdepasse9',
      web_application_to_show: 'planning-disponibilite',
      admin: 0,
    };
    expect(await call('user_registration', { user }, planif)).toMatchObject({ status: 403 });
    const created = ok('user_registration', await call('user_registration', { user }, admin));
    expect(created).toMatchObject({ id: expect.any(Number) });
    expect(await t.signIn('nouveau@exemple.fr', 'motdepasse9')).toEqual(expect.any(String));
    expect(await call('user_registration', { user }, admin)).toMatchObject({ status: 409 });
    const short = await call(
      'user_registration',
      { user: { ...user, email: 'b@exemple.fr', password: 'court' } },
      admin,
    );
    expect(short).toMatchObject({ status: 422 });
  });
});

describe('refusals', () => {
  it('refuses every call without a token (401) and to a user without the tool (403)', async () => {
    expect(await t.call(`${BASE}/get_parc`, {})).toMatchObject({ status: 401 });
    const refused = await call('get_parc', {}, outsider);
    expect(refused.status).toBe(403);
    expect(refused.message).toContain('Accès refusé');
    expect(await call('get_events', { start: now, end: now + DAY }, outsider)).toMatchObject({
      status: 403,
    });
  });
});
