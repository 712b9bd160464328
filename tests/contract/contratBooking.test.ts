import { createHash, randomBytes } from 'node:crypto';
import { addDuration, toWireDay } from '@locasuite/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPicker, openWith } from './support/contracts';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

/**
 * spec 4 §7.3 contract creation and §2.5 equipment added, in one transaction; no double booking,
 * ever (issue 38): the database's exclusion constraint, the turnaround buffer, the repairs.
 */
const BASE = '/api/contrat/v1';
const DAY = 86_400_000;
const HOUR = 3_600_000;

let t: TestServer;
let planif: string;
let outsider: string;
let seq = 0;
const { call, ok, rows } = familyCalls(BASE, () => t);
const contracts = contractPicker(() => t);

/** A day well after the seeded bookings (they end 3 months from now), `n` days further. */
const base = Math.floor(Date.now() / DAY) * DAY + 200 * DAY;
const day = (n: number) => toWireDay(base + n * DAY);
const newWebId = () => `web-${Date.now().toString(36)}-${(seq += 1)}`;

interface Grid {
  ID_Grille: number;
  duree: number;
  unite: string;
}
/** The `skip`-th machine of a sub-family that no open repair immobilises, and its grids. */
async function machineOf(subFamily: string, skip = 0) {
  const repairs = await t.server.db
    .selectFrom('sav_reports')
    .select((eb) => eb.ref('data', '->>').key('N° MATR INT').as('m'))
    .where((eb) => eb(eb.ref('data', '->>').key('Statut'), '<>', '140'))
    .execute();
  const immobilised = new Set(repairs.map((r) => r.m));
  const fleet = (
    await t.server.db
      .selectFrom('fleet as f')
      .innerJoin('sub_families as s', 's.id', 'f.sub_family_id')
      .select(['f.matricule', 'f.data'])
      .where('s.name', '=', subFamily)
      .orderBy('f.id')
      .execute()
  ).filter((f) => !immobilised.has(f.matricule));
  const info = ok(
    'get_sub_family_info',
    await call('get_sub_family_info', { subFamily }, planif),
  ) as unknown as { data: { portalData: { CAT_Tarif_GM_id: Grid[] } }[] };
  const grids = info.data[0]!.portalData.CAT_Tarif_GM_id;
  return {
    matricule: fleet[skip]!.matricule,
    uid: String(fleet[skip]!.data.MATRICULE_UID),
    others: fleet.map((f) => f.matricule),
    grid: (unite: string) => grids.find((g) => g.unite === unite)!,
  };
}
let clientId: number;
const line = (
  matricule: string,
  grid: Grid,
  start: string,
  webId: string,
  extra: Record<string, unknown> = {},
) => ({
  CLD_MATRICULE: matricule,
  CLD_TARIF: 'T1',
  CLD_DATE_DEPART: start,
  CLD_DATE_RETOUR: start,
  CLD_ID_CONTRAT_WEB: webId,
  CLD_ID_WEB: `${webId}-${(seq += 1)}`,
  CLD_ID_CLIENT: clientId,
  CLD_ID_DUREE_LOCATION: grid.ID_Grille,
  CLD_ID_AGENCE: 1,
  CLD_ID_LIEU_RETRAIT: 1,
  CLD_CONTROLE_DEPART: '',
  CLD_CONTROLE_RETOUR: '',
  ...extra,
});
const linesOfWeb = (webId: string) =>
  t.server.db
    .selectFrom('contract_lines')
    .selectAll()
    .where((eb) => eb(eb.ref('data', '->>').key('CLD_ID_CONTRAT_WEB'), '=', webId))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  ({ t, planif, outsider } = await startSignedInServer());
  clientId = (
    await t.server.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

describe('creat_contrat', () => {
  it('writes the contract and its lines, one web id, return = start + the grid', async () => {
    const pelle = await machineOf('Mini-pelle 1,5 t');
    const plaque = await machineOf('Plaque vibrante 90 kg');
    const webId = newWebId();
    const answer = await call(
      'creat_contrat',
      {
        contratData: [
          line(pelle.matricule, pelle.grid('semaine'), day(0), webId, { CLD_TARIF: 'T2' }),
          line(plaque.matricule, plaque.grid('mois'), day(0), webId),
        ],
      },
      planif,
    );
    const num = (ok('creat_contrat', answer) as unknown as { data: { scriptResult: string } }).data
      .scriptResult;
    const written = await linesOfWeb(webId);
    expect(written).toHaveLength(2);
    expect(written.map((l) => l.data.CLD_NUM_CONTRAT)).toEqual([num, num]);
    expect(written[0]!.data).toMatchObject({
      CLD_STATUT: 'En attente',
      CLD_TARIF: 'T2',
      CLD_DATE_DEPART: day(0),
      CLD_DATE_RETOUR: day(7),
    });
    // A month by the calendar (the same day a month later, or that month's last day).
    expect(written[1]!.data.CLD_DATE_RETOUR).toBe(
      toWireDay(addDuration(base + 8 * HOUR, 1, 'mois')!),
    );
    const list = rows(ok('get_contrats', await call('get_contrats', {}, planif)));
    expect(list[0]).toMatchObject({
      'N° Contrat Comp': num,
      numero_reservation: `R${num.slice(1)}`,
    });
    // Replayed (a double click, a retry): the same contract, nothing written twice.
    const again = await call(
      'creat_contrat',
      { contratData: [line(pelle.matricule, pelle.grid('semaine'), day(0), webId)] },
      planif,
    );
    expect(again.data).toEqual({ data: { scriptResult: num } });
    expect(await linesOfWeb(webId)).toHaveLength(2);
  });

  it('writes nothing when one line is refused: unknown machine, grid of another sub-family, booked machine', async () => {
    const pelle = await machineOf('Mini-pelle 1,5 t', 1);
    const plaque = await machineOf('Plaque vibrante 90 kg', 1);
    const holder = newWebId();
    const first = await call(
      'creat_contrat',
      { contratData: [line(plaque.matricule, plaque.grid('semaine'), day(20), holder)] },
      planif,
    );
    const holderNum = (first.data as { data: { scriptResult: string } }).data.scriptResult;
    const webId = newWebId();
    const unknown = await call(
      'creat_contrat',
      {
        contratData: [
          line(pelle.matricule, pelle.grid('jour'), day(20), webId),
          line('ZZ-404', pelle.grid('jour'), day(20), webId),
        ],
      },
      planif,
    );
    expect(unknown).toMatchObject({ status: 422, message: 'Matériel inconnu : ZZ-404.' });
    const wrongGrid = await call(
      'creat_contrat',
      { contratData: [line(pelle.matricule, plaque.grid('jour'), day(20), webId)] },
      planif,
    );
    expect(wrongGrid).toMatchObject({
      status: 422,
      message:
        'Le champ « contratData[0].CLD_ID_DUREE_LOCATION » doit être une grille de la sous-famille Mini-pelle 1,5 t.',
    });
    const booked = await call(
      'creat_contrat',
      {
        contratData: [
          line(pelle.matricule, pelle.grid('jour'), day(22), webId),
          line(plaque.matricule, plaque.grid('jour'), day(22), webId),
        ],
      },
      planif,
    );
    expect(booked.status).toBe(409);
    expect(booked.message).toMatch(
      new RegExp(
        `^Le ${plaque.matricule} n'est pas disponible : réservé par le contrat ${holderNum} jusqu’au \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\. Prochaine date libre : \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\.$`,
      ),
    );
    expect(await linesOfWeb(webId)).toEqual([]);
    const mixed = await call(
      'creat_contrat',
      {
        contratData: [
          line(pelle.matricule, pelle.grid('jour'), day(22), webId),
          line(plaque.matricule, plaque.grid('jour'), day(22), 'autre'),
        ],
      },
      planif,
    );
    expect(mixed).toMatchObject({
      status: 422,
      message: 'Les lignes d’un contrat partagent un même CLD_ID_CONTRAT_WEB.',
    });
  });

  it('refuses a user without the contracts tool (403)', async () => {
    const pelle = await machineOf('Mini-pelle 1,5 t');
    const answer = await call(
      'creat_contrat',
      { contratData: [line(pelle.matricule, pelle.grid('jour'), day(40), newWebId())] },
      outsider,
    );
    expect(answer.status).toBe(403);
  });
});

describe('no double booking, whoever asks and however fast', () => {
  it('50 concurrent confirmations of one machine from 50 sessions: exactly one succeeds', async () => {
    const nacelle = await machineOf('Nacelle ciseaux 8 m', 2);
    const user = await t.server.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'planif')
      .executeTakeFirstOrThrow();
    const tokens = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const token = randomBytes(32).toString('base64url');
        await t.server.db
          .insertInto('sessions')
          .values({
            token_hash: createHash('sha256').update(token).digest('hex'),
            user_id: user.id,
            expires_at: new Date(Date.now() + DAY),
          })
          .execute();
        return token;
      }),
    );
    const answers = await Promise.all(
      tokens.map((token, i) =>
        call(
          'creat_contrat',
          // Overlapping periods: a week starting on day 60, 61 or 62.
          {
            contratData: [
              line(nacelle.matricule, nacelle.grid('semaine'), day(60 + (i % 3)), newWebId()),
            ],
          },
          token,
        ),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const winner = (won[0]!.data as { data: { scriptResult: string } }).data.scriptResult;
    for (const a of refused) {
      expect(a.message).toContain(
        `Le ${nacelle.matricule} n'est pas disponible : réservé par le contrat ${winner}`,
      );
    }
    const booked = await t.server.db
      .selectFrom('contract_lines')
      .select('id')
      .where((eb) => eb(eb.ref('data', '->>').key('CLD_MATRICULE'), '=', nacelle.matricule))
      .where('start_ts', '>=', base + 59 * DAY)
      .execute();
    expect(booked).toHaveLength(1);
  });

  it('keeps the sub-family’s turnaround buffer after a return', async () => {
    // Nacelle articulée 16 m: 24 h of turnaround (seeded setting delai_rotation_heures).
    const nacelle = await machineOf('Nacelle articulée 16 m');
    const first = await call(
      'creat_contrat',
      { contratData: [line(nacelle.matricule, nacelle.grid('jour'), day(80), newWebId())] },
      planif,
    );
    expect(first.status, first.message).toBe(200);
    const free = await call(
      'is_materiel_free',
      { uuid: { UID: nacelle.uid, CLD_DATE_DEPART: day(81), CLD_DATE_RETOUR: day(82) } },
      planif,
    );
    expect(free.data).toMatchObject({ disponible: 'false' });
    const tooSoon = await call(
      'creat_contrat',
      { contratData: [line(nacelle.matricule, nacelle.grid('jour'), day(81), newWebId())] },
      planif,
    );
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.message).toContain(
      `Prochaine date libre : ${day(82).slice(3, 5)}/${day(82).slice(0, 2)}/${day(82).slice(6)} 08:00.`,
    );
    const after = await call(
      'creat_contrat',
      { contratData: [line(nacelle.matricule, nacelle.grid('jour'), day(82), newWebId())] },
      planif,
    );
    expect(after.status, after.message).toBe(200);
  });
});

