import { describe, expect, it } from 'vitest';
import type { TechnicianApi } from './api';
import { loadDetailLines } from './api';

/** A client that answers `get_event_info_by_event_link` with the given records. */
const answering = (records: Record<string, unknown>[]): TechnicianApi => ({
  call: (async () => ({ data: records.map((fieldData) => ({ fieldData })) })) as never,
});

describe('loadDetailLines (spec 2 §2.1 detail lines)', () => {
  it('shows DATE RAPPORT as dd/MM/yyyy, though the backend sends it MM/DD/YYYY', async () => {
    const lines = await loadDetailLines(
      answering([
        {
          'SAV REF PRODUIT': 'FLT-01',
          'SAV DESIGNATION': 'Filtre à huile',
          'SAV QTE PROD': 2,
          'DATE RAPPORT': '11/20/2026',
          'Heure Arriv(1)': '08:30',
          'Heure dep(1)': '10:15',
        },
      ]),
      'link-1',
    );
    expect(lines).toEqual([
      {
        reference: 'FLT-01',
        designation: 'Filtre à huile',
        quantity: '2',
        reportDate: '20/11/2026',
        arrival: '08:30',
        departure: '10:15',
      },
    ]);
  });
});
