import {
  CALL_MESSAGES,
  CONDITION_CHECK_MESSAGES as M,
  RECORD_MESSAGES,
  SESSION_MESSAGES,
  allowedChecklistValues,
  conditionState,
  parseChecklist,
  serializeChecklist,
  type ChecklistLine,
} from '@locasuite/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import { testEnvelope, type TestServer } from './support/testServer';

const BASE = '/api/etatdl/v1';
/**
 * A 1×1 PNG and the start of a JPEG up to its frame header (1×1): judged by their bytes, not their
 * names, and by the size their header declares.
 */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0,
  0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0, 0xff, 0xd9,
]).toString('base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n').toString(
  'base64',
);
const STALE = RECORD_MESSAGES.staleRecord;

let t: TestServer;
let admin: string;
let planif: string;
let outsider: string;

const { call, ok, rows } = familyCalls(BASE, () => t);

interface Line {
  id: number;
  contract_id: number;
  data: Record<string, unknown>;
  version: number;
}

/** Seeded lines with a checklist in one state (spec 3 §4.1). */
async function linesIn(state: ReturnType<typeof conditionState>): Promise<Line[]> {
  const all = await t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data', 'version'])
    .where(sql<boolean>`data ? 'CHECK_LIST_JSON'`)
    .orderBy('id')
    .execute();
  return all.filter((l) => conditionState(l.data) === state);
}

const line = (id: number) =>
  t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The checklist with every cell of a leg filled with its first allowed value (or 1). */
function filled(record: Record<string, unknown>, leg: 'DEPART' | 'RETOUR'): string {
  const lines = parseChecklist(record.CHECK_LIST_JSON_GESTION ?? record.CHECK_LIST_JSON);
  return serializeChecklist(
    lines.map((l): ChecklistLine => ({
      ...l,
      [`CLD_QTE_${leg}`]: allowedChecklistValues(l.CLD_SELECTION)[0] ?? '1',
    })),
  );
}

const departure = (record: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  CLD_CONTROLE_DEPART: '1',
  CLD_CONTROLE_RETOUR: '0',
  CHECK_LIST_JSON_GESTION: filled(record, 'DEPART'),
  CLD_DATE_DEPART_VALIDATION: '11-23-2026',
  CLD_CONTROLEUR_DEPART: 'Julien MARTIN',
  CLD_FLAG_SIGNATAIRE_DEPART: '1',
  CLD_KILOMETRE_DEPART: '1200',
  ...extra,
});

const returned = (record: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  CLD_CONTROLE_DEPART: '1',
  CLD_CONTROLE_RETOUR: '1',
  CHECK_LIST_JSON_GESTION: filled(record, 'RETOUR'),
  CLD_DATE_RETOUR_VALIDATION: '11-24-2026',
  CLD_CONTROLEUR_RETOUR: 'Julien MARTIN',
  CLD_FLAG_SIGNATAIRE_RETOUR: '1',
  ...extra,
});

const save = (l: Line, data: Record<string, unknown>, token = planif, version?: number) =>
  call(
    'edit_material',
    {
      id: l.id,
      contrat: l.data.CLD_NUM_CONTRAT,
      matricule: l.data.CLD_MATRICULE,
      data,
      ...(version === undefined ? {} : { version }),
    },
    token,
  );

const refused = (answer: { status: number; message?: string }, status: number, message: string) =>
  expect({ status: answer.status, message: answer.message }).toEqual({ status, message });

async function setOption(key: string, value: string) {
  await t.server.db
    .updateTable('settings')
    .set({ value })
    .where('scope', '=', 'etat-des-lieux-materiel')
    .where('key', '=', key)
    .execute();
}

const mailsTo = (address: string) =>
  t.server.db.selectFrom('outbox').selectAll().where('to_address', '=', address).execute();

beforeAll(async () => {
  ({ t, admin, planif, outsider } = await startSignedInServer());
});
afterAll(() => t.close());

