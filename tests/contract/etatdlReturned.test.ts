import {
  CONDITION_CHECK_MESSAGES as M,
  RECORD_MESSAGES,
  SESSION_MESSAGES,
  allowedChecklistValues,
  conditionState,
  formDateToSaved,
  parseChecklist,
  serializeChecklist,
} from '@locasuite/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

/**
 * spec 3 §7.1 `creat_returned_material` (data) and `edit_returned_material` (recordId, data):
 * the returned equipment that `get_returned_materials` lists (records in the Terminé state).
 */
const BASE = '/api/etatdl/v1';

let t: TestServer;
let admin: string;
let planif: string;
let outsider: string;

const { call, ok, rows } = familyCalls(BASE, () => t);

const refused = (answer: { status: number; message?: string }, status: number, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status, message });

const today = () => formDateToSaved(new Date().toISOString().slice(0, 10));

/** A live contract and a registration of the park that has no record on it. */
async function freeItem(skip: readonly string[] = []) {
  const contract = await t.server.db
    .selectFrom('contracts')
    .select(['id', 'num_contrat'])
    .where((eb) => eb.or([eb('state', 'is', null), eb('state', 'not in', ['Devis', 'Annulé'])]))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const fleet = await t.server.db
    .selectFrom('fleet')
    .select(['matricule', 'data'])
    .where(
      'matricule',
      'not in',
      sql<string>`(select data->>'CLD_MATRICULE' from contract_lines where contract_id = ${contract.id})`,
    )
    .where('matricule', 'not in', ['', ...skip])
    .where(sql<boolean>`data->>'FAMILLE' in (select family from condition_forms)`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { contract, fleet };
}

/** The family's predefined checklist with every return cell filled with an allowed value. */
async function returnChecklist(family: string, subFamily: string): Promise<string> {
  const forms = await t.server.db
    .selectFrom('condition_forms')
    .select(['sub_family', 'checklist'])
    .where('family', '=', family)
    .where('sub_family', 'in', [subFamily, ''])
    .execute();
  const form = forms.find((f) => f.sub_family !== '') ?? forms[0];
  return serializeChecklist(
    parseChecklist(form?.checklist ?? []).map((l) => ({
      ...l,
      CLD_QTE_RETOUR: allowedChecklistValues(l.CLD_SELECTION)[0] ?? '1',
    })),
  );
}

async function returnedData(contract: string, fleet: { matricule: string; data: unknown }) {
  const f = fleet.data as Record<string, unknown>;
  return {
    CLD_NUM_CONTRAT: contract,
    CLD_MATRICULE: fleet.matricule,
    CHECK_LIST_JSON_GESTION: await returnChecklist(
      String(f.FAMILLE ?? ''),
      String(f.SOUS_FAMILLE ?? ''),
    ),
    CLD_DATE_RETOUR_VALIDATION: today(),
    CLD_CONTROLEUR_RETOUR: 'Julien MARTIN',
    CLD_FLAG_SIGNATAIRE_RETOUR: '1',
    CLD_KILOMETRE_RETOUR: '1500',
    CLD_COMMENTAIRE_TECH_RETOUR: 'Rendu sans son contrat de location',
  };
}

const line = (id: number) =>
  t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ({ t, admin, planif, outsider } = await startSignedInServer());
});
afterAll(() => t.close());

