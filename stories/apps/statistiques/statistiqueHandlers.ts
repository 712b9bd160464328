import type { HttpHandler } from 'msw';
import { BASE_DATE_FIELDS, calls, parseWireDay } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storyToken } from '../../msw/storyApi';
import { StoryRefusal as Refused, storyCallHandler } from '../../msw/storyCallHandler';
import { storySeed } from '../../msw/storySeed';
import type { SeedData } from '../../msw/storySeed';

type Fields = Record<string, unknown>;
type Payload = { data?: Fields[] };

const list = (records: Fields[]) => ({ data: records.map((fieldData) => ({ fieldData })) });
const month = (ts: number) => new Date(ts).toISOString().slice(0, 7);

/** The find requests of the server (mock-api `statistique.ts`): a date range and equalities. */
function find(rows: Fields[], requests: Fields[], dateField: string): Fields[] {
  return rows.filter((row) =>
    requests.some((request) =>
      Object.entries(request).every(([field, criterion]) => {
        if (field !== dateField) return String(row[field] ?? '') === String(criterion);
        const [from, to = from] = String(criterion).split('...');
        const at = parseWireDay(String(row[field]))?.getTime() ?? Number.NaN;
        const start = parseWireDay(from)?.getTime() ?? Number.NaN;
        const end = parseWireDay(to)?.getTime() ?? Number.NaN;
        return at >= start && at <= end;
      }),
    ),
  );
}

function contractRows(seed: SeedData): Fields[] {
  const contracts = new Map(seed.contracts.map((c) => [c.id, c]));
  const agencies = new Map(seed.agencies.map((a) => [a.id, a.name]));
  return [
    ...seed.contractLineArchive.map((l) => l.data),
    ...seed.contractLines.map((l) => ({
      ...l.data,
      CLD_MOIS_DEPART: month(l.start_ts),
      CL_SUIVI_PAR: contracts.get(l.contract_id)?.data.CL_SUIVI_PAR ?? '',
      AGENCE: agencies.get(l.agency_id) ?? '',
    })),
  ];
}

type Resolver = (payload: Payload, seed: SeedData) => unknown;

/** spec 1 §7 Statistics, answered from the seed like the server does. */
const resolvers: Record<string, Resolver> = {
  getStatistiqueListe: (_p, seed) => list(seed.statisticDefinitions.map((d) => d.data)),
  getMoteurData: (p, seed) =>
    list(
      find(
        seed.engineReports.map((r) => r.data),
        p.data ?? [],
        BASE_DATE_FIELDS.moteur,
      ),
    ),
  getReglementData: (p, seed) =>
    list(
      find(
        seed.payments.map((r) => r.data),
        p.data ?? [],
        BASE_DATE_FIELDS.reglement,
      ),
    ),
  getContratData: (p, seed) => list(find(contractRows(seed), p.data ?? [], 'CLD_DATE_DEPART')),
  getClientListe: (_p, seed) => list(seed.clients.map((c) => c.data)),
  getAgencyListe: (_p, seed) => list(seed.agencies.map((a) => ({ ...a.data, Logo_JSON: '' }))),
};

/**
 * MSW handlers of the statistique family. `mode`: `seed` answers from the seed, `empty` answers
 * no rows, `failure` refuses the data calls with a 500 (spec 1 §8 "Failed statistics load").
 */
export function statistiqueHandlers(mode: 'seed' | 'empty' | 'failure' = 'seed'): HttpHandler[] {
  return Object.entries(resolvers).map(([name, resolve]) => {
    const def = (calls.statistique as Record<string, CallDef>)[name]!;
    return storyCallHandler(def, (payload, request) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
      const seed = storySeed();
      const user = seed.users.find((u) => storyToken(u.login) === token);
      if (!user) throw new Refused(401, 'Session invalide ou expirée : reconnectez-vous.');
      if (!user.web_application_to_show.split(',').includes('statistiques')) {
        throw new Refused(403, 'Accès refusé : l’outil Statistiques ne vous est pas ouvert.');
      }
      const isData = name.endsWith('Data');
      if (mode === 'failure' && isData) throw new Refused(500, 'Erreur interne du serveur.');
      return mode === 'empty' && isData ? list([]) : resolve(payload as Payload, seed);
    });
  });
}
