import type { HttpHandler } from 'msw';
import { findCall } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storySeed } from './storySeed';
import type { SeedData, SeedUser } from './storySeed';
import { storyToken } from './storyApi';
import { StoryRefusal, storyCallHandler } from './storyCallHandler';

type FieldData = Record<string, unknown>;

class CallRefused extends StoryRefusal {
  constructor(status: number, code: number, message: string) {
    super(status, message, code);
  }
}

// The backend keeps JSON columns as text (e.g. Logo_JSON): the wire carries strings.
function wireRecord(data: FieldData): FieldData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    ]),
  );
}

const fieldList = (records: FieldData[]) => ({
  data: records.map((record) => ({ fieldData: wireRecord(record) })),
});

/** spec 1 §3 User, as the token lookup returns it (no user_id, no password). */
function userRecord(user: SeedUser): FieldData {
  return {
    email: user.email,
    user_name: user.display_name,
    web_application_to_show: user.web_application_to_show,
    admin: user.admin ? 1 : 0,
    planning_display: JSON.stringify(user.planning_display),
    tech_to_show_planning_livraison: user.tech_to_show_planning_livraison,
    tech_to_show_planning_technicien: user.tech_to_show_planning_technicien,
    MAILS: user.mails,
    user_id_agence: user.agency_id,
    user_id_societe: user.company_id,
  };
}

function userOfToken(seed: SeedData, token: string | null): SeedUser {
  const user = seed.users.find((candidate) => storyToken(candidate.login) === token);
  if (!user) throw new CallRefused(401, 401, 'Session invalide ou expirée : reconnectez-vous.');
  return user;
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

type Resolver = (payload: Record<string, unknown>, token: string | null, seed: SeedData) => unknown;

/** spec 1 §7 General, answered from the seed in the contract's shapes. */
const resolvers: Record<string, Resolver> = {
  user_login: (payload, _token, seed) => {
    const login = String(payload.email ?? '').toLowerCase();
    const user = seed.users.find((u) => u.login === login || u.email.toLowerCase() === login);
    if (!user || user.password !== payload.password) {
      throw new CallRefused(401, 401, "L'adresse email ou le mot de passe est incorrect");
    }
    return { id: storyToken(user.login) };
  },
  logout: (_payload, token, seed) => {
    userOfToken(seed, token);
    return {};
  },
  get_user_by_token: (payload, token, seed) => {
    const user = userOfToken(seed, String(payload.token ?? token));
    return { data: fieldList([userRecord(user)]) };
  },
  get_contrat_from_num_contrat: (payload, token, seed) => {
    userOfToken(seed, token);
    const contract = seed.contracts.find((c) => c.num_contrat === String(payload.numContrat));
    if (!contract) {
      throw new CallRefused(404, 404, `Contrat introuvable : ${String(payload.numContrat)}.`);
    }
    const client = seed.clients.find((c) => c.id === contract.client_id);
    return fieldList([
      {
        CL_CLIENT_RAISON_SOCIALE: client?.company_name,
        CL_CLIENT_COMPTE: client?.code_client,
        ...contract.data,
        CL_NUM_CONTRAT: contract.num_contrat,
      },
    ]);
  },
  get_societe_by_id: (payload, token, seed) => {
    userOfToken(seed, token);
    return fieldList(
      seed.companies.filter((c) => String(c.id) === String(payload.id)).map((c) => c.data),
    );
  },
  get_societe_by_id_soft: (payload, token, seed) => {
    userOfToken(seed, token);
    return fieldList(
      seed.companies
        .filter((c) => String(c.id) === String(payload.id))
        .map(({ id, data }) => ({
          ...Object.fromEntries(Object.entries(data).filter(([key]) => !/logo/i.test(key))),
          ID_Societe: id,
        })),
    );
  },
  get_agency: (_payload, token, seed) => {
    userOfToken(seed, token);
    return fieldList(
      seed.agencies.map((a) => ({
        map_position_x: a.longitude,
        map_position_y: a.latitude,
        ...a.data,
        ID_Agence: a.id,
      })),
    );
  },
  get_agency_soft: (_payload, token, seed) => {
    userOfToken(seed, token);
    return fieldList(
      seed.agencies.map((a) => ({ ag_nom: a.data.ag_nom ?? a.name, ID_Agence: a.id })),
    );
  },
  get_clients: (_payload, token, seed) => {
    userOfToken(seed, token);
    return fieldList(
      [...seed.clients]
        .sort((a, b) => a.company_name.localeCompare(b.company_name, 'fr') || a.id - b.id)
        .map((c) => ({ CODE_CLIENT: c.code_client, SOCIETE: c.company_name, ...c.data })),
    );
  },
};

function handlerFor(def: CallDef, resolve: Resolver): HttpHandler {
  return storyCallHandler(def, (payload, request) =>
    resolve(payload, bearer(request), storySeed()),
  );
}

/** MSW handlers for the general family (`/api/v1`), answering from the seed generator. */
export function generalHandlers(): HttpHandler[] {
  return Object.entries(resolvers).map(([name, resolve]) => {
    const def = findCall('general', name);
    if (!def) throw new Error(`Appel inconnu du catalogue : general/${name}`);
    return handlerFor(def, resolve);
  });
}
