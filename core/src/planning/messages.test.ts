import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_PLANNING_MESSAGES as A,
  CALENDAR_COLOR_MESSAGES as C,
  PLANNING_SETTINGS_MESSAGES as S,
} from './messages';

describe('planning refusals', () => {
  it('AVAILABILITY_PLANNING_MESSAGES words the period refusals', () => {
    expect(A.rangeReversed).toBe('La fin de la période doit être postérieure à son début.');
    expect(A.rangeTooLong(400)).toBe('La période demandée est trop longue (400 jours au plus).');
  });

  it('CALENDAR_COLOR_MESSAGES names the type or status refused', () => {
    expect(C.badEventTypeColor('location')).toBe(
      'Couleur invalide pour location : attendu un code couleur comme #A1887F.',
    );
    expect(C.unknownStatus('999', ['100', '110'])).toBe('Statut inconnu : 999 (100, 110).');
    expect(C.badStatusColor('120')).toBe(
      'La couleur du statut 120 est invalide : choisissez une couleur au format #RRGGBB.',
    );
  });

  it('PLANNING_SETTINGS_MESSAGES keeps the settings refusals word for word', () => {
    expect(S.allDaysHidden).toBe('Au moins un jour doit rester affiché.');
    expect(S.otherToken).toBe('Le jeton ne correspond pas à la session.');
  });
});
