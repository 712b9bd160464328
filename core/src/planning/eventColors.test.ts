import { describe, expect, it } from 'vitest';
import {
  barColor,
  DEFAULT_CALENDAR_COLORS,
  drawnBarColor,
  parseCalendarColors,
  parseStateColors,
} from './eventColors';

describe('DEFAULT_CALENDAR_COLORS', () => {
  it('spec 1 §4: LOCATION #A1887F, RESERVATION #81C784, SAV #A1887F, LIVRAISON #FF0000', () => {
    expect(DEFAULT_CALENDAR_COLORS.LOCATION.color).toBe('#A1887F');
    expect(DEFAULT_CALENDAR_COLORS.RESERVATION.color).toBe('#81C784');
    expect(DEFAULT_CALENDAR_COLORS.SAV.color).toBe('#A1887F');
    expect(DEFAULT_CALENDAR_COLORS.LIVRAISON.color).toBe('#FF0000');
  });
});

describe('parseCalendarColors', () => {
  it('reads the JSON by event type and keeps defaults for missing or invalid entries', () => {
    const colors = parseCalendarColors(
      JSON.stringify({ LOCATION: { label: 'Loc', color: '#123456' }, SAV: { color: 'rouge' } }),
    );
    expect(colors.LOCATION).toEqual({ label: 'Loc', color: '#123456' });
    expect(colors.SAV.color).toBe('#A1887F');
    expect(colors.RESERVATION.color).toBe('#81C784');
  });
  it('falls back to the defaults on unreadable text', () => {
    expect(parseCalendarColors('{oops')).toEqual(DEFAULT_CALENDAR_COLORS);
    expect(parseCalendarColors(null)).toEqual(DEFAULT_CALENDAR_COLORS);
  });
});

describe('parseStateColors', () => {
  it('reads an object, JSON text or state/color records', () => {
    expect(parseStateColors('{"Prêt":"#4DD0E1","x":"bleu"}').get('Prêt')).toBe('#4DD0E1');
    expect(parseStateColors('{"x":"bleu"}').size).toBe(0);
    expect(parseStateColors([{ state: 'En cours', color: '#FFB74D' }]).get('En cours')).toBe(
      '#FFB74D',
    );
    expect(parseStateColors('pas du json').size).toBe(0);
  });
});

describe('barColor', () => {
  const contract = new Map([['En cours', '#FFB74D']]);
  const event = new Map([['En retard', '#E53935']]);
  it('spec 1 §4: the type colour, overridden by the contract-state colour, then by the event-state colour', () => {
    expect(barColor('#A1887F', 'Inconnu', '', contract, event)).toBe('#A1887F');
    expect(barColor('#A1887F', 'En cours', '', contract, event)).toBe('#FFB74D');
    expect(barColor('#A1887F', 'En cours', 'En retard', contract, event)).toBe('#E53935');
    expect(barColor('#A1887F', null, 'En retard', contract, event)).toBe('#E53935');
  });
});

describe('drawnBarColor', () => {
  const palette = {
    colors: {
      ...DEFAULT_CALENDAR_COLORS,
      LOCATION: { label: 'Location', color: '#3366CC' },
      RESERVATION: { label: 'Réservation', color: '#00AA00' },
    },
    contractStateColors: new Map([['En cours', '#FFB74D']]),
    eventStateColors: new Map([['Prêt', '#4DD0E1']]),
  };
  it("spec 1 §4 « A rental or reservation bar's colour is overridden by the contract-state colour, then by the event-state colour when present »", () => {
    expect(drawnBarColor({ type: 'LOCATION' }, palette)).toEqual({
      color: '#3366CC',
      key: { kind: 'type', type: 'LOCATION' },
    });
    expect(drawnBarColor({ type: 'LOCATION', contractState: 'En cours' }, palette)).toEqual({
      color: '#FFB74D',
      key: { kind: 'contractState', state: 'En cours' },
    });
    expect(
      drawnBarColor(
        { type: 'RESERVATION', contractState: 'En cours', eventState: 'Prêt' },
        palette,
      ),
    ).toEqual({ color: '#4DD0E1', key: { kind: 'eventState', state: 'Prêt' } });
  });
  it('a state without a colour leaves the next rule to decide: the Options colour shows', () => {
    expect(
      drawnBarColor(
        { type: 'RESERVATION', contractState: 'Inconnu', eventState: 'Aucun' },
        palette,
      ),
    ).toEqual({ color: '#00AA00', key: { kind: 'type', type: 'RESERVATION' } });
    expect(
      drawnBarColor({ type: 'LOCATION', contractState: ' ', eventState: '' }, palette).key,
    ).toEqual({ kind: 'type', type: 'LOCATION' });
  });
  it('spec 1 §4: SAV and LIVRAISON bars keep their type colour whatever the states', () => {
    expect(
      drawnBarColor({ type: 'SAV', contractState: 'En cours', eventState: 'Prêt' }, palette),
    ).toEqual({ color: '#A1887F', key: { kind: 'type', type: 'SAV' } });
    expect(drawnBarColor({ type: 'LIVRAISON', eventState: 'Prêt' }, palette).color).toBe('#FF0000');
  });
});
