import type { EmailProviderTag } from '@locasuite/core';
/** A record as the backend stores it: field names are the contract's (`fieldData`). */
export interface FieldData {
  [field: string]: FieldValue;
}
export type FieldValue = string | number | boolean | null | FieldData | FieldValue[];

export interface CompanyRow {
  id: number;
  data: FieldData;
}

export interface AgencyRow {
  id: number;
  company_id: number;
  name: string;
  latitude: number;
  longitude: number;
  data: FieldData;
}

export interface FamilyRow {
  id: number;
  name: string;
  web_name: string;
  data: FieldData;
}

export interface SubFamilyRow {
  id: number;
  family_id: number;
  name: string;
  data: FieldData;
}

export interface TariffGridRow {
  id: number;
  sub_family_id: number;
  data: FieldData;
}

export interface FleetRow {
  id: number;
  matricule: string;
  family_id: number;
  sub_family_id: number;
  agency_id: number;
  data: FieldData;
}

export interface ClientRow {
  id: number;
  code_client: string;
  company_name: string;
  data: FieldData;
}

export interface ContractStateRow {
  state: string;
  color: string;
}

export interface ContractRow {
  id: number;
  num_contrat: string;
  client_id: number;
  agency_id: number;
  state: string;
  created_ts: number;
  data: FieldData;
  /** `N° FACT Comp` of an invoiced contract (migration 202611281650_contract_management). */
  invoice_number?: string | null;
  /** When a contract was closed (ISO text). */
  closed_at?: string | null;
}

export interface ContractLineRow {
  id: number;
  contract_id: number;
  fleet_id: number;
  agency_id: number;
  start_ts: number;
  end_ts: number;
  delivery_start_ts: number | null;
  delivery_end_ts: number | null;
  state: string;
  data: FieldData;
}

export interface ReservationRow {
  id: number;
  contract_id: number | null;
  fleet_id: number;
  agency_id: number;
  start_ts: number;
  end_ts: number;
  state: string;
  data: FieldData;
}

export interface InterventionRow {
  id: number;
  report_number: string;
  fleet_id: number | null;
  client_id: number | null;
  agency_id: number;
  status: string;
  start_ts: number | null;
  end_ts: number | null;
  data: FieldData;
}

export interface StaffRow {
  id: number;
  name: string;
  kind: 'technicien' | 'chauffeur';
  agency_id: number;
  data: FieldData;
}

export interface SettingRow {
  scope: string;
  key: string;
  value: string;
}

/** A demo account: the plain password is hashed by `seedDatabase`, never stored as is. */
export interface SeedUser {
  login: string;
  password: string;
  email: string;
  display_name: string;
  admin: boolean;
  web_application_to_show: string;
  planning_display: FieldData;
  tech_to_show_planning_livraison: string;
  tech_to_show_planning_technicien: string;
  mails: string;
  agency_id: number;
  company_id: number;
}

/** A mail of the history (`outbox` row without its serial id; timestamps as ISO text). */
export interface MailRow {
  message_id: string;
  mailbox: string;
  from_address: string;
  to_address: string;
  cc: string;
  subject: string;
  html: string;
  text_body: string;
  tag: EmailProviderTag;
  attachments: FieldData[];
  status: 'sent';
  attempts: number;
  created_at: string;
  sent_at: string;
  next_attempt_at: string;
}

/** A provider event of a mail (`mail_events` row, linked by the mail's message id). */
export interface MailEventRow {
  message_id: string;
  event: string;
  at: string;
  data: FieldData;
}

export interface GenerateSeedOptions {
  /** Seed of the pseudo-random generator (default 20261122). */
  randomSeed?: number;
  /** Volume factor: 1 gives ≈ 320 fleet items and 1,200 rental lines (default 1). */
  scale?: number;
  /** The reference instant; only its UTC day matters. */
  now: Date | number;
}
