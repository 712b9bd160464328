import type { CallDef, FamilyKey } from './catalogue';
import { general } from './calls/general';
import { statistique } from './calls/statistique';
import { emailVisualisation } from './calls/emailVisualisation';
import { planningDisponibilite } from './calls/planningDisponibilite';
import { planningLivraison } from './calls/planningLivraison';
import { planningTechnicien } from './calls/planningTechnicien';
import { gestionRdvVelo } from './calls/gestionRdvVelo';
import { etatdl } from './calls/etatdl';
import { pdfSigner } from './calls/pdfSigner';
import { sav } from './calls/sav';
import { contrat } from './calls/contrat';
import { callPath } from './callPath';

export { callPath };

/**
 * Every call of every family, typed: `calls.general.user_login.payload` is the zod schema of that
 * call's payload, so client code is typed end to end (specs §7 of all four documents).
 */
export const calls = {
  general,
  statistique,
  emailVisualisation,
  planningDisponibilite,
  planningLivraison,
  planningTechnicien,
  gestionRdvVelo,
  etatdl,
  pdfSigner,
  sav,
  contrat,
} as const;

/** The whole catalogue as a flat list. */
export const CATALOGUE: readonly CallDef[] = Object.freeze(
  Object.values(calls).flatMap((family) => Object.values(family) as CallDef[]),
);

const byPath = new Map<string, CallDef>(CATALOGUE.map((def) => [callPath(def), def]));

/** The call of a family by name, or undefined. */
export function findCall(family: FamilyKey, name: string): CallDef | undefined {
  const def = byPath.get(callPath({ family, name }));
  return def;
}

/**
 * The call a request path designates, or undefined: `/api/statistique/v1/getMoteurData` →
 * `getMoteurData` of `statistique`. Query strings and a trailing slash are ignored.
 */
export function findCallByPath(path: string): CallDef | undefined {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return byPath.get(clean);
}
