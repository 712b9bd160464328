import { createHash } from 'node:crypto';
import { SAV_MESSAGES } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { savFixture, savLine as line } from './support/sav';

const STALE = "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.";

const sav = savFixture();
const s = sav.state;
const { call, ok, rows, newLink, draft, complete, create, reportsOf, linesOf, setOption } = sav;

describe('the seed', () => {
  it('holds reports of both statuses and both tables, with their lines, slots and checklists', async () => {
    const sav = rows(ok('get_or_liste_sav', await call('get_or_liste_sav', {}, s.planif)));
    const seeded = sav.filter((r) => String(r['_LINK MOTEUR']).startsWith('seed-sav-'));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((r) => r.Statut))).toEqual(new Set([130, 140]));
    const copies = rows(ok('get_or_liste_sav2', await call('get_or_liste_sav2', {}, s.planif)));
    expect(copies.filter((r) => String(r['_LINK MOTEUR']).startsWith('seed-sav-')).length).toBe(
      seeded.filter((r) => r.Statut === 140).length,
    );
    for (const report of seeded) {
      expect((report.Horaire_liste as unknown[]).length).toBeGreaterThan(0);
      expect((report.Check_liste as unknown[]).length).toBeGreaterThan(0);
      if (report.Statut === 140) {
        expect(report).toMatchObject({ Signature_web: expect.stringMatching(/^data:image\/png/) });
        expect(report.signed_at).toEqual(expect.any(String));
      } else {
        expect(report.STATUS_DEVIS).toBe('En cours');
      }
    }
    const first = rows(
      ok(
        'get_or_1_Liste_byLink',
        await call('get_or_1_Liste_byLink', { link: seeded[0]!['_LINK MOTEUR'] }, s.planif),
      ),
    );
    expect((first[0]!.lignes as unknown[]).length).toBe(2);
    expect(
      rows(ok('get_stock', await call('get_stock', {}, s.planif))).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('gives the demo technician drafts and validated reports on machines of the fleet', async () => {
    const tech = await s.t.server.db
      .selectFrom('users')
      .select('display_name')
      .where('login', '=', 'tech')
      .executeTakeFirstOrThrow();
    const sav = rows(ok('get_or_liste_sav', await call('get_or_liste_sav', {}, s.planif)));
    const mine = sav.filter((r) => r['Techniciens_Nom(1)'] === tech.display_name);
    expect(new Set(mine.map((r) => r.Statut))).toEqual(new Set([130, 140]));
    const technicians = rows(ok('get_techniciens', await call('get_techniciens', {}, s.planif)));
    expect(JSON.stringify(technicians)).toContain(tech.display_name);
    const parc = new Set(
      rows(ok('get_parc', await call('get_parc', {}, s.planif))).map((m) => m.MATRICULE),
    );
    for (const report of mine.filter((r) => r.machine_inconnue !== '1')) {
      expect(parc.has(report['N° MATR INT']), String(report['N° MATR INT'])).toBe(true);
    }
    const options = rows(ok('get_or_options', await call('get_or_options', {}, s.planif)));
    const names = options.map((o) => o.name);
    for (const name of ['Check_liste', 'Mandatory_keys', 'inter_type', 'suivi_par', 'or_stock'])
      expect(names).toContain(name);
    const workTypes = JSON.parse(
      String(options.find((o) => o.name === 'inter_type')!.value),
    ) as string[];
    expect(workTypes).toContain(mine[0]!.type_travaux);
  });
});

describe('refusals before any rule', () => {
  it('no session → 401, a user without the tool → 403, a bad payload → 422 in French', async () => {
    expect(await call('get_or_liste_sav', {}, null)).toMatchObject({ status: 401 });
    expect(await call('get_or_liste_sav', {}, s.outsider)).toMatchObject({ status: 403 });
    const bad = await call('edit_or', { id: 'x', data: 'y' }, s.planif);
    expect(bad.status).toBe(422);
    expect(bad.message).toMatch(/^Le champ « /);
  });
});

describe('creation (spec 4 §4.1, §5): all or nothing, applied once', () => {
  it('a draft needs only the client: 130 « En cours », the postcode split, its lines', async () => {
    const link = newLink();
    const id = await create({
      ...draft(link),
      lignes: [line(`${link}-l1`), line(`${link}-l2`, 'COU-220', '2')],
    });
    const [report] = await reportsOf(link);
    expect(report).toMatchObject({ id, table_name: 'SAV_FICHE', version: 1 });
    expect(report!.data).toMatchObject({
      Statut: 130,
      STATUS_DEVIS: 'En cours',
      dptliv: '69',
      cpliv: '003',
    });
    const lines = await linesOf(id);
    expect(lines.map((l) => l.id)).toEqual([`${link}-l1`, `${link}-l2`]);
    expect(lines[1]!.data).toMatchObject({ 'SAV QTE PROD': 2, PIECE_TOTAL: 25, '_LINK SAV': link });
    const listed = rows(
      ok('get_or_1_Liste_byLink', await call('get_or_1_Liste_byLink', { link }, s.planif)),
    );
    expect(listed[0]).toMatchObject({ id, '_LINK MOTEUR': link, Table: 'SAV_FICHE', version: 1 });
    expect((listed[0]!.lignes as unknown[]).length).toBe(2);
  });

  it('a draft without client: 422 with the §5 text, nothing written', async () => {
    const link = newLink();
    const answer = await call(
      'creat_new_or_1',
      { data: { ...draft(link), ID_client: '', lignes: [line(`${link}-l1`)] } },
      s.planif,
    );
    expect(answer).toMatchObject({ status: 422, message: SAV_MESSAGES.clientRequired });
    expect(await reportsOf(link)).toEqual([]);
  });

  it('a bad line refuses the whole report (no report, no line)', async () => {
    const link = newLink();
    const answer = await call(
      'creat_new_or_1',
      { data: { ...draft(link), lignes: [line(`${link}-l1`), line(`${link}-l2`, 'X', 0)] } },
      s.planif,
    );
    expect(answer.status).toBe(422);
    expect(answer.message).toContain('La quantité doit être supérieure à 0.');
    expect(await reportsOf(link)).toEqual([]);
    const stray = await s.t.server.db
      .selectFrom('sav_lines')
      .select('id')
      .where('id', '=', `${link}-l1`)
      .execute();
    expect(stray).toEqual([]);
  });

  it('the same sync sent three times gives one report and one set of lines', async () => {
    const link = newLink();
    const data = { ...draft(link), lignes: [line(`${link}-a`), line(`${link}-b`)] };
    const ids = [await create(data), await create(data), await create(data)];
    expect(new Set(ids).size).toBe(1);
    expect(await reportsOf(link)).toHaveLength(1);
    expect(await linesOf(ids[0]!)).toHaveLength(2);
    // The old client's order: the report, then each line, replayed too.
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(
        'creat_new_moteur_1_line',
        { data: { ...line(`${link}-c`), '_LINK SAV': link } },
        s.planif,
      );
      expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
    }
    expect(await linesOf(ids[0]!)).toHaveLength(3);
  });

  it('a line id of another report is refused (409)', async () => {
    const first = newLink();
    await create({ ...draft(first), lignes: [line(`${first}-x`)] });
    const other = newLink();
    const answer = await call(
      'creat_new_or_1',
      { data: { ...draft(other), lignes: [line(`${first}-x`)] } },
      s.planif,
    );
    expect(answer.status).toBe(409);
    expect(await reportsOf(other)).toEqual([]);
  });
});

