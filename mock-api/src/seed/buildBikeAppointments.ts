import {
  OPEN_CONTRACT_STATES,
  formatFrenchDateTime,
  recurrenceId,
  startOfDayUtc,
} from '@locasuite/core';
import type { SeedClient } from './buildClients';
import { COMPANY_DOMAIN } from './buildOrganisation';
import { slugify } from './contactHelpers';
import type { Random } from './createRandom';
import { DAY, HOUR, utcWeekday } from './seedDates';
import type { AgencyRow, ContractRow } from './seedTypes';

/** spec 2 §3.2 Appointment type (KEY, LABEL_TECH), seeded in the `types_rdv` setting. */
export const BIKE_APPOINTMENT_TYPES = [
  { KEY: 'TYPE_ID1', LABEL_TECH: 'Retrait location' },
  { KEY: 'TYPE_ID2', LABEL_TECH: 'Retour location' },
  { KEY: 'TYPE_ID3', LABEL_TECH: 'Entretien / réparation' },
  { KEY: 'TYPE_ID4', LABEL_TECH: 'Essai vélo' },
] as const;

/** An agency of the bike appointment calendar (`bike_agencies`, migration 202611230237). */
export interface BikeAgencyRow {
  id: number;
  name: string;
  city: string;
  web_label: string;
  color: string;
  address: string;
  latitude: number;
  longitude: number;
  indications: string;
  data: { PR_NOM_AG: string; PR_VILLE_AG: string; TELEPHONE: string; MAIL: string };
}

/** A slot (`bike_slots` without its serial key; migration 202611230237). */
export interface BikeSlotRow {
  agency_id: number;
  city: string;
  day_ts: number;
  start_time: string;
  end_time: string;
  types: string[];
  booked: number;
  rdv_valide: number;
  last_name: string;
  first_name: string;
  client_code: string;
  mail: string;
  phone: string;
  bike_type: string;
  reservation_num: string;
  contract: string;
  matricule: string;
  weekly: number;
  series_id: string;
  comments: { date: string; user: string; msg: string }[];
}

export interface BikeAppointmentsSeed {
  bikeAgencies: BikeAgencyRow[];
  bikeSlots: BikeSlotRow[];
}

export interface BikeAppointmentsInput {
  readonly random: Random;
  /** Noon of the seed's day. */
  readonly reference: number;
  readonly agencies: readonly AgencyRow[];
  readonly clients: readonly SeedClient[];
  readonly contracts: readonly ContractRow[];
}

/** Bike-only counters beside the company's agencies (real addresses and postcodes). */
const EXTRA_AGENCIES = [
  {
    name: 'Lyon Part-Dieu',
    city: 'Lyon',
    address: '17 boulevard Vivier Merle, 69003 Lyon',
    lat: 45.7606,
    lng: 4.8593,
    color: '#00897B',
    phone: '04 78 62 10 33',
    indications: 'Sortie Villette de la gare, parking vélos sécurisé au niveau -1.',
  },
  {
    name: 'Annecy',
    city: 'Annecy',
    address: '12 avenue de Chevênes, 74000 Annecy',
    lat: 45.9017,
    lng: 6.1214,
    color: '#E53935',
    phone: '04 50 45 72 18',
    indications: 'À 5 minutes de la gare, entrée par la rue piétonne. Vélos prêts à l’accueil.',
  },
] as const;

