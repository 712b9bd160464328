import {
  CONDITION_CHECK_MESSAGES as M,
  RECORD_MESSAGES,
  allowedChecklistValues,
  conditionState,
  parseChecklist,
  serializeChecklist,
} from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

/**
 * Field-tools issue item 10: a client that saves a record as `get_materials` returned it (its
 * ids, its link, its `version` included) is not refused; the fields the server owns are accepted
 * and ignored while their value is the one read, and refused (422) once it differs.
 */
const BASE = '/api/etatdl/v1';

let t: TestServer;
let planif: string;

const { call, ok, rows } = familyCalls(BASE, () => t);

type Record_ = Record<string, unknown>;

/** The record `id` as get_materials answers it now. */
async function asRead(id: unknown): Promise<Record_> {
  const all = rows(ok('get_materials', await call('get_materials', {}, planif)));
  const record = all.find((r) => r.CLD_IDEnreg === id);
  expect(record, `record ${String(id)} in get_materials`).toBeDefined();
  return record!;
}

const save = (record: Record_, data: Record_) =>
  call(
    'edit_material',
    {
      id: record.CLD_IDEnreg,
      contrat: record.CLD_NUM_CONTRAT,
      matricule: record.CLD_MATRICULE,
      data,
    },
    planif,
  );

const stored = (id: unknown) =>
  t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data', 'version'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();

const refused = (answer: { status: number; message?: string }, status: number, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status, message });

beforeAll(async () => {
  ({ t, planif } = await startSignedInServer());
});
afterAll(() => t.close());

describe('edit_material takes back a record as get_materials returned it', () => {
  let id: unknown;

  beforeAll(async () => {
    // A finished record, unlocked for planif, saved once as the page saves a return (spec 3 §5.1).
    const all = rows(ok('get_materials', await call('get_materials', {}, planif)));
    const finished = all.find(
      (r) => conditionState(r) === 'finished' && typeof r.CHECK_LIST_JSON === 'string',
    )!;
    id = finished.CLD_IDEnreg;
    const unlock = await call(
      'verif_root_mode_with_password',
      { token: planif, password: 'planif', id },
      planif,
    );
    expect(unlock.data).toMatchObject({ valide: true });
    const checklist = parseChecklist(finished.CHECK_LIST_JSON_GESTION ?? finished.CHECK_LIST_JSON);
    const first = await save(finished, {
      CLD_CONTROLE_DEPART: '1',
      CLD_CONTROLE_RETOUR: '1',
      CHECK_LIST_JSON_GESTION: serializeChecklist(
        checklist.map((l) => ({
          ...l,
          CLD_QTE_RETOUR: allowedChecklistValues(l.CLD_SELECTION)[0] ?? '1',
        })),
      ),
      CLD_DATE_RETOUR_VALIDATION: '11-24-2026',
      CLD_CONTROLEUR_RETOUR: 'Julien MARTIN',
      CLD_FLAG_SIGNATAIRE_RETOUR: '1',
    });
    expect(first, first.message).toMatchObject({ status: 200, code: 0 });
  });

  it('saves the whole record with one field changed: 200, that field saved, the rest kept', async () => {
    const record = await asRead(id);
    const before = await stored(id);
    expect(record).toMatchObject({
      CLD_IDEnreg: before.id,
      CLD_LIEN: before.contract_id,
      version: before.version,
    });
    const answer = await save(record, {
      ...record,
      CLD_COMMENTAIRE_TECH_RETOUR: 'Rayure au capot',
    });
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    const after = await stored(id);
    expect(after.version).toBe(before.version + 1);
    expect(after.data.CLD_COMMENTAIRE_TECH_RETOUR).toBe('Rayure au capot');
    expect(after.contract_id).toBe(before.contract_id);
    expect(after.data).not.toHaveProperty('version');
    for (const key of ['CLD_NUM_CONTRAT', 'CLD_MATRICULE', 'CLD_ID_CLIENT', 'CLD_IDEnreg']) {
      expect(after.data[key], key).toEqual(before.data[key]);
    }
  });

  it('takes an id sent back as text like the number it was read as', async () => {
    const record = await asRead(id);
    const answer = await save(record, {
      ...record,
      CLD_IDEnreg: String(record.CLD_IDEnreg),
      CLD_LIEN: String(record.CLD_LIEN),
      CLD_COMMENTAIRE_TECH_RETOUR: 'Rayure au capot et au godet',
    });
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    expect((await stored(id)).data.CLD_COMMENTAIRE_TECH_RETOUR).toBe('Rayure au capot et au godet');
  });

  it('refuses a field the server owns sent with another value (422), and writes nothing', async () => {
    const record = await asRead(id);
    const before = await stored(id);
    refused(
      await save(record, { ...record, CLD_LIEN: Number(record.CLD_LIEN) + 1 }),
      422,
      M.fieldNotWritable('CLD_LIEN'),
    );
    refused(
      await save(record, { ...record, CLD_MATRICULE: 'AUTRE-001' }),
      422,
      'Le champ « CLD_MATRICULE » ne peut pas être modifié.',
    );
    refused(
      await save(record, { ...record, CLD_WAITING: '1' }),
      422,
      M.fieldNotWritable('CLD_WAITING'),
    );
    expect((await stored(id)).version).toBe(before.version);
  });

  it('answers the record’s version read before a save as stale (409), as the payload’s version', async () => {
    const record = await asRead(id);
    const before = await stored(id);
    refused(
      await save(record, {
        ...record,
        version: before.version - 1,
        CLD_COMMENTAIRE_TECH_RETOUR: 'x',
      }),
      409,
      RECORD_MESSAGES.staleRecord,
    );
    expect((await stored(id)).version).toBe(before.version);
  });
});
