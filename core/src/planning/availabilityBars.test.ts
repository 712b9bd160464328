import { describe, expect, it } from 'vitest';
import { buildAvailabilityBars } from './availabilityBars';
import type { AvailabilityBarInput } from './availabilityBars';
import { availabilityEventDetail } from './availabilityEventDetail';
import { DEFAULT_CALENDAR_COLORS } from './eventColors';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 23, 8);
const rental = {
  CLD_ID_CONTRAT_LOC_DATA: 7,
  CLD_NUM_CONTRAT: 'C2600007',
  CLD_NOM_CLIENT: 'BTP Rhône',
  CLD_MATRICULE: 'MP-3',
  CLD_CONTRAT_STATE: 'En cours',
  CLD_STATE: '',
  CLD_DATE_DEPART_TIMESTAMP: T0,
  CLD_DATE_RETOUR_TIMESTAMP: T0 + 48 * H,
  CLD_DATE_LIVRAISON_DEPART: T0 - 2 * H,
  CLD_DATE_LIVRAISON_RETOUR: String(T0 + 50 * H),
};
const base: AvailabilityBarInput = {
  rentals: [rental],
  reservations: [
    {
      R_LIEN: 3,
      R_NUM_RESERVATION: 'R000003',
      R_MATRICULE: 'NA-1',
      CLD_STATE: 'Confirmée',
      R_DATE_DEPART_TIMESTAMP: T0,
      R_DATE_RETOUR_TIMESTAMP: T0 + H,
    },
  ],
  sav: [
    {
      id: 9,
      'N° MATR INT': 'NA-2',
      Debut_TIMESTAMP: T0,
      Fin_TIMESTAMP: T0 + 3 * H,
      Titre: 'Nacelle NA-2',
    },
  ],
  colors: DEFAULT_CALENDAR_COLORS,
  contractStateColors: new Map([['En cours', '#FFB74D']]),
  eventStateColors: new Map([['En retard', '#E53935']]),
  show: { showLivraison: true, showLocation: true, showReservation: true },
  showAllContracts: true,
};

describe('buildAvailabilityBars', () => {
  it('spec 1 §4: delivery bars from the delivery departure to the rental start and from the rental end to the return delivery', () => {
    const bars = buildAvailabilityBars(base);
    const depart = bars.find((b) => b.source === 'livraisonDepart');
    const retour = bars.find((b) => b.source === 'livraisonRetour');
    expect(depart).toMatchObject({
      start: T0 - 2 * H,
      end: T0,
      color: '#FF0000',
      type: 'LIVRAISON',
    });
    expect(retour).toMatchObject({ start: T0 + 48 * H, end: T0 + 50 * H, color: '#FF0000' });
  });
  it('colours a rental by its contract state, then by its event state', () => {
    expect(buildAvailabilityBars(base).find((b) => b.source === 'location')?.color).toBe('#FFB74D');
    const late = buildAvailabilityBars({
      ...base,
      rentals: [{ ...rental, CLD_STATE: 'En retard' }],
    });
    expect(late.find((b) => b.source === 'location')?.color).toBe('#E53935');
  });
  it('colours reservations RESERVATION #81C784 and after-sales SAV #A1887F by default', () => {
    const bars = buildAvailabilityBars(base);
    expect(bars.find((b) => b.type === 'RESERVATION')).toMatchObject({
      color: '#81C784',
      resourceId: 'NA-1',
    });
    expect(bars.find((b) => b.type === 'SAV')).toMatchObject({
      color: '#A1887F',
      resourceId: 'NA-2',
    });
  });
  it('hides each type whose setting is not 0 (showLocation, showReservation, showLivraison)', () => {
    const bars = buildAvailabilityBars({
      ...base,
      show: { showLivraison: false, showLocation: false, showReservation: false },
    });
    expect(bars.map((b) => b.type)).toEqual(['SAV']);
  });
  it('« Afficher les contrat Actif » keeps only the rentals of contracts under way (En cours)', () => {
    const done = { ...rental, CLD_CONTRAT_STATE: 'Facturé' };
    expect(
      buildAvailabilityBars({ ...base, rentals: [done], showAllContracts: false }).filter(
        (b) => b.source !== 'sav' && b.source !== 'reservation',
      ),
    ).toEqual([]);
    expect(buildAvailabilityBars({ ...base, rentals: [done], showAllContracts: true }).length).toBe(
      5,
    );
    const booked = { ...rental, CLD_CONTRAT_STATE: 'Réservé' };
    expect(
      buildAvailabilityBars({ ...base, rentals: [booked], showAllContracts: false }).map(
        (b) => b.type,
      ),
    ).toEqual(['RESERVATION', 'SAV']);
    const running = buildAvailabilityBars({ ...base, showAllContracts: false });
    expect(running.filter((b) => b.type === 'LOCATION')).toHaveLength(1);
  });
  it('draws nothing for a record without a registration or with a reversed or empty period', () => {
    const bars = buildAvailabilityBars({
      ...base,
      rentals: [
        { ...rental, CLD_MATRICULE: '' },
        {
          ...rental,
          CLD_DATE_RETOUR_TIMESTAMP: T0 - H,
          CLD_DATE_LIVRAISON_DEPART: '',
          CLD_DATE_LIVRAISON_RETOUR: '',
        },
      ],
      reservations: [],
      sav: [{ 'N° MATR INT': 'X', Debut_TIMESTAMP: '', Fin_TIMESTAMP: T0 }],
    });
    expect(bars).toEqual([]);
  });
});

describe('availabilityEventDetail', () => {
  it('lists the entity’s filled fields with French labels and UTC dates', () => {
    const [bar] = buildAvailabilityBars({ ...base, reservations: [], sav: [] });
    const fields = availabilityEventDetail(bar!);
    expect(fields).toContainEqual({ label: 'N° contrat', value: 'C2600007' });
    expect(fields).toContainEqual({ label: 'Départ', value: '23/11/2026 08:00' });
    expect(fields.find((f) => f.label === 'État')).toBeUndefined();
  });
  it('uses the after-sales labels for SAV bars', () => {
    const bar = buildAvailabilityBars(base).find((b) => b.type === 'SAV')!;
    expect(availabilityEventDetail(bar)).toContainEqual({ label: 'Titre', value: 'Nacelle NA-2' });
    expect(availabilityEventDetail(bar)).toContainEqual({ label: 'Matricule', value: 'NA-2' });
  });
});
