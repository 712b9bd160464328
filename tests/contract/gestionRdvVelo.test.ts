import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer, type Records } from './support/family';
import type { TestServer } from './support/testServer';

const BASE = '/api/gestionRdvVelo/v1';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** spec 2 §8 and issue 13 texts, word for word. */
const ADMIN_ONLY = 'ERREUR : Cette action nécessite un compte administrateur';
const BOOKED = "Ce créneau vient d'être réservé";
const NO_CONTRACT = 'Aucun contrat en cours pour le client séléctionné';
const STALE = "Ce créneau vient d'être modifié par quelqu'un d'autre : rechargez-le.";

let t: TestServer;
let admin: string;
let planif: string;
let outsider: string;
let agencies: Record<string, unknown>[];
/** Clients with an open (Réservé / En cours) contract and a mail. */
let withContract: { code: string; contract: string; reservation: string; mail: string }[];
/** Codes of clients without any open contract. */
let withoutContract: string[];

const { call, ok, rows } = familyCalls(BASE, () => t);

/** Midnight UTC of today, plus `days`. */
const day = (days: number) => {
  const now = Date.now();
  return now - (now % DAY) + days * DAY;
};

/** Creates one slot (admin) and answers its key. */
async function create(fields: Record<string, unknown>): Promise<number> {
  const answer = await call(
    'set_dispo',
    {
      dispo: {
        AGENCE: agencies[0]!.PR_ID_AG,
        JOUR: day(3) + 9 * HOUR,
        DEBUT: '09:00',
        FIN: '10:00',
        TYPE_ID1: 1,
        ...fields,
      },
    },
    admin,
  );
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  return (answer.data as { keys: number[] }).keys[0]!;
}

const stored = (key: number) =>
  t.server.db.selectFrom('bike_slots').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

const mailsTo = (address: string) =>
  t.server.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();

/** Books a slot for a client (admin) and answers the new version. */
async function book(key: number, code: string, version = 1): Promise<number> {
  const answer = await call(
    'edit_dispo',
    { key, version, newData: { LIBRE: 1, CODE_CLIENT: code } },
    admin,
  );
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  return (answer.data as { version: number }).version;
}

beforeAll(async () => {
  ({ t, admin, planif, outsider } = await startSignedInServer());
  agencies = rows(ok('get_agency_liste', await call('get_agency_liste', {}, planif)));
  const open = await t.server.db
    .selectFrom('contracts')
    .innerJoin('clients', 'clients.id', 'contracts.client_id')
    .select([
      'clients.code_client',
      'clients.data as client',
      'contracts.num_contrat',
      'contracts.data',
    ])
    .where('contracts.state', 'in', ['Réservé', 'En cours'])
    .orderBy('contracts.id')
    .execute();
  const seen = new Set<string>();
  withContract = [];
  for (const r of open) {
    const mail = String(r.client['CONTACT_MAIL(1)'] ?? '');
    if (seen.has(r.code_client) || mail === '') continue;
    seen.add(r.code_client);
    withContract.push({
      code: r.code_client,
      contract: r.num_contrat,
      reservation: String(r.data.numero_reservation ?? ''),
      mail,
    });
  }
  const clients = await t.server.db.selectFrom('clients').select('code_client').execute();
  withoutContract = clients.map((c) => c.code_client).filter((c) => !seen.has(c));
  expect(withContract.length).toBeGreaterThan(25);
  expect(withoutContract.length).toBeGreaterThan(0);
});
afterAll(() => t.close());

