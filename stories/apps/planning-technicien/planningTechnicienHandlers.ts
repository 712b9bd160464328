import type { HttpHandler } from 'msw';
import {
  calls,
  interventionTechnicians,
  parseWireDay,
  toWireDateTime,
  unavailabilityTypes,
} from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storyToken } from '../../msw/storyApi';
import { StoryRefusal as Refused, storyCallHandler } from '../../msw/storyCallHandler';
import { storySeed } from '../../msw/storySeed';
import type { SeedData, SeedUser } from '../../msw/storySeed';

type Payload = Record<string, unknown>;
type Resolver = (p: Payload, user: SeedUser, seed: SeedData) => unknown;

const DAY = 86_400_000;
const SCOPE = 'planning-technicien';
const ADMIN_ONLY = 'ERREUR : Cette action nécessite un compte administrateur';

function userOf(seed: SeedData, request: Request): SeedUser {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
  const user = seed.users.find((u) => storyToken(u.login) === token);
  if (!user) throw new Refused(401, 'Session invalide ou expirée : reconnectez-vous.');
  return user;
}

const list = (records: Payload[]) => ({ data: records.map((fieldData) => ({ fieldData })) });
const setting = (seed: SeedData, key: string) =>
  seed.settings.find((s) => s.scope === SCOPE && s.key === key)?.value;

function range(p: Payload) {
  const from = parseWireDay(String(p.start))?.getTime() ?? 0;
  const to = (parseWireDay(String(p.end))?.getTime() ?? 0) + DAY;
  return { from, to };
}

function record(row: SeedData['interventions'][number]): Payload {
  const { lignes: _lines, ...data } = row.data;
  return {
    ...data,
    id: row.id,
    'N° RAP COMP': row.report_number,
    Statut: row.status,
    Debut: row.start_ts === null ? '' : toWireDateTime(row.start_ts),
    Fin: row.end_ts === null ? '' : toWireDateTime(row.end_ts),
    Debut_TIMESTAMP: row.start_ts ?? '',
    Fin_TIMESTAMP: row.end_ts ?? '',
    ID_Agence: row.agency_id,
    version: 1,
  };
}

const periods = (rows: SeedData['technicianUnavailabilities']) =>
  rows
    .map((u, i) => ({ ...u, key: i + 1 }))
    .filter((u) => u.state === 1)
    .map((u) => ({
      'Clé primaire': u.key,
      DEBUT: toWireDateTime(u.start_ts),
      FIN: toWireDateTime(u.end_ts),
      DEBUT_TIMESTAMP: u.start_ts,
      FIN_TIMESTAMP: u.end_ts,
      TECHNICIEN: u.technician,
      TYPE: u.type,
      state: u.state,
    }));

/** spec 2 §7.1 Technician planning, answered from the seed like the server does (reads only). */
const resolvers: Record<string, Resolver> = {
  get_technicien_liste: (_p, _u, seed) =>
    list(
      seed.staff
        .filter((s) => s.kind === 'technicien')
        .map((s) => ({ NOM_TECHNICIEN: s.name, ID_Agence: s.agency_id ?? '' })),
    ),
  get_agency_soft: (_p, _u, seed) => ({
    data: list(seed.agencies.map((a) => ({ ag_nom: a.name, ID_Agence: a.id }))),
  }),
  get_calendar_colors: (_p, _u, seed) => {
    const value = setting(seed, 'status_colors');
    return list(value ? [{ Key: 'status_colors', Value: value }] : []);
  },
  get_day_to_hide: (_p, _u, seed) =>
    list([{ Key: 'day_to_hide', Value: setting(seed, 'day_to_hide') ?? '' }]),
  get_planning_technicien_options: (_p, _u, seed) =>
    list(
      seed.settings
        .filter((s) => s.scope === SCOPE)
        .filter((s) => !['status_colors', 'day_to_hide', 'types_indisponibilite'].includes(s.key))
        .map((s) => ({ Key: s.key, Value: s.value })),
    ),
  get_calendar_settings: (_p, _u, seed) =>
    list([{ Params: { 'multie-technicien': setting(seed, 'multie-technicien') === '1' } }]),
  getIndisponibilityType: (_p, _u, seed) =>
    list(unavailabilityTypes(setting(seed, 'types_indisponibilite'))),
  get_events_liste: (p, _u, seed) => {
    const { from, to } = range(p);
    return list(
      seed.interventions
        .filter(
          (i) =>
            i.status === '100' ||
            (['110', '120', '130'].includes(i.status) &&
              (i.start_ts ?? 0) < to &&
              (i.end_ts ?? 0) > from),
        )
        .map(record),
    );
  },
  get_old_events_liste: (p, _u, seed) => {
    const { from, to } = range(p);
    return list(
      seed.interventions
        .filter((i) => i.status === '140' && (i.start_ts ?? 0) < to && (i.end_ts ?? 0) > from)
        .map(record),
    );
  },
  get_technicien_available_liste: (_p, _u, seed) => list(periods(seed.technicianUnavailabilities)),
  get_commentaires_liste: (_p, _u, seed) =>
    list(
      seed.technicianComments
        .map((c, i) => ({ ...c, key: i + 1 }))
        .filter((c) => c.state === 1)
        .map((c) => ({
          'Clé primaire': c.key,
          DEBUT: toWireDateTime(c.start_ts),
          FIN: toWireDateTime(c.end_ts),
          DEBUT_TIMESTAMP: c.start_ts,
          FIN_TIMESTAMP: c.end_ts,
          TECHNICIEN: c.technician,
          COMMENTAIRE: c.comment,
          state: c.state,
        })),
    ),
  get_event_info_by_event_link: (p, _u, seed) => {
    const row = seed.interventions.find((i) => String(i.id) === String(p.link));
    const lines = Array.isArray(row?.data.lignes) ? (row.data.lignes as Payload[]) : [];
    return list(lines);
  },
  set_event: (p, user, seed) => {
    if (!user.admin) throw new Refused(403, ADMIN_ONLY);
    const row = seed.interventions.find((i) => String(i.id) === String(p.id));
    if (!row) throw new Refused(404, `Intervention introuvable : ${String(p.id)}.`);
    if (interventionTechnicians(row.data).length > 5)
      throw new Refused(422, 'Trop de techniciens.');
    return { recordId: row.id, version: 2 };
  },
};

/** MSW handlers of the technician planning family (reads from the seed; edits acknowledged). */
export function planningTechnicienHandlers(): HttpHandler[] {
  const family = calls.planningTechnicien as unknown as Record<string, CallDef>;
  return Object.entries(resolvers).map(([name, resolve]) => {
    const def = family[name];
    if (!def) throw new Error(`Appel inconnu du catalogue : planningTechnicien/${name}`);
    return storyCallHandler(def, (payload, request) => {
      const seed = storySeed();
      return resolve(payload, userOf(seed, request), seed);
    });
  });
}
