import type { HttpHandler } from 'msw';
import {
  EVENT_TYPE_SETTING_KEYS,
  calls,
  formatHiddenDays,
  parseHiddenDays,
  parseStateColors,
} from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storyToken } from '../../msw/storyApi';
import { StoryRefusal as Refused, storyCallHandler } from '../../msw/storyCallHandler';
import { storySeed } from '../../msw/storySeed';
import type { SeedData, SeedUser } from '../../msw/storySeed';

type Payload = Record<string, unknown>;

const ADMIN_ONLY = 'Action réservée aux administrateurs.';
const list = (records: Payload[]) => ({ data: records.map((fieldData) => ({ fieldData })) });

function userOf(seed: SeedData, request: Request): SeedUser {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
  const user = seed.users.find((u) => storyToken(u.login) === token);
  if (!user) throw new Refused(401, 'Session invalide ou expirée : reconnectez-vous.');
  return user;
}

function requireAdmin(user: SeedUser): void {
  if (!user.admin) throw new Refused(403, ADMIN_ONLY);
}

/** What a story saves lives as long as the page (the server persists it; the stories need not). */
interface StoryState {
  settings: Map<string, string>;
  displays: Map<string, Payload>;
}

function freshState(seed: SeedData): StoryState {
  return {
    settings: new Map(
      seed.settings
        .filter((s) => s.scope === 'planning-disponibilite')
        .map((s) => [s.key, s.value]),
    ),
    displays: new Map(),
  };
}

const overlaps = (p: Payload, start: number | null, end: number | null) =>
  start !== null && end !== null && start < Number(p.end) && end > Number(p.start);

type Resolver = (p: Payload, user: SeedUser, seed: SeedData, state: StoryState) => unknown;

/** spec 1 §7 Availability planning, answered from the seed like the server does. */
const resolvers: Record<string, Resolver> = {
  get_parc: (_p, _user, seed) =>
    list(
      seed.fleet.map((f) => ({
        ...f.data,
        ID: f.id,
        MATRICULE: f.matricule,
        ID_AGENCE: f.agency_id,
      })),
    ),
  get_events: (p, _user, seed) => {
    const states = new Map(seed.contracts.map((c) => [c.id, c.state]));
    return list(
      seed.contractLines
        .filter((l) =>
          overlaps(p, l.delivery_start_ts ?? l.start_ts, l.delivery_end_ts ?? l.end_ts),
        )
        .map((l) => ({
          ...l.data,
          CLD_ID_CONTRAT_LOC_DATA: l.id,
          CLD_STATE: l.state ?? '',
          CLD_CONTRAT_STATE: states.get(l.contract_id) ?? '',
          CLD_DATE_DEPART_TIMESTAMP: l.start_ts,
          CLD_DATE_RETOUR_TIMESTAMP: l.end_ts,
          CLD_DATE_LIVRAISON_DEPART: l.delivery_start_ts ?? '',
          CLD_DATE_LIVRAISON_RETOUR: l.delivery_end_ts ?? '',
        })),
    );
  },
  get_events_reserved: (p, _user, seed) =>
    list(
      seed.reservations
        .filter((r) => overlaps(p, r.start_ts, r.end_ts))
        .map((r) => ({ ...r.data, R_LIEN: r.id, CLD_STATE: r.state ?? '' })),
    ),
  get_events_sav: (p, _user, seed) =>
    list(
      seed.interventions
        .filter((i) => overlaps(p, i.start_ts, i.end_ts))
        .map((i) => ({
          ...i.data,
          id: i.id,
          Debut_TIMESTAMP: i.start_ts ?? '',
          Fin_TIMESTAMP: i.end_ts ?? '',
        })),
    ),
  get_contrat_state: (_p, _user, seed) =>
    list(seed.contractStates.map((s) => ({ state: s.state, color: s.color }))),
  get_state_colors: (_p, _user, _seed, state) =>
    list(
      [...parseStateColors(state.settings.get('state_colors'))].map(([s, color]) => ({
        state: s,
        color,
      })),
    ),
  get_calendar_colors: (_p, _user, _seed, state) =>
    list([{ Key: 'calendar_colors', Value: state.settings.get('calendar_colors') ?? '' }]),
  save_calendar_colors: (p, user, _seed, state) => {
    requireAdmin(user);
    state.settings.set('calendar_colors', String(p.colors));
    return {};
  },
  get_day_to_hide: (_p, _user, _seed, state) =>
    list([{ Key: 'day_to_hide', Value: state.settings.get('day_to_hide') ?? '' }]),
  save_day_to_hide: (p, user, _seed, state) => {
    requireAdmin(user);
    state.settings.set('day_to_hide', formatHiddenDays(parseHiddenDays(p.days)));
    return {};
  },
  get_planning_events_type_to_show: (_p, _user, _seed, state) =>
    list(EVENT_TYPE_SETTING_KEYS.map((Key) => ({ Key, Value: state.settings.get(Key) ?? '0' }))),
  save_planning_events_type_to_show: (p, user, _seed, state) => {
    requireAdmin(user);
    for (const key of EVENT_TYPE_SETTING_KEYS) state.settings.set(key, String(p[key]));
    return {};
  },
  update_planning_vue: (p, user, _seed, state) => {
    state.displays.set(`${user.login}/${String(p.key)}`, p.newData as Payload);
    return {};
  },
  user_registration: (_p, user, seed) => {
    requireAdmin(user);
    return { id: seed.users.length + 1 };
  },
};

/** MSW handlers of the availability planning family, one state per call of this function. */
export function planningDisponibiliteHandlers(): HttpHandler[] {
  const state = freshState(storySeed());
  const family = calls.planningDisponibilite as unknown as Record<string, CallDef>;
  return Object.entries(resolvers).map(([name, resolve]) => {
    const def = family[name];
    if (!def) throw new Error(`Appel inconnu du catalogue : planningDisponibilite/${name}`);
    return storyCallHandler(def, (payload, request) => {
      const seed = storySeed();
      return resolve(payload, userOf(seed, request), seed, state);
    });
  });
}
