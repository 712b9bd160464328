import { describe, expect, it, vi } from 'vitest';
import type { SlotRow } from '../components/slotRows';

const written = vi.hoisted(() => ({ data: [] as unknown[][], file: '' }));
vi.mock('write-excel-file/browser', () => ({
  default: (data: unknown[][]) => {
    written.data = data;
    return {
      toFile: async (name: string) => {
        written.file = name;
      },
    };
  },
}));

const { exportSlots } = await import('./exportSlots');

const DAY = Date.UTC(2026, 11, 30);
const row = {
  slot: { day: DAY },
  day: '30/12/2026',
  numericDay: '2026-12-30',
  start: '08:00',
  end: '08:40',
  type: 'Retrait location',
  number: '',
  client: 'MARTIN Léa',
  phone: '',
  bikeType: '',
  agency: 'Lyon Gerland',
} as unknown as SlotRow;

describe('exportSlots', () => {
  it('writes « Jour » as an Excel date, not text (field-tools issue item 7)', async () => {
    await exportSlots([row], false, 'disponibilites-2026-12-30.xlsx');
    expect(written.file).toBe('disponibilites-2026-12-30.xlsx');
    const cell = written.data[1]?.[0] as { value: unknown; type?: unknown; format?: string };
    expect(cell.value).toEqual(new Date(DAY));
    expect(cell.type).toBe(Date);
    expect(cell.format).toBe('dd/mm/yyyy');
  });
});
