import { afterAll, beforeAll, expect } from 'vitest';
import { familyCalls, startSignedInServer } from './family';
import type { TestServer } from './testServer';

export const SAV_BASE = '/api/sav/v1';
export const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/** A spare-part line as the page sends it, its id made on the device. */
export const savLine = (id: string, ref = 'FIL-001', qte: number | string = 1) => ({
  id,
  'SAV REF PRODUIT': ref,
  'SAV DESIGNATION': 'Filtre à huile',
  'SAV QTE PROD': qte,
  'SAV PV UNIT': 12.5,
});

/**
 * A server on the seeded database with the after-sales calls, two stock articles, the first
 * client and machine, and builders of drafts and complete (140) reports on device-made links.
 */
export function savFixture() {
  const state = {} as {
    t: TestServer;
    admin: string;
    planif: string;
    outsider: string;
    client: { id: number; name: string };
    machine: string;
  };
  let seq = 0;
  const { call, ok, rows } = familyCalls(SAV_BASE, () => state.t);

  beforeAll(async () => {
    Object.assign(state, await startSignedInServer());
    const c = await state.t.server.db
      .selectFrom('clients')
      .select(['id', 'company_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    state.client = { id: c.id, name: c.company_name };
    state.machine = (
      await state.t.server.db
        .selectFrom('fleet')
        .select('matricule')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).matricule;
    await state.t.server.db
      .insertInto('sav_stock')
      .values([
        {
          reference: 'FIL-001',
          data: JSON.stringify({
            PIECE_DESIGNATION: 'Filtre à huile',
            FAMILLE: 'Filtres',
            SS_FAMILLE: 'Huile',
          }),
        },
        {
          reference: 'COU-220',
          data: JSON.stringify({
            PIECE_DESIGNATION: 'Courroie 220',
            FAMILLE: 'Transmission',
            SS_FAMILLE: '',
          }),
        },
      ])
      .onConflict((oc) => oc.column('reference').doNothing())
      .execute();
  });
  afterAll(() => state.t.close());

  const draft = (link: string, extra: Record<string, unknown> = {}) => ({
    '_LINK MOTEUR': link,
    ID_client: state.client.id,
    societeliv: state.client.name,
    CODE_POSTAL_LIV: '69003',
    Observ: 'Bruit au démarrage',
    ...extra,
  });

  return {
    state,
    call,
    ok,
    rows,
    /** A link made on the device, new for each report. */
    newLink: () => `dev-${Date.now().toString(36)}-${(seq += 1).toString().padStart(4, '0')}`,
    draft,
    complete: (link: string, extra: Record<string, unknown> = {}) =>
      draft(link, {
        'Techniciens_Nom(1)': 'Paul MARTIN',
        'N° MATR INT': state.machine,
        Signature_web: SIGNATURE,
        Statut: 140,
        ...extra,
      }),
    /** A report stored in one call (`lignes`, none when not given). */
    async create(data: Record<string, unknown>, token = state.planif): Promise<number> {
      const answer = await call('creat_new_or_1', { data: { lignes: [], ...data } }, token);
      expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
      return Number((answer.data as { id: number }).id);
    },
    reportsOf: (link: string) =>
      state.t.server.db
        .selectFrom('sav_reports')
        .selectAll()
        .where('link', '=', link)
        .orderBy('id')
        .execute(),
    linesOf: (reportId: number) =>
      state.t.server.db
        .selectFrom('sav_lines')
        .selectAll()
        .where('report_id', '=', reportId)
        .orderBy('position')
        .execute(),
    setOption: (key: string, value: string) =>
      state.t.server.db
        .insertInto('settings')
        .values({ scope: 'sav-gestion', key, value })
        .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value }))
        .execute(),
  };
}
