import { toWireDay } from '@locasuite/core';
import type { Random } from './createRandom';
import type { SeedClient } from './buildClients';
import { FOLLOWERS } from './buildRentals';
import { addUtcMonths, DAY, HOUR } from './seedDates';
import type { AgencyRow, FleetRow } from './seedTypes';
import { buildStatisticDefinitions } from './statisticsDefinitions';
import type {
  ContractLineArchiveRow,
  EngineReportRow,
  PaymentRow,
  StatisticsSeed,
} from './statisticsRows';

/** Months of history behind the statistics: the 12-month button plus a margin. */
export const STATISTICS_HISTORY_MONTHS = 15;
const REPORTS_PER_MONTH = 45;
const PAYMENTS_PER_MONTH = 75;
const ARCHIVED_LINES_PER_MONTH = 110;

const FAULTS = [
  'Vidange',
  'Injection',
  'Démarreur',
  'Courroie',
  'Batterie',
  'Circuit hydraulique',
  'Refroidissement',
];
const ENGINES = ['Diesel', 'Essence', 'Électrique'];
const PAYMENT_MODES = ['Virement', 'Chèque', 'Carte bancaire', 'Prélèvement', 'Espèces'];

export interface StatisticsSeedInput {
  random: Random;
  scale: number;
  /** Today at 12:00 UTC. */
  reference: number;
  /** First day of the live rental window: archived lines end before it. */
  windowStart: number;
  agencies: readonly AgencyRow[];
  fleet: readonly FleetRow[];
  clients: readonly SeedClient[];
  technicians: readonly string[];
}

const month = (ts: number) => new Date(ts).toISOString().slice(0, 7);
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The statistics' definitions and their bases over 15 months up to today (spec 1 §3, §7):
 * engine repair reports (moteur), payments (reglement) and closed rental lines from before the
 * live window (contrat, which also reads the live lines). Volumes grow a little towards today so
 * the line charts have a shape.
 */
export function buildStatisticsData(input: StatisticsSeedInput): StatisticsSeed {
  const { random, scale, reference, windowStart, agencies, fleet, clients, technicians } = input;
  const start = addUtcMonths(reference, -STATISTICS_HISTORY_MONTHS);
  const agencyName = new Map(agencies.map((a) => [a.id, a.name]));
  const engines = fleet.filter((f) => f.data.FAMILLE !== 'Vélo');
  const spread = (perMonth: number, from: number, to: number): number[] => {
    const count = Math.round(((to - from) / (30 * DAY)) * perMonth * scale);
    return Array.from({ length: count }, () => {
      const t = from + Math.sqrt(random.next()) * (to - from);
      return Math.floor(t / HOUR) * HOUR;
    }).sort((a, b) => a - b);
  };

  const engineReports: EngineReportRow[] = spread(REPORTS_PER_MONTH, start, reference).map(
    (ts, i) => {
      const item = random.pick(engines.length > 0 ? engines : fleet);
      const hours = cents(random.int(2, 32) / 4);
      return {
        id: i + 1,
        agency_id: item.agency_id,
        report_ts: ts,
        data: {
          Mot_Id: i + 1,
          Mot_Date: toWireDay(ts),
          Mot_Mois: month(ts),
          Mot_Matricule: item.matricule,
          Mot_Famille: item.data.FAMILLE ?? '',
          Mot_Marque: item.data.MARQUE ?? '',
          Mot_Motorisation: random.weighted(ENGINES, (e) => (e === 'Diesel' ? 5 : 2)),
          Mot_Panne: random.weighted(FAULTS, (f) => FAULTS.length - FAULTS.indexOf(f)),
          Mot_Technicien: random.pick(technicians.length > 0 ? technicians : ['Atelier']),
          Mot_Heures: hours,
          Mot_Cout: cents(hours * 62 + random.int(0, 40000) / 100),
          Mot_Agence: agencyName.get(item.agency_id) ?? '',
        },
      };
    },
  );

  const payments: PaymentRow[] = spread(PAYMENTS_PER_MONTH, start, reference).map((ts, i) => {
    const client = random.pick(clients);
    const agency = random.pick(agencies);
    const mode = random.weighted(
      PAYMENT_MODES,
      (m) => PAYMENT_MODES.length - PAYMENT_MODES.indexOf(m),
    );
    const amount = cents(random.int(4000, 480000) / 100);
    return {
      id: i + 1,
      agency_id: agency.id,
      paid_ts: ts,
      amount,
      mode,
      data: {
        id_reglement: i + 1,
        date_reglement: toWireDay(ts),
        mois_reglement: month(ts),
        montant: amount,
        mode_reglement: mode,
        agence: agency.name,
        client: client.row.company_name,
        code_client: client.row.code_client,
      },
    };
  });

  const contractLineArchive: ContractLineArchiveRow[] = spread(
    ARCHIVED_LINES_PER_MONTH,
    start,
    windowStart - 30 * DAY,
  ).map((ts, i) => {
    const item = random.pick(fleet);
    const client = random.pick(clients);
    const days = random.int(1, 21);
    const end = ts + days * DAY;
    const numContrat = `AR${new Date(ts).getUTCFullYear()}-${String(i + 1).padStart(5, '0')}`;
    return {
      id: i + 1,
      num_contrat: numContrat,
      agency_id: item.agency_id,
      start_ts: ts,
      end_ts: end,
      data: {
        CLD_NUM_CONTRAT: numContrat,
        CLD_FAMILLE: item.data.FAMILLE ?? '',
        CLD_SOUS_FAMILLE: item.data.SOUS_FAMILLE ?? '',
        CLD_MATRICULE: item.matricule,
        CLD_NOM_CLIENT: client.row.company_name,
        CLD_CONTRAT_STATE: random.chance(0.85) ? 'Facturé' : 'Terminé',
        CLD_DATE_DEPART: toWireDay(ts),
        CLD_DATE_RETOUR: toWireDay(end),
        CLD_MOIS_DEPART: month(ts),
        CLD_PRIX_HT: cents((days * random.int(3500, 42000)) / 100),
        CL_SUIVI_PAR: random.pick(FOLLOWERS),
        AGENCE: agencyName.get(item.agency_id) ?? '',
      },
    };
  });

  return {
    statisticDefinitions: buildStatisticDefinitions(),
    engineReports,
    payments,
    contractLineArchive,
  };
}
