import { describe, expect, it } from 'vitest';
import { DELIVERY_PLANNING, deliveryRoleLabel } from './deliveryPlanning';

describe('DELIVERY_PLANNING', () => {
  it('spec 1 §9: visible time 06:00 to 22:00, driver column 180 px, week timeline, now indicator', () => {
    expect(DELIVERY_PLANNING.slotMinTime).toBe('06:00:00');
    expect(DELIVERY_PLANNING.slotMaxTime).toBe('22:00:00');
    expect(DELIVERY_PLANNING.driverColumnWidth).toBe(180);
    expect(DELIVERY_PLANNING.view).toBe('resourceTimelineWeek');
    expect(DELIVERY_PLANNING.nowIndicator).toBe(true);
  });

  it('spec 1 §4: default delivery colour #4CAF50; §9: UTC, French', () => {
    expect(DELIVERY_PLANNING.defaultColor).toBe('#4CAF50');
    expect(DELIVERY_PLANNING.timeZone).toBe('UTC');
    expect(DELIVERY_PLANNING.locale).toBe('fr');
  });
});

describe('deliveryRoleLabel', () => {
  it("spec 1 §2: the page labels the user 'Admin' or 'Chauffeur'", () => {
    expect(deliveryRoleLabel(true)).toBe('Admin');
    expect(deliveryRoleLabel(false)).toBe('Chauffeur');
  });
});
