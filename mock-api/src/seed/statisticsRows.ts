import type { FieldData } from './seedTypes';

/** A statistic definition (spec 1 §3), fields in `data`. */
export interface StatisticDefinitionRow {
  id: number;
  data: FieldData;
}

/** An engine repair report: the moteur base (`Mot_*` fields). */
export interface EngineReportRow {
  id: number;
  agency_id: number;
  report_ts: number;
  data: FieldData;
}

/** A payment: the reglement base (`date_reglement`, `montant`, `mode_reglement`…). */
export interface PaymentRow {
  id: number;
  agency_id: number;
  paid_ts: number;
  amount: number;
  mode: string;
  data: FieldData;
}

/** A closed rental line older than the live window (`CLD_*` fields): part of the contrat base. */
export interface ContractLineArchiveRow {
  id: number;
  num_contrat: string;
  agency_id: number;
  start_ts: number;
  end_ts: number;
  data: FieldData;
}

/** What the statistics builder adds to the seed. */
export interface StatisticsSeed {
  statisticDefinitions: StatisticDefinitionRow[];
  engineReports: EngineReportRow[];
  payments: PaymentRow[];
  contractLineArchive: ContractLineArchiveRow[];
}
