export type {
  CallAccess,
  CallDef,
  CallTransport,
  FamilyDef,
  FamilyKey,
} from './api/catalogue';