const BIKE_TYPES = [
  'Vélo de ville',
  'Vélo à assistance électrique',
  'VTT électrique',
  'Vélo cargo',
];
const STAFF_NAMES = ['Administrateur LocaSuite', 'Planification'];
const COMMENTS = [
  'Client prévenu par téléphone.',
  'Prévoir un antivol et deux casques.',
  'Batterie à charger avant le retrait.',
  'Le client arrivera avec 15 minutes de retard.',
  'Siège enfant demandé.',
  'Réglage des freins à vérifier au retour.',
  'Caution déjà versée en ligne.',
];
/** Opening hours of the counters (spec 2 §9: the calendar shows 08:00 to 19:00). */
const FIRST_HOUR = 9;
const LAST_START_HOUR = 17;

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function agenciesOf(agencies: readonly AgencyRow[]): BikeAgencyRow[] {
  const own = agencies.map((a) => ({
    id: a.id,
    name: String(a.data.PR_NOM_AG ?? a.name),
    city: String(a.data.PR_VILLE_AG ?? a.data.ag_ville ?? ''),
    web_label: String(a.data.WEB_LABEL ?? a.name),
    color: String(a.data.PR_COLOR ?? '#1E88E5'),
    address: String(a.data.ADRESSE ?? ''),
    latitude: a.latitude,
    longitude: a.longitude,
    indications: String(a.data.INDICATIONS ?? ''),
    data: {
      PR_NOM_AG: String(a.data.PR_NOM_AG ?? a.name),
      PR_VILLE_AG: String(a.data.PR_VILLE_AG ?? ''),
      TELEPHONE: String(a.data.ag_telephone ?? ''),
      MAIL: String(a.data.ag_courriel ?? ''),
    },
  }));
  const next = Math.max(0, ...own.map((a) => a.id)) + 1;
  return [
    ...own,
    ...EXTRA_AGENCIES.map((a, i) => ({
      id: next + i,
      name: a.name,
      city: a.city,
      web_label: `Point vélo ${a.name}`,
      color: a.color,
      address: a.address,
      latitude: a.lat,
      longitude: a.lng,
      indications: a.indications,
      data: {
        PR_NOM_AG: a.name,
        PR_VILLE_AG: a.city,
        TELEPHONE: a.phone,
        MAIL: `velo-${slugify(a.name)}@${COMPANY_DOMAIN}`,
      },
    })),
  ];
}

/**
 * spec 2 §3.2 bike appointments (issue 13): the calendar's agencies (the four agencies' bike
 * counters and two bike-only ones, PR_* fields, GPS, indications) and their slots over the 30 days
 * before and after the seed's day, Monday to Saturday: one-hour slots between 09:00 and 18:00, free
 * and booked (by private customers mostly, a third against an open rental contract), with
 * RDV_VALIDE, comment histories, and weekly series (HEBDOMADAIRE, ID_HEBDOMADAIRE): every week on
 * Saturday morning and every two weeks on Wednesday evening in each agency. Today has free and
 * booked slots in every agency. Deterministic (own random stream), fixed size whatever the scale.
 */
