import type { HttpHandler } from 'msw';
import { calls, deliveryColorInJson, deliveryMaterialsOfLine } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storyToken } from '../../msw/storyApi';
import { StoryRefusal as Refused, storyCallHandler } from '../../msw/storyCallHandler';
import { storySeed } from '../../msw/storySeed';
import type { SeedData, SeedUser } from '../../msw/storySeed';

type Payload = Record<string, unknown>;

function userOf(seed: SeedData, request: Request): SeedUser {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
  const user = seed.users.find((u) => storyToken(u.login) === token);
  if (!user) throw new Refused(401, 'Session invalide ou expirée : reconnectez-vous.');
  return user;
}

const list = (records: Payload[]) => ({ data: records.map((fieldData) => ({ fieldData })) });
const ADMIN_ONLY = 'Action réservée aux administrateurs.';

/** What a story saves lives as long as the page (the server persists it; the stories need not). */
interface StoryState {
  shown: Map<string, string>;
  comments: Map<number, string>;
  settings: Map<string, string>;
}

function freshState(seed: SeedData): StoryState {
  return {
    shown: new Map(seed.users.map((u) => [u.login, u.tech_to_show_planning_livraison])),
    comments: new Map(),
    settings: new Map(
      seed.settings.filter((s) => s.scope === 'planning-livraison').map((s) => [s.key, s.value]),
    ),
  };
}

type Resolver = (p: Payload, user: SeedUser, seed: SeedData, state: StoryState) => unknown;

/** spec 1 §7 Delivery planning, answered from the seed like the server does. */
const resolvers: Record<string, Resolver> = {
  get_materials: (p, _user, seed, state) => {
    const window = { start: Number(p.start), end: Number(p.end) };
    return list(
      seed.contractLines
        .flatMap((line) => deliveryMaterialsOfLine(line, window))
        .map((m) => ({
          ...m,
          CLD_COMMENTAIRE_LIVRAISON_RETOUR: state.comments.get(Number(m.CLD_IDEnreg)) ?? '',
        })),
    );
  },
  get_technicien_liste: (_p, _user, seed) =>
    list(
      seed.staff
        .filter((s) => s.kind === 'chauffeur')
        .map((s) => ({ NOM_TECHNICIEN: s.name, ID_Agence: s.agency_id })),
    ),
  get_technicien_available_liste: (_p, _user, seed) =>
    list(
      seed.driverUnavailabilities.map((u, index) => ({
        key: index + 1,
        NOM_TECHNICIEN: u.driver,
        debut_timestamp: u.start_ts,
        fin_timestamp: u.end_ts,
        motif: u.data.motif,
      })),
    ),
  get_technicien_liste_to_show: (_p, user, _seed, state) =>
    list([{ tech_to_show_planning_livraison: state.shown.get(user.login) ?? '' }]),
  set_technicien_liste_to_show: (p, user, _seed, state) => {
    if (!user.admin) throw new Refused(403, ADMIN_ONLY);
    state.shown.set(user.login, String(p.liste));
    return {};
  },
  set_livraison_retour_comment: (p, _user, _seed, state) => {
    state.comments.set(Number(p.idEnregistrement), String(p.data).trim());
    return {};
  },
  get_calendar_colors: (_p, _user, _seed, state) =>
    list(
      ['calendar_colors', 'delivery_color']
        .filter((key) => state.settings.has(key))
        .map((key) => ({ Key: key, Value: state.settings.get(key) ?? '' })),
    ),
  save_calendar_colors: (p, user, _seed, state) => {
    if (!user.admin) throw new Refused(403, ADMIN_ONLY);
    const color = deliveryColorInJson(String(p.colors));
    if (!color) throw new Refused(422, 'La couleur de livraison est invalide.');
    state.settings.set('delivery_color', color);
    return {};
  },
  get_day_to_hide: (_p, _user, _seed, state) =>
    list([{ Key: 'day_to_hide', Value: state.settings.get('day_to_hide') ?? '' }]),
  save_day_to_hide: (p, user, _seed, state) => {
    if (!user.admin) throw new Refused(403, ADMIN_ONLY);
    state.settings.set('day_to_hide', String(p.days));
    return {};
  },
};

/** MSW handlers of the delivery planning family, one state per call of this function. */
export function planningLivraisonHandlers(): HttpHandler[] {
  const state = freshState(storySeed());
  const family = calls.planningLivraison as unknown as Record<string, CallDef>;
  return Object.entries(resolvers).map(([name, resolve]) => {
    const def = family[name];
    if (!def) throw new Error(`Appel inconnu du catalogue : planningLivraison/${name}`);
    return storyCallHandler(def, (payload, request) => {
      const seed = storySeed();
      return resolve(payload, userOf(seed, request), seed, state);
    });
  });
}
