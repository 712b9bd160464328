import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaSuiteProvider } from '../LocaSuiteProvider';
import { CalendarSettingsDialog } from './CalendarSettingsDialog';
import type { CalendarSettingsChoice } from './CalendarSettingsDialog';

afterEach(cleanup);

const COLORS = [
  { key: '100', label: 'Planifiée', color: '#90caf9' },
  { key: '130', label: 'En cours', color: '#FFB74D' },
];

function mount(onSave: (choice: CalendarSettingsChoice) => Promise<unknown>, extra?: string) {
  render(
    <LocaSuiteProvider>
      <CalendarSettingsDialog
        title="Paramètres du planning"
        colorsTitle="Couleur par statut"
        colors={COLORS}
        hiddenDays={[0]}
        onClose={() => {}}
        onSave={onSave}
      >
        {extra && <p>{extra}</p>}
      </CalendarSettingsDialog>
    </LocaSuiteProvider>,
  );
}

const save = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  });

describe('CalendarSettingsDialog', () => {
  it('hands the page a colour per key (upper case) and the hidden days, sorted, Sunday = 0', async () => {
    const sent: CalendarSettingsChoice[] = [];
    mount(async (choice) => sent.push(choice), 'Types d’événements affichés');
    expect(screen.getByRole('heading', { name: 'Couleur par statut' })).toBeVisible();
    expect(screen.getByText('Types d’événements affichés')).toBeVisible();
    // Monday first, as the French week.
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
      'Samedi',
      'Dimanche',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Code couleur En cours' }), {
      target: { value: '#1e88e5' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Samedi' }));
    await save();
    expect(sent).toEqual([{ colors: { '100': '#90CAF9', '130': '#1E88E5' }, hiddenDays: [0, 6] }]);
  });

  it('says at once that a code is not #RRGGBB or that every day is hidden, and offers no save', () => {
    const sent: CalendarSettingsChoice[] = [];
    mount(async (choice) => sent.push(choice));
    fireEvent.change(screen.getByRole('textbox', { name: 'Code couleur Planifiée' }), {
      target: { value: 'bleu' },
    });
    expect(screen.getByText('Code couleur invalide (ex. #A1887F)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Code couleur Planifiée' }), {
      target: { value: '#112233' },
    });
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'])
      fireEvent.click(screen.getByRole('checkbox', { name: day }));
    expect(screen.getByText('Au moins un jour doit rester affiché.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('shows the server’s French refusal and keeps what was chosen', async () => {
    mount(async () => {
      throw new Error('Cette action nécessite un compte administrateur');
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Samedi' }));
    await save();
    expect(
      await screen.findByText('Cette action nécessite un compte administrateur'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Samedi' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });
});
