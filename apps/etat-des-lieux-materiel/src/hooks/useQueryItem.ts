import { useCallback, useState } from 'react';

/** The query parameters of the dashboard (spec 3 §2.1, §6). */
export interface DashboardQuery {
  /** `contrat` + `matricule`: the item opened in the form. */
  readonly item: { readonly contrat: string; readonly matricule: string } | null;
  /** `search`: the search box's first text. */
  readonly search: string;
  /** `type`: `redirect` or `disconnection` (spec 3 §6), else null. */
  readonly type: 'redirect' | 'disconnection' | null;
}

/** Reads the dashboard's parameters from a query string (`?contrat=C1&matricule=M1`). */
export function readDashboardQuery(search: string): DashboardQuery {
  const params = new URLSearchParams(search);
  const contrat = (params.get('contrat') ?? '').trim();
  const matricule = (params.get('matricule') ?? '').trim();
  const type = params.get('type');
  return {
    item: contrat !== '' && matricule !== '' ? { contrat, matricule } : null,
    search: (params.get('search') ?? '').trim(),
    type: type === 'redirect' || type === 'disconnection' ? type : null,
  };
}

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** Changes the address's query in place, keeping the other parameters. */
function rewriteQuery(change: (params: URLSearchParams) => void): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  change(url.searchParams);
  // The router's own history entry is kept: only the query changes, on the same path.
  window.history.replaceState(window.history.state, '', url);
}

/** Writes the item into the address (or takes it out). */
function writeItem(item: DashboardQuery['item']): void {
  rewriteQuery((params) => {
    params.delete('contrat');
    params.delete('matricule');
    if (item) {
      params.set('contrat', item.contrat);
      params.set('matricule', item.matricule);
    }
  });
}

/**
 * The item the address opens (spec 3 §2.1 `contrat` + `matricule`), the search it pre-fills and
 * the `type` it arrived with, read once when the page opens. `open` (a row, a scanned QR code,
 * spec 3 §2.4) and `close` keep the address in step, so a reload opens the same item.
 * `forgetType` takes `type` out once its notice is closed.
 */
export function useQueryItem() {
  const [query] = useState(() => readDashboardQuery(currentSearch()));
  const [item, setItem] = useState(query.item);
  const open = useCallback((contrat: string, matricule: string) => {
    const next = { contrat, matricule };
    writeItem(next);
    setItem(next);
  }, []);
  const close = useCallback(() => {
    writeItem(null);
    setItem(null);
  }, []);
  /** The person closed the `type` notice: the address forgets it too. */
  const forgetType = useCallback(() => rewriteQuery((params) => params.delete('type')), []);
  return { item, search: query.search, type: query.type, open, close, forgetType };
}
