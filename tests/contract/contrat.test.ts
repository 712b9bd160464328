import { calls } from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

/** spec 4 §7.2 the contracts tool's reads, on the seeded demo database (issue 38, step 1). */
const BASE = '/api/contrat/v1';

let t: TestServer;
let planif: string;
let outsider: string;
const { call, ok, rows } = familyCalls(BASE, () => t);

beforeAll(async () => {
  ({ t, planif, outsider } = await startSignedInServer());
});
afterAll(async () => {
  await t?.close();
});

const READS = [
  'get_contrats',
  'get_clients',
  'get_parc',
  'material/list',
  'get_family_list',
  'get_sub_family_list',
  'get_contrat_informations',
  'get_retrait_list',
  'get_options',
  'get_agences',
  'get_agency_list',
  'get_city_liste',
  'get_stock',
  'get_techniciens',
  'get_or_liste',
];

describe('who may read', () => {
  it.each(READS)('%s refuses a user without the contracts tool (403)', async (name) => {
    const answer = await call(name, {}, outsider);
    expect(answer.status).toBe(403);
    expect(answer.message).toMatch(/contrat/i);
  });
  it('refuses every call of the family to a user without the contracts tool (403), before reading its payload', async () => {
    const names = Object.entries(calls.contrat)
      .filter(([, def]) => def.transport !== 'multipart')
      .map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(50);
    for (const name of names) {
      const answer = await call(name, {}, outsider);
      expect(answer.status, name).toBe(403);
    }
  });
  it('refuses without a session (401)', async () => {
    expect((await call('get_contrats', {}, null)).status).toBe(401);
  });
});

describe('spec 4 §2.3 / §3.4 contracts', () => {
  it('lists every contract, ID descending, with the §3.4 fields and a version', async () => {
    const list = rows(ok('get_contrats', await call('get_contrats', {}, planif)));
    expect(list.length).toBeGreaterThan(100);
    const ids = list.map((c) => Number(c.ID));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const key of [
      'N° Contrat Comp',
      'Code client',
      'Societe',
      'numero_reservation',
      'ID',
      'LocdataS_::Date Debut Loc',
      'LocdataS_::Date retour',
      'LocdataS_::Date contrat',
      'LocdataS_::ID_Grille_nom',
      'LocdataS_::ID_GenreMachne',
      'LocdataS_::N° Mat interne',
      'Lieu_retrait_nom',
      'Prix Location Total_TTC',
      'Acompte_final',
      'Caution_montant_saisie',
      'reglement_mode_prevu',
      'N° FACT Comp',
      'Date facturation',
      'version',
    ]) {
      expect(list[0], key).toHaveProperty([key]);
    }
  });

  it('holds contracts in every state: waiting, out, returned, invoiced, closed', async () => {
    const list = rows(ok('get_contrats', await call('get_contrats', {}, planif)));
    const invoiced = list.filter((c) => c['N° FACT Comp'] !== '');
    const closed = list.filter((c) => c.Cloture === '1');
    expect(invoiced.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);
    // The lines' statuses of the open contracts, read once from the database.
    const lines = await t.server.db
      .selectFrom('contract_lines')
      .select(['contract_id', (eb) => eb.ref('data', '->>').key('CLD_STATUT').as('s')])
      .execute();
    const open = list.filter((c) => c['N° FACT Comp'] === '' && c.Cloture === '0');
    const kinds = new Set<string>();
    for (const c of open) {
      const s = lines.filter((l) => l.contract_id === c.ID).map((l) => l.s);
      if (s.length > 0 && s.every((x) => x === 'En attente')) kinds.add('waiting');
      if (s.includes('Sortie')) kinds.add('out');
      if (s.length > 0 && s.every((x) => x === 'Rentré')) kinds.add('returned');
    }
    expect([...kinds].sort()).toEqual(['out', 'returned', 'waiting']);
  });

  it('lists the lines of a contract (§3.5) by number or ID; an unknown contract is a 404', async () => {
    const [first] = rows(ok('get_contrats', await call('get_contrats', {}, planif)));
    const byNumber = rows(
      ok(
        'get_contrat_matricul_liste',
        await call('get_contrat_matricul_liste', { contrat: first!['N° Contrat Comp'] }, planif),
      ),
    );
    const byId = rows(
      ok(
        'get_contrat_matricul_liste',
        await call('get_contrat_matricul_liste', { contrat: first!.ID }, planif),
      ),
    );
    expect(byId).toEqual(byNumber);
    expect(byNumber[0]).toMatchObject({ CLD_NUM_CONTRAT: first!['N° Contrat Comp'] });
    for (const key of ['CLD_MATRICULE', 'CLD_TARIF', 'CLD_STATUT', 'CLD_DATE_DEPART', 'version']) {
      expect(byNumber[0], key).toHaveProperty([key]);
    }
    const missing = await call('get_contrat_matricul_liste', { contrat: 'C-INCONNU' }, planif);
    expect(missing).toMatchObject({ status: 404, message: 'Contrat introuvable : C-INCONNU.' });
  });
});

