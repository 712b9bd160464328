import { CATALOGUE, findCall } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { buildHandlerMap } from '../http/buildHandlerMap';
import { defineHandlers } from '../http/defineHandlers';
import { HANDLER_SETS } from './index';

describe('HANDLER_SETS', () => {
  it('names only catalogue calls, each handled once', () => {
    for (const set of HANDLER_SETS) {
      for (const name of Object.keys(set.handlers)) {
        expect(findCall(set.family, name), `${set.family}/${name}`).toBeDefined();
      }
    }
    const map = buildHandlerMap(HANDLER_SETS);
    expect(map.size).toBe(HANDLER_SETS.reduce((n, s) => n + Object.keys(s.handlers).length, 0));
    expect([...map.keys()].every((def) => CATALOGUE.includes(def))).toBe(true);
  });

  it('handles the whole general family and every sign-in variant', () => {
    const map = buildHandlerMap(HANDLER_SETS);
    const general = CATALOGUE.filter((d) => d.family === 'general');
    expect(general.length).toBeGreaterThan(0);
    for (const def of general) expect(map.has(def), def.name).toBe(true);
    for (const [family, name] of [
      ['planningLivraison', 'account_login'],
      ['planningTechnicien', 'login'],
      ['etatdl', 'user_login'],
    ] as const) {
      const def = findCall(family, name);
      if (def) expect(map.has(def), `${family}/${name}`).toBe(true);
    }
  });

  it('refuses a handler that is not in the catalogue, or a call handled twice', () => {
    const bogus = { family: 'general' as const, handlers: { not_a_call: () => ({}) } };
    expect(() => buildHandlerMap([bogus])).toThrow(/not in the catalogue/);
    const twice = defineHandlers('general', { get_clients: () => ({ data: [] }) });
    expect(() => buildHandlerMap([twice, twice])).toThrow(/two handlers/);
  });
});
