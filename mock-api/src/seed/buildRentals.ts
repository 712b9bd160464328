import { formatTime, toWireDateTime, toWireDay } from '@locasuite/core';
import type { SeedClient } from './buildClients';
import type { Random } from './createRandom';
import { DAY, HOUR, utcWeekday } from './seedDates';
import type {
  AgencyRow,
  ContractLineRow,
  ContractRow,
  ContractStateRow,
  FieldData,
  FleetRow,
  ReservationRow,
  TariffGridRow,
} from './seedTypes';

/** Rental lines at scale 1 (≈ 700 contracts of 1 to 4 lines). */
export const LINES_PER_SCALE = 1200;
/** Reservations at scale 1. */
export const RESERVATIONS_PER_SCALE = 300;

/** Contract states and their planning colours (get_contrat_state, spec 1 §4). */
export const CONTRACT_STATES: readonly ContractStateRow[] = [
  { state: 'Devis', color: '#90A4AE' },
  { state: 'Réservé', color: '#81C784' },
  { state: 'En cours', color: '#FFB74D' },
  { state: 'Terminé', color: '#A1887F' },
  { state: 'Facturé', color: '#9575CD' },
  { state: 'Annulé', color: '#E57373' },
];

/** Event (line) states and their colours: they override the contract-state colour (spec 1 §4). */
export const LINE_STATE_COLORS: Readonly<Record<string, string>> = {
  'A préparer': '#FFF176',
  Prêt: '#4DD0E1',
  Prolongé: '#BA68C8',
  'En retard': '#E53935',
  Option: '#C5E1A5',
  Confirmée: '#66BB6A',
};

/** The office staff who follow contracts (CL_SUIVI_PAR, SAV option suivi_par). */
export const FOLLOWERS = ['Claire PERRIN', 'Mathieu REY', 'Sandrine VIAL', 'Olivier CHABERT'];
const PAYMENT_MODES = ['Virement', 'Chèque', 'Carte bancaire', 'Prélèvement', 'Espèces'];
const DEPOSIT_TYPES = ['Empreinte CB', 'Chèque de caution', 'Virement'];
const DEPARTURE_COMMENTS = [
  '',
  '',
  'Plein fait.',
  'Godet de 400 mm fourni.',
  'Batterie chargée à 100 %.',
  'Client formé à l\u2019utilisation.',
  'Antivol et casque fournis.',
  'Rayure existante sur le capot arrière.',
];
const RETURN_COMMENTS = [
  '',
  '',
  'Rendu propre.',
  'Plein à refaire : facturer le carburant.',
  'Nettoyage nécessaire.',
  'Pneu arrière usé, à contrôler.',
  'Retour sans remarque.',
];

export interface RentalContext {
  random: Random;
  scale: number;
  /** The reference instant (noon of the seed day): past, current and future are relative to it. */
  reference: number;
  windowStart: number;
  windowEnd: number;
  companyId: number;
  agencies: readonly AgencyRow[];
  fleet: readonly FleetRow[];
  clients: readonly SeedClient[];
  tariffGrids: readonly TariffGridRow[];
  drivers: readonly string[];
  technicians: readonly string[];
}

export interface Rentals {
  contracts: ContractRow[];
  contractLines: ContractLineRow[];
  reservations: ReservationRow[];
}

interface Booking {
  fleet: FleetRow;
  start: number;
  end: number;
  deliveryStart: number | null;
  deliveryEnd: number | null;
}

interface DraftContract {
  client: SeedClient;
  agency: AgencyRow;
  start: number;
  end: number;
  bookings: Booking[];
}

/**
 * Contracts with their rental lines, and reservations, spread over the window without ever
 * booking one fleet item twice at the same time.
 */
