import { describe, expect, it } from 'vitest';
import type { DeliveryEvent } from './deliveryEvents';
import type { DeliveryMaterial } from './deliveryMaterials';
import {
  DELIVERY_VISIBLE_HOURS_LABEL,
  deliveriesOutsideVisibleHours,
} from './deliveryOutsideHours';

const MONDAY = Date.UTC(2026, 10, 16);
const H = 3_600_000;

function event(id: string, startHour: number, endHour: number): DeliveryEvent {
  return {
    id,
    resourceId: 'Karim BENALI',
    title: id,
    start: MONDAY + startHour * H,
    end: MONDAY + endHour * H,
    color: '#4CAF50',
    material: { id } as unknown as DeliveryMaterial,
  };
}

describe('deliveriesOutsideVisibleHours', () => {
  it('spec 1 §9 « visible time 06:00 to 22:00 », UTC (§1): keeps only the deliveries with no part within a day’s visible hours, by start', () => {
    const found = deliveriesOutsideVisibleHours([
      event('late', 22.5, 23.5),
      event('early', 4, 5.5),
      event('ends at six', 5, 6),
      event('overlaps six', 5, 6.5),
      event('afternoon', 14, 16),
      event('overnight into the next morning', 21.5 + 0, 24 + 7),
      event('night to night', 23, 24 + 5),
      event('instant at 03:00', 3, 3),
      event('instant at 10:00', 10, 10),
    ]);
    expect(found.map((e) => e.id)).toEqual([
      'instant at 03:00',
      'early',
      'ends at six',
      'late',
      'night to night',
    ]);
  });

  it('spec 1 §9: names the range as the header says it, « 06:00–22:00 »', () => {
    expect(DELIVERY_VISIBLE_HOURS_LABEL).toBe('06:00–22:00');
  });
});