describe('validation (spec 4 §4.1, §5): 140 and the SAV_2 copy in one transaction', () => {
  it('refuses each missing item with its §5 text (the last failing label), writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ID_client: '' }, SAV_MESSAGES.clientRequired],
      [{ 'Techniciens_Nom(1)': '' }, SAV_MESSAGES.technicianRequired],
      [{ Signature_web: '' }, SAV_MESSAGES.signatureRequired],
      [{ 'N° MATR INT': '' }, SAV_MESSAGES.machineRequired],
      [{ Signature_web: '', 'N° MATR INT': '' }, SAV_MESSAGES.machineRequired],
    ];
    for (const [missing, message] of cases) {
      const link = newLink();
      const answer = await call('creat_new_or_1', { data: complete(link, missing) }, s.planif);
      expect(answer).toMatchObject({ status: 422, message });
      expect(await reportsOf(link)).toEqual([]);
    }
  });

  it('Mandatory_keys, signature_facultative and a machine marked unknown', async () => {
    await setOption('Mandatory_keys', '["type_travaux", "Horametre"]');
    try {
      const refused = await call(
        'creat_new_or_1',
        { data: complete(newLink(), { Horametre: '12' }) },
        s.planif,
      );
      expect(refused).toMatchObject({
        status: 422,
        message: 'Le champ type_travaux est obligatoire',
      });
      // Unknown machine: no machine and no hour counter needed.
      await create(
        complete(newLink(), {
          type_travaux: 'Réparation',
          'N° MATR INT': '',
          machine_inconnue: '1',
        }),
      );
      await setOption('signature_facultative', '1');
      await create(
        complete(newLink(), { type_travaux: 'Réparation', Horametre: '12', Signature_web: '' }),
      );
    } finally {
      await setOption('Mandatory_keys', '[]');
      await setOption('signature_facultative', '0');
    }
  });

  it('validation saves 140 and the SAV_2 copy (Signé, 140, no STATUS_DEVIS) with its lines and the signature’s evidence', async () => {
    const link = newLink();
    const id = await create({
      ...complete(link, { STATUS_DEVIS: 'En cours' }),
      lignes: [line(`${link}-1`)],
    });
    const [report, copy] = await reportsOf(link);
    expect(report!.data.Statut).toBe(140);
    expect(report!.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(report!.signed_by).toBe(s.client.name);
    expect(copy).toMatchObject({ table_name: 'SAV_2', source_id: id });
    expect(copy!.data).toMatchObject({ Statut: 140, 'Status devis': 'Signé', Table: 'SAV_2' });
    expect('STATUS_DEVIS' in copy!.data).toBe(false);
    expect((await linesOf(copy!.id)).map((l) => l.id)).toEqual([`${link}-1~2`]);
    const second = rows(
      ok('get_or_2_Liste_byLink', await call('get_or_2_Liste_byLink', { link }, s.planif)),
    );
    expect(second[0]).toMatchObject({ id: copy!.id, Table: 'SAV_2' });
    // The old client's explicit copy call finds the same copy.
    const again = await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif);
    expect(again.data).toEqual({ id: copy!.id });
    const listed = rows(ok('get_or_liste_sav2', await call('get_or_liste_sav2', {}, s.planif)));
    expect(listed.some((r) => r.id === copy!.id)).toBe(true);
  });

  it('a validated or signed report is read-only: edit, delete, lines → 409 in French', async () => {
    const link = newLink();
    // Its lines come with it (`lignes`): its save is closed.
    const id = await create({ ...complete(link), lignes: [] });
    const refusals = [
      await call('edit_or', { id, data: { Observ: 'changé' } }, s.planif),
      await call('delete_or_by_id', { id }, s.planif),
      await call('delete_old_moteur_by_link', { link }, s.planif),
      await call(
        'creat_new_moteur_1_line',
        { data: { ...line(`${link}-z`), '_LINK SAV': link } },
        s.planif,
      ),
    ];
    for (const answer of refusals)
      expect(answer).toMatchObject({ status: 409, message: SAV_MESSAGES.readOnly });
    const copy = (await reportsOf(link))[1]!;
    expect(await call('delete_or2_by_id', { id: copy.id }, s.planif)).toMatchObject({
      status: 409,
    });
  });

  it('a draft edited into a validation makes its copy in the same call; a refused one changes nothing', async () => {
    const link = newLink();
    const id = await create(draft(link));
    const refused = await call('edit_or', { id, data: { Statut: 140, version: 1 } }, s.planif);
    expect(refused).toMatchObject({ status: 422, message: SAV_MESSAGES.machineRequired });
    expect((await reportsOf(link))[0]!.version).toBe(1);
    const answer = await call(
      'edit_or',
      { id, data: { ...complete(link), version: 1, lignes: [line(`${link}-n`)] } },
      s.planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, data: { version: 2 } });
    const [report, copy] = await reportsOf(link);
    expect(report!.data.Statut).toBe(140);
    expect(copy!.table_name).toBe('SAV_2');
    expect((await linesOf(copy!.id)).length).toBe(1);
  });
});