describe('reads (spec 2 §7.2)', () => {
  it('get_agency_liste: ≥ 5 agencies with PR_* fields, GPS, indications and a map link', () => {
    expect(agencies.length).toBeGreaterThanOrEqual(5);
    for (const a of agencies) {
      expect(a).toMatchObject({
        PR_ID_AG: expect.any(Number),
        PR_NOM_AG: expect.any(String),
        PR_VILLE_AG: expect.any(String),
        WEB_LABEL: expect.any(String),
        PR_COLOR: expect.stringMatching(/^#[0-9A-F]{6}$/i),
        ADRESSE: expect.stringMatching(/\d{5} /),
        GPS: expect.stringMatching(/^\d+\.\d+,\d+\.\d+$/),
        INDICATIONS: expect.any(String),
        AGENCE_MAP_LINK: expect.stringContaining('https://'),
      });
    }
  });

  it('get_rdv_type_liste: the appointment types (KEY, LABEL_TECH)', async () => {
    const types = rows(ok('get_rdv_type_liste', await call('get_rdv_type_liste', {}, planif)));
    expect(types.map((x) => x.KEY)).toEqual(['TYPE_ID1', 'TYPE_ID2', 'TYPE_ID3', 'TYPE_ID4']);
    expect(types[0]!.LABEL_TECH).toBe('Retrait location');
  });

  it('get_dispo_between_timestamp: every agency, days at 12:00 between day start 00:00 and end 23:59:59', async () => {
    const start = day(-7);
    const end = day(7) + DAY - 1000;
    const slots = rows(
      ok(
        'get_dispo_between_timestamp',
        await call('get_dispo_between_timestamp', { start, end }, planif),
      ),
    );
    expect(slots.length).toBeGreaterThan(50);
    expect(new Set(slots.map((s) => s.AGENCE)).size).toBe(agencies.length);
    for (const s of slots) {
      expect(Number(s.JOUR)).toBeGreaterThanOrEqual(start);
      expect(Number(s.JOUR)).toBeLessThanOrEqual(end);
      expect(new Date(Number(s.JOUR)).getUTCHours()).toBe(12);
      expect(s.DEBUT).toMatch(/^\d{2}:\d{2}$/);
      expect([0, 1]).toContain(s.LIBRE);
      expect([0, 1, 2, 3]).toContain(s.RDV_VALIDE);
      expect(s.version).toEqual(expect.any(Number));
      expect(s).toHaveProperty('TYPE_ID1');
      expect(s.ADRESSE).not.toBe('');
      expect(Array.isArray(s.COMMENTAIRE)).toBe(true);
    }
    expect(slots.some((s) => s.LIBRE === 1 && s.CODE_CLIENT !== '')).toBe(true);
    expect(slots.some((s) => s.LIBRE === 0)).toBe(true);
    expect(slots.some((s) => s.HEBDOMADAIRE === 1 && s.ID_HEBDOMADAIRE !== '')).toBe(true);
    expect(slots.some((s) => (s.COMMENTAIRE as unknown[]).length > 0)).toBe(true);
  });

  it('get_dispo_by_agency_between_timestamp: one agency; the end day counts up to 23:59:59', async () => {
    const agency = agencies[1]!;
    const read = async (start: number, end: number) =>
      rows(
        ok(
          'get_dispo_by_agency_between_timestamp',
          await call(
            'get_dispo_by_agency_between_timestamp',
            { city: agency.PR_VILLE_AG, agency: agency.PR_ID_AG, start, end },
            planif,
          ),
        ),
      );
    // The first day with slots from today (the seed opens none on Sundays).
    const week = await read(day(0), day(7) - 1000);
    expect(week.length).toBeGreaterThan(0);
    const first = Math.min(...week.map((s) => Number(s.JOUR))) - 12 * HOUR;
    const oneDay = await read(first, first + DAY - 1000);
    expect(oneDay.length).toBeGreaterThan(0);
    for (const s of oneDay) {
      expect(s.AGENCE).toBe(agency.PR_ID_AG);
      expect(s.JOUR).toBe(first + 12 * HOUR);
    }
    expect(await read(first + DAY, first + 2 * DAY - 1000)).not.toContainEqual(oneDay[0]);
    // A city other than the agency's: nothing.
    const none = await call(
      'get_dispo_by_agency_between_timestamp',
      { city: 'Brest', agency: agency.PR_ID_AG, start: day(0), end: day(1) },
      planif,
    );
    expect(rows(ok('get_dispo_by_agency_between_timestamp', none))).toEqual([]);
  });

  it('get_dispo: the slots of one agency and city; get_dispo_by_client: a client’s bookings', async () => {
    const agency = agencies[2]!;
    const all = rows(
      ok(
        'get_dispo',
        await call('get_dispo', { city: agency.PR_VILLE_AG, agency: agency.PR_ID_AG }, planif),
      ),
    );
    expect(all.length).toBeGreaterThan(30);
    expect(new Set(all.map((s) => s.AGENCE))).toEqual(new Set([agency.PR_ID_AG]));
    const code = String(all.find((s) => s.LIBRE === 1)!.CODE_CLIENT);
    const mine = rows(
      ok('get_dispo_by_client', await call('get_dispo_by_client', { client: code }, planif)),
    );
    expect(mine.length).toBeGreaterThan(0);
    for (const s of mine) expect(s.CODE_CLIENT).toBe(code);
    const lower = await call('get_dispo_by_client', { client: code.toLowerCase() }, planif);
    expect(rows(ok('get_dispo_by_client', lower))).toHaveLength(mine.length);
  });

  it('refuses a reversed or too long range and an unknown agency in French', async () => {
    expect(
      await call('get_dispo_between_timestamp', { start: day(2), end: day(1) }, planif),
    ).toMatchObject({ status: 422, message: expect.stringContaining('la fin doit suivre') });
    expect(
      await call('get_dispo_between_timestamp', { start: day(0), end: day(500) }, planif),
    ).toMatchObject({ status: 422, message: expect.stringContaining('400 jours') });
    expect(await call('get_dispo', { city: '', agency: 999 }, planif)).toMatchObject({
      status: 422,
      message: 'Agence inconnue : 999.',
    });
    expect(
      await call('get_dispo_between_timestamp', { start: 'hier', end: 1 }, planif),
    ).toMatchObject({
      status: 422,
      message: expect.stringContaining('Le champ « start »'),
    });
  });
});

describe('set_dispo: creation (admin), ranges and weekly series', () => {
  it('one slot per time range, JOUR at 12:00 of the day, VILLE of the agency', async () => {
    const agency = agencies[3]!;
    const answer = await call(
      'set_dispo',
      {
        dispo: [
          {
            AGENCE: agency.PR_ID_AG,
            JOUR: day(5) + 9 * HOUR + 37 * 60_000,
            DEBUT: '09:00',
            FIN: '10:00',
            TYPE_ID1: 1,
            TYPE_ID3: 1,
          },
          { AGENCE: agency.PR_ID_AG, JOUR: day(5), DEBUT: '14:00', FIN: '15:30', TYPE_ID2: 1 },
        ],
      },
      admin,
    );
    expect(answer).toMatchObject({ status: 200, code: 0 });
    const keys = (answer.data as { keys: number[] }).keys;
    expect(keys).toHaveLength(2);
    const first = await stored(keys[0]!);
    expect(first).toMatchObject({
      agency_id: agency.PR_ID_AG,
      city: agency.PR_VILLE_AG,
      day_ts: day(5) + 12 * HOUR,
      start_time: '09:00',
      end_time: '10:00',
      types: ['TYPE_ID1', 'TYPE_ID3'],
      booked: 0,
      weekly: 0,
      series_id: '',
      version: 1,
    });
    const read = rows(
      ok(
        'get_dispo_between_timestamp',
        await call(
          'get_dispo_between_timestamp',
          { start: day(5), end: day(5) + DAY - 1000 },
          planif,
        ),
      ),
    ).find((s) => s.key === keys[0]);
    expect(read).toMatchObject({ TYPE_ID1: 1, TYPE_ID2: 0, TYPE_ID3: 1, TYPE_ID4: 0, LIBRE: 0 });
  });

  it('HEBDOMADAIRE 1: every N weeks on the start weekday up to the end date, one ID_HEBDOMADAIRE', async () => {
    const start = day(1) + 8 * HOUR;
    const answer = await call(
      'set_dispo',
      {
        dispo: {
          AGENCE: agencies[0]!.PR_ID_AG,
          JOUR: start,
          DEBUT: '16:00',
          FIN: '17:00',
          TYPE_ID4: 1,
          HEBDOMADAIRE: 1,
          FIN_HEBDOMADAIRE: day(29) + 20 * HOUR,
          INTERVALLE_HEBDOMADAIRE: 2,
        },
      },
      admin,
    );
    expect(answer, answer.message).toMatchObject({ status: 200 });
    const keys = (answer.data as { keys: number[] }).keys;
    const series = await Promise.all(keys.map(stored));
    expect(series.map((s) => s.day_ts)).toEqual([1, 15, 29].map((d) => day(d) + 12 * HOUR));
    expect(new Set(series.map((s) => s.series_id)).size).toBe(1);
    expect(series[0]!.series_id).toMatch(
      new RegExp(`^\\d{13}_${day(1) + 12 * HOUR}_${day(29) + 12 * HOUR}$`),
    );
    expect(series.every((s) => s.weekly === 1)).toBe(true);
  });

  it('refusals: no type, end not after start, unknown agency or type, interval, end before start, non-admin', async () => {
    const base = { AGENCE: agencies[0]!.PR_ID_AG, JOUR: day(2), DEBUT: '09:00', FIN: '10:00' };
    const refused = async (dispo: Record<string, unknown>, token = admin) =>
      call('set_dispo', { dispo }, token);
    expect(await refused(base)).toMatchObject({
      status: 422,
      message: 'Choisissez au moins un type de RDV.',
    });
    expect(await refused({ ...base, TYPE_ID1: 1, FIN: '09:00' })).toMatchObject({
      status: 422,
      message: 'L’heure de fin doit suivre l’heure de début (HH:mm).',
    });
    expect(await refused({ ...base, TYPE_ID1: 1, DEBUT: '9h' })).toMatchObject({
      status: 422,
      message: expect.stringContaining('Le champ « dispo'),
    });
    expect(await refused({ ...base, TYPE_ID1: 1, AGENCE: 'A1' })).toMatchObject({
      status: 422,
      message: 'Agence inconnue : A1.',
    });
    expect(await refused({ ...base, TYPE_ID9: 1 })).toMatchObject({
      status: 422,
      message: expect.stringContaining('Type de RDV inconnu : TYPE_ID9'),
    });
    const weekly = { ...base, TYPE_ID1: 1, HEBDOMADAIRE: 1 };
    expect(
      await refused({ ...weekly, FIN_HEBDOMADAIRE: day(20), INTERVALLE_HEBDOMADAIRE: 6 }),
    ).toMatchObject({
      status: 422,
      message: expect.stringContaining('de 1 à 5'),
    });
    expect(await refused({ ...weekly, FIN_HEBDOMADAIRE: day(1) })).toMatchObject({
      status: 422,
      message: 'La date de fin de la récurrence ne peut pas précéder le jour du créneau.',
    });
    expect(await refused(weekly)).toMatchObject({
      status: 422,
      message: 'Choisissez la date de fin de la récurrence.',
    });
    expect(await refused({ ...base, TYPE_ID1: 1 }, planif)).toMatchObject({
      status: 403,
      code: 403,
      message: ADMIN_ONLY,
    });
  });
});

describe('edit_dispo: booking, status and comment, schedule, freeing (spec 2 §4.2, §5.2, §6)', () => {
  it('an admin books a free slot for a client found by code: names, mail and phone from the client', async () => {
    const key = await create({ DEBUT: '11:00', FIN: '12:00' });
    const client = withContract[0]!;
    expect(await book(key, client.code.toLowerCase())).toBe(2);
    expect(await stored(key)).toMatchObject({
      booked: 1,
      client_code: client.code,
      mail: client.mail,
      rdv_valide: 0,
      version: 2,
    });
    expect((await stored(key)).last_name).not.toBe('');
    // Another client on a booked slot must exist too.
    expect(
      await call('edit_dispo', { key, version: 2, newData: { CODE_CLIENT: 'C99998' } }, admin),
    ).toMatchObject({ status: 422, message: 'Client inconnu : C99998.' });
    expect(
      await call(
        'edit_dispo',
        { key: await create({}), newData: { LIBRE: 1, CODE_CLIENT: 'C99999' } },
        admin,
      ),
    ).toMatchObject({ status: 422, message: 'Client inconnu : C99999.' });
    expect(
      await call(
        'edit_dispo',
        { key: await create({}), newData: { LIBRE: 1, CODE_CLIENT: client.code } },
        planif,
      ),
    ).toMatchObject({ status: 403, message: ADMIN_ONLY });
  });

  it('others edit status and comment of a booked slot with key data; the comment history keeps date, user, msg', async () => {
    const key = await create({ DEBUT: '13:00', FIN: '14:00' });
    await book(key, withContract[1]!.code);
    const answer = await call(
      'edit_dispo',
      { key, version: 2, newData: { RDV_VALIDE: 2, COMMENTAIRE: '  Vélo réglé, casque prêté  ' } },
      planif,
    );
    expect(answer, answer.message).toMatchObject({
      status: 200,
      data: { recordId: key, version: 3 },
    });
    const row = await stored(key);
    expect(row.rdv_valide).toBe(2);
    expect(row.comments).toEqual([
      {
        date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        user: expect.any(String),
        msg: 'Vélo réglé, casque prêté',
      },
    ]);
    // "A comment is added to the history only if not empty".
    await call('edit_dispo', { key, newData: { COMMENTAIRE: '   ' } }, planif);
    expect((await stored(key)).comments).toHaveLength(1);
    // Date, times, type, agency: admin only.
    for (const newData of [
      { DEBUT: '12:00' },
      { JOUR: day(9) },
      { TYPE_ID2: 1 },
      { AGENCE: agencies[1]!.PR_ID_AG },
      { LIBRE: 0 },
    ]) {
      expect(
        await call('edit_dispo', { key, newData }, planif),
        JSON.stringify(newData),
      ).toMatchObject({
        status: 403,
        message: ADMIN_ONLY,
      });
    }
    // Unchanged values sent back are no change.
    expect(
      await call(
        'edit_dispo',
        { key, newData: { DEBUT: '13:00', FIN: '14:00', RDV_VALIDE: 1 } },
        planif,
      ),
    ).toMatchObject({ status: 200 });
  });

  it('status and comment: booked slots only; others need key data; RDV_VALIDE 0–3; saving needs an agency', async () => {
    const free = await create({ DEBUT: '15:00', FIN: '16:00' });
    expect(
      await call('edit_dispo', { key: free, newData: { RDV_VALIDE: 1 } }, admin),
    ).toMatchObject({
      status: 409,
      message: 'Le statut et le commentaire ne s’appliquent qu’à un créneau réservé.',
    });
    const key = await create({ DEBUT: '16:00', FIN: '17:00' });
    await book(key, withContract[2]!.code);
    expect(await call('edit_dispo', { key, newData: { RDV_VALIDE: 7 } }, planif)).toMatchObject({
      status: 422,
      message: 'Le statut du RDV doit valoir 0, 1 (✅), 2 (⚠️) ou 3 (❌).',
    });
    expect(await call('edit_dispo', { key, newData: { AGENCE: '' } }, admin)).toMatchObject({
      status: 422,
      message: 'Choisissez une agence avant d’enregistrer le créneau.',
    });
    await t.server.db
      .updateTable('bike_slots')
      .set({ client_code: '', reservation_num: '' })
      .where('key', '=', key)
      .execute();
    expect(await call('edit_dispo', { key, newData: { RDV_VALIDE: 3 } }, planif)).toMatchObject({
      status: 403,
      message: ADMIN_ONLY,
    });
    expect(await call('edit_dispo', { key: 987654, newData: {} }, admin)).toMatchObject({
      status: 404,
      message: 'Créneau introuvable : 987654.',
    });
  });

  it('a stale version answers 409 and writes nothing', async () => {
    const key = await create({ DEBUT: '10:00', FIN: '11:00' });
    await call('edit_dispo', { key, version: 1, newData: { DEBUT: '10:10' } }, admin);
    expect(
      await call('edit_dispo', { key, version: 1, newData: { FIN: '12:00' } }, admin),
    ).toMatchObject({ status: 409, code: 409, message: STALE });
    expect(await stored(key)).toMatchObject({ start_time: '10:10', end_time: '11:00', version: 2 });
  });

  it('a change of day, times or city mails the customer (date, times, address, map link, indications); not the types, not with sendEmail false', async () => {
    const key = await create({ DEBUT: '09:00', FIN: '10:00' });
    const client = withContract[3]!;
    let version = await book(key, client.code);
    const before = (await mailsTo(client.mail)).length;
    const edit = async (newData: Record<string, unknown>, sendEmail?: boolean) => {
      const answer = await call(
        'edit_dispo',
        { key, version, newData, ...(sendEmail === undefined ? {} : { sendEmail }) },
        admin,
      );
      expect(answer, answer.message).toMatchObject({ status: 200 });
      version = (answer.data as { version: number }).version;
    };
    await edit({ TYPE_ID2: 1 });
    expect(await mailsTo(client.mail)).toHaveLength(before);
    await edit({ DEBUT: '08:30' }, false);
    expect(await mailsTo(client.mail)).toHaveLength(before);
    const target = agencies[4]!;
    await edit({ AGENCE: target.PR_ID_AG, FIN: '10:30' });
    const mails = await mailsTo(client.mail);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.subject).toMatch(/^Votre rendez-vous vélo a été modifié : /);
    expect(mail.text_body).toContain('de 08:30 à 10:30');
    expect(mail.text_body).toContain(String(target.ADRESSE));
    expect(mail.text_body).toContain(String(target.AGENCE_MAP_LINK));
    expect(mail.text_body).toContain(String(target.INDICATIONS));
    expect(mail.html).toContain(`href="${String(target.AGENCE_MAP_LINK).replace(/&/g, '&amp;')}"`);
    expect(await stored(key)).toMatchObject({
      agency_id: target.PR_ID_AG,
      city: target.PR_VILLE_AG,
    });
  });

  it('freeing (admin) clears the §4.2 fields and always mails the customer', async () => {
    const key = await create({ DEBUT: '17:00', FIN: '18:00' });
    const client = withContract[4]!;
    await book(key, client.code);
    await call(
      'edit_dispo',
      { key, version: 2, newData: { RDV_VALIDE: 1, COMMENTAIRE: 'ok', VELO_TYPE: 'VAE' } },
      admin,
    );
    await call('update_contrat_num_by_key', { key, contratNum: client.contract }, admin);
    const before = (await mailsTo(client.mail)).length;
    const answer = await call(
      'edit_dispo',
      { key, newData: { LIBRE: 0 }, sendEmail: false },
      admin,
    );
    expect(answer, answer.message).toMatchObject({ status: 200 });
    expect(await stored(key)).toMatchObject({
      booked: 0,
      reservation_num: '',
      comments: [],
      last_name: '',
      first_name: '',
      mail: '',
      phone: '',
      client_code: '',
      bike_type: '',
      rdv_valide: 0,
    });
    const mails = await mailsTo(client.mail);
    expect(mails).toHaveLength(before + 1);
    expect(mails[mails.length - 1]!.subject).toMatch(/^Votre rendez-vous vélo est annulé : /);
  });
});