describe('etatdl access (spec 3 §6)', () => {
  it('refuses without a session, to other tools’ users, and admin calls to non-admins', async () => {
    refused(await call('get_materials', {}, null), 401, SESSION_MESSAGES.session);
    const other = await call('get_materials', {}, outsider);
    expect(other.status).toBe(403);
    expect(other.message).toMatch(/^Accès refusé/);
    refused(
      await call('set_form_special_data', { data: { key: 1, show: 0 } }, planif),
      403,
      CALL_MESSAGES.adminOnly,
    );
    refused(
      await call(
        'user_create_account',
        { user: { user_email: 'x@example.fr', user_password: 'secret-123' } },
        planif,
      ),
      403,
      CALL_MESSAGES.adminOnly,
    );
  });

  it('answers user_token_is_valide publicly', async () => {
    expect((await call('user_token_is_valide', { token: planif }, null)).data).toEqual({
      valide: true,
    });
    expect((await call('user_token_is_valide', { token: 'nope' }, null)).data).toEqual({
      valide: false,
    });
  });
});

describe('etatdl lists and settings', () => {
  it('lists the records by state, each with its id, link and version', async () => {
    const all = rows(ok('get_materials', await call('get_materials', {}, planif)));
    expect(all.length).toBeGreaterThan(20);
    for (const r of all) {
      expect(r).toMatchObject({ version: expect.any(Number), CLD_IDEnreg: expect.any(Number) });
    }
    const states = new Set(all.map((r) => conditionState(r)));
    expect([...states]).toEqual(expect.arrayContaining(['departure', 'return', 'finished']));
    for (const [name, state] of [
      ['get_depart_materials', 'departure'],
      ['get_return_materials', 'return'],
      ['get_returned_materials', 'finished'],
    ] as const) {
      const list = rows(ok(name, await call(name, {}, planif)));
      expect(list.length, name).toBeGreaterThan(0);
      expect(list.every((r) => conditionState(r) === state)).toBe(true);
    }
  });

  it('answers options, headers, forms, default values and the park', async () => {
    const options = rows(ok('get_options', await call('get_options', {}, planif)));
    expect(options.map((o) => o.Key)).toEqual(
      expect.arrayContaining(['showCategory', 'nbrMinPhoto', 'nbrMaxPhoto', 'multipleSelection']),
    );
    const headers = rows(ok('get_headers_table', await call('get_headers_table', {}, planif)));
    expect(headers[0]).toMatchObject({ idx: 0, header: 'CLD_NUM_CONTRAT', label: 'Contrat' });
    const forms = rows(ok('get_default_form', await call('get_default_form', {}, planif)));
    expect(forms.length).toBeGreaterThan(5);
    const bike = rows(
      ok('get_form_by_family', await call('get_form_by_family', { family: 'Vélo' }, planif)),
    );
    expect(parseChecklist(bike[0]!.CHECK_LIST_JSON).map((l) => l.CH_DESIGNATION)).toContain(
      'Freins',
    );
    const cargo = rows(
      ok(
        'get_form_by_sub_family',
        await call('get_form_by_sub_family', { subFamily: 'Vélo cargo' }, planif),
      ),
    );
    expect(cargo).toHaveLength(1);
    const values = rows(
      ok('get_default_form_values', await call('get_default_form_values', {}, planif)),
    );
    expect(values.find((v) => v.CH_DESIGNATION === 'Propreté')).toMatchObject({
      CLD_SELECTION: 'Propre,Sale,Très sale',
    });
    const park = rows(ok('get_parc', await call('get_parc', {}, planif)));
    const one = rows(
      ok('get_parcs', await call('get_parcs', { matricule: park[0]!.MATRICULE }, planif)),
    );
    expect(one[0]!.MATRICULE).toBe(park[0]!.MATRICULE);
    refused(
      await call('get_parcs', { matricule: 'INCONNU-1' }, planif),
      404,
      'Matricule introuvable : INCONNU-1.',
    );
    const clients = rows(ok('get_clients', await call('get_clients', {}, planif)));
    const client = clients.find((c) => String(c.CONTACT_MAIL_TOUS ?? '') !== '')!;
    const mails = rows(
      ok(
        'get_email_liste_by_id_client',
        await call('get_email_liste_by_id_client', { idClient: client.id }, planif),
      ),
    );
    expect(mails.map((m) => m.mail).join('|')).toBe(client.CONTACT_MAIL_TOUS);
  });

  it('shows every custom field to an admin only, and lets admins hide one', async () => {
    const shown = rows(
      ok('get_form_special_data', await call('get_form_special_data', { isRoot: true }, planif)),
    );
    const all = rows(
      ok('get_form_special_data', await call('get_form_special_data', { isRoot: true }, admin)),
    );
    expect(all.length).toBeGreaterThan(shown.length);
    expect(new Set(all.map((f) => f.type))).toEqual(
      new Set(['text', 'number', 'date', 'checkbox', 'textarea']),
    );
    const answer = await call('set_form_special_data', { data: { key: 1, show: 0 } }, admin);
    expect(answer).toMatchObject({ status: 200, code: 0 });
    const after = rows(
      ok('get_form_special_data', await call('get_form_special_data', {}, planif)),
    );
    expect(after.map((f) => f.key)).not.toContain(1);
    await call('set_form_special_data', { data: { key: 1, show: 1 } }, admin);
    refused(
      await call('set_form_special_data', { data: { key: 999, show: 1 } }, admin),
      404,
      'Champ personnalisé introuvable : 999.',
    );
    const bad = await call('set_form_special_data', { data: { key: 1, show: 2 } }, admin);
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(/show/);
  });
});