describe('spec 4 §3.6–3.7 catalogue', () => {
  it('families and sub-families with both tiers of their grids in portalData', async () => {
    const families = rows(ok('get_family_list', await call('get_family_list', {}, planif)));
    expect(families[0]).toHaveProperty('Nom_Famille_Principale');
    expect(families[0]).toHaveProperty('WEB_NOM_FAMILLE');
    const answer = ok('get_sub_family_list', await call('get_sub_family_list', {}, planif)) as {
      data: { fieldData: Record<string, unknown>; portalData: { CAT_Tarif_GM_id: unknown[] } }[];
    };
    const first = answer.data[0]!;
    expect(first.fieldData).toHaveProperty('Nom_Genre_Machine');
    expect(first.fieldData['Famille Parc']).toBe(families[0]!.Nom_Famille_Principale);
    const grid = first.portalData.CAT_Tarif_GM_id[0] as Record<string, unknown>;
    expect(grid).toMatchObject({
      T1_Tarif: expect.any(Number),
      T2_Tarif: expect.any(Number),
      libelle_plein: expect.stringMatching(/@@.+@@/),
      libelle_reduit: expect.stringMatching(/@@.+@@/),
      duree: expect.any(Number),
      unite: expect.any(String),
    });
    const info = ok(
      'get_sub_family_info',
      await call('get_sub_family_info', { subFamily: first.fieldData.Nom_Genre_Machine }, planif),
    ) as typeof answer;
    expect(info.data).toHaveLength(1);
    expect(info.data[0]!.portalData.CAT_Tarif_GM_id).toEqual(first.portalData.CAT_Tarif_GM_id);
    const none = ok(
      'get_sub_family_info',
      await call('get_sub_family_info', { subFamily: 'Soucoupe volante' }, planif),
    );
    expect(none.data).toEqual([]);
  });

  it('fleet: MATRICULE, MATRICULE_UID, SOUS_FAMILLE, FAMILLE, NUMERO_SERIE, MARQUE', async () => {
    for (const name of ['get_parc', 'material/list']) {
      const fleet = rows(ok(name, await call(name, {}, planif)));
      expect(fleet.length).toBeGreaterThan(100);
      for (const key of [
        'MATRICULE',
        'MATRICULE_UID',
        'SOUS_FAMILLE',
        'FAMILLE',
        'NUMERO_SERIE',
        'MARQUE',
      ]) {
        expect(fleet[0], key).toHaveProperty([key]);
      }
    }
  });

  it('document types, and those a sub-family asks for', async () => {
    const all = rows(
      ok('get_contrat_informations', await call('get_contrat_informations', {}, planif)),
    );
    expect(all.map((d) => d.nom)).toContain('caces');
    const nacelle = rows(
      ok('get_contrat_pj', await call('get_contrat_pj', { gm: 'Nacelle ciseaux 8 m' }, planif)),
    );
    const bike = rows(
      ok('get_contrat_pj', await call('get_contrat_pj', { gm: 'VAE ville' }, planif)),
    );
    expect(nacelle.map((d) => d.nom)).toContain('caces');
    expect(bike.map((d) => d.nom)).not.toContain('caces');
    expect(bike[0]).toMatchObject({ nom: expect.any(String), libelle: expect.any(String) });
  });

  it('payment and deposit options (§3.6), pick-up places, agencies', async () => {
    const options = rows(ok('get_options', await call('get_options', {}, planif)));
    const option = (name: string) => options.find((o) => o.name === name)?.value;
    expect(JSON.parse(String(option('paiement_proposition')))).toContain('Virement');
    expect(JSON.parse(String(option('caution_proposition')))).toContain('Empreinte CB');
    expect(option('show_equipement_in_etadl')).toBe('1');
    const places = rows(ok('get_retrait_list', await call('get_retrait_list', {}, planif)));
    expect(places[0]).toMatchObject({
      PR_NOM_AG: expect.any(String),
      PR_ID_AG: expect.any(Number),
    });
    const agencies = rows(ok('get_agency_list', await call('get_agency_list', {}, planif)));
    expect(agencies[0]).toMatchObject({
      ag_nom: expect.any(String),
      ID_Agence: expect.any(Number),
    });
    const full = rows(ok('get_agences', await call('get_agences', {}, planif)));
    expect(full.length).toBe(agencies.length);
  });
});

