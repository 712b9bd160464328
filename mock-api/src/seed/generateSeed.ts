import { startOfDayUtc } from '@locasuite/core';
import { buildBikeAppointments } from './buildBikeAppointments';
import { buildCatalogue, buildFleet } from './buildCatalogue';
import { buildClients } from './buildClients';
import { buildConditionChecks, conditionOptionSettings } from './buildConditionChecks';
import { buildDeliveryPlanning } from './buildDeliveryPlanning';
import { buildSavReports } from './buildSavReports';
import { buildDeliveryItineraries, deliveryManagementSettings } from './buildDeliveryItineraries';
import { buildInterventions } from './buildInterventions';
import { buildMailHistory } from './buildMailHistory';
import { withMailSupplement } from './mailsSupplement';
import { buildAgencies, buildCompanies, buildStaff, COMPANY_ID } from './buildOrganisation';
import { buildRentals, CONTRACT_STATES } from './buildRentals';
import { buildSettings, SETTING_SCOPES } from './buildSettings';
import { contractOptionSettings } from './buildContractOptions';
import {
  buildTechnicianPlanning,
  withCurrentWeek,
  withSentInterventions,
} from './buildTechnicianPlanning';
import { buildStatisticsData } from './statisticsData';
import { createRandom } from './createRandom';
import { buildDemoUsers } from './demoAccounts';
import { addUtcMonths, DAY } from './seedDates';
import type { SeedData } from './seedData';
import type { GenerateSeedOptions } from './seedTypes';

export const DEFAULT_RANDOM_SEED = 20261122;

/**
 * The demo and test data of every tool, as plain rows per table, built in dependency order.
 * Pure: the same (randomSeed, scale, UTC day of `now`) always gives the same data, so the server,
 * the CLI and the stories (in the browser) share one source of fake data. Business events fall
 * between 6 months before and 3 months after `now`.
 */
export function generateSeed({
  randomSeed = DEFAULT_RANDOM_SEED,
  scale = 1,
  now,
}: GenerateSeedOptions): SeedData {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1000) {
    throw new RangeError('L\u2019échelle doit être un nombre strictement positif (1000 au plus).');
  }
  const nowTs = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(nowTs)) throw new RangeError('La date de référence est invalide.');
  const day = startOfDayUtc(nowTs);
  // The first full day after now − 6 months, and the last midnight before now + 3 months.
  const windowStart = addUtcMonths(day, -6) + DAY;
  const windowEnd = addUtcMonths(day, 3);
  const reference = day + 12 * 3_600_000;
  // One stream per builder, so fixed-size entities (staff, demo users) do not depend on the scale.
  const stream = (n: number) => createRandom((randomSeed + n * 0x9e3779b9) >>> 0);

  const companies = buildCompanies();
  const agencies = buildAgencies();
  const catalogue = buildCatalogue();
  const fleet = buildFleet(stream(1), scale, catalogue, agencies, windowStart);
  const clients = buildClients(stream(2), scale, COMPANY_ID);
  const staff = buildStaff(stream(3), agencies);
  const technicians = staff.filter((s) => s.kind === 'technicien');
  const driverRows = staff.filter((s) => s.kind === 'chauffeur');
  const drivers = driverRows.map((s) => s.name);
  const rentals = buildRentals({
    random: stream(4),
    scale,
    reference,
    windowStart,
    windowEnd,
    companyId: COMPANY_ID,
    agencies,
    fleet,
    clients,
    tariffGrids: catalogue.tariffGrids,
    drivers,
    technicians: technicians.map((t) => t.name),
  });
  const interventions = withSentInterventions(
    withCurrentWeek(
      buildInterventions({
        random: stream(5),
        scale,
        reference,
        windowStart,
        windowEnd,
        companyId: COMPANY_ID,
        agencies,
        fleet,
        clients,
        technicians,
      }),
      reference,
    ),
    reference,
  );
  const mailHistory = buildMailHistory({
    random: stream(6),
    scale,
    reference,
    windowStart,
    clients,
    contracts: rentals.contracts,
    interventions,
    reservations: rentals.reservations,
  });
  const technicianPlanning = buildTechnicianPlanning({
    random: stream(8),
    reference,
    technicians,
    interventions,
  });
  const bikeAppointments = buildBikeAppointments({
    random: stream(9),
    reference,
    agencies,
    clients,
    contracts: rentals.contracts,
  });
  const delivery = buildDeliveryPlanning({
    reference,
    drivers,
    contractLines: rentals.contractLines,
  });
  // After the delivery planning, which assigns the drivers of the same lines.
  const conditionChecks = buildConditionChecks({
    random: stream(10),
    reference,
    families: catalogue.families,
    subFamilies: catalogue.subFamilies,
    contractLines: rentals.contractLines,
    technicians: technicians.map((t) => t.name),
  });
  return {
    companies,
    agencies,
    families: catalogue.families,
    subFamilies: catalogue.subFamilies,
    tariffGrids: catalogue.tariffGrids,
    fleet,
    clients: clients.map((c) => c.row),
    contractStates: CONTRACT_STATES.map((s) => ({ ...s })),
    contracts: rentals.contracts,
    contractLines: conditionChecks.contractLines,
    reservations: rentals.reservations,
    interventions,
    staff,
    settings: [
      ...buildSettings(),
      ...contractOptionSettings(),
      ...conditionOptionSettings(),
      ...deliveryManagementSettings(SETTING_SCOPES.deliveryManagement, driverRows),
    ],
    users: buildDemoUsers(staff),
    ...withMailSupplement(mailHistory, { random: stream(406), scale, reference, clients }),
    ...buildStatisticsData({
      random: stream(7),
      scale,
      reference,
      windowStart,
      agencies,
      fleet,
      clients,
      technicians: technicians.map((t) => t.name),
    }),
    ...delivery,
    ...buildDeliveryItineraries({
      reference,
      agencies,
      drivers: driverRows,
      clients: clients.map((c) => c.row),
      contracts: rentals.contracts,
      contractLines: conditionChecks.contractLines,
    }),
    ...technicianPlanning,
    ...buildSavReports({ reference, clients: clients.map((c) => c.row), fleet, technicians }),
    ...bikeAppointments,
    conditionForms: conditionChecks.conditionForms,
    conditionDefaultValues: conditionChecks.conditionDefaultValues,
    conditionCustomFields: conditionChecks.conditionCustomFields,
    conditionListHeaders: conditionChecks.conditionListHeaders,
    conditionUnlocks: conditionChecks.conditionUnlocks,
    signatureRequests: conditionChecks.signatureRequests,
  };
}
