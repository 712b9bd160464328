import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from '@locasuite/ui';
import { DisplayDialog } from './DisplayDialog';

afterEach(cleanup);

const display = {
  selectedNbrDays: 7,
  selectedslotduration: '00:30',
  selectedStartTime: '07:00',
  selectedEndTime: '19:00',
} as const;

describe('DisplayDialog', () => {
  it('shows the saved display and saves the days chosen with the rest unchanged', async () => {
    const onSave = vi.fn();
    render(
      <LocaSuiteProvider>
        <DisplayDialog display={{ ...display }} onClose={vi.fn()} onSave={onSave} />
      </LocaSuiteProvider>,
    );
    const days = screen.getByRole('combobox', { name: 'Jours affichés' });
    expect(days).toHaveTextContent('7 jours');
    await userEvent.click(days);
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: '1 jour' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledWith({ ...display, selectedNbrDays: 1 });
  });
});
