import { describe, expect, it } from 'vitest';
import { deliveryMaterialsOfLine, joinDescription, splitDescription } from './deliveryMaterials';
import type { DeliveryLine } from './deliveryMaterials';

const H = 3_600_000;
const MON = Date.UTC(2025, 2, 17);

const line = (over: Partial<DeliveryLine> = {}): DeliveryLine => ({
  id: 42,
  start_ts: MON + 9 * H,
  end_ts: MON + 2 * 24 * H + 17 * H,
  delivery_start_ts: MON + 7 * H,
  delivery_end_ts: MON + 3 * 24 * H + 8 * H,
  data: {
    CLD_NUM_CONTRAT: 'LOC2500012',
    CLD_DESCRIPTION: 'Mini-pelle KUBOTA U27',
    CLD_MATRICULE: 'MP-027',
    CLD_NOM_CLIENT: 'SARL Martin BTP',
    CLD_ADRESSE_LIV: '12 rue des Lilas',
    CLD_CODEPOSTAL_LIV: '69003',
    CLD_VILLE_LIV: 'Lyon',
    CLD_CHAUFFEUR_LIVRAISON_DEPART: 'Karim BENALI',
    CLD_CHAUFFEUR_LIVRAISON_RETOUR: 'Sylvain ROUX',
  },
  ...over,
});

const week = { start: MON, end: MON + 7 * 24 * H };

describe('joinDescription / splitDescription', () => {
  it("spec 1 §3: description parts separated by '|', empty parts dropped", () => {
    expect(joinDescription(['Mini-pelle', '', 'MP-027', null, 12])).toBe('Mini-pelle|MP-027|12');
    expect(splitDescription('Mini-pelle| MP-027 ||Lyon')).toEqual(['Mini-pelle', 'MP-027', 'Lyon']);
    expect(splitDescription(null)).toEqual([]);
  });
});

describe('deliveryMaterialsOfLine', () => {
  it('spec 1 §3–4: a DEPART from the delivery departure to the rental start, a RETOUR from the rental end to the return delivery', () => {
    const [depart, retour] = deliveryMaterialsOfLine(line(), week);
    expect(depart).toMatchObject({
      id: '42-DEPART',
      type: 'DEPART',
      chauffeur: 'Karim BENALI',
      debut_timestamp: MON + 7 * H,
      fin_timestamp: MON + 9 * H,
      CLD_NUM_CONTRAT: 'LOC2500012',
      description: 'Mini-pelle KUBOTA U27|MP-027|SARL Martin BTP|12 rue des Lilas, 69003 Lyon',
    });
    expect(retour).toMatchObject({
      id: '42-RETOUR',
      type: 'RETOUR',
      chauffeur: 'Sylvain ROUX',
      debut_timestamp: MON + 2 * 24 * H + 17 * H,
      fin_timestamp: MON + 3 * 24 * H + 8 * H,
    });
  });

  it('a line without delivery dates gives no item', () => {
    expect(
      deliveryMaterialsOfLine(line({ delivery_start_ts: null, delivery_end_ts: null }), week),
    ).toEqual([]);
  });

  it('only the legs overlapping the window (boundaries included)', () => {
    const onlyReturn = { start: MON + 2 * 24 * H + 17 * H, end: MON + 10 * 24 * H };
    expect(deliveryMaterialsOfLine(line(), onlyReturn).map((m) => m.type)).toEqual(['RETOUR']);
    const before = { start: MON - 7 * 24 * H, end: MON + 7 * H };
    expect(deliveryMaterialsOfLine(line(), before).map((m) => m.type)).toEqual(['DEPART']);
    expect(deliveryMaterialsOfLine(line(), { start: 0, end: MON })).toEqual([]);
  });
});
