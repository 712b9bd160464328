import type { CallDef } from './catalogue';
import { FAMILIES } from './families';

/** `POST` path of a call: `{basePath}/{name}`, e.g. `/api/statistique/v1/getMoteurData`. */
export function callPath(def: Pick<CallDef, 'family' | 'name'>): string {
  return `${FAMILIES[def.family].basePath}/${def.name}`;
}
