import { describe, expect, it } from 'vitest';
import { listColumns } from './api';

describe('listColumns (spec 3 §3.4 list-table headers)', () => {
  it('the server’s columns by idx, the state last when they have none', () => {
    const columns = listColumns([
      { idx: 1, header: 'CLD_MATRICULE', label: 'Matricule', type: 'text' },
      { idx: 0, header: 'CLD_NUM_CONTRAT', label: 'Contrat', type: 'text' },
    ]);
    expect(columns.map((c) => c.header)).toEqual(['CLD_NUM_CONTRAT', 'CLD_MATRICULE', 'STATE']);
    expect(columns[2]?.label).toBe('État');
  });

  it('keeps the server’s own state column where it is', () => {
    const columns = listColumns([
      { idx: 0, header: 'STATE', label: 'Statut', type: 'state' },
      { idx: 1, header: 'CLD_NUM_CONTRAT', label: 'Contrat', type: 'text' },
    ]);
    expect(columns.map((c) => c.label)).toEqual(['Statut', 'Contrat']);
  });

  it('no server columns: contract, registration, customer, both dates and the state', () => {
    expect(listColumns([]).map((c) => c.label)).toEqual([
      'Contrat',
      'Matricule',
      'Client',
      'Date de départ',
      'Date de retour',
      'État',
    ]);
  });
});