describe('editing (spec 4 §4.1, issue 37 merge)', () => {
  it('replaces the lines by the web lines sent, old ones deleted by link', async () => {
    const link = newLink();
    const id = await create({ ...draft(link), lignes: [line(`${link}-1`), line(`${link}-2`)] });
    const answer = await call(
      'edit_or',
      { id, data: { version: 1, lignes: [line(`${link}-3`)] } },
      s.planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200 });
    expect((await linesOf(id)).map((l) => l.id)).toEqual([`${link}-3`]);
    ok('delete_old_moteur_by_link', await call('delete_old_moteur_by_link', { link }, s.planif));
    expect(await linesOf(id)).toEqual([]);
  });

  it('a stale version without its base → 409; fields changed on one side only merge', async () => {
    const link = newLink();
    const id = await create(draft(link));
    const base = (await reportsOf(link))[0]!.data;
    // The office saves the place meanwhile.
    expect(
      await call('edit_or', { id, data: { LIEU_INTERV: 'Chantier', version: 1 } }, s.admin),
    ).toMatchObject({ status: 200 });
    expect(
      await call('edit_or', { id, data: { 'Travaux exe': 'courroie', version: 1 } }, s.planif),
    ).toMatchObject({ status: 409, message: STALE });
    const merged = await call(
      'edit_or',
      { id, data: { ...base, 'Travaux exe': 'courroie', version: 1, base } },
      s.planif,
    );
    expect(merged, merged.message).toMatchObject({ status: 200, data: { version: 3 } });
    expect((await reportsOf(link))[0]!.data).toMatchObject({
      LIEU_INTERV: 'Chantier',
      'Travaux exe': 'courroie',
    });
  });

  it('a field changed on both sides → 409 listing it, nothing overwritten', async () => {
    const link = newLink();
    const id = await create(draft(link));
    const base = (await reportsOf(link))[0]!.data;
    await call(
      'edit_or',
      { id, data: { Observ: 'Bruit au démarrage à froid', version: 1 } },
      s.admin,
    );
    const answer = await call(
      'edit_or',
      { id, data: { ...base, Observ: 'Bruit moteur', LIEU_INTERV: 'Atelier', version: 1, base } },
      s.planif,
    );
    expect(answer).toMatchObject({ status: 409, message: SAV_MESSAGES.conflict(['Observations']) });
    expect((await reportsOf(link))[0]!.data).toMatchObject({
      Observ: 'Bruit au démarrage à froid',
    });
    expect((await reportsOf(link))[0]!.data.LIEU_INTERV).toBeUndefined();
  });

  it('delete_or_by_id removes a draft and its lines; an unknown id is a 404', async () => {
    const link = newLink();
    const id = await create({ ...draft(link), lignes: [line(`${link}-1`)] });
    ok('delete_or_by_id', await call('delete_or_by_id', { id }, s.planif));
    expect(await reportsOf(link)).toEqual([]);
    expect(await linesOf(id)).toEqual([]);
    expect(await call('delete_or_by_id', { id }, s.planif)).toMatchObject({
      status: 404,
      message: SAV_MESSAGES.notFound,
    });
    expect(await call('edit_or', { id: 2_000_000_000, data: {} }, s.planif)).toMatchObject({
      status: 404,
    });
  });
});

