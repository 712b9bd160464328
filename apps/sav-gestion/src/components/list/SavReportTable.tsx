import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { frenchDayOfWire, text } from '@locasuite/core';
import { DataTable } from '@locasuite/ui';
import type { DataTableColumn } from '@locasuite/ui';
import type { SavReport } from '../../api';
import { texts } from '../../texts';

const t = texts.list;

export interface SavReportTableProps {
  readonly reports: readonly SavReport[];
  /** Links of the reports waiting on this device for synchronisation. */
  readonly waiting: ReadonlySet<string>;
  readonly onOpen?: (report: SavReport) => void;
  /** « empty » said only after a real answer with nothing in it. */
  readonly emptyMessage: string;
  readonly loading: boolean;
}

/** spec 4 §2.1 the table of reports; opening a row opens the full-screen form. */
export function SavReportTable({
  reports,
  waiting,
  onOpen,
  emptyMessage,
  loading,
}: SavReportTableProps) {
  // A phone shows what tells reports apart: number, date, client (the status is the filter's).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const all: DataTableColumn<SavReport>[] = [
    {
      key: 'N° RAP COMP',
      header: t.number,
      render: (r) => (
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          {waiting.has(text(r['_LINK MOTEUR'])) ? (
            <Tooltip title={t.waiting}>
              <CloudOffIcon color="error" fontSize="small" aria-label={t.waiting} />
            </Tooltip>
          ) : null}
          {text(r['N° RAP COMP'])}
        </Box>
      ),
    },
    {
      key: 'DATE RAPPORT',
      header: t.date,
      render: (r) => frenchDayOfWire(text(r['DATE RAPPORT'])),
    },
    { key: 'societeliv', header: t.client, render: (r) => text(r.societeliv) },
    { key: 'N° MATR INT', header: t.machine, render: (r) => text(r['N° MATR INT']) },
    { key: 'num_contrat', header: t.contract, render: (r) => text(r.num_contrat) },
    {
      key: 'Techniciens_Nom(1)',
      header: t.technician,
      render: (r) => text(r['Techniciens_Nom(1)']),
    },
    { key: 'type_travaux', header: t.workType, render: (r) => text(r.type_travaux) },
    {
      key: 'Statut',
      header: t.status,
      render: (r) =>
        text(r.remplace_par) ? (
          <>
            {text(r.Statut)}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {t.replacedBy(text(r.remplace_par))}
            </Box>
          </>
        ) : (
          text(r.Statut)
        ),
    },
  ];
  const columns = phone
    ? all.filter((c) => ['N° RAP COMP', 'DATE RAPPORT', 'societeliv'].includes(c.key))
    : all;
  return (
    <DataTable
      label={t.table}
      columns={columns}
      rows={reports}
      getRowId={(r) => text(r.id) || text(r['_LINK MOTEUR'])}
      onRowClick={onOpen}
      emptyMessage={emptyMessage}
      loading={loading}
      dense
    />
  );
}
