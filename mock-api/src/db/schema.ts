import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { SavLinesTable, SavOpenSavesTable, SavReportsTable, SavStockTable } from './schemaSav';

/**
 * Kysely table types of `migrations/202611221034_foundation.ts`. jsonb columns are written as JSON text
 * (`JSON.stringify`, identical on PGlite and PostgreSQL) and read back parsed; bigint columns
 * (epoch milliseconds) are read as numbers.
 */
export type JsonObject = Record<string, unknown>;
export type Json<T = JsonObject> = ColumnType<T, string, string>;
export type JsonDefault<T = JsonObject> = ColumnType<T, string | undefined, string>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type TimestampRequired = ColumnType<Date, Date | string, Date | string>;
export type Millis = ColumnType<number, number, number>;

export interface CompaniesTable {
  id: number;
  data: JsonDefault;
}

export interface AgenciesTable {
  id: number;
  company_id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  data: JsonDefault;
}

export interface UsersTable {
  id: Generated<number>;
  login: string;
  email: string | null;
  display_name: ColumnType<string, string | undefined, string>;
  password_hash: string;
  admin: ColumnType<boolean, boolean | undefined, boolean>;
  web_application_to_show: ColumnType<string, string | undefined, string>;
  planning_display: JsonDefault;
  tech_to_show_planning_livraison: ColumnType<string, string | undefined, string>;
  tech_to_show_planning_technicien: ColumnType<string, string | undefined, string>;
  mails: ColumnType<string, string | undefined, string>;
  agency_id: number | null;
  company_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: TimestampRequired;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginAttemptsTable {
  key: string;
  failures: ColumnType<number, number | undefined, number>;
  window_start: Timestamp;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface FamiliesTable {
  id: number;
  name: string;
  web_name: ColumnType<string, string | undefined, string>;
  data: JsonDefault;
}

export interface SubFamiliesTable {
  id: number;
  family_id: number;
  name: string;
  data: JsonDefault;
}

export interface TariffGridsTable {
  id: number;
  sub_family_id: number;
  data: JsonDefault;
}

export interface FleetTable {
  id: number;
  matricule: string;
  family_id: number;
  sub_family_id: number;
  agency_id: number;
  data: JsonDefault;
}

export interface ClientsTable {
  id: number;
  code_client: string;
  company_name: string;
  data: JsonDefault;
  /** The record's version: `edit_client` refuses a stale one (409). */
  version: ColumnType<number, number | undefined, number>;
}

export interface ContractStatesTable {
  state: string;
  color: string;
}

export interface ContractsTable {
  id: number;
  num_contrat: string;
  client_id: number;
  agency_id: number;
  state: string | null;
  created_ts: Millis;
  data: JsonDefault;
  /** Bumped by every edit of the contracts tool (migration 202611281650_contract_management). */
  version: ColumnType<number, number | undefined, number>;
  /** `N° FACT Comp`: one invoice number per contract, never two. */
  invoice_number: ColumnType<string | null, string | null | undefined, string | null>;
  closed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** `CLD_ID_CONTRAT_WEB`, the id the creation wizard generates (a replay finds the contract). */
  web_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ContractLinesTable {
  id: number;
  contract_id: number;
  fleet_id: number | null;
  agency_id: number;
  start_ts: Millis;
  end_ts: Millis;
  delivery_start_ts: ColumnType<number | null, number | null | undefined, number | null>;
  delivery_end_ts: ColumnType<number | null, number | null | undefined, number | null>;
  state: string | null;
  data: JsonDefault;
  /** Bumped by every edit; an edit made on another version answers 409 (migration 202611222036). */
  version: ColumnType<number, number | undefined, number>;
  /** The planning's fields of `data`, computed by the database (migration 202611230910). */
  event_fields: ColumnType<JsonObject, never, never>;
  /** The sub-family's turnaround time after the return, booked with the line (202611281650). */
  buffer_ms: ColumnType<number, number | undefined, number>;
}

export interface ReservationsTable {
  id: number;
  contract_id: number | null;
  fleet_id: number | null;
  agency_id: number;
  start_ts: Millis;
  end_ts: Millis;
  state: string | null;
  data: JsonDefault;
}

export interface InterventionsTable {
  id: number;
  report_number: string;
  fleet_id: number | null;
  client_id: number | null;
  agency_id: number | null;
  status: string;
  start_ts: ColumnType<number | null, number | null | undefined, number | null>;
  end_ts: ColumnType<number | null, number | null | undefined, number | null>;
  data: JsonDefault;
  /** Bumped by every edit; an edit made on another version answers 409 (migration 202611222032). */
  version: ColumnType<number, number | undefined, number>;
}

export interface StaffTable {
  id: number;
  name: string;
  kind: 'technicien' | 'chauffeur';
  agency_id: number | null;
  data: JsonDefault;
}

export interface SettingsTable {
  scope: string;
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** A driver's unavailability (spec 1 §7 `set_technicien_available_liste_by_key`), by key. */
export interface DriverUnavailabilitiesTable {
  key: Generated<number>;
  driver: string;
  start_ts: Millis;
  end_ts: Millis;
  data: JsonDefault;
  updated_at: Timestamp;
  /** Bumped by every edit (migration 202611222036). */
  version: ColumnType<number, number | undefined, number>;
}

/** A technician's unavailability (spec 2 §3.1), by key; state 1 active, 0 deleted. */
export interface TechnicianUnavailabilitiesTable {
  key: Generated<number>;
  technician: string;
  type: string;
  start_ts: Millis;
  end_ts: Millis;
  state: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** A comment on a technician over a period (spec 2 §3.1), by key; state 1 active, 0 deleted. */
export interface TechnicianCommentsTable {
  key: Generated<number>;
  technician: string;
  comment: string;
  start_ts: Millis;
  end_ts: Millis;
  state: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** An agency of the bike appointment calendar (spec 2 §3.2 Agency, migration 202611230237). */
export interface BikeAgenciesTable {
  /** PR_ID_AG. */
  id: number;
  /** PR_NOM_AG. */
  name: string;
  /** PR_VILLE_AG. */
  city: string;
  web_label: ColumnType<string, string | undefined, string>;
  color: ColumnType<string, string | undefined, string>;
  address: ColumnType<string, string | undefined, string>;
  latitude: number | null;
  longitude: number | null;
  indications: ColumnType<string, string | undefined, string>;
  data: JsonDefault;
}

/** A bike appointment slot (spec 2 §3.2), by key (migration 202611230237). */
export interface BikeSlotsTable {
  key: Generated<number>;
  agency_id: number;
  city: ColumnType<string, string | undefined, string>;
  /** JOUR: 12:00 UTC of the day, ms. */
  day_ts: Millis;
  /** DEBUT, FIN: HH:mm. */
  start_time: string;
  end_time: string;
  /** The appointment type keys set to 1 (TYPE_ID fields). */
  types: JsonDefault<string[]>;
  /** LIBRE: 1 booked, 0 free (DECISIONS.md). */
  booked: ColumnType<number, number | undefined, number>;
  rdv_valide: ColumnType<number, number | undefined, number>;
  /** NOM, PRENOM, CODE_CLIENT, MAIL, NUMERO, VELO_TYPE, RESERVATION_NUM, CONTRAT, MATRICULE. */
  last_name: ColumnType<string, string | undefined, string>;
  first_name: ColumnType<string, string | undefined, string>;
  client_code: ColumnType<string, string | undefined, string>;
  mail: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  bike_type: ColumnType<string, string | undefined, string>;
  reservation_num: ColumnType<string, string | undefined, string>;
  contract: ColumnType<string, string | undefined, string>;
  matricule: ColumnType<string, string | undefined, string>;
  /** HEBDOMADAIRE 0/1 and ID_HEBDOMADAIRE. */
  weekly: ColumnType<number, number | undefined, number>;
  series_id: ColumnType<string, string | undefined, string>;
  /** COMMENTAIRE: [{ date: 'DD/MM/YYYY HH:mm', user, msg }]. */
  comments: JsonDefault<{ date: string; user: string; msg: string }[]>;
  /** Bumped by every edit; an edit made on another version answers 409. */
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'stored';

export interface OutboxAttachment {
  filename: string;
  contentType?: string;
  /** Base64 content, or a file-store path. */
  content?: string;
  path?: string;
}

export interface OutboxTable {
  id: Generated<number>;
  message_id: string;
  mailbox: string;
  from_address: string;
  to_address: string;
  cc: ColumnType<string, string | undefined, string>;
  subject: string;
  html: ColumnType<string, string | undefined, string>;
  text_body: ColumnType<string, string | undefined, string>;
  tag: ColumnType<string, string | undefined, string>;
  attachments: JsonDefault<OutboxAttachment[]>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Migration 002: when the sender next tries this mail. */
  next_attempt_at: Timestamp;
}

export interface MailEventsTable {
  id: Generated<number>;
  outbox_id: number;
  event: string;
  at: TimestampRequired;
  data: JsonDefault;
}

/** Statistics (migration 004): definitions and the moteur, reglement and archived contrat bases. */
export interface StatisticDefinitionsTable {
  id: number;
  data: JsonDefault;
}

export interface EngineReportsTable {
  id: number;
  agency_id: number | null;
  report_ts: Millis;
  data: JsonDefault;
}

export interface PaymentsTable {
  id: number;
  agency_id: number | null;
  paid_ts: Millis;
  amount: ColumnType<string, number | string, number | string>;
  mode: string;
  data: JsonDefault;
}

export interface ContractLineArchiveTable {
  id: number;
  num_contrat: string;
  agency_id: number | null;
  start_ts: Millis;
  end_ts: Millis;
  data: JsonDefault;
}

/** A predefined checklist by family / sub-family (spec 3 §3.1 CHECK_LIST_JSON, migration 202611230900). */
export interface ConditionFormsTable {
  id: number;
  family: string;
  /** '' = the family's default form. */
  sub_family: ColumnType<string, string | undefined, string>;
  /** The lines: CH_DESIGNATION, CLD_SELECTION, CLD_QTE_DEPART, CLD_QTE_RETOUR. */
  checklist: JsonDefault<JsonObject[]>;
  version: ColumnType<number, number | undefined, number>;
}

/** A default checklist value of the server list (spec 3 §9). */
export interface ConditionDefaultValuesTable {
  id: number;
  designation: string;
  selection: ColumnType<string, string | undefined, string>;
  default_value: ColumnType<string, string | undefined, string>;
}

/** A custom field definition (spec 3 §3.3). */
export interface ConditionCustomFieldsTable {
  id: number;
  name: string;
  show: ColumnType<number, number | undefined, number>;
  mandatory: ColumnType<number, number | undefined, number>;
  key_depart: ColumnType<string, string | undefined, string>;
  key_retour: ColumnType<string, string | undefined, string>;
  label_depart: ColumnType<string, string | undefined, string>;
  label_retour: ColumnType<string, string | undefined, string>;
  type: ColumnType<string, string | undefined, string>;
  version: ColumnType<number, number | undefined, number>;
}

/** A header of the condition check dashboard's table (spec 3 §3.4). */
export interface ConditionListHeadersTable {
  idx: number;
  header: string;
  label: string;
  type: ColumnType<string, string | undefined, string>;
}

/** Edit mode unlocked for one record and one user until `until` (issue 14). */
export interface ConditionUnlocksTable {
  line_id: number;
  user_id: number;
  until: TimestampRequired;
}

/**
 * A write applied once under its client-generated id (issue 15): replays get `answer` back. The id
 * names one save of one person (`user_id`), call and record (`subject`; null when recorded before
 * migration 202611281040 and not readable from the answer).
 */
export interface AppliedSavesTable {
  user_id: number;
  save_id: string;
  call: string;
  subject: string | null;
  answer: ColumnType<unknown, string | null, string | null>;
  applied_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A customer's remote signature link (spec 3 §3.4, migration 202611251500). */
export interface SignatureRequestsTable {
  id: string;
  line_id: number;
  contract: string;
  registration: string;
  leg: 'DEPART' | 'RETOUR';
  end_date: TimestampRequired;
  valide: ColumnType<number, number | undefined, number>;
  pdf_path: string;
  pdf_sha256: string;
  created_at: TimestampRequired;
  created_by: number | null;
  signed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  signer: string | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  signed_pdf_path: string | null;
  signed_pdf_sha256: string | null;
  /** The sending this link belongs to (one link per recipient; the first to sign closes all). */
  batch_id: string;
  /** The address this link was mailed to. */
  recipient: string | null;
}

/** A document a customer signed (migration 202611281100): never replaced, served only intact. */
export interface SignedDocumentsTable {
  path: string;
  folder: string;
  sha256: string;
  signature_request_id: string | null;
  signed_at: TimestampRequired;
}

/** A client file the PDF signer touched (migration 202611281400_pdf_signer). */
export interface PdfSignerDocumentsTable {
  id: Generated<number>;
  path: string;
  client_code: string;
  created_at: TimestampRequired;
  signed_at: Date | string | null;
  sha256: string | null;
}

/** One event of a document's hash-chained log (core `chainEvent`). */
export interface PdfSignerEventsTable {
  document_id: number;
  seq: number;
  kind: string;
  at: string;
  data: JsonDefault;
  prev: string;
  hash: string;
}

/** A remote double-authentication request: the code's hash only, never the code. */
export interface PdfSignerRequestsTable {
  id: string;
  document_id: number;
  client: string;
  email: string;
  tel: ColumnType<string, string | undefined, string>;
  created_at: TimestampRequired;
  created_by: number | null;
  end_date: TimestampRequired;
  code_hash: string | null;
  code_issued_at: Date | string | null;
  code_tries: ColumnType<number, number | undefined, number>;
  link_tries: ColumnType<number, number | undefined, number>;
  codes_sent: ColumnType<number, number | undefined, number>;
  verified_at: Date | string | null;
  signed: ColumnType<number, number | undefined, number>;
}

/** A temporary PDF of the condition check (migration 202611281110), readable until it expires. */
export interface TemporaryPdfsTable {
  id: string;
  expires_at: TimestampRequired;
  created_by: number | null;
}

/** A data version per table, bumped by every statement that writes it (issue 10, read cache). */
export interface DataVersionsTable {
  name: string;
  version: ColumnType<number, number | undefined, number>;
}

/** A live stream ticket already spent (`<user>.<nonce>`): it opens no second stream. */
export interface UsedLiveTicketsTable {
  ticket_id: string;
  expires_at: TimestampRequired;
}

export interface Database {
  companies: CompaniesTable;
  agencies: AgenciesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  families: FamiliesTable;
  sub_families: SubFamiliesTable;
  tariff_grids: TariffGridsTable;
  fleet: FleetTable;
  clients: ClientsTable;
  contract_states: ContractStatesTable;
  contracts: ContractsTable;
  contract_lines: ContractLinesTable;
  reservations: ReservationsTable;
  interventions: InterventionsTable;
  staff: StaffTable;
  settings: SettingsTable;
  outbox: OutboxTable;
  mail_events: MailEventsTable;
  statistic_definitions: StatisticDefinitionsTable;
  engine_reports: EngineReportsTable;
  payments: PaymentsTable;
  contract_line_archive: ContractLineArchiveTable;
  driver_unavailabilities: DriverUnavailabilitiesTable;
  technician_unavailabilities: TechnicianUnavailabilitiesTable;
  technician_comments: TechnicianCommentsTable;
  bike_agencies: BikeAgenciesTable;
  bike_slots: BikeSlotsTable;
  delivery_itineraries: DeliveryItinerariesTable;
  condition_forms: ConditionFormsTable;
  condition_default_values: ConditionDefaultValuesTable;
  condition_custom_fields: ConditionCustomFieldsTable;
  condition_list_headers: ConditionListHeadersTable;
  condition_unlocks: ConditionUnlocksTable;
  signature_requests: SignatureRequestsTable;
  signed_documents: SignedDocumentsTable;
  temporary_pdfs: TemporaryPdfsTable;
  pdf_signer_documents: PdfSignerDocumentsTable;
  pdf_signer_events: PdfSignerEventsTable;
  pdf_signer_requests: PdfSignerRequestsTable;
  data_versions: DataVersionsTable;
  applied_saves: AppliedSavesTable;
  used_live_tickets: UsedLiveTicketsTable;
  sav_reports: SavReportsTable;
  sav_open_saves: SavOpenSavesTable;
  sav_lines: SavLinesTable;
  sav_stock: SavStockTable;
}

/** An itinerary of delivery management saved as a calendar event (migration 202611281350). */
export interface DeliveryItinerariesTable {
  id: Generated<number>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  start_ts: Millis;
  end_ts: Millis;
  driver: string;
  distance_tenths: ColumnType<number, number | undefined, number>;
  minutes: ColumnType<number, number | undefined, number>;
  weights: ColumnType<string, string | undefined, string>;
  kind: ColumnType<
    'Livraison' | 'Reprise',
    'Livraison' | 'Reprise' | undefined,
    'Livraison' | 'Reprise'
  >;
  recap: JsonDefault<unknown[]>;
  deleted: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OutboxRow = Selectable<OutboxTable>;

export type { SavLinesTable, SavReportsTable, SavStockTable } from './schemaSav';
