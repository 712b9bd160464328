import { describe, expect, it } from 'vitest';
import { deliveryEvents, deliveryTitle } from './deliveryEvents';
import type { DeliveryMaterial } from './deliveryMaterials';

const material = (over: Partial<DeliveryMaterial> = {}): DeliveryMaterial => ({
  id: '7-DEPART',
  type: 'DEPART',
  description: 'Nacelle|NA-12',
  chauffeur: 'Karim BENALI',
  debut_timestamp: 1_000,
  fin_timestamp: 2_000,
  CLD_NOM_CLIENT: 'SARL Martin BTP',
  ...over,
});

describe('deliveryTitle', () => {
  it('names the leg and the customer', () => {
    expect(deliveryTitle(material())).toBe('Livraison · SARL Martin BTP');
    expect(deliveryTitle(material({ type: 'RETOUR', CLD_NOM_CLIENT: '' }))).toBe('Retour');
  });
});

describe('deliveryEvents', () => {
  it('spec 1 §2: one bar per delivery item, on its driver row, in the delivery colour', () => {
    expect(deliveryEvents([material()], ['Karim BENALI'], '#4CAF50')).toEqual([
      {
        id: '7-DEPART',
        resourceId: 'Karim BENALI',
        title: 'Livraison · SARL Martin BTP',
        start: 1_000,
        end: 2_000,
        color: '#4CAF50',
        material: material(),
      },
    ]);
  });

  it('spec 1 §4: only the shown drivers; items without a driver are not drawn', () => {
    const items = [
      material(),
      material({ id: '8-DEPART', chauffeur: 'Sylvain ROUX' }),
      material({ id: '9-RETOUR', chauffeur: '' }),
    ];
    expect(deliveryEvents(items, ['Sylvain ROUX'], '#4CAF50').map((e) => e.id)).toEqual([
      '8-DEPART',
    ]);
    expect(deliveryEvents([], ['Sylvain ROUX'], '#4CAF50')).toEqual([]);
  });

  it('timestamps given as text are read as numbers; unreadable ones are dropped', () => {
    const asText = material({ debut_timestamp: '1000' as unknown as number });
    expect(deliveryEvents([asText], ['Karim BENALI'], '#4CAF50')[0]?.start).toBe(1000);
    const broken = material({ fin_timestamp: 'x' as unknown as number });
    expect(deliveryEvents([broken], ['Karim BENALI'], '#4CAF50')).toEqual([]);
  });
});
