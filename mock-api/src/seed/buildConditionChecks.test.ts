import { remoteSignatureLegs } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { generateSeed } from './generateSeed';

describe('the seeded condition checks', () => {
  it('fill every checklist line with one of its allowed values (CLD_SELECTION, spec 3 §3.2), on any day', () => {
    for (const day of ['2026-11-22', '2026-11-26', '2027-02-14']) {
      const seed = generateSeed({ now: new Date(`${day}T10:00:00Z`) });
      let checked = 0;
      for (const line of seed.contractLines) {
        const text = line.data.CHECK_LIST_JSON_GESTION;
        if (typeof text !== 'string') continue;
        for (const item of JSON.parse(text) as Record<string, unknown>[]) {
          // An empty selection takes any value (a quantity, a free text).
          if (String(item.CLD_SELECTION ?? '') === '') continue;
          const allowed = String(item.CLD_SELECTION).split(',');
          for (const value of [item.CLD_QTE_DEPART, item.CLD_QTE_RETOUR].flat()) {
            if (value === '' || value === undefined) continue;
            checked += 1;
            expect(allowed, `${String(item.CH_DESIGNATION)} on ${day}`).toContain(value);
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    }
  });

  it('keep items whose departure can be sent for the customer’s signature, from an agency mailbox the staff’s history offers', () => {
    const seed = generateSeed({ now: new Date('2026-11-28T10:00:00Z') });
    const signable = seed.contractLines.filter((line) =>
      remoteSignatureLegs(line.data).includes('DEPART'),
    );
    expect(signable.length).toBeGreaterThanOrEqual(10);
    const planner = seed.users.find((u) => u.login === 'planif');
    for (const line of signable) {
      const agency = seed.agencies.find((a) => a.id === Number(line.data.CLD_ID_AGENCE));
      expect(agency, `agency of ${String(line.data.CLD_NUM_CONTRAT)}`).toBeDefined();
      expect(planner?.mails.split('|')).toContain(agency!.data.ag_courriel);
    }
  });
});