describe('the customer’s mail on freeing, in the email history', () => {
  it('freeing mails the customer in French (day, times, agency); the mailbox’s email history lists it', async () => {
    const DEMO_MAILBOX = 'sav@locasuite-location.fr';
    const jour = day(5);
    const key = await create({ JOUR: jour + 12 * HOUR, DEBUT: '10:00', FIN: '10:40' });
    const version = await book(key, withContract[5]!.code);
    // The customer's mailbox made a demo account's (the admin reads it), so the history lists it.
    expect(
      await call('edit_dispo', { key, version, newData: { MAIL: DEMO_MAILBOX } }, admin),
    ).toMatchObject({ status: 200 });
    const before = (await mailsTo(DEMO_MAILBOX)).length;
    expect(await call('edit_dispo', { key, newData: { LIBRE: 0 } }, admin)).toMatchObject({
      status: 200,
    });

    // Written here from the calendar: « 1er » for the first of the month.
    const date = new Date(jour);
    const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(date);
    const dayOfMonth = date.getUTCDate() === 1 ? '1er' : String(date.getUTCDate());
    const longDay = `${dayOfMonth} ${month} ${date.getUTCFullYear()}`;
    const mails = await mailsTo(DEMO_MAILBOX);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.subject).toMatch(/^Votre rendez-vous vélo est annulé : /);
    expect(mail.subject).toContain(`${longDay} à 10:00`);
    expect(mail.text_body).toContain('Votre rendez-vous vélo ci-dessous est annulé');
    expect(mail.text_body).toContain(longDay);
    expect(mail.text_body).toContain('de 10:00 à 10:40');
    expect(mail.text_body).toContain(String(agencies[0]!.PR_NOM_AG));

    const history = await t.call(
      '/api/emailVisualisation/v1/sendinBlue_get_emails_list',
      { email: DEMO_MAILBOX },
      admin,
    );
    expect(history, history.message).toMatchObject({ status: 200, code: 0 });
    const listed = (history.data as Records).data.map((d) => d.fieldData);
    expect(listed).toContainEqual(
      expect.objectContaining({ subject: mail.subject, email: DEMO_MAILBOX }),
    );
  });
});