describe('is_materiel_free / destock_materiel', () => {
  it('answers from the bookings, with who holds it, until when, and the free ones of the sub-family', async () => {
    const vae = await machineOf('VAE ville', 3);
    const webId = newWebId();
    const made = await call(
      'creat_contrat',
      { contratData: [line(vae.matricule, vae.grid('semaine'), day(100), webId)] },
      planif,
    );
    const num = (made.data as { data: { scriptResult: string } }).data.scriptResult;
    for (const name of ['is_materiel_free', 'destock_materiel']) {
      const busy = await call(
        name,
        { uuid: { UID: vae.uid, CLD_DATE_DEPART: day(102), CLD_DATE_RETOUR: day(103) } },
        planif,
      );
      expect(busy.data).toMatchObject({
        disponible: 'false',
        MATRICULE: vae.matricule,
        detenu_par: num,
        jusqu_au: new Date(base + 107 * DAY + 8 * HOUR + HOUR).toISOString(),
      });
      expect((busy.data as { message: string }).message).toMatch(
        new RegExp(
          `^Le ${vae.matricule.replace('/', '\\/')} n'est pas disponible : réservé par le contrat ${num}`,
        ),
      );
      const libres = (busy.data as { libres: string[] }).libres;
      expect(libres.length).toBeGreaterThan(0);
      expect(libres).not.toContain(vae.matricule);
      expect(libres.every((m) => vae.others.includes(m))).toBe(true);
    }
    const later = await call(
      'is_materiel_free',
      { uuid: { UID: vae.uid, CLD_DATE_DEPART: day(110), CLD_DATE_RETOUR: day(111) } },
      planif,
    );
    expect(later.data).toMatchObject({
      disponible: 'true',
      message: `Le ${vae.matricule} est disponible`,
    });
    const unknown = await call('is_materiel_free', { uuid: 'UID-999999' }, planif);
    expect(unknown).toMatchObject({ status: 404, message: 'Matériel inconnu : UID-999999.' });
  });

  it('counts a machine under an open repair (after-sales report) as unavailable', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    const l = c.lines[0]!;
    // A machine that is not on that line of that contract: refused, nothing made.
    for (const [name, payload] of [
      ['send_mat_or', { matricul: 'PEL-999', contrat: c.num, id: l.id, commente: '' }],
      [
        'change_matricule',
        { contrat: c.num, idcldata: l.id, matricule: 'PEL-999', nvMatricule: l.matricule },
      ],
    ] as const) {
      expect(await call(name, payload, planif)).toMatchObject({
        status: 409,
        message: `Le matériel PEL-999 n’est pas sur la ligne ${l.id} du contrat ${c.num}.`,
      });
    }
    const or = await call(
      'send_mat_or',
      { matricul: l.matricule, contrat: c.num, id: l.id, commente: 'Fuite hydraulique' },
      planif,
    );
    expect(or.code, or.message).toBe(0);
    const answer = await call('is_materiel_free', { uuid: l.matricule }, planif);
    expect(answer.data).toMatchObject({ disponible: 'false' });
    expect((answer.data as { message: string }).message).toMatch(
      /^Le .+ n'est pas disponible : immobilisé par OR n° \d+\.$/,
    );
    const grid = await t.server.db
      .selectFrom('tariff_grids as g')
      .innerJoin('fleet as f', 'f.sub_family_id', 'g.sub_family_id')
      .select('g.data')
      .where('f.matricule', '=', l.matricule)
      .executeTakeFirstOrThrow();
    const refused = await call(
      'creat_contrat',
      { contratData: [line(l.matricule, grid.data as unknown as Grid, day(150), newWebId())] },
      planif,
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/immobilisé par OR n°/);
    await expectSavReport(l.matricule, c.num);
  });
});

