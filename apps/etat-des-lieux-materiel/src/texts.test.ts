import { describe, expect, it } from 'vitest';
import { dashboardTexts } from './texts';

describe('dashboardTexts.offline', () => {
  it('says when the shown list was kept on the device, in the device’s time', () => {
    expect(dashboardTexts.offline(new Date(2026, 10, 25, 14, 32).getTime())).toBe(
      'Hors connexion : données enregistrées sur cet appareil le 25/11/2026 à 14:32.',
    );
    expect(dashboardTexts.offline(new Date(2027, 0, 3, 7, 5).getTime())).toBe(
      'Hors connexion : données enregistrées sur cet appareil le 03/01/2027 à 07:05.',
    );
  });
});