describe('two people booking the same free slot at once', () => {
  it("twenty parallel bookings: exactly one 200, the others 409 « Ce créneau vient d'être réservé »", async () => {
    const key = await create({ JOUR: day(6), DEBUT: '11:00', FIN: '12:00' });
    const answers = await Promise.all(
      withContract.slice(0, 20).map((client, i) =>
        call(
          'edit_dispo',
          {
            key,
            ...(i % 2 === 0 ? { version: 1 } : {}),
            newData: { LIBRE: 1, CODE_CLIENT: client.code },
          },
          admin,
        ),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 409, code: 409, message: BOOKED });
    }
    const row = await stored(key);
    expect(row).toMatchObject({ booked: 1, version: 2 });
    expect(withContract.slice(0, 20).map((c) => c.code)).toContain(row.client_code);
  });
});

describe('deleting slots and series (admin)', () => {
  const series = async (weeks: number) => {
    const answer = await call(
      'set_dispo',
      {
        dispo: {
          AGENCE: agencies[1]!.PR_ID_AG,
          JOUR: day(2),
          DEBUT: '18:00',
          FIN: '18:40',
          TYPE_ID3: 1,
          HEBDOMADAIRE: 1,
          FIN_HEBDOMADAIRE: day(2 + 7 * (weeks - 1)),
        },
      },
      admin,
    );
    const keys = (answer.data as { keys: number[] }).keys;
    expect(keys).toHaveLength(weeks);
    return { keys, id: (await stored(keys[0]!)).series_id };
  };
  const left = async (keys: number[]) => {
    const found = await t.server.db
      .selectFrom('bike_slots')
      .select('key')
      .where('key', 'in', keys)
      .orderBy('key')
      .execute();
    return found.map((r) => r.key);
  };

  it('delete_dispo: one slot; then 404', async () => {
    const key = await create({});
    expect(await call('delete_dispo', { key }, admin)).toMatchObject({ status: 200, code: 0 });
    expect(await left([key])).toEqual([]);
    expect(await call('delete_dispo', { key }, admin)).toMatchObject({ status: 404 });
    expect(await call('delete_dispo', { key: await create({}) }, planif)).toMatchObject({
      status: 403,
      message: ADMIN_ONLY,
    });
  });

  it('delete_dispo_recurrence: the whole series, by a slot key or by ID_HEBDOMADAIRE', async () => {
    const a = await series(4);
    expect(await call('delete_dispo_recurrence', { key: a.keys[2]! }, admin)).toMatchObject({
      status: 200,
      data: { deleted: 4 },
    });
    expect(await left(a.keys)).toEqual([]);
    const b = await series(3);
    expect(
      ok('delete_dispo_recurrence', await call('delete_dispo_recurrence', { key: b.id }, admin)),
    ).toEqual({
      deleted: 3,
    });
    expect(await call('delete_dispo_recurrence', { key: b.id }, admin)).toMatchObject({
      status: 404,
      message: `Récurrence introuvable : ${b.id}.`,
    });
    expect(await call('delete_dispo_recurrence', { key: await create({}) }, admin)).toMatchObject({
      status: 409,
      message: 'Ce créneau ne fait pas partie d’une récurrence.',
    });
  });

  it('delete_future_dispo_recurrence: the occurrences from a date; …_betwenne_date: up to an end date', async () => {
    const a = await series(5);
    // From the third occurrence (its day at any hour).
    expect(
      await call(
        'delete_future_dispo_recurrence',
        { key: a.id, start: day(16) + 15 * HOUR },
        admin,
      ),
    ).toMatchObject({ status: 200, data: { deleted: 3 } });
    expect(await left(a.keys)).toEqual(a.keys.slice(0, 2));
    const b = await series(5);
    expect(
      await call(
        'delete_future_dispo_recurrence_betwenne_date',
        { key: b.keys[0]!, start: day(9), end: day(16) + DAY - 1000 },
        admin,
      ),
    ).toMatchObject({ status: 200, data: { deleted: 2 } });
    expect(await left(b.keys)).toEqual([b.keys[0], b.keys[3], b.keys[4]]);
    expect(
      await call(
        'delete_future_dispo_recurrence_betwenne_date',
        { key: b.id, start: day(20), end: day(10) },
        admin,
      ),
    ).toMatchObject({ status: 422, message: 'La date de fin doit suivre la date de début.' });
    expect(
      await call('delete_future_dispo_recurrence', { key: b.id, start: day(0) }, planif),
    ).toMatchObject({ status: 403, message: ADMIN_ONLY });
  });
});

