import {
  aggregateStatistic,
  buildStatisticFilters,
  findCallByPath,
  monthsBackRange,
  parseStatisticDefinitions,
  rangeCriterion,
  STATISTIC_TYPES,
} from '@locasuite/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Answer, type TestServer } from './support/testServer';

const BASE = '/api/statistique/v1';
let t: TestServer;
let admin: string;
let planif: string;
let tech: string;

beforeAll(async () => {
  t = await startTestServer({ seed: true });
  [admin, planif, tech] = await Promise.all([
    t.signIn('admin', 'admin'),
    t.signIn('planif', 'planif'),
    t.signIn('tech', 'tech'),
  ]);
});
afterAll(() => t.close());

type Records = { data: { fieldData: Record<string, unknown> }[] };

function ok(call: string, answer: Answer): Record<string, unknown>[] {
  expect(answer, answer.message).toMatchObject({ status: 200, code: 0 });
  const parsed = findCallByPath(`${BASE}/${call}`)!.answer.safeParse(answer.data);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  return (answer.data as Records).data.map((d) => d.fieldData);
}

const now = Date.now();
const year = monthsBackRange(12, now);
const month = monthsBackRange(1, now);
const wireDay = (text: unknown) => {
  const [m, d, y] = String(text).split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

describe('statistique family', () => {
  it('lists at least 10 definitions covering every type, a complex one, both colour forms and each base', async () => {
    const records = ok(
      'getStatistiqueListe',
      await t.call(`${BASE}/getStatistiqueListe`, {}, admin),
    );
    const defs = parseStatisticDefinitions(records);
    expect(defs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(defs.map((d) => d.type))).toEqual(new Set(STATISTIC_TYPES));
    expect(defs.some((d) => d.type === 'BarChart' && d.horizontal)).toBe(true);
    expect(defs.some((d) => d.type === 'BarChart' && !d.horizontal)).toBe(true);
    expect(defs.some((d) => d.complex)).toBe(true);
    expect(defs.some((d) => d.colors.length === 1)).toBe(true);
    expect(defs.some((d) => d.colors.length > 1)).toBe(true);
    expect(new Set(defs.map((d) => d.base))).toEqual(new Set(['moteur', 'contrat', 'reglement']));
  });

  it('filters moteur data on Mot_Date and reglement data on date_reglement (from...to)', async () => {
    for (const [call, field] of [
      ['getMoteurData', 'Mot_Date'],
      ['getReglementData', 'date_reglement'],
    ] as const) {
      const all = ok(
        call,
        await t.call(`${BASE}/${call}`, { data: [{ [field]: rangeCriterion(year) }] }, planif),
      );
      const recent = ok(
        call,
        await t.call(`${BASE}/${call}`, { data: [{ [field]: rangeCriterion(month) }] }, planif),
      );
      expect(all.length).toBeGreaterThan(recent.length);
      expect(recent.length).toBeGreaterThan(0);
      for (const r of recent) {
        expect(wireDay(r[field])).toBeGreaterThanOrEqual(month.from);
        expect(wireDay(r[field])).toBeLessThanOrEqual(month.to);
      }
      // 14 months of data behind the 12-month button: the oldest month is filled too.
      const firstMonth = all.filter((r) => wireDay(r[field]) < year.from + 31 * 86_400_000);
      expect(firstMonth.length).toBeGreaterThan(10);
    }
  });

  it('builds the contract filter from the FILTRE template and answers the live and archived lines', async () => {
    const records = ok(
      'getStatistiqueListe',
      await t.call(`${BASE}/getStatistiqueListe`, {}, admin),
    );
    const defs = parseStatisticDefinitions(records).filter((d) => d.base === 'contrat');
    const byFamily = defs.find((d) => d.filterTemplate === '{"CLD_DATE_DEPART":"from...to"}')!;
    const invoiced = defs.find((d) => d.filterTemplate.includes('Facturé'))!;
    const rows = ok(
      'getContratData',
      await t.call(
        `${BASE}/getContratData`,
        { data: buildStatisticFilters(byFamily, year) },
        admin,
      ),
    );
    expect(rows.some((r) => String(r.CLD_NUM_CONTRAT).startsWith('AR'))).toBe(true);
    expect(rows.some((r) => !String(r.CLD_NUM_CONTRAT).startsWith('AR'))).toBe(true);
    for (const r of rows) {
      expect(wireDay(r.CLD_DATE_DEPART)).toBeGreaterThanOrEqual(year.from);
      expect(r.AGENCE).toEqual(expect.any(String));
    }
    const facturees = ok(
      'getContratData',
      await t.call(
        `${BASE}/getContratData`,
        { data: buildStatisticFilters(invoiced, year) },
        admin,
      ),
    );
    expect(facturees.length).toBeGreaterThan(0);
    expect(facturees.length).toBeLessThan(rows.length);
    expect(facturees.every((r) => r.CLD_CONTRAT_STATE === 'Facturé')).toBe(true);
    const result = aggregateStatistic(byFamily, rows);
    expect(result.kind === 'simple' && result.values.reduce((a, b) => a + b, 0)).toBe(rows.length);
  });

  it('answers an empty list for a range without data', async () => {
    const rows = ok(
      'getReglementData',
      await t.call(
        `${BASE}/getReglementData`,
        { data: [{ date_reglement: '01/01/2001...01/31/2001' }] },
        admin,
      ),
    );
    expect(rows).toEqual([]);
  });

  it('lists clients and agencies', async () => {
    expect(
      ok('getClientListe', await t.call(`${BASE}/getClientListe`, {}, admin)).length,
    ).toBeGreaterThan(100);
    const agencies = ok('getAgencyListe', await t.call(`${BASE}/getAgencyListe`, {}, admin));
    expect(agencies).toHaveLength(4);
    expect(typeof agencies[0]?.Logo_JSON).toBe('string');
  });

  it('refuses bad filters in French with 422', async () => {
    for (const data of [
      [{ Mot_Date: '2026-01-01...2026-02-01' }],
      [{ Mot_Date: '02/01/2026...01/01/2026' }],
      [{ Mot_Panne: { op: 'x' } }],
      [],
    ]) {
      const answer = await t.call(`${BASE}/getMoteurData`, { data }, admin);
      expect(answer.status, JSON.stringify(data)).toBe(422);
      expect(answer.message).toMatch(/Filtre|filtre/);
    }
    const bad = await t.call(`${BASE}/getMoteurData`, { data: 'x' }, admin);
    expect(bad.status).toBe(422);
  });

  it('refuses a user without the statistics tool (403) and an unsigned call (401)', async () => {
    for (const call of [
      'getStatistiqueListe',
      'getMoteurData',
      'getContratData',
      'getReglementData',
      'getClientListe',
      'getAgencyListe',
    ]) {
      const payload = call.endsWith('Data') ? { data: [{ Mot_Date: rangeCriterion(month) }] } : {};
      const refused = await t.call(`${BASE}/${call}`, payload, tech);
      expect(refused.status, call).toBe(403);
      expect(refused.message).toContain('Statistiques');
      expect((await t.call(`${BASE}/${call}`, payload, null)).status, call).toBe(401);
    }
  });
});