async function expectSavReport(matricule: string, num: string) {
  const report = await t.server.db
    .selectFrom('sav_reports')
    .select('data')
    .where((eb) => eb(eb.ref('data', '->>').key('N° MATR INT'), '=', matricule))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(report.data).toMatchObject({ 'N° Contrat': num, Observ: 'Fuite hydraulique' });
}

describe('add_mat', () => {
  it('adds equipment to an open contract in one transaction; an invoiced one is read-only', async () => {
    const c = await contracts.pick(openWith('En attente'), 'en attente');
    const plaque = await machineOf('Pilonneuse 70 kg', 1);
    const added = await call(
      'add_mat',
      {
        contratData: [
          { ...line(plaque.matricule, plaque.grid('jour'), day(130), 'x'), CLD_NUM_CONTRAT: c.num },
        ],
      },
      planif,
    );
    expect(added.code, added.message).toBe(0);
    const list = rows(
      ok(
        'get_contrat_matricul_liste',
        await call('get_contrat_matricul_liste', { contrat: c.num }, planif),
      ),
    );
    expect(list.map((l) => l.CLD_MATRICULE)).toContain(plaque.matricule);
    const invoiced = await contracts.pick((x) => x.invoiced, 'facturé');
    const refused = await call(
      'add_mat',
      {
        contratData: [
          {
            ...line(plaque.matricule, plaque.grid('jour'), day(140), 'x'),
            CLD_NUM_CONTRAT: invoiced.num,
          },
        ],
      },
      planif,
    );
    expect(refused).toMatchObject({ status: 409, message: 'Contrat facturé et plus modifiable.' });
  });
});