describe('what the form reads (spec 4 §3.3, §3.6, §7.1)', () => {
  it('stock, articles by name, clients, machines, technicians, agencies, header, company', async () => {
    const stock = rows(ok('get_stock', await call('get_stock', {}, s.planif)));
    expect(stock.find((a) => a.PIECE_REFERENCE === 'FIL-001')).toMatchObject({
      title: 'FIL-001 - Filtres - Huile - Filtre à huile',
    });
    const articles = rows(
      ok(
        'get_article_liste_by_name',
        await call('get_article_liste_by_name', { name: 'courroie 220' }, s.planif),
      ),
    );
    expect(articles.map((a) => a.PIECE_REFERENCE)).toEqual(['COU-220']);
    const clients = rows(ok('get_clients', await call('get_clients', {}, s.planif)));
    expect(clients.some((c) => c.id === s.client.id && c.SOCIETE === s.client.name)).toBe(true);
    const one = rows(
      ok('get_client_by_id', await call('get_client_by_id', { id: s.client.id }, s.planif)),
    );
    expect(one[0]).toMatchObject({ id: s.client.id });
    expect(await call('get_client_by_id', { id: 99_999_999 }, s.planif)).toMatchObject({
      status: 404,
    });
    const byName = rows(
      ok(
        'get_client_liste_by_name',
        await call(
          'get_client_liste_by_name',
          { name: s.client.name.slice(0, 4).toLowerCase() },
          s.planif,
        ),
      ),
    );
    expect(byName.some((c) => c.id === s.client.id)).toBe(true);
    const parc = rows(ok('get_parc', await call('get_parc', {}, s.planif)));
    expect(parc.find((m) => m.MATRICULE === s.machine)).toHaveProperty('FAMILLE');
    const exact = rows(
      ok('get_matricul_by_name', await call('get_matricul_by_name', { mat: s.machine }, s.planif)),
    );
    expect(exact.map((m) => m.MATRICULE)).toEqual([s.machine]);
    const like = rows(
      ok(
        'get_matricule_liste_by_name',
        await call('get_matricule_liste_by_name', { name: s.machine.slice(0, 3) }, s.planif),
      ),
    );
    expect(like.some((m) => m.MATRICULE === s.machine)).toBe(true);
    expect(
      rows(ok('get_techniciens', await call('get_techniciens', {}, s.planif))).length,
    ).toBeGreaterThan(0);
    expect(rows(ok('get_agences', await call('get_agences', {}, s.planif))).length).toBeGreaterThan(
      0,
    );
    const header = rows(ok('get_header', await call('get_header', {}, s.planif)));
    const company = rows(
      ok(
        'get_societe_soft_by_id',
        await call('get_societe_soft_by_id', { id: header[0]!.ID_Societe }, s.planif),
      ),
    );
    expect(Object.keys(company[0]!)).toEqual([
      'RS',
      'TypeEntreprise',
      'Capital',
      'NumeroSIRET',
      'CodeAPE',
      'TVAIntracommunautaire',
      'ID_Societe',
    ]);
  });

  it('options, checklist and custom fields from the settings of sav-gestion', async () => {
    await setOption('Check_liste', '[{"CH_DESIGNATION":"Niveau d’huile"},"Pneus"]');
    await setOption('form_special_data', '[{"key":"num_bon","label":"N° de bon"}]');
    const options = rows(ok('get_or_options', await call('get_or_options', {}, s.planif)));
    expect(options).toContainEqual({
      name: 'Check_liste',
      value: '[{"CH_DESIGNATION":"Niveau d’huile"},"Pneus"]',
    });
    const checklist = rows(
      ok('get_sav_check_liste', await call('get_sav_check_liste', {}, s.planif)),
    );
    expect(checklist).toEqual([{ CH_DESIGNATION: 'Niveau d’huile' }, { CH_DESIGNATION: 'Pneus' }]);
    const special = rows(
      ok('get_form_special_data', await call('get_form_special_data', {}, s.planif)),
    );
    expect(special).toEqual([{ key: 'num_bon', label: 'N° de bon' }]);
  });
});

