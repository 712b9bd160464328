import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from '@locasuite/ui';
import { listColumns } from './api';
import { ConditionTable } from './ConditionTable';

afterEach(cleanup);

/** The server's columns (seed `get_headers_table`): the technician is CLD_TECHNICIEN_DEPART. */
const HEADERS = listColumns([
  { idx: 0, header: 'CLD_NUM_CONTRAT', label: 'Contrat', type: 'text' },
  { idx: 1, header: 'CLD_MATRICULE', label: 'Matricule', type: 'text' },
  { idx: 2, header: 'CLD_TECHNICIEN_DEPART', label: 'Technicien', type: 'text' },
]);

function renderTable(rows: readonly Record<string, unknown>[]) {
  render(
    <LocaSuiteProvider>
      <ConditionTable
        rows={rows}
        count={rows.length}
        headers={HEADERS}
        sortMode={1}
        onSort={vi.fn()}
        page={0}
        rowsPerPage={50}
        onPage={vi.fn()}
        onRowsPerPage={vi.fn()}
        selected={new Set()}
        onSelect={vi.fn()}
        waiting={new Set()}
        onOpen={vi.fn()}
        onDelete={vi.fn()}
        emptyText={null}
        cards={false}
      />
    </LocaSuiteProvider>,
  );
}

const technicianCell = (contract: string, matricule: string) => {
  const row = screen.getByRole('row', { name: `Ouvrir ${contract} ${matricule}` });
  const column = screen
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === 'Technicien');
  return within(row).getAllByRole('cell')[column];
};

describe('ConditionTable « Technicien » column', () => {
  it('shows CLD_TECHNICIEN_DEPART, else the same field without the prefix (spec 3 §3.1)', () => {
    renderTable([
      {
        CLD_IDEnreg: 1,
        CLD_NUM_CONTRAT: 'C1',
        CLD_MATRICULE: 'M1',
        CLD_TECHNICIEN_DEPART: 'Lucas SIMON',
        CLD_CONTROLE_DEPART: '1',
      },
      {
        CLD_IDEnreg: 2,
        CLD_NUM_CONTRAT: 'C2',
        CLD_MATRICULE: 'M2',
        TECHNICIEN_DEPART: 'Léa BLANC',
        CLD_CONTROLE_DEPART: '1',
      },
      { CLD_IDEnreg: 3, CLD_NUM_CONTRAT: 'C3', CLD_MATRICULE: 'M3', CLD_CONTROLE_DEPART: '0' },
    ]);
    expect(technicianCell('C1', 'M1')).toHaveTextContent('Lucas SIMON');
    expect(technicianCell('C2', 'M2')).toHaveTextContent('Léa BLANC');
    expect(technicianCell('C3', 'M3')).toHaveTextContent(/^$/);
  });
});
