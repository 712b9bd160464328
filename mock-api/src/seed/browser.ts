// Pure part of the seed (no Node, no database): safe to bundle for the browser (stories, MSW).
export { generateSeed, DEFAULT_RANDOM_SEED } from './generateSeed';
export { createRandom } from './createRandom';
export type { Random } from './createRandom';
export { FRENCH_PLACES } from './frenchPlaces';
export type { FrenchPlace } from './frenchPlaces';
export { DEMO_ACCOUNTS, ALL_APPLICATIONS, TECHNICIAN_APPLICATIONS } from './demoAccounts';
export { SETTING_SCOPES } from './buildSettings';
export { CONTRACT_STATES, LINE_STATE_COLORS } from './buildRentals';
export type {
  AgencyRow,
  ClientRow,
  CompanyRow,
  ContractLineRow,
  ContractRow,
  ContractStateRow,
  FamilyRow,
  FieldData,
  FieldValue,
  FleetRow,
  GenerateSeedOptions,
  InterventionRow,
  ReservationRow,
  SeedUser,
  SettingRow,
  StaffRow,
  SubFamilyRow,
  TariffGridRow,
} from './seedTypes';
export type { SeedData } from './seedData';