describe('spec 4 §5, §7.3 clients and cities', () => {
  it('finds clients by name (data.data.data[].fieldData)', async () => {
    const [client] = rows(ok('get_clients', await call('get_clients', {}, planif)));
    const name = String(client!.SOCIETE).slice(0, 5);
    const answer = ok(
      'get_clients_by_name',
      await call('get_clients_by_name', { name }, planif),
    ) as unknown as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    expect(answer.data.data.length).toBeGreaterThan(0);
    const found = answer.data.data[0]!.fieldData;
    for (const key of [
      'SOCIETE',
      'ADRESSE',
      'VILLE',
      'CODE_POSTAL',
      'TELEPHONE',
      'CONTACT_MAIL(1)',
      'ID_WEB',
      'id',
    ]) {
      expect(found, key).toHaveProperty([key]);
    }
    const nothing = ok(
      'get_clients_by_name',
      await call('get_clients_by_name', { name: 'zzzzqqqq%' }, planif),
    ) as unknown as { data: { data: unknown[] } };
    expect(nothing.data.data).toEqual([]);
  });

  it('answers the cities of a postcode from the official list', async () => {
    const lyon = rows(
      ok(
        'get_city_liste_from_zipcode',
        await call('get_city_liste_from_zipcode', { code: '69003' }, planif),
      ),
    );
    expect(lyon.map((c) => c.Name)).toEqual(['Lyon 3e Arrondissement']);
    const several = rows(
      ok(
        'get_city_liste_from_zipcode',
        await call('get_city_liste_from_zipcode', { code: '01400' }, planif),
      ),
    );
    expect(several.length).toBeGreaterThan(3);
    const unknown = rows(
      ok(
        'get_city_liste_from_zipcode',
        await call('get_city_liste_from_zipcode', { code: '00000' }, planif),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it.each(['6900', '690033', 'abcde', 69003])(
    'refuses the postcode %j in French (422)',
    async (code) => {
      const answer = await call('get_city_liste_from_zipcode', { code }, planif);
      expect(answer.status).toBe(422);
      expect(answer.message).toBe('Le champ « code » doit être un code postal de 5 chiffres.');
    },
  );

  it('lists every city name once', async () => {
    const cities = rows(ok('get_city_liste', await call('get_city_liste', {}, planif)));
    expect(cities.length).toBeGreaterThan(30_000);
    const names = cities.map((c) => c.Name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('spec 4 §7.2 the after-sales calls of the contracts page', () => {
  it('answers the stock, the technicians and the repair orders', async () => {
    expect(rows(ok('get_stock', await call('get_stock', {}, planif))).length).toBeGreaterThan(0);
    expect(
      rows(ok('get_techniciens', await call('get_techniciens', {}, planif)))[0],
    ).toHaveProperty('NOM_TECHNICIEN');
    expect(rows(ok('get_or_liste', await call('get_or_liste', {}, planif))).length).toBeGreaterThan(
      0,
    );
  });

  it('creates a repair order and its part line, lists it by link, deletes it', async () => {
    const [client] = rows(ok('get_clients', await call('get_clients', {}, planif)));
    const link = `contrat-or-${Date.now().toString(36)}`;
    const created = await call(
      'creat_new_or',
      {
        oRdata: {
          '_LINK MOTEUR': link,
          ID_client: client!.id,
          societeliv: client!.SOCIETE,
          Observ: 'Chenille abîmée',
        },
      },
      planif,
    );
    expect(created.code, created.message).toBe(0);
    const id = (created.data as { id: number }).id;
    const part = await call(
      'creat_new_moteur_line',
      {
        motorData: {
          id: `${link}-l1`,
          '_LINK SAV': link,
          'SAV REF PRODUIT': 'FIL-001',
          'SAV DESIGNATION': 'Filtre à huile',
          'SAV QTE PROD': 1,
          'SAV PV UNIT': 12.5,
        },
      },
      planif,
    );
    expect(part.code, part.message).toBe(0);
    const listed = rows(
      ok('get_orListe_byLink', await call('get_orListe_byLink', { link }, planif)),
    );
    expect(listed.map((r) => r.id)).toEqual([id]);
    const refused = await call('creat_new_or', { oRdata: { '_LINK MOTEUR': '../x' } }, planif);
    expect(refused.status).toBe(422);
    expect((await call('delete_or_by_id', { id }, planif)).code).toBe(0);
    expect(
      rows(ok('get_orListe_byLink', await call('get_orListe_byLink', { link }, planif))),
    ).toEqual([]);
    expect((await call('delete_or2_by_id', { id: 987654 }, planif)).status).toBe(404);
  });
});