describe('files and mail (spec 4 §4.1, §7.1, §8)', () => {
  const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

  it('uploads under SAV/, lists, downloads and deletes; a path outside SAV/ is refused', async () => {
    const link = newLink();
    const up = await call(
      'file_upload_with_ext',
      { file: pdf, path: `SAV/${link}/recap`, ext: 'pdf' },
      s.planif,
    );
    expect(up, up.message).toMatchObject({ status: 200, data: { path: `SAV/${link}/recap.pdf` } });
    const listed = ok(
      'photo_folder_liste',
      await call('photo_folder_liste', { path: `SAV/${link}` }, s.planif),
    ) as unknown;
    expect(listed).toEqual([{ name: 'recap.pdf', path_display: `SAV/${link}/recap.pdf` }]);
    const down = await call('photo_download', { path: `SAV/${link}/recap.pdf` }, s.planif);
    expect(
      Buffer.from((down.data as { fileBinary: string }).fileBinary, 'base64').toString(),
    ).toContain('%PDF');
    ok('photo_delete', await call('photo_delete', { path: `SAV/${link}/recap.pdf` }, s.planif));
    expect(await call('photo_delete', { path: `SAV/${link}/recap.pdf` }, s.planif)).toMatchObject({
      status: 404,
    });
    expect(
      await call('file_upload', { file: pdf, path: 'LOCATION/x.pdf' }, s.planif),
    ).toMatchObject({
      status: 422,
    });
    expect(
      await call('file_upload', { file: pdf, path: 'SAV/../../etc/x' }, s.planif),
    ).toMatchObject({ status: 422 });
  });

  it('a temporary PDF opens by the id the server chose; not a PDF → 422', async () => {
    const made = await call('creat_tmp_pdf', { id: 'mine', file: pdf }, s.planif);
    expect(made, made.message).toMatchObject({ status: 200 });
    const id = (made.data as { id: string }).id;
    expect(id).not.toBe('mine');
    const opened = await call('openPdf', { id }, s.planif);
    expect(
      Buffer.from((opened.data as { fileBinary: string }).fileBinary, 'base64').toString(),
    ).toContain('%PDF');
    expect(
      await call('creat_tmp_pdf', { id: 'x', file: 'data:text/plain;base64,aGVsbG8=' }, s.planif),
    ).toMatchObject({ status: 422 });
  });

  it('send_pdf_by_email queues one mail per address with the PDF; a bad address → 422', async () => {
    const answer = await call(
      'send_pdf_by_email',
      { email: ['client@example.fr', 'atelier@example.fr'], pdf, numero: 'OR-42' },
      s.planif,
    );
    expect(answer, answer.message).toMatchObject({ status: 200, data: { errorListe: [] } });
    const mails = await s.t.server.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', 'in', ['client@example.fr', 'atelier@example.fr'])
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe("Rapport d'intervention SAV n° OR-42");
    const bad = await call(
      'send_pdf_by_email',
      { email: 'pas-une-adresse', pdf, numero: 1 },
      s.planif,
    );
    expect(bad.status).toBe(422);
    const notPdf = await call(
      'send_pdf_by_email',
      { email: 'client@example.fr', pdf: 'data:text/plain;base64,aGVsbG8=', numero: 1 },
      s.planif,
    );
    expect(notPdf).toMatchObject({ status: 422, message: 'Le fichier envoyé n’est pas un PDF.' });
  });
});