describe('edit_material: the state machine of spec 3 §4.1', () => {
  it('saves a departure (CD 1 CR 0), bumps the version and refuses a stale one', async () => {
    const [l] = await linesIn('departure');
    const answer = await save(l!, departure(l!.data), planif, l!.version);
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    expect((answer.data as { version: number }).version).toBe(l!.version + 1);
    const after = await line(l!.id);
    expect(after.data).toMatchObject({ CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '0' });
    expect(conditionState(after.data)).toBe('return');
    refused(await save(l!, { CLD_COMMENTAIRE_TECH_RETOUR: 'x' }, planif, l!.version), 409, STALE);
    const contract = await t.server.db
      .selectFrom('contracts')
      .select('data')
      .where('id', '=', l!.contract_id)
      .executeTakeFirstOrThrow();
    expect(['0', '2', 'X']).toContain(contract.data.CL_ETAT_DES_LIEUX);
  });

  it('refuses a return before the departure, and a departure once it is saved', async () => {
    const [, l] = await linesIn('departure');
    refused(await save(l!, returned(l!.data)), 409, M.departureFirst);
    const [r] = await linesIn('return');
    refused(await save(r!, departure(r!.data)), 409, M.departureLocked);
  });

  it('saves a return (both controls 1) and checks it in the order of §5.1', async () => {
    const [r] = await linesIn('return');
    const km = Number(r!.data.CLD_KILOMETRE_DEPART ?? 0);
    const lines = parseChecklist(r!.data.CHECK_LIST_JSON_GESTION);
    const empty = serializeChecklist(lines.map((l) => ({ ...l, CLD_QTE_RETOUR: '' })));
    refused(
      await save(r!, returned(r!.data, { CHECK_LIST_JSON_GESTION: empty })),
      422,
      M.returnOptionMissing(lines[0]!.CH_DESIGNATION),
    );
    refused(
      await save(
        r!,
        returned(r!.data, {
          CLD_KILOMETRE_DEPART: String(km + 100),
          CLD_KILOMETRE_RETOUR: String(km),
        }),
      ),
      422,
      M.kilometreBelowDeparture,
    );
    refused(
      await save(r!, returned(r!.data, { CLD_CONTROLEUR_RETOUR: '' })),
      422,
      M.fieldMissing('Contrôleur retour'),
    );
    const answer = await save(r!, returned(r!.data, { CLD_KILOMETRE_RETOUR: String(km + 412) }));
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    expect(conditionState((await line(r!.id)).data)).toBe('finished');
  });

  it('refuses checklist values outside CLD_SELECTION, by content', async () => {
    const [, , l] = await linesIn('departure');
    const lines = parseChecklist(filled(l!.data, 'DEPART'));
    const withChoice = lines.find((x) => x.CLD_SELECTION !== '')!;
    const wrong = serializeChecklist(
      lines.map((x) => (x.id === withChoice.id ? { ...x, CLD_QTE_DEPART: 'Cassé net' } : x)),
    );
    const answer = await save(l!, departure(l!.data, { CHECK_LIST_JSON_GESTION: wrong }));
    expect(answer.status).toBe(422);
    expect(answer.message).toContain(
      `« Cassé net » n’est pas permise pour « ${withChoice.CH_DESIGNATION} »`,
    );
    // A record without its own checklist is checked against its family's default form.
    const bare = (await linesIn('departure'))[4]!;
    const { CHECK_LIST_JSON: _own, ...withoutOwn } = bare.data;
    await t.server.db
      .updateTable('contract_lines')
      .set({ data: JSON.stringify(withoutOwn) })
      .where('id', '=', bare.id)
      .execute();
    const widened = serializeChecklist(
      parseChecklist(filled(bare.data, 'DEPART')).map((x) =>
        x.CLD_SELECTION === ''
          ? x
          : { ...x, CLD_SELECTION: 'Cassé net', CLD_QTE_DEPART: 'Cassé net' },
      ),
    );
    const own = await save(
      await line(bare.id),
      departure(bare.data, { CHECK_LIST_JSON_GESTION: widened }),
    );
    expect(own.status).toBe(422);
    expect(own.message).toContain('« Cassé net » n’est pas permise pour');
    refused(
      await save(l!, { ...departure(l!.data), CLD_LIEN: 99 }),
      422,
      'Le champ « CLD_LIEN » ne peut pas être modifié.',
    );
    refused(
      await save(l!, { CLD_CONTROLE_DEPART: 'X', CLD_CONTROLE_RETOUR: '1' }),
      422,
      'Les contrôles envoyés ne correspondent à aucun enregistrement : départ (CD 1, CR 0), retour (CD 1, CR 1) ou suppression (contrôles vides).',
    );
    refused(
      await call(
        'edit_material',
        { id: l!.id, contrat: 'AUTRE', matricule: l!.data.CLD_MATRICULE, data: {} },
        planif,
      ),
      422,
      'Le contrat ou le matricule envoyé ne correspond pas à cet état des lieux : rechargez la liste.',
    );
    refused(
      await call(
        'edit_material',
        { id: 2_000_000, contrat: 'C', matricule: 'M', data: {} },
        planif,
      ),
      404,
      'État des lieux introuvable : 2000000.',
    );
  });

  it('applies the photo minimum of the options (§5.1 rule 2)', async () => {
    const [, , , l] = await linesIn('departure');
    await setOption('nbrMinPhoto', '1');
    try {
      refused(await save(l!, departure(l!.data)), 422, M.minimumPhotos(1));
      const photos = await call(
        'set_photos',
        {
          contrat: l!.data.CLD_NUM_CONTRAT,
          matricule: l!.data.CLD_MATRICULE,
          type: 'DEPART',
          fileList: [`data:image/png;base64,${PNG}`],
        },
        planif,
      );
      expect(photos, photos.message).toMatchObject({ status: 200, code: 0 });
      const answer = await save(l!, departure(l!.data));
      expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    } finally {
      await setOption('nbrMinPhoto', '0');
    }
  });

  it('unlocks a finished record with the password, for that record and a limited time', async () => {
    const [f, g] = await linesIn('finished');
    refused(await save(f!, returned(f!.data)), 409, M.finishedLocked);
    const wrong = await call(
      'verif_root_mode_with_password',
      { token: planif, password: 'mauvais', id: f!.id },
      planif,
    );
    expect(wrong.data).toMatchObject({ valide: false });
    refused(await save(f!, returned(f!.data)), 409, M.finishedLocked);
    const right = await call(
      'verif_root_mode_with_password',
      { token: planif, password: 'planif', id: f!.id },
      planif,
    );
    expect(right.data).toMatchObject({ valide: true });
    // Unlocked for planif, on that record only.
    const answer = await save(f!, returned(f!.data, { CLD_COMMENTAIRE_TECH_RETOUR: 'Rayure' }));
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    refused(await save(g!, returned(g!.data)), 409, M.finishedLocked);
    refused(await save(await line(f!.id), returned(f!.data), admin), 409, M.finishedLocked);
    // A departure save would reopen the return: refused even unlocked.
    refused(await save(await line(f!.id), departure(f!.data)), 409, M.returnDone);
    // Expired.
    await t.server.db
      .updateTable('condition_unlocks')
      .set({ until: new Date(Date.now() - 1000) })
      .execute();
    refused(await save(await line(f!.id), returned(f!.data)), 409, M.finishedLocked);
  });

  it('deletes a record by resetting both controls, and stores the grouped status', async () => {
    const [f] = (await linesIn('finished')).slice(-1);
    const answer = await save(f!, { CLD_CONTROLE_DEPART: '', CLD_CONTROLE_RETOUR: '' });
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    const after = await line(f!.id);
    expect(after.data).toMatchObject({ CLD_CONTROLE_DEPART: '', CLD_CONTROLE_RETOUR: '' });
    const state = await call('set_client_state', { lien: f!.contract_id, state: '2' }, planif);
    expect(state, state.message).toMatchObject({ status: 200, code: 0 });
    const lines = await t.server.db
      .selectFrom('contract_lines')
      .select('data')
      .where('contract_id', '=', f!.contract_id)
      .execute();
    const expected = lines.every(
      (l) => String(l.data.CLD_CONTROLE_DEPART ?? '') === '' || l.data.CLD_CONTROLE_DEPART === '0',
    )
      ? '0'
      : 'X';
    expect((state.data as { state: string }).state).toBe(expected);
    refused(
      await call('set_client_state', { lien: 9_999_999, state: '0' }, planif),
      404,
      'Contrat introuvable : 9999999.',
    );
    const bad = await call('set_client_state', { lien: f!.contract_id, state: '5' }, planif);
    expect(bad.status).toBe(422);
  });
});