describe('clients and contracts', () => {
  it('get_client_by_code_client: SOCIETE, NOM, PRENOM, CONTACT_MAIL(1), CODE_CLIENT, TELEPHONE; none for an unknown code', async () => {
    const client = withContract[0]!;
    const found = rows(
      ok(
        'get_client_by_code_client',
        await call('get_client_by_code_client', { code_client: client.code.toLowerCase() }, planif),
      ),
    );
    expect(found).toEqual([
      expect.objectContaining({
        CODE_CLIENT: client.code,
        'CONTACT_MAIL(1)': client.mail,
        SOCIETE: expect.any(String),
        NOM: expect.any(String),
        PRENOM: expect.any(String),
        TELEPHONE: expect.any(String),
      }),
    ]);
    expect(
      rows(
        ok(
          'get_client_by_code_client',
          await call('get_client_by_code_client', { code_client: 'C99999' }, planif),
        ),
      ),
    ).toEqual([]);
  });

  it('get_client_by_name_or_code_client: part of a name or a code; wildcards are plain text', async () => {
    const client = withContract[0]!;
    const [record] = rows(
      ok(
        'get_client_by_code_client',
        await call('get_client_by_code_client', { code_client: client.code }, planif),
      ),
    );
    const name = String(record!.NOM).slice(0, 4).toLowerCase();
    const byName = rows(
      ok(
        'get_client_by_name_or_code_client',
        await call('get_client_by_name_or_code_client', { clientData: name }, planif),
      ),
    );
    expect(byName.map((c) => c.CODE_CLIENT)).toContain(client.code);
    expect(byName.length).toBeLessThanOrEqual(50);
    const byCode = rows(
      ok(
        'get_client_by_name_or_code_client',
        await call(
          'get_client_by_name_or_code_client',
          { clientData: client.code.slice(1) },
          planif,
        ),
      ),
    );
    expect(byCode.map((c) => c.CODE_CLIENT)).toContain(client.code);
    expect(
      rows(
        ok(
          'get_client_by_name_or_code_client',
          await call('get_client_by_name_or_code_client', { clientData: '%' }, planif),
        ),
      ),
    ).toEqual([]);
  });

  it('get_contracts_by_code_client: the open contracts; « Aucun contrat en cours pour le client séléctionné » when none', async () => {
    const client = withContract[0]!;
    const contracts = rows(
      ok(
        'get_contracts_by_code_client',
        await call('get_contracts_by_code_client', { code: client.code }, planif),
      ),
    );
    expect(contracts.map((c) => c['N° Contrat Comp'])).toContain(client.contract);
    for (const c of contracts) {
      expect(['Réservé', 'En cours']).toContain(c.CONTRAT_STATE);
      expect(c).toHaveProperty('Contrat Loc::N° Contrat Comp');
      expect(c).toHaveProperty('N° Mat interne');
      expect(c).toHaveProperty('LocdataS_::N° Mat interne');
      expect(c).toHaveProperty('N° CDE Client');
    }
    expect(
      await call('get_contracts_by_code_client', { code: withoutContract[0]! }, planif),
    ).toMatchObject({ status: 404, code: 404, message: NO_CONTRACT });
    expect(await call('get_contracts_by_code_client', { code: 'C99999' }, planif)).toMatchObject({
      status: 404,
      message: NO_CONTRACT,
    });
  });

  it('get_contract_by_num (reservation number) and get_contract_materiel_by_id', async () => {
    const client = withContract[0]!;
    const byNum = rows(
      ok(
        'get_contract_by_num',
        await call('get_contract_by_num', { num: client.reservation }, planif),
      ),
    );
    expect(byNum[0]).toMatchObject({ 'N° Contrat Comp': client.contract });
    const lines = rows(
      ok(
        'get_contract_materiel_by_id',
        await call('get_contract_materiel_by_id', { id: byNum[0]!.ID as number }, planif),
      ),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({
      'N° Contrat Comp': client.contract,
      'N° Mat interne': expect.any(String),
      'Descrip Materiel': expect.any(String),
    });
    expect(await call('get_contract_by_num', { num: 'R000000000' }, planif)).toMatchObject({
      status: 404,
    });
    expect(await call('get_contract_materiel_by_id', { id: 'inconnu' }, planif)).toMatchObject({
      status: 404,
      message: 'Contrat introuvable : inconnu.',
    });
  });

  it("update_contrat_num_by_key: the booked client's open contract only (admin); empty removes it", async () => {
    const key = await create({ DEBUT: '12:00', FIN: '12:30' });
    expect(
      await call(
        'update_contrat_num_by_key',
        { key, contratNum: withContract[5]!.contract },
        admin,
      ),
    ).toMatchObject({ status: 409, message: 'Un contrat ne s’associe qu’à un créneau réservé.' });
    await book(key, withContract[5]!.code);
    expect(
      await call(
        'update_contrat_num_by_key',
        { key, contratNum: withContract[6]!.contract },
        admin,
      ),
    ).toMatchObject({ status: 409, message: 'Ce contrat n’est pas celui du client du créneau.' });
    expect(
      await call(
        'update_contrat_num_by_key',
        { key, contratNum: withContract[5]!.contract },
        planif,
      ),
    ).toMatchObject({ status: 403, message: ADMIN_ONLY });
    const answer = await call(
      'update_contrat_num_by_key',
      { key, contratNum: withContract[5]!.contract },
      admin,
    );
    expect(answer).toMatchObject({ status: 200, data: { recordId: key, version: 3 } });
    expect((await stored(key)).contract).toBe(withContract[5]!.contract);
    await call('update_contrat_num_by_key', { key, contratNum: '' }, admin);
    expect(await stored(key)).toMatchObject({ contract: '', matricule: '', version: 4 });
  });
});

describe('validation_dispo_mail', () => {
  it('mails the booked client with the original agency data; refuses a slot without client', async () => {
    const key = await create({ DEBUT: '14:00', FIN: '15:00' });
    const client = withContract[7]!;
    await book(key, client.code);
    const original = agencies[2]!;
    const before = (await mailsTo(client.mail)).length;
    const answer = await call(
      'validation_dispo_mail',
      { resa: { key, AGENCE: original.PR_ID_AG } },
      planif,
    );
    expect(ok('validation_dispo_mail', answer)).toEqual({ errorListe: [] });
    const mails = await mailsTo(client.mail);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.subject).toMatch(/^Confirmation de votre rendez-vous vélo : .* à 14:00$/);
    expect(mail.text_body).toContain(String(original.ADRESSE));
    expect(mail.text_body).toContain(String(original.INDICATIONS));
    expect(mail.text_body).toMatch(
      /^Bonjour,\n\nNous vous confirmons votre rendez-vous vélo :\nDate : \S+ \d/,
    );
    expect(
      await call('validation_dispo_mail', { resa: { key: await create({}) } }, planif),
    ).toMatchObject({ status: 409 });
  });
});

