import { CONDITION_CHECK_MESSAGES as M, conditionState, parseChecklist } from '@locasuite/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

/**
 * Issue 15 and the security issue item 3: a save id names one save. A replay of the same save
 * (same person, same call, same record) gets the first answer and writes nothing; the same id on
 * another record, or sent by another person, is refused in French and nothing is lost.
 */
const BASE = '/api/etatdl/v1';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestServer;
let admin: string;
let planif: string;

const { call } = familyCalls(BASE, () => t);

interface Line {
  id: number;
  data: Record<string, unknown>;
  version: number;
}

async function departureLines(): Promise<Line[]> {
  const all = await t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'data', 'version'])
    .where(sql<boolean>`data ? 'CHECK_LIST_JSON'`)
    .orderBy('id')
    .execute();
  return all.filter((l) => conditionState(l.data) === 'departure');
}

const line = (id: number) =>
  t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'data', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A valid departure save of a line (spec 3 §5.2), its checklist filled with allowed values. */
function departure(record: Record<string, unknown>, km: string) {
  const lines = parseChecklist(record.CHECK_LIST_JSON_GESTION ?? record.CHECK_LIST_JSON);
  return {
    CLD_CONTROLE_DEPART: '1',
    CLD_CONTROLE_RETOUR: '0',
    CHECK_LIST_JSON_GESTION: JSON.stringify(
      lines.map((l) => ({
        ...l,
        CLD_QTE_DEPART:
          String(l.CLD_SELECTION ?? '')
            .split(',')[0]
            ?.trim() || '1',
      })),
    ),
    CLD_DATE_DEPART_VALIDATION: '11-28-2026',
    CLD_CONTROLEUR_DEPART: 'Julien MARTIN',
    CLD_FLAG_SIGNATAIRE_DEPART: '1',
    CLD_KILOMETRE_DEPART: km,
  };
}

const saveOf = (l: Line, saveId: string, km: string) => ({
  id: l.id,
  contrat: l.data.CLD_NUM_CONTRAT,
  matricule: l.data.CLD_MATRICULE,
  data: departure(l.data, km),
  version: l.version,
  saveId,
});

const photoCount = async (l: Line, type: 'DEPART' | 'RETOUR') => {
  const answer = await call(
    'get_photos',
    { contrat: l.data.CLD_NUM_CONTRAT, matricule: l.data.CLD_MATRICULE, type },
    planif,
  );
  return (answer.data as { photos: unknown[] }).photos.length;
};

beforeAll(async () => {
  ({ t, admin, planif } = await startSignedInServer());
});
afterAll(() => t.close());

describe('a save id names one save (edit_material)', () => {
  it('answers a replay of the same save with the first answer and writes once', async () => {
    const [l] = await departureLines();
    const payload = saveOf(l!, 'replay-same-save-0000000001', '5100');
    const first = await call('edit_material', payload, planif);
    expect(first, first.message).toMatchObject({ status: 200, code: 0 });
    const written = await line(l!.id);
    expect(written.version).toBe(l!.version + 1);
    const replay = await call('edit_material', payload, planif);
    expect(replay, replay.message).toMatchObject({ status: 200, code: 0, data: first.data });
    expect((await line(l!.id)).version).toBe(written.version);
  });

  it('refuses the same id on another record with 422, and leaves both records as they were', async () => {
    const [, a, b] = await departureLines();
    const first = await call(
      'edit_material',
      saveOf(a!, 'other-record-000000000002', '6200'),
      planif,
    );
    expect(first, first.message).toMatchObject({ status: 200, code: 0 });
    const aAfter = await line(a!.id);
    const reused = await call(
      'edit_material',
      saveOf(b!, 'other-record-000000000002', '7300'),
      planif,
    );
    expect({ status: reused.status, message: reused.message }).toEqual({
      status: 422,
      message: M.saveIdOtherRecord,
    });
    expect(await line(a!.id)).toEqual(aAfter);
    expect(await line(b!.id)).toEqual(b);
    // The save was not lost: sent again with a new id, it is applied.
    const fresh = await call(
      'edit_material',
      saveOf(b!, 'other-record-000000000003', '7300'),
      planif,
    );
    expect(fresh, fresh.message).toMatchObject({ status: 200, code: 0 });
    expect((await line(b!.id)).data.CLD_KILOMETRE_DEPART).toBe('7300');
  });

  it('refuses the same id sent by another person with 422, on the same record or another', async () => {
    const [, , , c, d] = await departureLines();
    const first = await call(
      'edit_material',
      saveOf(c!, 'other-person-000000000004', '8400'),
      planif,
    );
    expect(first, first.message).toMatchObject({ status: 200, code: 0 });
    const cAfter = await line(c!.id);
    const otherRecord = await call(
      'edit_material',
      saveOf(d!, 'other-person-000000000004', '8600'),
      admin,
    );
    expect({ status: otherRecord.status, message: otherRecord.message }).toEqual({
      status: 422,
      message: M.saveIdOtherUser,
    });
    const sameRecord = await call(
      'edit_material',
      saveOf(cAfter, 'other-person-000000000004', '8500'),
      admin,
    );
    expect({ status: sameRecord.status, message: sameRecord.message }).toEqual({
      status: 422,
      message: M.saveIdOtherUser,
    });
    expect(await line(c!.id)).toEqual(cAfter);
    expect(await line(d!.id)).toEqual(d);
  });
});

describe('a save id names one save (set_photos)', () => {
  it('refuses the same id on another item or leg, and stores nothing there', async () => {
    const [, , , , , e, f] = await departureLines();
    const upload = (l: Line, type: 'DEPART' | 'RETOUR') => ({
      contrat: l.data.CLD_NUM_CONTRAT,
      matricule: l.data.CLD_MATRICULE,
      type,
      fileList: [PNG],
      saveId: 'photo-batch-0000000000005',
    });
    const before = {
      e: await photoCount(e!, 'DEPART'),
      eReturn: await photoCount(e!, 'RETOUR'),
      f: await photoCount(f!, 'DEPART'),
    };
    const first = await call('set_photos', upload(e!, 'DEPART'), planif);
    expect(first, first.message).toMatchObject({ status: 200, code: 0 });
    const replay = await call('set_photos', upload(e!, 'DEPART'), planif);
    expect(replay, replay.message).toMatchObject({ status: 200, data: first.data });
    const otherItem = await call('set_photos', upload(f!, 'DEPART'), planif);
    expect({ status: otherItem.status, message: otherItem.message }).toEqual({
      status: 422,
      message: M.saveIdOtherRecord,
    });
    const otherLeg = await call('set_photos', upload(e!, 'RETOUR'), planif);
    expect(otherLeg.status).toBe(422);
    expect(await photoCount(e!, 'DEPART')).toBe(before.e + 1);
    expect(await photoCount(e!, 'RETOUR')).toBe(before.eReturn);
    expect(await photoCount(f!, 'DEPART')).toBe(before.f);
  });
});