describe('photos and files (spec 3 §5.3, §7.1)', () => {
  it('stores png and jpeg by content under the photo folder, lists, downloads and deletes them', async () => {
    const [r] = await linesIn('return');
    const item = { contrat: r!.data.CLD_NUM_CONTRAT, matricule: r!.data.CLD_MATRICULE };
    // An earlier test of this file may have saved this item's departure with photos.
    const departPhotos = async () =>
      ((await call('get_photos', { ...item, type: 'DEPART' }, planif)).data as { photos: [] })
        .photos;
    const departBefore = await departPhotos();
    const answer = await call(
      'set_photos',
      {
        ...item,
        type: 'RETOUR',
        fileList: [PNG, { name: 'b.png', content: `data:image/jpeg;base64,${JPEG}` }],
      },
      planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    const { paths } = answer.data as { paths: string[] };
    const folder = `LOCATION/${String(item.contrat)}/${String(item.matricule).replace(/\//g, '@')}/PHOTOS/`;
    expect(paths).toEqual([`${folder}RETOUR_001.png`, `${folder}RETOUR_002.jpg`]);
    const listed = await call('get_photos', { ...item, type: 'RETOUR' }, planif);
    expect(listed.data).toMatchObject({
      photos: [
        { name: 'RETOUR_001.png', path: paths[0], server_modified: expect.any(String) },
        { name: 'RETOUR_002.jpg', path: paths[1] },
      ],
    });
    expect(await departPhotos()).toEqual(departBefore);
    expect((await call('photo_exite', { path: paths[0] }, planif)).data).toEqual({ exist: true });
    expect((await call('photo_download', { path: paths[0] }, planif)).data).toEqual({
      fileBinary: PNG,
    });
    expect(await call('photo_delete', { path: paths[0] }, planif)).toMatchObject({ code: 0 });
    expect((await call('photo_exite', { path: paths[0] }, planif)).data).toEqual({ exist: false });
    refused(await call('photo_delete', { path: paths[0] }, planif), 404, 'Photo introuvable.');
    refused(
      await call('photo_exite', { path: 'Etat_des_lieux_pdf/x.pdf' }, planif),
      422,
      'Chemin de fichier invalide : les fichiers des états des lieux sont sous LOCATION/.',
    );
    refused(
      await call('photo_download', { path: 'LOCATION/../secret' }, planif),
      422,
      RECORD_MESSAGES.invalidPath,
    );
  });

  it('refuses a photo that is not an image whatever its name, and past the maximum', async () => {
    const [r] = await linesIn('return');
    const item = { contrat: r!.data.CLD_NUM_CONTRAT, matricule: r!.data.CLD_MATRICULE };
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    refused(
      await call(
        'set_photos',
        { ...item, type: 'DEPART', fileList: [PNG, `data:image/png;base64,${text}`] },
        planif,
      ),
      422,
      'La photo n° 2 n’est ni une image PNG ni une image JPEG.',
    );
    await setOption('nbrMaxPhoto', '2');
    try {
      refused(
        await call('set_photos', { ...item, type: 'DEPART', fileList: [PNG, PNG, PNG] }, planif),
        422,
        M.maximumPhotos(2),
      );
    } finally {
      await setOption('nbrMaxPhoto', '8');
    }
    refused(
      await call(
        'set_photos',
        { contrat: 'C0', matricule: 'M0', type: 'DEPART', fileList: [PNG] },
        planif,
      ),
      404,
      'Aucun état des lieux pour le contrat C0 et le matricule M0.',
    );
  });

  it('uploads a PDF and gives it back as bytes; temporary PDFs open by id', async () => {
    const [r] = await linesIn('return');
    const c = String(r!.data.CLD_NUM_CONTRAT);
    const m = String(r!.data.CLD_MATRICULE).replace(/\//g, '@');
    const path = `LOCATION/${c}/${m}/${c}_${m}_DEPART.pdf`;
    const up = await call(
      'file_upload',
      { path, file: `data:application/pdf;base64,${PDF}` },
      planif,
    );
    expect(up, up.message).toMatchObject({ status: 200, data: { path } });
    refused(
      await call('file_upload', { path: `LOCATION/${c}/x.pdf`, file: PNG }, planif),
      422,
      'Le fichier envoyé n’est pas un PDF.',
    );
    const response = await fetch(`${t.url}${BASE}/file_download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${planif}` },
      body: JSON.stringify({
        data: testEnvelope.sealSync({
          contrat: r!.data.CLD_NUM_CONTRAT,
          matricule: r!.data.CLD_MATRICULE,
        }),
      }),
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(PDF);

    const tmp = (await call('creat_tmp_pdf', { file: PDF }, planif)).data as { id: string };
    const open = await fetch(`${t.url}${BASE}/openPdf?id=${tmp.id}`);
    expect(open.status).toBe(200);
    expect(Buffer.from(await open.arrayBuffer()).toString('base64')).toBe(PDF);
    refused(
      await call('creat_tmp_pdf', { file: PNG }, planif),
      422,
      'Le fichier envoyé n’est pas un PDF.',
    );
  });
});

describe('mails (spec 3 §7.1, §8)', () => {
  it('sends the PDF by email through the outbox, with errorListe', async () => {
    const answer = await call(
      'send_pdf_by_email',
      {
        email: ['client.etat@example.fr', 'copie.etat@example.fr'],
        pdf: `data:application/pdf;base64,${PDF}`,
        contrat: 'C2600042',
        agence: { ag_nom: 'Agence de Lyon', ag_courriel: 'lyon@example.fr' },
        photos: [PNG],
      },
      planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
    const [mail] = await mailsTo('client.etat@example.fr');
    // An agency the page makes up is not a sender: the mail leaves from the company's location
    // mailbox, which the email history offers (issue 34 item 9).
    expect(mail).toMatchObject({
      from_address: expect.stringMatching(/^location@/),
      subject: 'État des lieux du contrat C2600042',
    });
    expect(mail!.attachments.map((a) => a.filename)).toEqual([
      'Etat_des_lieux_C2600042.pdf',
      'photo_1.png',
    ]);
    expect(await mailsTo('copie.etat@example.fr')).toHaveLength(1);
    refused(
      await call('send_pdf_by_email', { email: 'a@example.fr', pdf: PNG, contrat: 'C1' }, planif),
      422,
      'Le fichier envoyé n’est pas un PDF.',
    );
  });

  it('sends the return work order once, only when the return is checked', async () => {
    const withOrder = (await linesIn('finished')).find(
      (l) => String(l.data.CLD_OR_ID ?? '') !== '',
    )!;
    const orId = String(withOrder.data.CLD_OR_ID);
    const answer = await call('creat_or_retour', { orId }, planif);
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    const mails = await mailsTo('sav@locasuite-location.fr');
    expect(mails.some((m) => m.subject.startsWith(`OR de retour ${orId} `))).toBe(true);
    refused(
      await call('creat_or_retour', { orId }, planif),
      409,
      'L’OR de retour a déjà été envoyé.',
    );
    refused(
      await call('creat_or_retour', { orId: 'OR-INCONNU' }, planif),
      404,
      'Ordre de réparation introuvable : OR-INCONNU.',
    );
    const [r] = await linesIn('return');
    await t.server.db
      .updateTable('contract_lines')
      .set({ data: sql`data || '{"CLD_OR_ID":"OR-PAS-PRET","CLD_CARA_MATERIEL":"x"}'::jsonb` })
      .where('id', '=', r!.id)
      .execute();
    refused(
      await call('creat_or_retour', { orId: 'OR-PAS-PRET' }, planif),
      409,
      'L’OR de retour ne peut être envoyé qu’une fois le retour contrôlé, avec un OR et les caractéristiques du matériel.',
    );
  });
});

describe('send_alert_not_signed (spec 3 §6 sendAlertNotSigned)', () => {
  it('mails the alert to the copy address, and refuses when the option is off', async () => {
    const dataForm = {
      CLD_NUM_CONTRAT: 'C2600077',
      CLD_MATRICULE: 'NAC/0042',
      CLD_CLIENT_RAISON_SOCIALE: 'BTP Rhône',
    };
    const answer = await call(
      'send_alert_not_signed',
      { dataForm, username: 'Paul', type: 'RETOUR' },
      planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
    const mails = await mailsTo('etats-des-lieux@locasuite-location.fr');
    expect(mails.map((m) => m.subject)).toContain(
      'État des lieux non signé : contrat C2600077, matricule NAC/0042',
    );
    refused(
      await call(
        'send_alert_not_signed',
        { dataForm: {}, username: 'Paul', type: 'RETOUR' },
        planif,
      ),
      422,
      'Le champ « dataForm » doit nommer le contrat et le matricule (CLD_NUM_CONTRAT, CLD_MATRICULE).',
    );
    await setOption('sendAlertNotSigned', '0');
    try {
      refused(
        await call('send_alert_not_signed', { dataForm, username: 'Paul', type: 'DEPART' }, planif),
        409,
        'L’alerte d’état des lieux non signé n’est pas activée (option sendAlertNotSigned).',
      );
    } finally {
      await setOption('sendAlertNotSigned', '1');
    }
  });
});

describe('user settings (spec 3 §2.3)', () => {
  it('reads and edits one’s own name and agency', async () => {
    const info = rows(ok('get_user_info', await call('get_user_info', { token: planif }, planif)));
    expect(info[0]).toMatchObject({ admin: 0 });
    const edit = await call(
      'edit_user_info',
      { token: planif, user: { user_name: 'Paul Planif', user_id_agence: 2 } },
      planif,
    );
    expect(edit, edit.message).toMatchObject({ status: 200, code: 0 });
    const after = rows(ok('get_user_info', await call('get_user_info', { token: planif }, planif)));
    expect(after[0]).toMatchObject({ user_name: 'Paul Planif', user_id_agence: 2 });
    refused(
      await call('edit_user_info', { token: planif, user: { user_id_agence: 999 } }, planif),
      422,
      'Agence inconnue : 999.',
    );
    refused(
      await call('edit_user_info', { token: planif, user: { user_name: ' ' } }, planif),
      422,
      'Le nom d’utilisateur doit faire de 1 à 100 caractères.',
    );
    refused(
      await call('edit_user_info', { token: admin, user: { user_name: 'X' } }, planif),
      403,
      'Vous ne pouvez modifier que votre propre compte.',
    );
  });

  it('lets an admin create an account for the tool', async () => {
    const answer = await call(
      'user_create_account',
      { user: { user_email: 'nouveau.tech@example.fr', user_password: 'motdepasse-solide' } },
      admin,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    const token = await t.signIn('nouveau.tech@example.fr', 'motdepasse-solide');
    expect((await call('get_materials', {}, token)).status).toBe(200);
  });
});

describe('saves applied once (issue 15: a device syncing again)', () => {
  const id = (n: number) => `device-save-${String(n).padStart(6, '0')}-abcdef`;
  const photoCount = async (item: { contrat: unknown; matricule: unknown }) =>
    ((await call('get_photos', { ...item, type: 'DEPART' }, planif)).data as { photos: [] }).photos
      .length;

  it('applies a save once: its replay answers success and writes nothing', async () => {
    const [, , , , , l] = await linesIn('departure');
    const payload = {
      id: l!.id,
      contrat: l!.data.CLD_NUM_CONTRAT,
      matricule: l!.data.CLD_MATRICULE,
      data: departure(l!.data, { CLD_KILOMETRE_DEPART: '4321' }),
      version: l!.version,
      saveId: id(1),
    };
    const first = await call('edit_material', payload, planif);
    expect(first, first.message).toMatchObject({ status: 200, code: 0 });
    const after = await line(l!.id);
    expect(after.version).toBe(l!.version + 1);
    // The answer was lost: the device sends the same save again, with the version it had.
    const replay = await call('edit_material', payload, planif);
    expect(replay, replay.message).toMatchObject({ status: 200, code: 0 });
    expect((await line(l!.id)).version).toBe(after.version);
    // A new save with that old version is someone's stale copy: 409, as always.
    refused(await call('edit_material', { ...payload, saveId: id(2) }, planif), 409, STALE);
  });

  it('stores photos once when the same upload is sent twice, and twenty copies at once', async () => {
    const [, , , , , , l] = await linesIn('departure');
    const item = { contrat: l!.data.CLD_NUM_CONTRAT, matricule: l!.data.CLD_MATRICULE };
    const before = await photoCount(item);
    const upload = { ...item, type: 'DEPART', fileList: [PNG, PNG], saveId: id(3) };
    const first = await call('set_photos', upload, planif);
    expect(first, first.message).toMatchObject({ status: 200, code: 0 });
    const again = await call('set_photos', upload, planif);
    expect(again.data).toEqual(first.data);
    expect(await photoCount(item)).toBe(before + 2);
    const race = { ...upload, saveId: id(4) };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('set_photos', race, planif)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await photoCount(item)).toBe(before + 4);
  });

  it('lets a refused save be tried again with the same id, and refuses the id on another call', async () => {
    const [, , , , , , , l] = await linesIn('departure');
    const base = {
      id: l!.id,
      contrat: l!.data.CLD_NUM_CONTRAT,
      matricule: l!.data.CLD_MATRICULE,
      saveId: id(5),
    };
    // Refused (no checklist values): nothing claimed.
    const refusedSave = await call(
      'edit_material',
      { ...base, data: { CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '0' } },
      planif,
    );
    expect(refusedSave.status).toBe(422);
    const fixed = await call('edit_material', { ...base, data: departure(l!.data) }, planif);
    expect(fixed, fixed.message).toMatchObject({ status: 200, code: 0 });
    const rows = await t.server.db
      .selectFrom('applied_saves')
      .select(['call'])
      .where('save_id', '=', id(5))
      .execute();
    expect(rows).toEqual([{ call: 'edit_material' }]);
    // The same id on another call is a mistake the device must hear.
    const other = await call(
      'set_photos',
      {
        contrat: base.contrat,
        matricule: base.matricule,
        type: 'DEPART',
        fileList: [PNG],
        saveId: id(5),
      },
      planif,
    );
    expect(other.status).toBe(422);
    expect(other.message).toMatch(/saveId/);
    const bad = await call(
      'edit_material',
      { ...base, data: departure(l!.data), saveId: 'x' },
      planif,
    );
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(/saveId/);
  });
});
