import { describe, expect, it } from 'vitest';
import {
  alreadySent,
  filterTechnicianNames,
  interventionActions,
  interventionCard,
  interventionColor,
  interventionTitle,
  isPastIntervention,
  legendStatuses,
  matchesSearch,
  readPlanningIntervention,
  statusProgress,
  statusShown,
  techniciansToShow,
  unavailabilityNotice,
} from './planningView';
import { eventTitleMatches } from './technicians';

const T0 = Date.UTC(2026, 10, 23, 8, 0);

const record = {
  id: 12,
  'N° RAP COMP': 'RAP2026-00012',
  'Theme devis': 'Révision annuelle',
  '_LINK MOTEUR': 4012,
  Statut: '110',
  societeliv: 'BTP Rhône',
  adliv: '3 rue des Lilas',
  compadliv: 'Bâtiment B',
  villeliv: 'Lyon',
  Debut_TIMESTAMP: T0,
  Fin_TIMESTAMP: T0 + 7_200_000,
  'Techniciens_Nom(1)': 'Paul MARTIN',
  'Techniciens_Nom(2)': 'Luc PETIT',
  'Techniciens_Nom(3)': '',
  ID_Agence: 3,
  version: 4,
};

describe('readPlanningIntervention (spec 2 §3.1)', () => {
  it('reads the record: number, status, dates, the merged technician list, version', () => {
    const i = readPlanningIntervention(record);
    expect(i).toMatchObject({
      id: '12',
      number: 'RAP2026-00012',
      status: '110',
      start: T0,
      end: T0 + 7_200_000,
      technicians: ['Paul MARTIN', 'Luc PETIT'],
      company: 'BTP Rhône',
      city: 'Lyon',
      address: '3 rue des Lilas, Bâtiment B',
      agencyId: '3',
      link: '4012',
      version: 4,
    });
  });
  it('an unscheduled one has no dates', () => {
    const i = readPlanningIntervention({
      ...record,
      Statut: 100,
      Debut_TIMESTAMP: '',
      Fin_TIMESTAMP: '',
    });
    expect(i).toMatchObject({ status: '100', start: null, end: null });
  });
});

describe('what the planning shows (spec 2 §2.1, §4.1)', () => {
  const i = readPlanningIntervention(record);
  it('"each card shows the repair report number, technicians, company and theme; on hover it shows the city and address"', () => {
    expect(interventionCard(i)).toEqual({
      lines: ['RAP2026-00012', 'Paul MARTIN, Luc PETIT', 'BTP Rhône', 'Révision annuelle'],
      hover: 'Lyon — 3 rue des Lilas, Bâtiment B',
    });
  });
  it('a bar title holds the report number and the technicians (§5.1 title check passes)', () => {
    const title = interventionTitle(i);
    expect(title).toBe('RAP2026-00012 · Paul MARTIN, Luc PETIT · BTP Rhône');
    expect(eventTitleMatches(title, i.number, i.technicians)).toBe(true);
  });
  it('"Progress bar widths: 110 25 percent, 120 50, 130 75, 140 100"', () => {
    expect(['100', '110', '120', '130', '140'].map(statusProgress)).toEqual([0, 25, 50, 75, 100]);
  });
  it('"The 120 status is hidden from the legend when use_{product}_tablette is 0"', () => {
    expect(legendStatuses(true).map((l) => l.status)).toEqual(['100', '110', '120', '130', '140']);
    expect(legendStatuses(false).map((l) => l.status)).toEqual(['100', '110', '130', '140']);
    expect(legendStatuses(true)[1]).toEqual({ status: '110', label: 'Planifié' });
  });
  it('"Saved colours override the defaults"', () => {
    expect(interventionColor('110')).toBe('#FFA726');
    expect(interventionColor('140', JSON.stringify({ '140': '#000000' }))).toBe('#000000');
    expect(interventionColor('42')).toBe('#607D8B');
  });
  it('statutToShow filters the statuses; the 120-only toggle shows 120 alone', () => {
    expect(statusShown('110', [], false)).toBe(true);
    expect(statusShown('110', ['120', '130'], false)).toBe(false);
    expect(statusShown('110', [], true)).toBe(false);
    expect(statusShown('120', [], true)).toBe(true);
  });
  it('Recherche... matches number, company, city, technicians, without accents or case', () => {
    expect(matchesSearch(i, 'rap2026-00012')).toBe(true);
    expect(matchesSearch(i, 'rhone')).toBe(true);
    expect(matchesSearch(i, 'petit')).toBe(true);
    expect(matchesSearch(i, 'Marseille')).toBe(false);
    expect(matchesSearch(i, '  ')).toBe(true);
  });
  it('"Technician list filter: substring match on the name"', () => {
    expect(filterTechnicianNames(['Paul MARTIN', 'Luc PETIT'], 'tin')).toEqual(['Paul MARTIN']);
    expect(filterTechnicianNames(['Paul MARTIN', 'Luc PETIT'], '')).toHaveLength(2);
  });
  it('"The technicians visible are the user\'s own list", all when it names none', () => {
    const all = ['A', 'B', 'C'];
    expect(techniciansToShow(all, 'C, A')).toEqual(['A', 'C']);
    expect(techniciansToShow(all, '')).toEqual(all);
    expect(techniciansToShow(all, 'Z')).toEqual(all);
  });
  it('past interventions are those ended before now', () => {
    expect(isPastIntervention(i, T0 + 8_000_000)).toBe(true);
    expect(isPastIntervention(i, T0)).toBe(false);
  });
});

describe('actions and confirmations (spec 2 §4.1, §8)', () => {
  const at = (Statut: string, dated = true) =>
    readPlanningIntervention({
      ...record,
      Statut,
      ...(dated ? {} : { Debut_TIMESTAMP: '', Fin_TIMESTAMP: '' }),
    });
  it('"Send to tablet … only for status up to 110"; "Cancel planning … 130 or lower"; remove a 100 card', () => {
    expect(interventionActions(at('110'))).toEqual({ send: true, cancel: true, remove: false });
    expect(interventionActions(at('120'))).toEqual({ send: false, cancel: true, remove: false });
    expect(interventionActions(at('130'))).toEqual({ send: false, cancel: true, remove: false });
    expect(interventionActions(at('140'))).toEqual({ send: false, cancel: false, remove: false });
    expect(interventionActions(at('100', false))).toEqual({
      send: true,
      cancel: false,
      remove: true,
    });
  });
  it('"Moving or resizing an event in status 120 or 130 first shows a confirmation"', () => {
    expect(['100', '110', '120', '130', '140'].map(alreadySent)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });
  it('« INDISPONIBILITÉ : {technician} » followed by the long-form dates', () => {
    expect(unavailabilityNotice('Paul MARTIN', T0, T0 + 10 * 3_600_000)).toBe(
      'INDISPONIBILITÉ : Paul MARTIN du lundi 23 novembre 2026 à 08:00 au lundi 23 novembre 2026 à 18:00',
    );
  });
});
