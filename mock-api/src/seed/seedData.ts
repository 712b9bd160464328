import type { SavReportsSeed } from './buildSavReports';
import type { BikeAppointmentsSeed } from './buildBikeAppointments';
import type { ConditionChecksSeed } from './buildConditionChecks';
import type { DeliverySeed } from './buildDeliveryPlanning';
import type { DeliveryItinerariesSeed } from './buildDeliveryItineraries';
import type { TechnicianPlanningSeed } from './buildTechnicianPlanning';
import type { StatisticsSeed } from './statisticsRows';
import type {
  AgencyRow,
  ClientRow,
  CompanyRow,
  ContractLineRow,
  ContractRow,
  ContractStateRow,
  FamilyRow,
  FleetRow,
  InterventionRow,
  MailEventRow,
  MailRow,
  ReservationRow,
  SeedUser,
  SettingRow,
  StaffRow,
  SubFamilyRow,
  TariffGridRow,
} from './seedTypes';

// SeedData sits apart from the row types: the builders import the row types, and SeedData
// imports the builders' parts, so neither file imports the other (no import cycle).

/** Every table's rows, the statistics' included, in the order they must be inserted. */
export interface SeedData
  extends
    StatisticsSeed,
    DeliverySeed,
    DeliveryItinerariesSeed,
    TechnicianPlanningSeed,
    BikeAppointmentsSeed,
    ConditionChecksSeed,
    SavReportsSeed {
  companies: CompanyRow[];
  agencies: AgencyRow[];
  families: FamilyRow[];
  subFamilies: SubFamilyRow[];
  tariffGrids: TariffGridRow[];
  fleet: FleetRow[];
  clients: ClientRow[];
  contractStates: ContractStateRow[];
  contracts: ContractRow[];
  contractLines: ContractLineRow[];
  reservations: ReservationRow[];
  interventions: InterventionRow[];
  staff: StaffRow[];
  settings: SettingRow[];
  users: SeedUser[];
  mails: MailRow[];
  mailEvents: MailEventRow[];
}