describe('calendar settings of this planning', () => {
  it('colours per appointment type: defaults, saved by an admin, checked', async () => {
    const read = async () =>
      JSON.parse(
        String(
          rows(ok('get_calendar_colors', await call('get_calendar_colors', {}, planif)))[0]!.Value,
        ),
      ) as Record<string, string>;
    const defaults = await read();
    expect(Object.keys(defaults)).toEqual(['TYPE_ID1', 'TYPE_ID2', 'TYPE_ID3', 'TYPE_ID4']);
    expect(
      await call(
        'save_calendar_colors',
        { colors: JSON.stringify({ TYPE_ID2: '#123456' }) },
        admin,
      ),
    ).toMatchObject({ status: 200 });
    expect(await read()).toEqual({ ...defaults, TYPE_ID2: '#123456' });
    expect(
      await call(
        'save_calendar_colors',
        { colors: JSON.stringify({ TYPE_ID9: '#123456' }) },
        admin,
      ),
    ).toMatchObject({ status: 422, message: expect.stringContaining('Type de RDV inconnu') });
    expect(
      await call('save_calendar_colors', { colors: JSON.stringify({ TYPE_ID1: 'rouge' }) }, admin),
    ).toMatchObject({ status: 422, message: expect.stringContaining('#RRGGBB') });
    expect(
      await call(
        'save_calendar_colors',
        { colors: JSON.stringify({ TYPE_ID1: '#000000' }) },
        planif,
      ),
    ).toMatchObject({ status: 403, message: ADMIN_ONLY });
  });

  it('hidden weekdays in this planning’s own scope', async () => {
    expect(await call('save_day_to_hide', { days: '0,6' }, admin)).toMatchObject({ status: 200 });
    expect(rows(ok('get_day_to_hide', await call('get_day_to_hide', {}, planif)))[0]).toMatchObject(
      { Key: 'day_to_hide', Value: '0,6' },
    );
    const scopes = await t.server.db
      .selectFrom('settings')
      .select(['scope', 'value'])
      .where('key', '=', 'day_to_hide')
      .execute();
    expect(scopes).toContainEqual({ scope: 'planning-gestion-rdv-velo', value: '0,6' });
    expect(scopes).toContainEqual({ scope: 'planning-technicien', value: '0' });
    expect(await call('save_day_to_hide', { days: '0,1,2,3,4,5,6' }, admin)).toMatchObject({
      status: 422,
    });
    expect(await call('save_day_to_hide', { days: '1' }, planif)).toMatchObject({
      status: 403,
      message: ADMIN_ONLY,
    });
  });
});

