import { useCallback, useMemo, useState } from 'react';
import type { ClientFile } from '@locasuite/core';
import { useLoad } from '@locasuite/ui';
import { loadClients, loadFiles, type SignerApi, type SignerClient } from '../api';

/** spec 3 §2.7 filter values: NOK (awaiting, the default) and OK (signed). */
export type SignedFilter = 'NOK' | 'OK';

/** The clients, the chosen one (`?search=` preselects by id), and their files by the filter. */
export function useSignerFiles(api: SignerApi, onRefused: () => void, search: string | null) {
  const clients = useLoad(
    useCallback(() => loadClients(api), [api]),
    { onRefused },
  );
  const [chosenId, setChosenId] = useState<string | null>(search);
  const client: SignerClient | null = clients.data?.find((c) => c.id === chosenId) ?? null;
  const code = client?.code ?? '';
  const files = useLoad(
    useCallback(() => (code === '' ? Promise.resolve([]) : loadFiles(api, code)), [api, code]),
    { onRefused, isEmpty: (list: ClientFile[]) => list.length === 0 },
  );
  const [filter, setFilter] = useState<readonly SignedFilter[]>(['NOK']);
  const shown = useMemo(
    () => (files.data ?? []).filter((f) => filter.includes(f.isSigned ? 'OK' : 'NOK')),
    [files.data, filter],
  );
  return { clients, client, choose: setChosenId, files, shown, filter, setFilter };
}