export function buildBikeAppointments(input: BikeAppointmentsInput): BikeAppointmentsSeed {
  const { random, reference } = input;
  const today = startOfDayUtc(reference);
  const bikeAgencies = agenciesOf(input.agencies);
  const individuals = input.clients.filter((c) => c.individual);
  const people = individuals.length > 0 ? individuals : input.clients;
  const openContracts = new Map<number, ContractRow>();
  for (const c of input.contracts) {
    if (OPEN_CONTRACT_STATES.includes(c.state) && !openContracts.has(c.client_id)) {
      openContracts.set(c.client_id, c);
    }
  }
  const withContract = people.filter((c) => openContracts.has(c.row.id));
  const created = today - 45 * DAY + 10 * HOUR;
  const slots: BikeSlotRow[] = [];

  const slot = (
    agency: BikeAgencyRow,
    day: number,
    start: number,
    types: string[],
    series: { weekly: number; id: string },
    bookedChance: number,
  ): BikeSlotRow => {
    const row: BikeSlotRow = {
      agency_id: agency.id,
      city: agency.city,
      day_ts: day + 12 * HOUR,
      start_time: time(start),
      end_time: time(start + 60),
      types,
      booked: 0,
      rdv_valide: 0,
      last_name: '',
      first_name: '',
      client_code: '',
      mail: '',
      phone: '',
      bike_type: '',
      reservation_num: '',
      contract: '',
      matricule: '',
      weekly: series.weekly,
      series_id: series.id,
      comments: [],
    };
    if (!random.chance(bookedChance)) return row;
    const client =
      withContract.length > 0 && random.chance(0.35)
        ? random.pick(withContract)
        : random.pick(people);
    const contract = openContracts.get(client.row.id);
    const past = day < today;
    row.booked = 1;
    row.last_name = String(client.row.data.NOM ?? '');
    row.first_name = String(client.row.data.PRENOM ?? client.row.company_name);
    row.client_code = client.row.code_client;
    row.mail = String(client.row.data['CONTACT_MAIL(1)'] ?? '');
    row.phone = String(client.row.data.TELEPHONE ?? '');
    row.bike_type = random.pick(BIKE_TYPES);
    row.rdv_valide = past ? random.pick([1, 1, 1, 2, 3]) : random.pick([0, 0, 1, 2]);
    if (contract) {
      row.reservation_num = String(contract.data.numero_reservation ?? '');
      row.contract = contract.num_contrat;
      row.matricule = String(contract.data['LocdataS_::N° Mat interne'] ?? '');
    }
    const count = random.chance(0.4) ? random.int(1, 3) : 0;
    for (let i = 0; i < count; i++) {
      const at = Math.min(day + (start - 60 * (i + 1)) * 60_000 - (count - i) * DAY, reference);
      row.comments.push({
        date: formatFrenchDateTime(at),
        user: random.pick(STAFF_NAMES),
        msg: random.pick(COMMENTS),
      });
    }
    return row;
  };

  const single = { weekly: 0, id: '' };
  for (const agency of bikeAgencies) {
    const saturday = seriesDays(today, 6, 1);
    const wednesday = seriesDays(today, 3, 2);
    const saturdaySeries = {
      weekly: 1,
      id: recurrenceId(created + agency.id, saturday[0]!, saturday[saturday.length - 1]!),
    };
    const wednesdaySeries = {
      weekly: 1,
      id: recurrenceId(created + 100 + agency.id, wednesday[0]!, wednesday[wednesday.length - 1]!),
    };
    for (let offset = -30; offset <= 30; offset++) {
      const day = today + offset * DAY;
      const weekday = utcWeekday(day);
      if (weekday === 0) continue;
      const bookedChance =
        offset < 0 ? 0.6 : offset === 0 ? 0.5 : Math.max(0.1, 0.45 - offset / 80);
      const used = new Set<number>();
      if (saturday.includes(day)) {
        slots.push(slot(agency, day, 10 * 60, ['TYPE_ID4'], saturdaySeries, bookedChance));
        used.add(10 * 60);
      }
      if (wednesday.includes(day)) {
        slots.push(
          slot(agency, day, 17 * 60, ['TYPE_ID1', 'TYPE_ID2'], wednesdaySeries, bookedChance),
        );
        used.add(17 * 60);
      }
      const count = offset === 0 ? 4 : random.int(1, 3);
      for (let i = 0; i < count; i++) {
        let start = 0;
        do {
          start = random.int(FIRST_HOUR, LAST_START_HOUR) * 60 + random.pick([0, 0, 30]);
        } while ([...used].some((u) => Math.abs(u - start) < 60));
        used.add(start);
        const types = random.chance(0.3)
          ? ['TYPE_ID1', 'TYPE_ID2']
          : [random.pick(BIKE_APPOINTMENT_TYPES.slice(0, 3)).KEY];
        // Today: the first two free, the next two booked, in every agency.
        const chance = offset === 0 ? (i < 2 ? 0 : 1) : bookedChance;
        slots.push(slot(agency, day, start, types, single, chance));
      }
    }
  }
  slots.sort(
    (a, b) =>
      a.day_ts - b.day_ts || a.agency_id - b.agency_id || a.start_time.localeCompare(b.start_time),
  );
  return { bikeAgencies, bikeSlots: slots };
}

/** The days of a series on `weekday` every `interval` weeks, from 4 weeks ago to 4 weeks ahead. */
function seriesDays(today: number, weekday: number, interval: number): number[] {
  let first = today - 28 * DAY;
  while (utcWeekday(first) !== weekday) first += DAY;
  const days: number[] = [];
  for (let day = first; day <= today + 28 * DAY; day += interval * 7 * DAY) days.push(day);
  return days;
}