describe('the remembered Liste des agences (spec 2 §2.2)', () => {
  const KEY = 'planning-gestion-rdv-velo-agences';
  const save = (agencies: unknown, token: string, key: string = KEY) =>
    call('update_planning_vue', { newData: { agencies }, key, token }, token);
  /** The saved choice, read back from the user record as the page reads it. */
  const savedChoice = async (token: string) => {
    const answer = await t.call('/api/v1/get_user_by_token', { token }, token);
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    const user = (answer.data as { data: { data: { fieldData: Record<string, unknown> }[] } }).data
      .data[0]!.fieldData;
    return (JSON.parse(String(user.planning_display)) as Record<string, unknown>)[KEY];
  };

  it('stores an admin’s agencies in planning_display and reads them back; other keys stay', async () => {
    const ids = agencies.slice(0, 3).map((a) => String(a.PR_ID_AG));
    expect(await save([ids[2], Number(ids[0]), ids[2]], admin)).toMatchObject({
      status: 200,
      code: 0,
    });
    expect(await savedChoice(admin)).toEqual([ids[2], ids[0]]);
    expect(await save([], admin)).toMatchObject({ status: 200 });
    expect(await savedChoice(admin)).toEqual([]);
    expect(await save(ids, admin)).toMatchObject({ status: 200 });
    expect(await savedChoice(admin)).toEqual(ids);
  });

  it('refuses unknown or malformed agencies, another key or token, in French (422, 403)', async () => {
    const known = String(agencies[0]!.PR_ID_AG);
    const before = await savedChoice(admin);
    expect(await save([known, '999999'], admin)).toMatchObject({
      status: 422,
      message: 'Agence inconnue : 999999.',
    });
    expect(await save(['abc'], admin)).toMatchObject({ status: 422 });
    expect(await save('tout', admin)).toMatchObject({
      status: 422,
      message: expect.stringContaining('doit être une liste'),
    });
    expect(await save([known], admin, 'planning-technicien')).toMatchObject({
      status: 422,
      message: expect.stringContaining(KEY),
    });
    expect(
      await call(
        'update_planning_vue',
        { newData: { agencies: [known] }, key: KEY, token: planif },
        admin,
      ),
    ).toMatchObject({ status: 403 });
    expect(await savedChoice(admin)).toEqual(before);
  });

  it('a non-admin keeps one agency: two are refused, each person has their own choice', async () => {
    const [first, second] = agencies.slice(0, 2).map((a) => String(a.PR_ID_AG));
    expect(await save([second], planif)).toMatchObject({ status: 200, code: 0 });
    expect(await savedChoice(planif)).toEqual([second]);
    expect(await save([first, second], planif)).toMatchObject({
      status: 422,
      message: 'Une seule agence peut être choisie sans compte administrateur.',
    });
    expect(await savedChoice(planif)).toEqual([second]);
    expect(await savedChoice(admin)).not.toEqual([second]);
  });
});

describe('refusals at the door', () => {
  it('401 without a token; 403 for an account without the tool', async () => {
    expect(await call('get_agency_liste', {}, null)).toMatchObject({ status: 401, code: 401 });
    expect(await call('get_agency_liste', {}, outsider)).toMatchObject({
      status: 403,
      message: expect.stringContaining('la gestion des RDV vélo'),
    });
    const tech = await t.signIn('tech', 'tech');
    expect(await call('get_rdv_type_liste', {}, tech)).toMatchObject({ status: 403 });
  });
});
