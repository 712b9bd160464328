export {
  generateSeed,
  DEFAULT_RANDOM_SEED,
  createRandom,
  FRENCH_PLACES,
  DEMO_ACCOUNTS,
  ALL_APPLICATIONS,
  TECHNICIAN_APPLICATIONS,
  SETTING_SCOPES,
  CONTRACT_STATES,
  LINE_STATE_COLORS,
} from './browser';
export type {
  Random,
  FrenchPlace,
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
  SeedData,
  SeedUser,
  SettingRow,
  StaffRow,
  SubFamilyRow,
  TariffGridRow,
} from './browser';
export { seedDatabase, SeedRefusedError } from './seedDatabase';
export type { SeedDatabaseOptions, SeedSummary } from './seedDatabase';
export { isDatabaseEmpty } from './isDatabaseEmpty';
export { seedConditionPhotos } from './seedConditionPhotos';
export { seedSignerDocuments } from './seedSignerDocuments';
