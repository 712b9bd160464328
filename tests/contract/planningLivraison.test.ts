import { calls } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

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

const { call, ok } = familyCalls(BASE, () => t);

/** The Monday 00:00 UTC of the current week. */
function weekStart(): number {
  const now = Date.now();
  const day = now - (now % DAY);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

describe('get_materials', () => {
  it('answers the DEPART and RETOUR deliveries overlapping the window, with drivers, from the seed', async () => {
    const start = weekStart();
    const end = start + 14 * DAY;
    const items = ok('get_materials', await call('get_materials', { start, end }, planif)).data.map(
      (e) => e.fieldData,
    );
    expect(items.length).toBeGreaterThan(5);
    const types = new Set(items.map((i) => i.type));
    expect(types).toEqual(new Set(['DEPART', 'RETOUR']));
    for (const item of items) {
      expect(Number(item.debut_timestamp)).toBeLessThanOrEqual(end);
      expect(Number(item.fin_timestamp)).toBeGreaterThanOrEqual(start);
      expect(Number(item.fin_timestamp)).toBeGreaterThanOrEqual(Number(item.debut_timestamp));
      expect(item.chauffeur).toEqual(expect.any(String));
      expect(String(item.description).split('|').length).toBeGreaterThan(1);
      expect(item.CLD_NUM_CONTRAT).toBeTruthy();
    }
    const depart = items.find((i) => i.type === 'DEPART')!;
    expect(depart.debut_timestamp).toBe(depart.CLD_DATE_LIVRAISON_DEPART);
    expect(depart.fin_timestamp).toBe(depart.CLD_DATE_DEPART_TIMESTAMP);
    const retour = items.find((i) => i.type === 'RETOUR')!;
    expect(retour.debut_timestamp).toBe(retour.CLD_DATE_RETOUR_TIMESTAMP);
    expect(retour.fin_timestamp).toBe(retour.CLD_DATE_LIVRAISON_RETOUR);
  });

  it('refuses a reversed or too long window with a French 422', async () => {
    const start = weekStart();
    const reversed = await call('get_materials', { start, end: start - 1 }, planif);
    expect(reversed).toMatchObject({ status: 422 });
    expect(reversed.message).toContain('La période demandée est invalide');
    const long = await call('get_materials', { start, end: start + 200 * DAY }, planif);
    expect(long).toMatchObject({ status: 422 });
    expect(long.message).toContain('100 jours au plus');
    const bad = await call('get_materials', { start: 'lundi', end: start }, planif);
    expect(bad).toMatchObject({ status: 422 });
  });

  it('refuses users without the tool (403) and calls without a token (401)', async () => {
    const start = weekStart();
    expect(await call('get_materials', { start, end: start + DAY }, outsider)).toMatchObject({
      status: 403,
    });
    expect(await call('get_materials', { start, end: start + DAY }, null)).toMatchObject({
      status: 401,
    });
  });
});

describe('drivers', () => {
  it('get_technicien_liste answers the three seeded drivers', async () => {
    const drivers = ok('get_technicien_liste', await call('get_technicien_liste', {}, planif));
    expect(drivers.data.map((d) => d.fieldData.NOM_TECHNICIEN)).toHaveLength(3);
  });

  it('the shown drivers: read by anyone, saved by an admin only, unknown names refused', async () => {
    const names = ok(
      'get_technicien_liste',
      await call('get_technicien_liste', {}, admin),
    ).data.map((d) => String(d.fieldData.NOM_TECHNICIEN));
    const before = ok(
      'get_technicien_liste_to_show',
      await call('get_technicien_liste_to_show', {}, admin),
    );
    expect(before.data[0]?.fieldData.tech_to_show_planning_livraison).toBe(names.join(','));

    const refused = await call(
      'set_technicien_liste_to_show',
      { liste: names[0], token: planif },
      planif,
    );
    expect(refused).toMatchObject({ status: 403, message: 'Action réservée aux administrateurs.' });

    const unknown = await call(
      'set_technicien_liste_to_show',
      { liste: 'Inconnu DUPONT', token: admin },
      admin,
    );
    expect(unknown).toMatchObject({ status: 422, message: 'Chauffeur inconnu : Inconnu DUPONT.' });

    ok(
      'set_technicien_liste_to_show',
      await call('set_technicien_liste_to_show', { liste: `${names[2]}, ${names[0]}` }, admin),
    );
    const after = ok(
      'get_technicien_liste_to_show',
      await call('get_technicien_liste_to_show', {}, admin),
    );
    expect(after.data[0]?.fieldData.tech_to_show_planning_livraison).toBe(
      `${names[2]},${names[0]}`,
    );
    // Saved on the admin's own record: the planner's list is untouched.
    const other = ok(
      'get_technicien_liste_to_show',
      await call('get_technicien_liste_to_show', {}, planif),
    );
    expect(other.data[0]?.fieldData.tech_to_show_planning_livraison).toBe(names.join(','));
  });

  it('unavailabilities by key: created with an empty key, updated by key, admin only', async () => {
    const driver = String(
      ok('get_technicien_liste', await call('get_technicien_liste', {}, admin)).data[0]?.fieldData
        .NOM_TECHNICIEN,
    );
    const start = weekStart() + 2 * DAY;
    const data = {
      NOM_TECHNICIEN: driver,
      debut_timestamp: start,
      fin_timestamp: start + DAY,
      motif: 'Congés',
    };
    const seeded = ok(
      'get_technicien_available_liste',
      await call('get_technicien_available_liste', {}, planif),
    );
    expect(seeded.data.map((d) => d.fieldData.motif)).toEqual(
      expect.arrayContaining(['Formation CACES', 'Congés']),
    );
    expect(
      await call('set_technicien_available_liste_by_key', { key: '', data }, planif),
    ).toMatchObject({ status: 403 });
    const created = await call('set_technicien_available_liste_by_key', { key: '', data }, admin);
    expect(created).toMatchObject({ status: 200, code: 0 });
    const key = String((created.data as { recordId: number }).recordId);

    ok(
      'set_technicien_available_liste_by_key',
      await call(
        'set_technicien_available_liste_by_key',
        { key, data: { ...data, motif: 'Formation CACES' } },
        admin,
      ),
    );
    const listed = ok(
      'get_technicien_available_liste',
      await call('get_technicien_available_liste', {}, planif),
    );
    expect(listed.data.map((d) => d.fieldData)).toContainEqual(
      expect.objectContaining({
        key: Number(key),
        NOM_TECHNICIEN: driver,
        debut_timestamp: start,
        fin_timestamp: start + DAY,
        motif: 'Formation CACES',
        version: 2,
      }),
    );
    // Edited from version 1 (stale): 409, nothing written.
    expect(
      await call(
        'set_technicien_available_liste_by_key',
        { key, data: { ...data, motif: 'Visite médicale' }, version: 1 },
        admin,
      ),
    ).toMatchObject({
      status: 409,
      message: "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
    });

    const missing = await call(
      'set_technicien_available_liste_by_key',
      { key: '99999', data },
      admin,
    );
    expect(missing).toMatchObject({ status: 404 });
    const reversed = await call(
      'set_technicien_available_liste_by_key',
      { key: '', data: { ...data, fin_timestamp: start - 1 } },
      admin,
    );
    expect(reversed).toMatchObject({
      status: 422,
      message: 'La fin de l’indisponibilité doit suivre son début.',
    });
    const stranger = await call(
      'set_technicien_available_liste_by_key',
      { key: '', data: { ...data, NOM_TECHNICIEN: 'Inconnu DUPONT' } },
      admin,
    );
    expect(stranger).toMatchObject({ status: 422, message: 'Chauffeur inconnu : Inconnu DUPONT.' });
  });
});

describe('set_livraison_retour_comment', () => {
  it('saves the return-delivery comment, shown by get_materials afterwards', async () => {
    const line = await t.server.db
      .selectFrom('contract_lines')
      .select(['id', 'end_ts', 'delivery_end_ts'])
      .where('delivery_end_ts', 'is not', null)
      .where('end_ts', '>', Date.now())
      .orderBy('end_ts')
      .executeTakeFirstOrThrow();
    ok(
      'set_livraison_retour_comment',
      await call(
        'set_livraison_retour_comment',
        { idEnregistrement: line.id, data: '  Grue sur place, appeler avant  ' },
        planif,
      ),
    );
    const items = ok(
      'get_materials',
      await call('get_materials', { start: line.end_ts - DAY, end: line.end_ts + DAY }, planif),
    ).data.map((e) => e.fieldData);
    expect(items.find((i) => i.id === `${line.id}-RETOUR`)).toMatchObject({
      CLD_COMMENTAIRE_LIVRAISON_RETOUR: 'Grue sur place, appeler avant',
    });
  });

  it('answers 409 to the second of two people editing from the same version, never losing the first (issue 9 §7)', async () => {
    const line = await t.server.db
      .selectFrom('contract_lines')
      .select(['id', 'end_ts'])
      .where('delivery_end_ts', 'is not', null)
      .where('end_ts', '>', Date.now() + 7 * DAY)
      .orderBy('end_ts')
      .executeTakeFirstOrThrow();
    const read = async (token: string) => {
      const items = ok(
        'get_materials',
        await call('get_materials', { start: line.end_ts - DAY, end: line.end_ts + DAY }, token),
      ).data.map((e) => e.fieldData);
      return items.find((i) => i.id === `${line.id}-RETOUR`)!;
    };
    const seen = (await read(planif)).version as number;
    expect(seen).toEqual(expect.any(Number));
    expect((await read(admin)).version).toBe(seen);
    const first = ok(
      'set_livraison_retour_comment',
      await call(
        'set_livraison_retour_comment',
        { idEnregistrement: line.id, data: 'Accès par le portail nord', version: seen },
        planif,
      ),
    );
    expect(first).toMatchObject({ recordId: line.id, version: seen + 1 });
    const second = await call(
      'set_livraison_retour_comment',
      { idEnregistrement: line.id, data: 'Laisser la clé au gardien', version: seen },
      admin,
    );
    expect(second).toMatchObject({
      status: 409,
      code: 409,
      message: "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
    });
    // The second person reloads: the first comment is there, with the version to edit from.
    const reloaded = await read(admin);
    expect(reloaded).toMatchObject({
      CLD_COMMENTAIRE_LIVRAISON_RETOUR: 'Accès par le portail nord',
      version: seen + 1,
    });
    ok(
      'set_livraison_retour_comment',
      await call(
        'set_livraison_retour_comment',
        {
          idEnregistrement: line.id,
          data: 'Accès par le portail nord ; laisser la clé au gardien',
          version: seen + 1,
        },
        admin,
      ),
    );
    expect(await read(planif)).toMatchObject({
      CLD_COMMENTAIRE_LIVRAISON_RETOUR: 'Accès par le portail nord ; laisser la clé au gardien',
      version: seen + 2,
    });
    expect(calls.planningLivraison.set_livraison_retour_comment.versioned).toBe(true);
  });

  it('404 for an unknown line, 422 for a too long comment', async () => {
    expect(
      await call('set_livraison_retour_comment', { idEnregistrement: 987654, data: 'x' }, planif),
    ).toMatchObject({ status: 404, message: 'Livraison introuvable : 987654.' });
    const long = await call(
      'set_livraison_retour_comment',
      { idEnregistrement: 1, data: 'x'.repeat(2001) },
      planif,
    );
    expect(long).toMatchObject({ status: 422 });
  });
});

describe('colours and hidden days', () => {
  it('reads the seeded delivery colour #4CAF50 and hidden days', async () => {
    const colors = ok('get_calendar_colors', await call('get_calendar_colors', {}, planif));
    expect(colors.data.map((d) => d.fieldData)).toContainEqual({
      Key: 'delivery_color',
      Value: '#4CAF50',
    });
    const days = ok('get_day_to_hide', await call('get_day_to_hide', {}, planif));
    expect(days.data[0]?.fieldData).toEqual({ Key: 'day_to_hide', Value: '0' });
  });

  it('saves colours and hidden days for admins only, with French refusals', async () => {
    const colors = JSON.stringify({ LIVRAISON: { label: 'Livraison', color: '#1e88e5' } });
    expect(await call('save_calendar_colors', { colors }, planif)).toMatchObject({
      status: 403,
      message: 'Action réservée aux administrateurs.',
    });
    expect(await call('save_day_to_hide', { days: '0,6' }, planif)).toMatchObject({
      status: 403,
    });

    ok('save_calendar_colors', await call('save_calendar_colors', { colors }, admin));
    const after = ok('get_calendar_colors', await call('get_calendar_colors', {}, planif));
    expect(after.data.map((d) => d.fieldData)).toContainEqual({
      Key: 'delivery_color',
      Value: '#1E88E5',
    });
    const invalid = await call(
      'save_calendar_colors',
      { colors: JSON.stringify({ LIVRAISON: { color: 'vert' } }) },
      admin,
    );
    expect(invalid).toMatchObject({ status: 422 });
    expect(invalid.message).toContain('#RRGGBB');

    ok('save_day_to_hide', await call('save_day_to_hide', { days: '6, 0,6' }, admin));
    const days = ok('get_day_to_hide', await call('get_day_to_hide', {}, planif));
    expect(days.data[0]?.fieldData).toEqual({ Key: 'day_to_hide', Value: '0,6' });
    expect(await call('save_day_to_hide', { days: '0,1,2,3,4,5,6' }, admin)).toMatchObject({
      status: 422,
      message: 'Au moins un jour doit rester affiché.',
    });
    expect(await call('save_day_to_hide', { days: 'samedi' }, admin)).toMatchObject({
      status: 422,
    });
    ok('save_day_to_hide', await call('save_day_to_hide', { days: '' }, admin));
  });
});

describe('account_login', () => {
  it('signs in with username and password (public call)', async () => {
    const answer = await call('account_login', { username: 'planif', password: 'planif' }, null);
    expect(answer).toMatchObject({ status: 200, code: 0 });
    expect((answer.data as { id: string }).id).toEqual(expect.any(String));
  });
});
