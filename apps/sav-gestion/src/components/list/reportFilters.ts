import { SAV_STATUS, savReportMatches, text } from '@locasuite/core';
import type { SavReport } from '../../api';

/** spec 4 §2.1 the list's filters: agency, technician, status and the search. */
export interface ReportFilterValues {
  /** An agency id, or {@link ALL} for all. */
  readonly agency: string;
  /** A technician's name, or {@link ALL} for all. */
  readonly technician: string;
  /** 130, 140, or 0 for both. */
  readonly status: number;
  readonly search: string;
}

/** The choice « all » of the agency and technician filters. */
export const ALL = '*';

export const STATUS_CHOICES = [SAV_STATUS.draft, SAV_STATUS.closed, 0] as const;

/** spec 4 §2.1 defaults: the current user as technician, status 130, the `?search=` text. */
export function defaultFilters(technician: string, search: string): ReportFilterValues {
  return { agency: ALL, technician: technician || ALL, status: SAV_STATUS.draft, search };
}

/** The reports the filters keep (search: core `savReportMatches`). */
export function filterReports(
  reports: readonly SavReport[],
  filters: ReportFilterValues,
): SavReport[] {
  return reports.filter(
    (r) =>
      (filters.agency === ALL || text(r.ID_Agence) === filters.agency) &&
      (filters.technician === ALL || text(r['Techniciens_Nom(1)']) === filters.technician) &&
      (filters.status === 0 || Number(r.Statut) === filters.status) &&
      savReportMatches(r, filters.search),
  );
}