describe('update_contrat: a new departure date (spec 4 §2.4)', () => {
  it('moves the lines still waiting by as many days; a machine booked there is refused', async () => {
    const pelle = await machineOf('Mini-pelle 3 t', 3);
    const webId = newWebId();
    const made = await call(
      'creat_contrat',
      { contratData: [line(pelle.matricule, pelle.grid('semaine'), day(180), webId)] },
      planif,
    );
    const num = (made.data as { data: { scriptResult: string } }).data.scriptResult;
    const [before] = await linesOfWeb(webId);
    const moved = await call(
      'update_contrat',
      { contrat: { 'N° Contrat Comp': num, 'LocdataS_::Date Debut Loc': day(185) } },
      planif,
    );
    expect(moved.code, moved.message).toBe(0);
    const [after] = await linesOfWeb(webId);
    expect(after!.start_ts - before!.start_ts).toBe(5 * DAY);
    expect(after!.data).toMatchObject({ CLD_DATE_DEPART: day(185), CLD_DATE_RETOUR: day(192) });
    const other = await call(
      'creat_contrat',
      { contratData: [line(pelle.matricule, pelle.grid('jour'), day(200), newWebId())] },
      planif,
    );
    const holder = (other.data as { data: { scriptResult: string } }).data.scriptResult;
    const refused = await call(
      'update_contrat',
      { contrat: { 'N° Contrat Comp': num, 'LocdataS_::Date Debut Loc': day(195) } },
      planif,
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(`réservé par le contrat ${holder}`);
    expect((await linesOfWeb(webId))[0]!.start_ts).toBe(after!.start_ts);
  });
});

describe('registration changes (spec 4 §4.3)', () => {
  it('moves a line to a free machine, refuses one booked by another contract', async () => {
    const pelle = await machineOf('Mini-pelle 3 t');
    const other = await machineOf('Mini-pelle 3 t', 1);
    const spare = await machineOf('Mini-pelle 3 t', 2);
    const held = await call(
      'creat_contrat',
      { contratData: [line(other.matricule, other.grid('jour'), day(170), newWebId())] },
      planif,
    );
    const holder = (held.data as { data: { scriptResult: string } }).data.scriptResult;
    const webId = newWebId();
    const made = await call(
      'creat_contrat',
      { contratData: [line(pelle.matricule, pelle.grid('jour'), day(170), webId)] },
      planif,
    );
    const num = (made.data as { data: { scriptResult: string } }).data.scriptResult;
    const [mine] = await linesOfWeb(webId);
    const refused = await call(
      'update_contrat_from_SSynch',
      { CLD_ID_WEB: String(mine!.data.CLD_ID_WEB), CLD_MATRICULE: other.matricule },
      planif,
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(
      `Le ${other.matricule} n'est pas disponible : réservé par le contrat ${holder}`,
    );
    const moved = await call(
      'update_contrat_from_SSynch',
      {
        CLD_ID_WEB: String(mine!.data.CLD_ID_WEB),
        CLD_MATRICULE: spare.matricule,
        version: mine!.version,
      },
      planif,
    );
    expect(moved.code, moved.message).toBe(0);
    // Once out, the line's registration is changed by change_matricule only (§4.3).
    await t.server.db
      .updateTable('contract_lines')
      .set({ data: sql`data || '{"CLD_STATUT":"Sortie"}'::jsonb` })
      .where('id', '=', mine!.id)
      .execute();
    const out = await call(
      'update_contrat_from_SSynch',
      { CLD_ID_WEB: String(mine!.data.CLD_ID_WEB), CLD_MATRICULE: pelle.matricule },
      planif,
    );
    expect(out).toMatchObject({
      status: 409,
      message:
        'Ce matériel n’est plus en attente : changez son matricule par le changement de matricule.',
    });
    const changed = await call(
      'change_matricule',
      {
        contrat: num,
        idcldata: mine!.id,
        matricule: spare.matricule,
        nvMatricule: pelle.matricule,
      },
      planif,
    );
    expect(changed.code, changed.message).toBe(0);
    const [after] = await linesOfWeb(webId);
    expect(after!.data).toMatchObject({
      CLD_MATRICULE: pelle.matricule,
      CLD_SOUS_FAMILLE: 'Mini-pelle 3 t',
    });
  });
});

describe('client_create, edit_client (spec 4 §5)', () => {
  const newClient = (extra: Record<string, unknown> = {}) => ({
    civility: 'Madame',
    firstname: 'Léa',
    lastname: 'Fontaine',
    email: 'lea.fontaine@example.fr',
    address: '12 rue Garibaldi',
    zipcode: '69003',
    city: 'Lyon 3e Arrondissement',
    mobile: '06 12 34 56 78',
    ...extra,
  });

  it('creates a client found by name afterwards (data.id_web)', async () => {
    const answer = await call('client_create', { data: newClient() }, planif);
    const idWeb = (ok('client_create', answer) as unknown as { id_web: string }).id_web;
    const found = (await call('get_clients_by_name', { name: 'Fontaine' }, planif)).data as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    expect(found.data.data.map((c) => c.fieldData.ID_WEB)).toContain(idWeb);
  });

  it.each([
    [{ firstname: '  ' }, 'Champ nécéssaire : Prénom'],
    [{ city: '' }, 'Champ nécéssaire : Ville'],
    [{ zipcode: 123456 }, 'Le nombre doit être entre 0 et 99999'],
    [{ zipcode: '99999' }, 'Code postal invalide'],
    [{ city: 'Paris' }, /^La ville « Paris » n’a pas le code postal 69003/],
    [{ email: 'pas-un-mail' }, 'Adresse mail invalide : pas-un-mail.'],
  ])('refuses %j', async (extra, message) => {
    const answer = await call('client_create', { data: newClient(extra) }, planif);
    expect(answer.status).toBe(422);
    if (typeof message === 'string') expect(answer.message).toBe(message);
    else expect(answer.message).toMatch(message);
  });

  it('edits the address, city, postcode, phone and mail; the name stays', async () => {
    const client = await t.server.db
      .selectFrom('clients')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const edited = await call(
      'edit_client',
      {
        client: {
          ...client.data,
          SOCIETE: 'Nouveau nom',
          ADRESSE: '3 place Bellecour',
          CODE_POSTAL: '69002',
          VILLE: 'Lyon 2e Arrondissement',
          TELEPHONE: '04 78 00 00 00',
          'CONTACT_MAIL(1)': 'accueil@example.fr',
        },
      },
      planif,
    );
    expect(edited.code, edited.message).toBe(0);
    const row = await t.server.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(row.company_name).toBe(client.company_name);
    expect(row.data).toMatchObject({
      ADRESSE: '3 place Bellecour',
      VILLE: 'Lyon 2e Arrondissement',
      'CONTACT_MAIL(1)': 'accueil@example.fr',
    });
    const bad = await call(
      'edit_client',
      { client: { ID_WEB: client.data.ID_WEB, CODE_POSTAL: '123' } },
      planif,
    );
    expect(bad).toMatchObject({ status: 422, message: 'Code postal invalide' });
    const missing = await call('edit_client', { client: { ID_WEB: 'W-NONE' } }, planif);
    expect(missing).toMatchObject({ status: 404, message: 'Client introuvable : W-NONE.' });
  });

  it('takes the version read by get_clients_by_name: of two edits from it one wins, the other gets 409 and changes nothing', async () => {
    const created = await call(
      'client_create',
      { data: newClient({ lastname: 'Versionnee' }) },
      planif,
    );
    const idWeb = (ok('client_create', created) as unknown as { id_web: string }).id_web;
    const found = (await call('get_clients_by_name', { name: 'Versionnee' }, planif)).data as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    const read = found.data.data.map((c) => c.fieldData).find((c) => c.ID_WEB === idWeb)!;
    expect(read.version).toBe(1);
    const edit = (telephone: string) =>
      call('edit_client', { client: { ...read, TELEPHONE: telephone } }, planif);
    const answers = await Promise.all([edit('04 72 00 00 01'), edit('04 72 00 00 02')]);
    const winners = answers.filter((a) => a.code === 0);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.data).toMatchObject({ version: 2 });
    const loser = answers.find((a) => a.code !== 0)!;
    expect({ status: loser.status, message: loser.message }).toEqual({
      status: 409,
      message: "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
    });
    const row = await t.server.db
      .selectFrom('clients')
      .select(['data', 'version'])
      .where(sql<string>`data->>'ID_WEB'`, '=', idWeb)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    const winnerPhone = answers[0]!.code === 0 ? '04 72 00 00 01' : '04 72 00 00 02';
    expect(row.data.TELEPHONE).toBe(winnerPhone);
    const stale = await edit('04 72 00 00 03');
    expect(stale.status).toBe(409);
    const badVersion = await call(
      'edit_client',
      { client: { ID_WEB: idWeb, version: 'deux', TELEPHONE: '04 72 00 00 04' } },
      planif,
    );
    expect(badVersion).toMatchObject({
      status: 422,
      message: 'Le champ « client.version » doit être un numéro de version.',
    });
  });
});
