import { useEffect, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { fieldRecords, isApiError } from '@locasuite/core';
import { DataTable, TimedBanner } from '@locasuite/ui';
import type { DataTableColumn } from '@locasuite/ui';
import { createStoryClient } from '../../msw/storyClient';

interface ClientRow {
  CODE_CLIENT?: string | number | null;
  SOCIETE?: string | null;
  VILLE?: string | null;
  CODE_POSTAL?: string | number | null;
  TELEPHONE?: string | null;
}

const columns: DataTableColumn<ClientRow>[] = [
  { key: 'CODE_CLIENT', header: 'Code client', width: 120 },
  { key: 'SOCIETE', header: 'Société' },
  {
    key: 'VILLE',
    header: 'Ville',
    render: (row) => [row.CODE_POSTAL, row.VILLE].filter(Boolean).join(' '),
  },
  { key: 'TELEPHONE', header: 'Téléphone', width: 160 },
];

/** The seed's clients fetched with `get_clients` through the real client and the envelope. */
export function ClientsTable({ onRowClick }: { onRowClick?: (row: ClientRow) => void }) {
  const client = useMemo(() => createStoryClient('planif'), []);
  const [rows, setRows] = useState<ClientRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    client.general
      .get_clients({})
      .then((answer) => {
        if (active) setRows(fieldRecords<ClientRow>(answer));
      })
      .catch((failure: unknown) => {
        if (!active) return;
        setRows([]);
        setError(isApiError(failure) ? failure.message : 'Erreur inattendue.');
      });
    return () => {
      active = false;
    };
  }, [client]);

  return (
    <Stack spacing={2}>
      <TimedBanner message={error} onClose={() => setError(null)} durationMs={Infinity} />
      <DataTable
        label="Clients"
        columns={columns}
        rows={rows ?? []}
        loading={rows === null}
        getRowId={(row) => String(row.CODE_CLIENT)}
        onRowClick={onRowClick}
        emptyMessage="Aucun client"
        pageSizes={[10, 25, 50]}
      />
    </Stack>
  );
}