describe('the rest of §7.1', () => {
  it('creat_new_moteur_2_line adds a line to the SAV_2 copy once; without a copy → 404', async () => {
    const link = newLink();
    // The old client's order: the report, the copy's line (sent twice), then the copy call.
    const opened = await call('creat_new_or_1', { data: complete(link) }, s.planif);
    expect(opened, opened.message).toMatchObject({ status: 200 });
    for (let i = 0; i < 2; i += 1) {
      const answer = await call(
        'creat_new_moteur_2_line',
        { data: { ...line(`${link}-s`), '_LINK SAV': link } },
        s.planif,
      );
      expect(answer, answer.message).toMatchObject({ status: 200, data: { id: `${link}-s~2` } });
    }
    expect(
      await call('creat_new_or_2', { data: { '_LINK MOTEUR': link } }, s.planif),
    ).toMatchObject({ status: 200 });
    const copy = (await reportsOf(link))[1]!;
    expect((await linesOf(copy.id)).map((l) => l.id)).toEqual([`${link}-s~2`]);
    const draftLink = newLink();
    await create(draft(draftLink));
    const none = await call(
      'creat_new_moteur_2_line',
      { data: { ...line(`${draftLink}-s`), '_LINK SAV': draftLink } },
      s.planif,
    );
    expect(none).toMatchObject({ status: 404, message: SAV_MESSAGES.notFound });
  });

  it('show_etadl lists the condition records of a contract', async () => {
    const row = await s.t.server.db
      .selectFrom('contract_lines')
      .select('data')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const contrat = String(row.data.CLD_NUM_CONTRAT);
    const listed = rows(ok('show_etadl', await call('show_etadl', { contrat }, s.planif)));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => String(r.CLD_NUM_CONTRAT) === contrat)).toBe(true);
  });

  it('file_upload stores a photo under SAV/ and photo_download reads it back', async () => {
    const link = newLink();
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const up = await call(
      'file_upload',
      { file: png, path: `SAV/${link}/PHOTO_001.png` },
      s.planif,
    );
    expect(up, up.message).toMatchObject({
      status: 200,
      data: { path: `SAV/${link}/PHOTO_001.png` },
    });
    const down = await call('photo_download', { path: `SAV/${link}/PHOTO_001.png` }, s.planif);
    expect((down.data as { fileBinary: string }).fileBinary).toBe('iVBORw0KGgo=');
  });
});

describe('the signed evidence', () => {
  it('keeps the SHA-256 of the report and lines the customer signed', async () => {
    const link = newLink();
    await create({ ...complete(link), lignes: [line(`${link}-1`)] });
    const report = (await reportsOf(link))[0]!;
    const lines = await linesOf(report.id);
    expect(lines).toHaveLength(1);
    expect(report.signed_sha256).toHaveLength(64);
    expect(report.signed_sha256).not.toBe(createHash('sha256').update('').digest('hex'));
  });
});
