import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer, type SignedInServer } from './support/family';
import { createWebCryptoEnvelope, type WebCryptoLike } from '@locasuite/core';
import { testEnvelope, ENVELOPE_KEY } from './support/testServer';

const DAY = 86_400_000;
const DISPO = '/api/planningDisponibilite/v1';

let s: SignedInServer;
const dispo = familyCalls(DISPO, () => s.t);
const livraison = familyCalls('/api/planningLivraison/v1', () => s.t);

beforeAll(async () => {
  s = await startSignedInServer();
});

afterAll(async () => {
  await s.t.close();
});

/** A rental line in the coming weeks, with the window of its first day. */
async function someLine() {
  const line = await s.t.server.db
    .selectFrom('contract_lines')
    .select(['id', 'start_ts', 'end_ts'])
    .where('start_ts', '>', Date.now() + 2 * DAY)
    .where('delivery_start_ts', 'is', null)
    .orderBy('start_ts')
    .executeTakeFirstOrThrow();
  return { id: line.id, window: { start: line.start_ts - DAY, end: line.start_ts + DAY } };
}

async function eventOf(id: number, window: { start: number; end: number }) {
  const rows = dispo.rows(dispo.ok('get_events', await dispo.call('get_events', window, s.planif)));
  return rows.find((r) => r.CLD_ID_CONTRAT_LOC_DATA === id);
}

/** The same window read as sealed bytes, with its `ETag`, optionally naming one already held. */
async function rawGetEvents(
  window: { start: number; end: number },
  etag?: string,
  extra: Record<string, string> = {},
) {
  return fetch(`${s.t.url}${DISPO}/get_events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${s.planif}`,
      ...(etag ? { 'if-none-match': etag } : {}),
      ...extra,
    },
    body: JSON.stringify({ data: testEnvelope.sealSync(window) }),
  });
}

describe('window reads served again until their tables are written (issue 10)', () => {
  it('answers a window read again the same, then shows a write made through the API', async () => {
    const line = await s.t.server.db
      .selectFrom('contract_lines')
      .select(['id', 'end_ts', 'version'])
      .where('delivery_end_ts', 'is not', null)
      .where('end_ts', '>', Date.now() + 7 * DAY)
      .orderBy('end_ts')
      .executeTakeFirstOrThrow();
    const window = { start: line.end_ts - DAY, end: line.end_ts + DAY };
    const read = async () =>
      livraison
        .rows(
          livraison.ok('get_materials', await livraison.call('get_materials', window, s.planif)),
        )
        .find((i) => i.id === `${line.id}-RETOUR`);
    const before = await read();
    expect(await read()).toEqual(before);
    livraison.ok(
      'set_livraison_retour_comment',
      await livraison.call(
        'set_livraison_retour_comment',
        { idEnregistrement: line.id, data: 'Sonner au portail', version: line.version },
        s.planif,
      ),
    );
    const after = await read();
    expect(after).toMatchObject({ version: line.version + 1 });
    expect(JSON.stringify(after)).toContain('Sonner au portail');
  });

  it('shows a row written straight into the database (another server process on the same database)', async () => {
    const { id, window } = await someLine();
    const before = await eventOf(id, window);
    expect(before).toBeDefined();
    await s.t.server.db
      .updateTable('contract_lines')
      .set({
        data: sql`data || jsonb_build_object('CLD_COMMENTAIRE_RETOUR', 'Rayure sur le capot')`,
      })
      .where('id', '=', id)
      .execute();
    expect(await eventOf(id, window)).toMatchObject({
      CLD_COMMENTAIRE_RETOUR: 'Rayure sur le capot',
    });
    // A change to the joined contract (its state) is seen too.
    const contract = await s.t.server.db
      .selectFrom('contract_lines')
      .select('contract_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await s.t.server.db
      .updateTable('contracts')
      .set({ state: 'Contrôlé' })
      .where('id', '=', contract.contract_id)
      .execute();
    expect(await eventOf(id, window)).toMatchObject({ CLD_CONTRAT_STATE: 'Contrôlé' });
  });

  it('drops a line deleted meanwhile, and answers the same lines to 20 callers at once', async () => {
    const { id, window } = await someLine();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => dispo.call('get_events', window, s.planif)),
    );
    const first = JSON.stringify(answers[0]!.data);
    expect(answers.every((a) => a.code === 0 && JSON.stringify(a.data) === first)).toBe(true);
    expect(first).toContain(`"CLD_ID_CONTRAT_LOC_DATA":${id}`);
    await s.t.server.db.deleteFrom('contract_lines').where('id', '=', id).execute();
    expect(await eventOf(id, window)).toBeUndefined();
  });

  it('answers 304 without a body to a client naming the answer it holds, and 200 once it changed', async () => {
    const { id, window } = await someLine();
    const first = await rawGetEvents(window);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9A-Za-z_-]+"$/);
    await first.text();

    const same = await rawGetEvents(window, etag!);
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');

    // Another window, or a stale validator, is answered in full.
    const other = await rawGetEvents({ start: window.start, end: window.end + DAY }, etag!);
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    await other.text();

    await s.t.server.db
      .updateTable('contract_lines')
      .set({ state: 'Contrôlé' })
      .where('id', '=', id)
      .execute();
    const changed = await rawGetEvents(window, etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const opened = testEnvelope.openSync(((await changed.json()) as { data: string }).data) as {
      data: { data: { fieldData: Record<string, unknown> }[] };
    };
    expect(
      opened.data.data.find((r) => r.fieldData.CLD_ID_CONTRAT_LOC_DATA === id)?.fieldData,
    ).toMatchObject({ CLD_STATE: 'Contrôlé' });
  });

  it('still checks the session, the family and the payload before answering from the cache', async () => {
    const { window } = await someLine();
    dispo.ok('get_events', await dispo.call('get_events', window, s.planif));
    expect(await dispo.call('get_events', window, null)).toMatchObject({ status: 401 });
    expect(await dispo.call('get_events', window, s.outsider)).toMatchObject({ status: 403 });
    expect(
      await dispo.call('get_events', { start: window.end, end: window.start }, s.planif),
    ).toMatchObject({ status: 422 });
  });

  it('answers compressed, then sealed, to a client that asks for it; the same records as the original format', async () => {
    const { window } = await someLine();
    const wide = { start: window.start, end: window.start + 14 * DAY };
    const plain = await rawGetEvents(wide);
    expect(plain.headers.get('x-envelope-encoding')).toBeNull();
    const plainText = ((await plain.json()) as { data: string }).data;
    const packed = await rawGetEvents(wide, undefined, { 'x-envelope-encoding': 'gzip' });
    expect(packed.status).toBe(200);
    expect(packed.headers.get('x-envelope-encoding')).toBe('gzip');
    const packedText = ((await packed.json()) as { data: string }).data;
    expect(packedText.length).toBeLessThan(plainText.length / 4);
    const web = createWebCryptoEnvelope(
      ENVELOPE_KEY,
      (globalThis as unknown as { crypto: WebCryptoLike }).crypto,
    );
    const fromPacked = (await web.openGzip!(packedText)) as { code: number; data: unknown };
    expect(fromPacked.code).toBe(0);
    expect(fromPacked).toEqual(await web.open(plainText));
  });
});
