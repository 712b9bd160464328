import { useMemo, useState } from 'react';
import {
  DEFAULT_CONDITION_STATE_FILTER,
  conditionFilterChoices,
  filterConditionRecords,
  nextConditionSortMode,
  sortConditionRecords,
} from '@locasuite/core';
import type { ConditionListRecord, ConditionSortMode } from '@locasuite/core';
import { recordKey } from '../components/dashboard/api';
import type { DashboardData } from '../components/dashboard/api';
import { DEFAULT_ROWS_PER_PAGE } from '../components/dashboard/ConditionTable';
import type { DashboardFilterValues } from '../components/dashboard/DashboardFilters';
import { dashboardTexts as t } from '../texts';

/** `YYYY-MM-DD` of the device's day. */
function localDay(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * spec 3 §2.1 the dashboard's list as the person shapes it: the filters (the search from the
 * address first, the default states, « only today » on the device's day), the sort mode of the
 * date columns, the page (back to the first one when the filters or the page size change) and the
 * selection for a grouped delete.
 */
export function useDashboardList(
  data: DashboardData | undefined,
  initialSearch: string,
  now: number | undefined,
) {
  const [filters, setFilters] = useState<DashboardFilterValues>(() => ({
    search: initialSearch,
    families: [],
    contractTypes: [],
    technician: '',
    agency: '',
    states: DEFAULT_CONDITION_STATE_FILTER,
    onlyToday: false,
  }));
  const [sortMode, setSortMode] = useState<ConditionSortMode>(1);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(DEFAULT_ROWS_PER_PAGE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const records = useMemo(() => data?.records ?? [], [data]);
  const options = data?.options;
  const choices = useMemo(() => conditionFilterChoices(records), [records]);
  const onlyDay = options?.showOnlyToday && filters.onlyToday ? localDay(now ?? Date.now()) : null;
  const shown = useMemo(
    () =>
      sortConditionRecords(
        filterConditionRecords(records, {
          search: filters.search,
          families: filters.families,
          contractTypes: filters.contractTypes,
          technicians: filters.technician === '' ? [] : [filters.technician],
          agencies: options?.showCategory && filters.agency !== '' ? [filters.agency] : [],
          states: filters.states,
          onlyDay,
        }),
        sortMode,
      ),
    [records, filters, options, onlyDay, sortMode],
  );
  const lastPage = Math.max(0, Math.ceil(shown.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);

  const changeFilters = (values: DashboardFilterValues) => {
    setFilters(values);
    setPage(0);
  };
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return {
    records,
    /** The props every `DashboardFilters` of the page takes. */
    filterProps: {
      values: filters,
      onChange: changeFilters,
      families: choices.families,
      contractTypes: choices.contractTypes,
      technicians: choices.technicians,
      agencies: options?.showCategory ? (data?.agencies ?? []) : null,
      showOnlyToday: options?.showOnlyToday === true,
    },
    /** How many filters other than the search and the states are on (the phone's badge). */
    filterCount:
      filters.families.length +
      filters.contractTypes.length +
      (filters.technician === '' ? 0 : 1) +
      (filters.agency === '' ? 0 : 1) +
      (filters.onlyToday ? 1 : 0),
    /** What `ConditionTable` shows and how its sort, pages and selection change. */
    table: {
      rows: shown.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage),
      count: shown.length,
      headers: data?.headers ?? [],
      sortMode,
      onSort: (field: 'CLD_DATE_DEPART' | 'CLD_DATE_RETOUR') =>
        setSortMode((mode) => nextConditionSortMode(mode, field)),
      page: currentPage,
      rowsPerPage,
      onPage: setPage,
      onRowsPerPage: (n: number) => {
        setRowsPerPage(n);
        setPage(0);
      },
      selected,
      onSelect: select,
      emptyText: data !== undefined && shown.length === 0 ? t.noContract : null,
    },
    selectedRecords: records.filter((r: ConditionListRecord) => selected.has(recordKey(r))),
    clearSelection: () => setSelected(new Set()),
  };
}
