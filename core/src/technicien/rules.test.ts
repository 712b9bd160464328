import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATUS_COLORS,
  INTERVENTION_STATUS_LABELS,
  STATUS_PROGRESS,
  statusColor,
} from './interventionStatus';
import { TECHNICIAN_PLANNING_MESSAGES as M } from './messages';
import {
  statusesToShow,
  tabletOptionKey,
  unavailabilityTypes,
  usesTablet,
} from './planningOptions';
import { eventTitleMatches, interventionTechnicians, technicianFields } from './technicians';
import { unavailabilityBlocks, unavailableTechnicians } from './unavailabilityOverlap';

const HOUR = 3_600_000;

describe('statuses (spec 2 §4.1)', () => {
  it('labels and default colours of 100/110/130/140 as in the table', () => {
    expect(INTERVENTION_STATUS_LABELS).toEqual({
      '100': 'En attente',
      '110': 'Planifié',
      '120': 'Envoyer vers tablette',
      '130': 'Récupéré',
      '140': 'Terminé',
    });
    expect(DEFAULT_STATUS_COLORS).toMatchObject({
      '100': '#607D8B',
      '110': '#FFA726',
      '130': '#3F51B5',
      '140': '#43A047',
    });
  });

  it('"Progress bar widths: 110 25 percent, 120 50, 130 75, 140 100"', () => {
    expect(STATUS_PROGRESS).toEqual({ '110': 25, '120': 50, '130': 75, '140': 100 });
  });

  it('"Saved colours override the defaults"', () => {
    expect(statusColor('110', '{"110":"#000000"}')).toBe('#000000');
    expect(statusColor(130, { '110': '#000000' })).toBe('#3F51B5');
    expect(statusColor('110', 'pas du JSON')).toBe('#FFA726');
    expect(statusColor('42')).toBe('');
  });
});

describe('§8 messages', () => {
  it('quotes the error catalogue', () => {
    expect(M.adminOnly).toBe('ERREUR : Cette action nécessite un compte administrateur');
    expect(M.finished('RAP-1')).toBe(
      "ERREUR : Intervention RAP-1 est terminé n'est donc plus modifiable.",
    );
    expect(M.unavailable('RAP-1', ['A', 'B'])).toBe(
      'ERREUR : Intervention RAP-1 technicien(s) non disponible : A, B',
    );
    expect(M.titleMismatch('RAP-1')).toBe('ERREUR : RAP-1');
    expect(M.unavailability('Paul MARTIN')).toBe('INDISPONIBILITÉ : Paul MARTIN');
    expect(M.staleVersion).toBe("Cette intervention vient d'être modifiée par quelqu'un d'autre");
  });
});

describe('technicians (spec 2 §3.1, §7)', () => {
  it('Techniciens_Nom(1..5) merged into a de-duplicated list', () => {
    expect(
      interventionTechnicians({
        'Techniciens_Nom(1)': 'Paul MARTIN',
        'Techniciens_Nom(2)': '',
        'Techniciens_Nom(3)': 'Luc PETIT',
        'Techniciens_Nom(4)': 'Paul MARTIN',
        'Techniciens_Nom(5)': null,
      }),
    ).toEqual(['Paul MARTIN', 'Luc PETIT']);
  });

  it('"Techniciens_Nom(1..5) (empty string when absent)"; up to 5', () => {
    expect(technicianFields(['Paul MARTIN'])).toEqual({
      'Techniciens_Nom(1)': 'Paul MARTIN',
      'Techniciens_Nom(2)': '',
      'Techniciens_Nom(3)': '',
      'Techniciens_Nom(4)': '',
      'Techniciens_Nom(5)': '',
    });
    expect(() => technicianFields(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow(RangeError);
  });
});

describe('unavailability overlap (spec 2 §5.1)', () => {
  const u = { technician: 'Luc PETIT', start: 10 * HOUR, end: 12 * HOUR, state: 1 };

  it('"an unavailability overlapping the start or the end of the intervention blocks the move"', () => {
    expect(unavailabilityBlocks(u, 11 * HOUR, 13 * HOUR)).toBe(true); // start inside
    expect(unavailabilityBlocks(u, 9 * HOUR, 11 * HOUR)).toBe(true); // end inside
    expect(unavailabilityBlocks(u, 10 * HOUR, 12 * HOUR)).toBe(true); // same span
  });

  it('touching bounds, or neither bound inside, do not block', () => {
    expect(unavailabilityBlocks(u, 8 * HOUR, 10 * HOUR)).toBe(false);
    expect(unavailabilityBlocks(u, 12 * HOUR, 14 * HOUR)).toBe(false);
    expect(unavailabilityBlocks(u, 8 * HOUR, 14 * HOUR)).toBe(false);
    expect(unavailabilityBlocks({ ...u, state: 0 }, 11 * HOUR, 13 * HOUR)).toBe(false);
  });

  it('lists the blocked technicians once, in the order given', () => {
    const other = { ...u, technician: 'Paul MARTIN' };
    expect(
      unavailableTechnicians(
        ['Paul MARTIN', 'Eva ROY', 'Luc PETIT', 'Paul MARTIN'],
        11 * HOUR,
        13 * HOUR,
        [u, other],
      ),
    ).toEqual(['Paul MARTIN', 'Luc PETIT']);
  });
});

describe('planning options (spec 2 §3.1, §4.1)', () => {
  it('use_{product}_tablette: only 0 turns the tablet off', () => {
    expect(tabletOptionKey('sav')).toBe('use_sav_tablette');
    expect(usesTablet('0')).toBe(false);
    expect(usesTablet(0)).toBe(false);
    expect(usesTablet('1')).toBe(true);
    expect(usesTablet(undefined)).toBe(true);
  });

  it('statutToShow is a comma list of statuses', () => {
    expect(statusesToShow('100, 110,,120,110')).toEqual(['100', '110', '120']);
    expect(statusesToShow(null)).toEqual([]);
  });
});

describe('unavailability types (spec 2 §3.1)', () => {
  it('CP, RTT, CSS, AEX, CM, Autre by default; "the list is replaced by the names the server returns"', () => {
    expect(unavailabilityTypes(undefined).map((t) => t.TYPE)).toEqual([
      'CP',
      'RTT',
      'CSS',
      'AEX',
      'CM',
      'Autre',
    ]);
    expect(unavailabilityTypes('["CP","Formation"]')).toEqual([
      { TYPE: 'CP', LABEL: 'Congé payé' },
      { TYPE: 'Formation', LABEL: 'Formation' },
    ]);
    expect(unavailabilityTypes([{ TYPE: 'CM', LABEL: 'Arrêt maladie' }])).toEqual([
      { TYPE: 'CM', LABEL: 'Arrêt maladie' },
    ]);
  });
});

describe('dragged event title (spec 2 §5.1)', () => {
  it('"does not contain both the report number and the technicians" → false', () => {
    const title = 'RAP2026-00012 - Paul MARTIN, Luc PETIT';
    expect(eventTitleMatches(title, 'RAP2026-00012', ['Paul MARTIN', 'Luc PETIT'])).toBe(true);
    expect(eventTitleMatches(title, 'RAP2026-00013', ['Paul MARTIN'])).toBe(false);
    expect(eventTitleMatches(title, 'RAP2026-00012', ['Eva ROY'])).toBe(false);
    expect(eventTitleMatches(title, '', [])).toBe(false);
  });
});