export function buildRentals(ctx: RentalContext): Rentals {
  const { random } = ctx;
  const busy = new Map<number, [number, number][]>();
  const isFree = (fleetId: number, from: number, to: number): boolean =>
    (busy.get(fleetId) ?? []).every(([s, e]) => to + 2 * HOUR <= s || from >= e + 2 * HOUR);
  const book = (fleetId: number, from: number, to: number): void => {
    const list = busy.get(fleetId) ?? [];
    list.push([from, to]);
    busy.set(fleetId, list);
  };

  const pools = poolsByKind(ctx.fleet);
  const individuals = ctx.clients.filter((c) => c.individual);
  const businesses = ctx.clients.filter((c) => !c.individual);
  const gridsBySubFamily = new Map<number, TariffGridRow[]>();
  for (const grid of ctx.tariffGrids) {
    const list = gridsBySubFamily.get(grid.sub_family_id) ?? [];
    list.push(grid);
    gridsBySubFamily.set(grid.sub_family_id, list);
  }

  const pickDates = (bike: boolean, future: boolean): { start: number; end: number } | null => {
    const days = bike
      ? random.weighted([0, 1, 2, 3, 5, 7], (d) => (d <= 2 ? 4 : d <= 3 ? 2 : 1))
      : random.weighted([0, 1, 2, 4, 6, 13, 20, 29], (d) => (d <= 2 ? 4 : d <= 6 ? 3 : 1));
    const firstDay = future ? Math.max(ctx.windowStart, ctx.reference + DAY) : ctx.windowStart;
    const lastDay = ctx.windowEnd - (days + 1) * DAY;
    if (lastDay <= firstDay) return null;
    let day = firstDay + random.int(0, Math.floor((lastDay - firstDay) / DAY)) * DAY;
    day -= day % DAY;
    if (!bike) {
      const weekday = utcWeekday(day);
      if (weekday === 6) day += 2 * DAY;
      if (weekday === 0) day += DAY;
    }
    const start = day + (bike ? random.int(18, 22) : random.int(14, 20)) * 30 * 60_000;
    const end = day + days * DAY + random.int(32, 37) * 30 * 60_000;
    if (start < ctx.windowStart + 8 * HOUR || end > ctx.windowEnd - 8 * HOUR) return null;
    return { start, end };
  };

  const pickBookings = (
    bike: boolean,
    agency: AgencyRow,
    start: number,
    end: number,
    count: number,
  ): Booking[] => {
    const pool = (bike ? pools.velo : pools.materiel).get(agency.id) ?? [];
    const bookings: Booking[] = [];
    if (pool.length === 0) return bookings;
    const delivered = !bike && random.chance(0.4);
    const deliveryStart = delivered ? start - random.int(2, 6) * 30 * 60_000 : null;
    const deliveryEnd = delivered ? end + random.int(2, 36) * 30 * 60_000 : null;
    if (deliveryEnd !== null && deliveryEnd > ctx.windowEnd - HOUR) return bookings;
    for (let n = 0; n < count; n++) {
      for (let attempt = 0; attempt < 12; attempt++) {
        const item = random.pick(pool);
        const from = deliveryStart ?? start;
        const to = deliveryEnd ?? end;
        if (bookings.some((b) => b.fleet.id === item.id) || !isFree(item.id, from, to)) continue;
        book(item.id, from, to);
        bookings.push({ fleet: item, start, end, deliveryStart, deliveryEnd });
        break;
      }
    }
    return bookings;
  };

  const pickAgency = (bike: boolean): AgencyRow => {
    const map = bike ? pools.velo : pools.materiel;
    return random.weighted(ctx.agencies, (a) => map.get(a.id)?.length ?? 0);
  };

  // Contracts, until the line target is reached.
  const lineTarget = Math.max(1, Math.round(LINES_PER_SCALE * ctx.scale));
  const drafts: DraftContract[] = [];
  let lineCount = 0;
  for (let guard = 0; lineCount < lineTarget && guard < lineTarget * 20; guard++) {
    const bike = random.chance(0.3);
    const dates = pickDates(bike, false);
    if (!dates) continue;
    const agency = pickAgency(bike);
    const client =
      bike && individuals.length > 0 && random.chance(0.8)
        ? random.pick(individuals)
        : random.pick(businesses.length > 0 ? businesses : ctx.clients);
    const count = Math.min(
      lineTarget - lineCount,
      bike
        ? random.weighted([1, 2, 3, 4], (n) => 5 - n)
        : random.weighted([1, 2, 3], (n) => 7 - 2 * n),
    );
    const bookings = pickBookings(bike, agency, dates.start, dates.end, count);
    if (bookings.length === 0) continue;
    drafts.push({ client, agency, start: dates.start, end: dates.end, bookings });
    lineCount += bookings.length;
  }
  drafts.sort((a, b) => a.start - b.start || a.client.row.id - b.client.row.id);

  const contracts: ContractRow[] = [];
  const contractLines: ContractLineRow[] = [];
  for (const draft of drafts) {
    const id = contracts.length + 1;
    const created = Math.max(
      ctx.windowStart + 8 * HOUR,
      draft.start - random.int(1, 20) * DAY - random.int(0, 6) * HOUR,
    );
    const numContrat = `C${new Date(draft.start).getUTCFullYear() % 100}${String(id).padStart(5, '0')}`;
    const state = contractState(random, draft, ctx.reference);
    const reducedRate = !draft.client.individual && random.chance(0.4);
    const lines = draft.bookings.map((booking) =>
      lineRow(ctx, {
        id: contractLines.length + 1 + draft.bookings.indexOf(booking),
        contractId: id,
        numContrat,
        contractState: state,
        booking,
        client: draft.client,
        agency: draft.agency,
        grid: gridFor(gridsBySubFamily.get(booking.fleet.sub_family_id) ?? [], booking),
        reducedRate,
      }),
    );
    contractLines.push(...lines);
    const totalHt = lines.reduce((sum, l) => sum + Number(l.data.CLD_PRIX_HT ?? 0), 0);
    const c = draft.client.row.data;
    const invoiced = state === 'Facturé';
    // Ended contracts not invoiced: every other one closed, the others returned and still open
    // (spec 4 §4.3: the contracts tool closes or invoices them).
    const closed = state === 'Terminé' && id % 2 === 0;
    contracts.push({
      id,
      num_contrat: numContrat,
      client_id: draft.client.row.id,
      agency_id: draft.agency.id,
      state,
      created_ts: created,
      invoice_number: invoiced ? `F${numContrat.slice(1)}` : null,
      closed_at: closed ? new Date(draft.end + DAY).toISOString() : null,
      data: {
        ID: id,
        CL_NUM_CONTRAT: numContrat,
        'N° Contrat Comp': numContrat,
        numero_reservation: `R${numContrat.slice(1)}`,
        CL_SUIVI_PAR: random.pick(FOLLOWERS),
        suivi_par: random.pick(FOLLOWERS),
        CL_CLIENT_COMPTE: draft.client.row.code_client,
        'Code client': draft.client.row.code_client,
        ID_client: draft.client.row.id,
        CL_REF_COMMANDE: draft.client.individual ? '' : `BC-${random.int(10000, 99999)}`,
        CL_REF_CHANTIER: draft.client.individual
          ? ''
          : `Chantier ${c.ADRESSE_LIV}, ${draft.client.deliveryPlace.city}`,
        CL_CLIENT_RAISON_SOCIALE: draft.client.row.company_name,
        Societe: draft.client.row.company_name,
        CL_CLIENT_ADRESSE: c.ADRESSE ?? '',
        CL_CLIENT_COMP_ADRESSE: c.COMP_ADRESSE ?? '',
        CL_CLIENT_VILLE: draft.client.place.city,
        CL_CLIENT_CODEPOSTAL: draft.client.place.postcode,
        CL_ID_SOCIETE: ctx.companyId,
        CL_LIEN: id,
        ID_Agence: draft.agency.id,
        ID_Societe: ctx.companyId,
        CONTRAT_STATE: state,
        'LocdataS_::Date Debut Loc': toWireDay(draft.start),
        'LocdataS_::Date retour': toWireDay(draft.end),
        'LocdataS_::Date contrat': toWireDay(created),
        'LocdataS_::N° Mat interne': draft.bookings[0]?.fleet.matricule ?? '',
        'LocdataS_::ID_GenreMachne': draft.bookings[0]?.fleet.sub_family_id ?? '',
        'LocdataS_::ID_Grille_nom': String(lines[0]?.data.CLD_GRILLE_NOM ?? ''),
        Lieu_retrait_nom: draft.agency.name,
        ID_LIEU_RETRAIT: draft.agency.id,
        'Prix Location Total_HT': totalHt,
        'Prix Location Total_TTC': Math.round(totalHt * 120) / 100,
        Acompte_final: draft.client.individual ? Math.round(totalHt * 0.3) : 0,
        Caution_montant_saisie: draft.bookings.length * (draft.client.individual ? 300 : 1000),
        caution_multiple: [
          {
            caution_texte: `Caution ${draft.bookings.length} matériel(s)`,
            etat_caution: state === 'Facturé' || state === 'Terminé' ? 'Restituée' : 'Encaissée',
            type_caution: random.pick(DEPOSIT_TYPES),
          },
        ],
        reglement_mode_prevu: random.pick(PAYMENT_MODES),
        'N° FACT Comp': invoiced ? `F${numContrat.slice(1)}` : '',
        'Date facturation': invoiced ? toWireDay(draft.end + random.int(1, 10) * DAY) : '',
        signature_envoyee: state === 'Devis' ? '0' : '1',
      },
    });
  }

  // Reservations: mostly future bookings that have no contract yet.
  const reservationTarget = Math.max(1, Math.round(RESERVATIONS_PER_SCALE * ctx.scale));
  const reservations: ReservationRow[] = [];
  for (
    let guard = 0;
    reservations.length < reservationTarget && guard < reservationTarget * 20;
    guard++
  ) {
    const bike = random.chance(0.4);
    const dates = pickDates(bike, random.chance(0.75));
    if (!dates) continue;
    const agency = pickAgency(bike);
    const client =
      bike && individuals.length > 0 ? random.pick(individuals) : random.pick(ctx.clients);
    const [booking] = pickBookings(bike, agency, dates.start, dates.end, 1);
    if (!booking) continue;
    const id = reservations.length + 1;
    const state = random.chance(0.6) ? 'Confirmée' : 'Option';
    const f = booking.fleet.data;
    reservations.push({
      id,
      contract_id: null,
      fleet_id: booking.fleet.id,
      agency_id: agency.id,
      start_ts: booking.start,
      end_ts: booking.end,
      state,
      data: {
        id,
        R_NUM_RESERVATION: `R${String(id).padStart(6, '0')}`,
        R_NUM_CONTRAT: '',
        R_LIEN: id,
        R_ID_AGENCE: agency.id,
        R_ID_CLIENT: client.row.id,
        CLD_FAMILLE: f.FAMILLE ?? '',
        R_FAMILLE: f.FAMILLE ?? '',
        R_SOUS_FAMILLE: f.SOUS_FAMILLE ?? '',
        R_MATRICULE: booking.fleet.matricule,
        R_DESCRIPTION: `${f.SOUS_FAMILLE} ${f.MARQUE} ${f.TYPE}`,
        R_MARQUE: f.MARQUE ?? '',
        R_NUMERO_SERIE: f.NUMERO_SERIE ?? '',
        R_NOM_CLIENT: client.row.company_name,
        R_CLIENT_ADRESSE: client.row.data.ADRESSE ?? '',
        R_CLIENT_VILLE: client.place.city,
        R_CLIENT_CODEPOSTAL: client.place.postcode,
        R_CONTRAT_STATE: 'Réservé',
        CLD_STATE: state,
        R_DATE_DEPART: toWireDay(booking.start),
        R_HEURE_DEPART: formatTime(booking.start),
        R_DATE_RETOUR: toWireDay(booking.end),
        R_HEURE_RETOUR: formatTime(booking.end),
        R_DATE_DEPART_TIMESTAMP: booking.start,
        R_DATE_RETOUR_TIMESTAMP: booking.end,
        R_COMMENTAIRE: random.pick([
          '',
          '',
          'Réservé par téléphone.',
          'Réservation web.',
          'Rappeler la veille pour confirmer.',
        ]),
        R_CREATION: toWireDateTime(
          Math.min(booking.start, ctx.reference) - random.int(1, 30) * DAY,
        ),
      },
    });
  }
  return { contracts, contractLines, reservations };
}

