import { describe, expect, it } from 'vitest';
import { interventionBarLabel } from './barLabel';
import { interventionTitle, readPlanningIntervention } from './planningView';
import { eventTitleMatches } from './technicians';

const intervention = (number: string, technicians = ['Paul MARTIN', 'Luc PETIT']) =>
  readPlanningIntervention({
    id: 123,
    'N° RAP COMP': number,
    Statut: '110',
    societeliv: 'BTP Rhône',
    ...Object.fromEntries(technicians.map((t, i) => [`Techniciens_Nom(${i + 1})`, t])),
  });

describe('interventionBarLabel', () => {
  it('splits a bar’s title (spec 2 §5.1: the report number, then the technicians) into the number’s prefix, its sequence and the rest', () => {
    const i = intervention('RAP2026-00123');
    expect(interventionBarLabel(i)).toEqual({
      prefix: 'RAP2026-',
      sequence: '00123',
      rest: ' · Paul MARTIN, Luc PETIT · BTP Rhône',
    });
  });

  it('its parts put back together are the bar’s title, which the §5.1 check still reads', () => {
    for (const number of ['RAP2026-00123', 'RAP 42', '2026', 'SANS-NUMERO', '']) {
      const i = intervention(number);
      const { prefix, sequence, rest } = interventionBarLabel(i);
      expect(prefix + sequence + rest).toBe(interventionTitle(i));
      if (number !== '') {
        expect(eventTitleMatches(prefix + sequence + rest, i.number, i.technicians)).toBe(true);
      }
    }
  });

  it('a number without a trailing sequence is kept whole (nothing to shorten)', () => {
    expect(interventionBarLabel(intervention('2026')).sequence).toBe('2026');
    expect(interventionBarLabel(intervention('2026')).prefix).toBe('');
    expect(interventionBarLabel(intervention('SANS-NUMERO')).sequence).toBe('SANS-NUMERO');
    expect(interventionBarLabel(intervention('RAP 42'))).toMatchObject({
      prefix: 'RAP ',
      sequence: '42',
    });
  });

  it('no number: everything is the rest', () => {
    expect(interventionBarLabel(intervention('', ['Paul MARTIN']))).toEqual({
      prefix: '',
      sequence: '',
      rest: 'Paul MARTIN · BTP Rhône',
    });
  });
});