describe('creat_returned_material and edit_returned_material (spec 3 §7.1)', () => {
  it('creates a returned material that get_returned_materials lists, then edits it with its version', async () => {
    const { contract, fleet } = await freeItem();
    const data = await returnedData(contract.num_contrat, fleet);
    const created = await call('creat_returned_material', { data }, planif);
    expect(created, created.message).toMatchObject({ status: 200, code: 0 });
    const { recordId, version } = created.data as { recordId: number; version: number };
    const stored = await line(recordId);
    expect(stored.contract_id).toBe(contract.id);
    expect(conditionState(stored.data)).toBe('finished');
    expect(version).toBe(stored.version);

    const listed = rows(
      ok('get_returned_materials', await call('get_returned_materials', {}, planif)),
    ).find((r) => r.CLD_IDEnreg === recordId);
    expect(listed).toMatchObject({
      CLD_NUM_CONTRAT: contract.num_contrat,
      CLD_MATRICULE: fleet.matricule,
      CLD_LIEN: contract.id,
      CLD_CONTROLE_DEPART: '1',
      CLD_CONTROLE_RETOUR: '1',
      CLD_COMMENTAIRE_TECH_RETOUR: 'Rendu sans son contrat de location',
      version,
    });

    // One record per item and contract.
    refused(
      await call('creat_returned_material', { data }, planif),
      409,
      `Le matricule ${fleet.matricule} a déjà un état des lieux sur le contrat ${contract.num_contrat} : enregistrez son retour depuis sa fiche.`,
    );

    // A finished record is locked until its edit mode is unlocked (spec 3 §4.1).
    const edit = (v: number, extra: Record<string, unknown> = {}) =>
      call(
        'edit_returned_material',
        {
          recordId,
          version: v,
          data: { CLD_COMMENTAIRE_TECH_RETOUR: 'Rayure au capot', ...extra },
        },
        planif,
      );
    refused(await edit(version), 409, M.finishedLocked);
    const unlock = await call(
      'verif_root_mode_with_password',
      { token: planif, password: 'planif', id: recordId },
      planif,
    );
    expect(unlock.data).toMatchObject({ valide: true });
    const edited = await edit(version);
    expect(edited, edited.message).toMatchObject({ status: 200, code: 0 });
    const after = await line(recordId);
    expect(after.version).toBe(version + 1);
    expect(after.data.CLD_COMMENTAIRE_TECH_RETOUR).toBe('Rayure au capot');
    expect(conditionState(after.data)).toBe('finished');

    // The version the person saw is now stale: 409, nothing written.
    refused(
      await edit(version, { CLD_COMMENTAIRE_TECH_RETOUR: 'Écrasé' }),
      409,
      RECORD_MESSAGES.staleRecord,
    );
    expect((await line(recordId)).data.CLD_COMMENTAIRE_TECH_RETOUR).toBe('Rayure au capot');

    // A returned material keeps its controls; ids and the item are the server's.
    refused(
      await edit(after.version, { CLD_CONTROLE_RETOUR: '0' }),
      422,
      'Un matériel rentré garde ses contrôles (départ 1, retour 1) : pour le rouvrir ou le supprimer, enregistrez sa fiche.',
    );
    const moved = await edit(after.version, { CLD_MATRICULE: 'AUTRE' });
    expect(moved.status).toBe(422);
    expect(moved.message).toBe('Le champ « CLD_MATRICULE » ne peut pas être modifié.');
  });

  it('refuses without a session, to other tools’ users, and bad input in French', async () => {
    const { contract, fleet } = await freeItem();
    const data = await returnedData(contract.num_contrat, fleet);
    refused(await call('creat_returned_material', { data }, null), 401, SESSION_MESSAGES.session);
    expect((await call('creat_returned_material', { data }, outsider)).status).toBe(403);
    expect(
      (await call('edit_returned_material', { recordId: 1, version: 1, data: {} }, outsider))
        .status,
    ).toBe(403);

    const noItem = await call(
      'creat_returned_material',
      { data: { ...data, CLD_MATRICULE: undefined } },
      planif,
    );
    expect(noItem.status).toBe(422);
    expect(noItem.message).toMatch(/« data\.CLD_MATRICULE » est obligatoire/);
    const noVersion = await call('edit_returned_material', { recordId: 1, data: {} }, planif);
    expect(noVersion.status).toBe(422);
    expect(noVersion.message).toMatch(/« version »/);
    // Checked as a return save (spec 3 §5.1 rule 5).
    refused(
      await call(
        'creat_returned_material',
        { data: { ...data, CLD_CONTROLEUR_RETOUR: '' } },
        planif,
      ),
      422,
      M.fieldMissing('Contrôleur retour'),
    );
    refused(
      await call(
        'creat_returned_material',
        { data: { ...data, CLD_MATRICULE: 'INCONNU-999' } },
        planif,
      ),
      404,
      'Matricule introuvable : INCONNU-999.',
    );
    refused(
      await call('creat_returned_material', { data: { ...data, CLD_IDEnreg: 5 } }, admin),
      422,
      'Le champ « CLD_IDEnreg » ne peut pas être modifié.',
    );
    // Nothing was created by the refusals.
    const count = await t.server.db
      .selectFrom('contract_lines')
      .select(sql<number>`count(*)`.as('n'))
      .where('contract_id', '=', contract.id)
      .where(sql<string>`data->>'CLD_MATRICULE'`, '=', fleet.matricule)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('edits only records in the Terminé state', async () => {
    const lines = await t.server.db
      .selectFrom('contract_lines')
      .select(['id', 'data', 'version'])
      .where(sql<boolean>`data ? 'CHECK_LIST_JSON'`)
      .orderBy('id')
      .execute();
    const open = lines.find((l) => conditionState(l.data) === 'return')!;
    refused(
      await call(
        'edit_returned_material',
        { recordId: open.id, version: open.version, data: {} },
        planif,
      ),
      409,
      'Cet état des lieux n’est pas terminé : enregistrez son retour depuis sa fiche avant de le modifier ici.',
    );
    refused(
      await call('edit_returned_material', { recordId: 999_999, version: 1, data: {} }, planif),
      404,
      'État des lieux introuvable : 999999.',
    );
  });
});