function poolsByKind(fleet: readonly FleetRow[]): {
  velo: Map<number, FleetRow[]>;
  materiel: Map<number, FleetRow[]>;
} {
  const velo = new Map<number, FleetRow[]>();
  const materiel = new Map<number, FleetRow[]>();
  for (const item of fleet) {
    const map = item.data.FAMILLE === 'Vélo' ? velo : materiel;
    const list = map.get(item.agency_id) ?? [];
    list.push(item);
    map.set(item.agency_id, list);
  }
  return { velo, materiel };
}

function contractState(random: Random, draft: DraftContract, reference: number): string {
  if (draft.end < reference) return random.chance(0.7) ? 'Facturé' : 'Terminé';
  if (draft.start <= reference) return 'En cours';
  return random.chance(0.15) ? 'Devis' : 'Réservé';
}

function gridFor(grids: readonly TariffGridRow[], booking: Booking): TariffGridRow | undefined {
  const days = Math.max(1, Math.ceil((booking.end - booking.start) / DAY));
  const unit = days >= 28 ? 'mois' : days >= 5 ? 'semaine' : 'jour';
  return grids.find((g) => g.data.unite === unit) ?? grids[0];
}

interface LineInput {
  id: number;
  contractId: number;
  numContrat: string;
  contractState: string;
  booking: Booking;
  client: SeedClient;
  agency: AgencyRow;
  grid: TariffGridRow | undefined;
  reducedRate: boolean;
}

