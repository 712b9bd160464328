import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaSuiteProvider } from '@locasuite/ui';
import { TechniciansDialog } from './TechniciansDialog';

afterEach(cleanup);

const NOW = Date.UTC(2025, 2, 17, 9, 30);
const TODAY = Date.UTC(2025, 2, 17);
const HOUR = 3_600_000;

describe('TechniciansDialog: a new unavailability (spec 2 §5.1, §9)', () => {
  it('opens on 08:00–18:00 today in French day and time fields, the first type and technician', async () => {
    const onAdd = vi.fn(async () => undefined);
    render(
      <LocaSuiteProvider>
        <TechniciansDialog
          technicians={['Paul MARTIN', 'Luc PETIT']}
          shown={['Paul MARTIN', 'Luc PETIT']}
          unavailabilities={[]}
          types={[
            { TYPE: 'CP', LABEL: 'Congé payé' },
            { TYPE: 'RTT', LABEL: 'RTT' },
          ]}
          now={NOW}
          fullScreen={false}
          onClose={vi.fn()}
          onSaveShown={vi.fn(async () => undefined)}
          onAddUnavailability={onAdd}
          onDeleteUnavailability={vi.fn(async () => undefined)}
        />
      </LocaSuiteProvider>,
    );
    const dialog = screen.getByRole('dialog');
    // dd/MM/yyyy and HH:mm whatever the browser's language (no datetime-local field).
    expect(dialog.querySelector('input[type="datetime-local"]')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Heure de début' })).toHaveTextContent(
      '08:00',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Heure de fin' })).toHaveTextContent(
      '18:00',
    );
    const days = within(dialog)
      .getAllByRole('group')
      .map((g) => g.textContent ?? '');
    expect(days.filter((d) => d.includes('17/03/2025')).length).toBe(2);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Heure de fin' }));
    await userEvent.click(await screen.findByRole('option', { name: '17:30' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Ajouter l’indisponibilité' }),
    );
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({
        technician: 'Paul MARTIN',
        type: 'CP',
        start: TODAY + 8 * HOUR,
        end: TODAY + 17.5 * HOUR,
      }),
    );
  });
});