function lineRow(ctx: RentalContext, input: LineInput): ContractLineRow {
  const { random, reference } = ctx;
  const { booking, client } = input;
  const f = booking.fleet.data;
  const past = booking.end < reference;
  const current = !past && booking.start <= reference;
  const soon = !past && !current && booking.start - reference < 7 * DAY;
  const statut = past ? 'Rentré' : current ? 'Sortie' : 'En attente';
  let lineState = '';
  if (soon) lineState = random.pick(['A préparer', 'A préparer', 'Prêt', '']);
  else if (current) lineState = random.pick(['', '', '', '', '', 'Prolongé', 'En retard']);
  const controlDepart = past || current ? '1' : soon ? '0' : '';
  const controlRetour = past ? '1' : current || soon ? '0' : '';
  const days = Math.max(1, Math.ceil((booking.end - booking.start) / DAY));
  const gridPrice = Number(input.grid?.data.T1_Tarif ?? 0);
  const unit = input.grid?.data.unite;
  const unitDays =
    unit === 'mois' ? 30 : unit === 'semaine' ? 7 : Number(input.grid?.data.duree ?? 1);
  const price = Math.round((gridPrice / unitDays) * days * (input.reducedRate ? 0.85 : 1));
  const delivered = booking.deliveryStart !== null;
  const inspector = random.pick(ctx.technicians);
  const contact = String(client.row.data.CONTACT_NOM ?? '');
  const data: FieldData = {
    CLD_ID_CONTRAT_LOC_DATA: input.id,
    CLD_IDEnreg: input.id,
    CLD_ID_WEB: `WL${String(input.id).padStart(7, '0')}`,
    CLD_NUM_CONTRAT: input.numContrat,
    CLD_LIEN: input.contractId,
    CLD_ID_SOCIETE: ctx.companyId,
    CLD_ID_AGENCE: input.agency.id,
    CLD_ID_AGENCE_RETOUR: input.agency.id,
    CLD_ID_CLIENT: client.row.id,
    CLD_FAMILLE: f.FAMILLE ?? '',
    CLD_SOUS_FAMILLE: f.SOUS_FAMILLE ?? '',
    CLD_MATRICULE: booking.fleet.matricule,
    CLD_DESCRIPTION: `${f.SOUS_FAMILLE} ${f.MARQUE} ${f.TYPE}`,
    CLD_MARQUE: f.MARQUE ?? '',
    CLD_TYPE: f.TYPE ?? '',
    CLD_NUMERO_SERIE: f.NUMERO_SERIE ?? '',
    CLD_NOM_CLIENT: client.row.company_name,
    CLD_CLIENT_RAISON_SOCIALE: client.row.company_name,
    CLD_CLIENT_MAILS: client.row.data.CONTACT_MAIL_TOUS ?? '',
    CLD_CLIENT_ADRESSE: client.row.data.ADRESSE ?? '',
    CLD_CLIENT_COMP_ADRESSE: client.row.data.COMP_ADRESSE ?? '',
    CLD_CLIENT_VILLE: client.place.city,
    CLD_CLIENT_CODEPOSTAL: client.place.postcode,
    CLD_CONTRAT_STATE: input.contractState,
    CLD_STATE: lineState,
    CLD_STATUT: statut,
    CLD_TARIF: input.reducedRate ? 'T2' : 'T1',
    CLD_ID_DUREE_LOCATION: input.grid?.id ?? '',
    CLD_GRILLE_NOM: input.grid?.data.Nom_Grille ?? '',
    CLD_PRIX_HT: price,
    CLD_DATE_DEPART: toWireDay(booking.start),
    CLD_HEURE_DEPART: formatTime(booking.start),
    CLD_DATE_RETOUR: toWireDay(booking.end),
    CLD_HEURE_RETOUR: formatTime(booking.end),
    CLD_DATE_DEPART_TIMESTAMP: booking.start,
    CLD_DATE_RETOUR_TIMESTAMP: booking.end,
    CLD_DATE_LIVRAISON_DEPART: booking.deliveryStart ?? '',
    CLD_DATE_LIVRAISON_RETOUR: booking.deliveryEnd ?? '',
    CLD_CHAUFFEUR_LIVRAISON_DEPART: delivered ? random.pick(ctx.drivers) : '',
    CLD_CHAUFFEUR_LIVRAISON_RETOUR: delivered ? random.pick(ctx.drivers) : '',
    CLD_ADRESSE_LIV: delivered ? String(client.row.data.ADRESSE_LIV ?? '') : '',
    CLD_CODEPOSTAL_LIV: delivered ? client.deliveryPlace.postcode : '',
    CLD_VILLE_LIV: delivered ? client.deliveryPlace.city : '',
    CLD_POSITION_GPS_ADRES_LIV: delivered
      ? `${client.deliveryPlace.lat}|${client.deliveryPlace.lng}`
      : '',
    CLD_TEL_LIV: delivered ? String(client.row.data.TELEPHONE ?? '') : '',
    CLD_CONTACT_LIV: delivered ? contact : '',
    CLD_PRIORITE_LIVRAISON: delivered ? String(random.int(1, 3)) : '',
    CLD_POIDS: f.POIDS ?? 0,
    CLD_VISU_DEPART_RETOUR: current ? 'Sortie' : 'Stock',
    CLD_COMMENTAIRE_DEPART: past || current ? random.pick(DEPARTURE_COMMENTS) : '',
    CLD_COMMENTAIRE_RETOUR: past ? random.pick(RETURN_COMMENTS) : '',
    CLD_COMMENTAIRE_LOCATION: '',
    CLD_CONTROLE_DEPART: controlDepart,
    CLD_CONTROLE_RETOUR: controlRetour,
    CLD_WAITING: '0',
    CLD_FORMATION: client.individual ? 'non' : random.pick(['oui', 'non']),
    CLD_CONTROLEUR_DEPART: controlDepart === '1' ? inspector : '',
    CLD_CONTROLEUR_RETOUR: controlRetour === '1' ? random.pick(ctx.technicians) : '',
    CLD_SIGNATAIRE_DEPART: controlDepart === '1' ? contact : '',
    CLD_SIGNATAIRE_RETOUR: controlRetour === '1' ? contact : '',
    CLD_DATE_DEPART_VALIDATION: controlDepart === '1' ? toWireDateTime(booking.start) : '',
    CLD_DATE_RETOUR_VALIDATION: controlRetour === '1' ? toWireDateTime(booking.end) : '',
  };
  return {
    id: input.id,
    contract_id: input.contractId,
    fleet_id: booking.fleet.id,
    agency_id: input.agency.id,
    start_ts: booking.start,
    end_ts: booking.end,
    delivery_start_ts: booking.deliveryStart,
    delivery_end_ts: booking.deliveryEnd,
    state: lineState,
    data,
  };
}
